package ads

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestGrappleAssistReaction checks Grapple Assist as a reaction: an
// enemy's action in the grapple offers each participant with an ally in
// it the assist, hold first, for 2 ticks as a Reaction less the free one;
// the assist rolls its test and banks 1 per 3 successes on the ally; and
// a unit with no ally in the grapple is offered nothing.
func TestGrappleAssistReaction(t *testing.T) {
	banked := false
	for seed := uint64(1); seed <= 12; seed++ {
		b := stageGrapple(t, seed, []string{"duelist", "breacher"}, []string{"trooper"},
			[]grid.Pos{{X: 4, Y: 4}, {X: 4, Y: 5}, {X: 5, Y: 4}})
		d, br, tr := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
		apply(t, b, find(t, b, d.Side, "grapple", tr.ID))
		apply(t, b, find(t, b, tr.Side, "no_defence", rules.NoUnit))
		turnOf(b, br)
		apply(t, b, find(t, b, br.Side, "grapple", tr.ID)) // joins, free
		if !sameGrapple(br, tr) {
			t.Fatal("the breacher did not join")
		}
		turnOf(b, tr)
		apply(t, b, find(t, b, tr.Side, "pin", d.ID))
		pr := b.Prompt()
		if pr.Kind != "grapple_assist" || pr.Unit != d.ID || pr.Attacker != tr.ID {
			t.Fatalf("prompt after the trooper's Pin: %+v", pr)
		}
		legal := rulestest.Legal(b, d.Side)
		if len(legal) != 2 || legal[0].Action != "hold" || legal[1].Action != "grapple_assist" || legal[1].Target != br.ID {
			t.Fatalf("answers %+v", legal)
		}
		if c := legal[1].Cost; c.N != 1 || !c.Reaction {
			t.Fatalf("assist costs %v, want 2 ticks less the free Reaction", c)
		}
		if d.Pinned { // a pinned unit only breaks pins and defends
			continue
		}
		ev := apply(t, b, legal[1])
		var rolls []rules.Event
		for _, e := range ev {
			if e.Kind == rules.EvRoll && e.Unit == d.ID && strings.HasPrefix(e.Text, "Grapple Assist") {
				rolls = append(rolls, e)
			}
		}
		if len(rolls) != 1 || d.Ticks != BaseTicks-3-1 || d.FreeReaction {
			t.Fatalf("assist: rolls %d, ticks %d, free %v", len(rolls), d.Ticks, d.FreeReaction)
		}
		if want := rolls[0].Total / 3; br.GrappleBonus != want {
			t.Fatalf("bonus %d, want %d from total %d", br.GrappleBonus, want, rolls[0].Total)
		}
		banked = banked || br.GrappleBonus > 0
		// The breacher is asked next, and may hold.
		if pr := b.Prompt(); pr.Kind == "grapple_assist" && pr.Unit == br.ID {
			apply(t, b, find(t, b, br.Side, "hold", tr.ID))
		}
		if pr := b.Prompt(); pr.Kind != "turn" || pr.Unit != tr.ID {
			t.Fatalf("after the assists: %+v", b.Prompt())
		}
	}
	if !banked {
		t.Fatal("no seed banked a bonus: the test checks too little")
	}

	// One on one, nobody has an ally to assist.
	b, d, tr := grappled(t, 3)
	turnOf(b, tr)
	apply(t, b, find(t, b, tr.Side, "pin", d.ID))
	if pr := b.Prompt(); pr.Kind == "grapple_assist" {
		t.Fatalf("assist offered with no ally: %+v", pr)
	}
}
