package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestBindTakesTheKeyFromOthers: binding a key to an action takes it from
// the action that had it, and the overrides a settings file keeps give
// the same keymap back.
func TestBindTakesTheKeyFromOthers(t *testing.T) {
	km := DefaultKeymap()
	if took := km.Bind(ActEndTurn, ebiten.KeyT); !slices.Equal(took, []Action{ActThreat}) {
		t.Errorf("binding T to end turn took it from %v, want the threat map", took)
	}
	if !slices.Equal(km[ActEndTurn], []ebiten.Key{ebiten.KeyT}) || len(km[ActThreat]) != 0 {
		t.Errorf("end turn %v, threat %v", km[ActEndTurn], km[ActThreat])
	}
	o := km.Overrides()
	if len(o) != 2 || !slices.Equal(o["end_turn"], []string{"T"}) || o["threat"] == nil || len(o["threat"]) != 0 {
		t.Errorf("overrides %v, want end_turn [T] and threat []", o)
	}
	back, err := KeymapWith(o)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range Rebindable() {
		if !slices.Equal(back[a], km[a]) {
			t.Errorf("%v: %v back from the overrides, want %v", a, back[a], km[a])
		}
	}
	km.Reset()
	if km.Overrides() != nil {
		t.Errorf("after Reset: overrides %v", km.Overrides())
	}
}

// TestKeymapWithRefusesNames: unknown actions and keys and the slots are
// left at their defaults and named in one line; the rest is taken.
func TestKeymapWithRefusesNames(t *testing.T) {
	km, err := KeymapWith(map[string][]string{"end_turn": {"X"}, "jump": {"J"}, "delay": {"NoSuchKey"}, "slot1": {"Q"}})
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), `"jump"`) || !strings.Contains(err.Error(), `"NoSuchKey"`) || !strings.Contains(err.Error(), `"slot1"`) {
		t.Errorf("error %v, want one line naming jump, NoSuchKey and slot1", err)
	}
	def := DefaultKeymap()
	if !slices.Equal(km[ActEndTurn], []ebiten.Key{ebiten.KeyX}) || !slices.Equal(km[ActDelay], def[ActDelay]) || !slices.Equal(km[Slot(0)], def[Slot(0)]) {
		t.Errorf("end turn %v, delay %v, slot 1 %v", km[ActEndTurn], km[ActDelay], km[Slot(0)])
	}
}
