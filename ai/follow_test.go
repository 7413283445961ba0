package ai

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestFollowOrHold checks the answer to a Follow Step opportunity: follow
// with a melee weapon in hand, hold with a gun.
func TestFollowOrHold(t *testing.T) {
	legal := []rules.Command{{Action: "follow_step"}, {Action: "hold"}}
	melee := &rules.Unit{Weapons: []rules.Weapon{{Melee: true, Drawn: true}, {}}}
	gun := &rules.Unit{Weapons: []rules.Weapon{{Drawn: true}, {Melee: true}}}
	hold := func(a string) bool { return a == "hold" }
	if c := followOrHold(melee, legal, hold); c.Action != "follow_step" {
		t.Errorf("melee unit answers %q", c.Action)
	}
	if c := followOrHold(gun, legal, hold); c.Action != "hold" {
		t.Errorf("gunner answers %q", c.Action)
	}
}

// TestMovesFirst checks which attacks count as moving first: a Hip Fire
// or Charge ending elsewhere, not a shot (To is the target's square) nor
// one from where the unit stands.
func TestMovesFirst(t *testing.T) {
	me, them := grid.Pos{X: 1, Y: 1}, grid.Pos{X: 6, Y: 6}
	for _, c := range []struct {
		to   grid.Pos
		want bool
	}{{them, false}, {me, false}, {grid.Pos{X: 3, Y: 3}, true}} {
		if got := movesFirst(rules.Command{Action: "hip_fire", Target: 1, To: c.to}, me, them); got != c.want {
			t.Errorf("to %v: moves first %v, want %v", c.to, got, c.want)
		}
	}
}
