package sight

import (
	"slices"
	"testing"

	"sightline/rules"
)

// hideUnit is a unit state for HideUnseen.
type hideUnit struct {
	side   int
	absent bool
}

func (u *hideUnit) Hide() { u.absent = true }

func TestHideUnseen(t *testing.T) {
	units := []hideUnit{{side: 0}, {side: 1}, {side: 1}, {side: 0}}
	seen := map[int]bool{0: true, 2: true, 3: true}
	var asked []int
	HideUnseen(units, 0, func(side, unit int) bool {
		if side != 0 {
			t.Fatalf("asked for side %d", side)
		}
		asked = append(asked, unit)
		return seen[unit]
	})
	if !slices.Equal(asked, []int{0, 1, 2, 3}) {
		t.Fatalf("asked of %v", asked)
	}
	for i, u := range units {
		if u.absent == seen[i] {
			t.Fatalf("unit %d: absent %v, seen %v", i, u.absent, seen[i])
		}
	}
}

// viewBattle is a battle of hideUnits: only Clone and Sees answer.
type viewBattle struct {
	rules.Battle
	units []hideUnit
	seen  map[int]bool
}

func (b *viewBattle) Clone() rules.Battle {
	return &viewBattle{units: slices.Clone(b.units), seen: b.seen}
}

func (b *viewBattle) Sees(side, unit int) bool { return b.seen[unit] }

func TestViewHidesInTheClone(t *testing.T) {
	b := &viewBattle{units: []hideUnit{{side: 0}, {side: 1}}, seen: map[int]bool{0: true}}
	v := View(b, 0, func(c *viewBattle) []hideUnit { return c.units })
	if v == b || !v.units[1].absent || v.units[0].absent {
		t.Fatalf("the view's units: %+v", v.units)
	}
	if b.units[1].absent {
		t.Fatal("View hid a unit of the battle itself")
	}
}
