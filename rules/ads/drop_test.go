package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
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
	for _, d := range rulestest.Legal(b, foe.Side) {
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

// TestBlockNeedsAWeapon checks §5.3: Block is offered against an attack
// only to a unit wielding a weapon, and Defend Ally (a Block) only by one.
func TestBlockNeedsAWeapon(t *testing.T) {
	for _, armed := range []bool{true, false} {
		b, att, def := stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
		def.Weapons[def.Drawn].Dropped = !armed
		apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
		if hasAction(b, def.Side, "block") != armed || !hasAction(b, def.Side, "dodge") {
			t.Fatalf("armed %v: block offered %v", armed, hasAction(b, def.Side, "block"))
		}
	}
}

// TestProneCrawl checks §8.4's crawl: a Prone unit's Move reaches only the
// squares one step away, for 1 tick, and leaves it prone; Run and Sprint
// are not offered; the crawl provokes a Reaction Strike like a Move.
func TestProneCrawl(t *testing.T) {
	b, mover, striker := stageUnits(t, openField(12), 2, "gunner", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	mover.Prone = true
	n := 0
	for _, c := range rulestest.Legal(b, mover.Side) {
		switch c.Action {
		case "move":
			n++
			if chebyshev(c.To, mover.Pos) != 1 || c.Cost.N != 1 {
				t.Fatalf("crawl %+v", c)
			}
		case "run", "sprint", "quick_step":
			t.Fatalf("%s offered while prone", c.Action)
		}
	}
	if n != 7 {
		t.Fatalf("%d crawl squares, want the 7 free neighbours", n)
	}
	if r := b.Reach(rules.MoveOf(mover.ID, "move"), nil); len(r) != 7 {
		t.Fatalf("Reach lists %d squares for a crawl", len(r))
	}
	apply(t, b, moveTo(t, b, mover.Side, "move", grid.Pos{X: 5, Y: 4}))
	if pr := b.Prompt(); pr.Kind != "reaction_strike" || pr.Unit != striker.ID {
		t.Fatalf("the crawl out of reach drew %+v", pr)
	}
	apply(t, b, find(t, b, striker.Side, "hold", mover.ID))
	if mover.Pos != (grid.Pos{X: 5, Y: 4}) || !mover.Prone || mover.Ticks != BaseTicks-1 {
		t.Fatalf("after crawling: at %v, prone %v, ticks %d", mover.Pos, mover.Prone, mover.Ticks)
	}
}

// TestBulk checks G9: armour Bulk is subtracted from Duck and Dodge only.
func TestBulk(t *testing.T) {
	b, att, def := stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	for i := range b.content.Armour {
		if b.content.Armour[i].ID == b.spec(def).Armour {
			b.content.Armour[i].Bulk = 2
		}
	}
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	for _, k := range []string{"duck", "dodge", "block"} {
		o, err := b.DefenceOdds(find(t, b, def.Side, k, rules.NoUnit))
		if err != nil || hasMod(o.Mods, "defence: bulk", -2) != (k != "block") {
			t.Fatalf("%s: mods %v, %v", k, o.Mods, err)
		}
	}
}
