package scenes

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// keptPrefs is a PrefsStore that keeps the last settings saved.
type keptPrefs struct{ last *Prefs }

func (k *keptPrefs) Save(p Prefs) error { k.last = &p; return nil }

// TestKeyBindings: the settings' Keys row opens the key bindings; Enter on
// end turn and then N binds N to it alone, in the game's own keymap, and
// the settings keep it; a key another action had leaves that action, which
// the page says; R puts every key back. Esc waiting for a key binds
// nothing, and Esc then leaves.
func TestKeyBindings(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &keptPrefs{}
	res.Store, res.Keys = store, game.DefaultKeymap()
	live := res.Keys // the map the game reads input by
	set := NewSettings(res, nil)
	set.cur = keysRow
	var in game.Input
	in.Press(game.ActPanRight)
	next, _ := set.Update(&in)
	kb, ok := next.(*KeyBindings)
	if !ok {
		t.Fatalf("→ on the Keys row: %T, want the key bindings", next)
	}
	kb.cur = slices.Index(kb.actions, game.ActEndTurn)
	keys := func(ks ...ebiten.Key) {
		in = game.Input{Keys: ks}
		if _, err := kb.Update(&in); err != nil {
			t.Fatal(err)
		}
	}
	keys(ebiten.KeyEnter)
	if !kb.waiting {
		t.Fatal("Enter did not wait for a key")
	}
	keys(ebiten.KeyN)
	if !slices.Equal(live[game.ActEndTurn], []ebiten.Key{ebiten.KeyN}) {
		t.Fatalf("end turn's keys %v, want N in the game's keymap", live[game.ActEndTurn])
	}
	if store.last == nil || !reflect.DeepEqual(store.last.Keys, map[string][]string{"end_turn": {"N"}}) {
		t.Fatalf("kept %+v, want end_turn on N", store.last)
	}
	// T belongs to the threat map: binding it to end turn takes it.
	keys(ebiten.KeyEnter)
	keys(ebiten.KeyT)
	if len(live[game.ActThreat]) != 0 || !strings.Contains(kb.note, "threat map") {
		t.Errorf("threat %v, note %q: want T taken from the threat map, and said", live[game.ActThreat], kb.note)
	}
	if p, err := ParsePrefs(store.last.Marshal()); err != nil || !reflect.DeepEqual(p.Keys, store.last.Keys) {
		t.Errorf("the kept keys do not round-trip: %v, %v", p.Keys, err)
	}
	// Esc while waiting keeps the binding.
	keys(ebiten.KeyEnter)
	keys(ebiten.KeyEscape)
	if kb.waiting || !slices.Equal(live[game.ActEndTurn], []ebiten.Key{ebiten.KeyT}) {
		t.Errorf("after Esc waiting: waiting %v, end turn %v", kb.waiting, live[game.ActEndTurn])
	}
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	kb.Draw(screen)
	savePNG(t, galleryDir(t), "key-bindings.png", readBack(screen))
	keys(ebiten.KeyR)
	if live.Overrides() != nil || store.last.Keys != nil {
		t.Errorf("after R: %v kept %v, want the defaults", live.Overrides(), store.last.Keys)
	}
	in = game.Input{Keys: []ebiten.Key{ebiten.KeyEscape}}
	if back, _ := kb.Update(&in); back != set {
		t.Errorf("Esc: %T, want the settings", back)
	}
	// The help shows the player's keys, the docs' table the defaults.
	live.Bind(game.ActEndTurn, ebiten.KeyN)
	if got := keyHints(res.keymap()); !strings.HasPrefix(got, "N end turn") {
		t.Errorf("hints %q, want N for end turn", got)
	}
}
