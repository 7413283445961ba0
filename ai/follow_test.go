package ai

import (
	"testing"

	"sightline/rules"
)

// TestFollowOrHold checks the answer to a Follow Step opportunity: follow
// with a melee weapon in hand, hold with a gun.
func TestFollowOrHold(t *testing.T) {
	legal := []rules.Command{{Action: "follow_step"}, {Action: "hold"}}
	melee := &rules.Unit{Weapons: []rules.Weapon{{Melee: true, Drawn: true}, {}}}
	gun := &rules.Unit{Weapons: []rules.Weapon{{Drawn: true}, {Melee: true}}}
	if c := followOrHold(melee, legal); c.Action != "follow_step" {
		t.Errorf("melee unit answers %q", c.Action)
	}
	if c := followOrHold(gun, legal); c.Action != "hold" {
		t.Errorf("gunner answers %q", c.Action)
	}
}
