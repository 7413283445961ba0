package ads

import (
	"testing"

	"sightline/rules"
)

// TestDropWeapon checks Drop Weapon: free on the own turn, the weapon in
// hand is dropped (no attacks with it, the unit unarmed and so open to a
// swordpoint), a Draw picks it up again, and it is not offered with
// nothing in hand.
func TestDropWeapon(t *testing.T) {
	b, u, foe := swordpointStage(t, 2)
	b.s.Turn = 1 // the trooper's turn
	c := find(t, b, foe.Side, "drop_weapon", rules.NoUnit)
	if c.Cost.N != 0 || c.Weapon != foe.Drawn {
		t.Fatalf("drop command %+v, want free with the weapon in hand", c)
	}
	h := b.Hash()
	apply(t, b, c)
	if b.Hash() == h || !foe.Weapons[0].Dropped || foe.Ticks != BaseTicks || b.Units()[foe.ID].Weapons[0].Drawn {
		t.Fatalf("after dropping: %+v, ticks %d", foe.Weapons[0], foe.Ticks)
	}
	if hasAction(b, foe.Side, "drop_weapon") || hasAction(b, foe.Side, "straight_shot") {
		t.Fatal("drop or shots offered with nothing in hand")
	}
	var draw rules.Command
	for _, d := range b.Legal(foe.Side) {
		if d.Action == "draw" && d.Weapon == 0 {
			draw = d
		}
	}
	if draw.Action == "" || draw.Cost.N != 1 {
		t.Fatalf("no 1-tick Draw picks the rifle up: %+v", draw)
	}
	// Unarmed, it can be held at swordpoint.
	b.s.Turn = 0
	find(t, b, u.Side, "swordpoint", foe.ID)
	b.s.Turn = 1
	apply(t, b, draw)
	if foe.Weapons[0].Dropped || !hasAction(b, foe.Side, "drop_weapon") {
		t.Fatal("the Draw did not pick the rifle up")
	}
}
