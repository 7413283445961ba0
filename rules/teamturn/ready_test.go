package teamturn

import (
	"testing"

	"sightline/rules"
)

// TestReady holds a readied attack: it costs the Quick and holds the
// Base; a foe stepping within its range in sight triggers it once a
// walk; kept ready, it triggers again on a later walk; made, it spends
// the reaction; and it lapses at the unit's next team turn.
func TestReady(t *testing.T) {
	b := newTestBattle(t, 20, 5, []placed{{"tester", 0, pos(1, 2)}, {"def8", 1, pos(18, 2)}, {"def8", 1, pos(18, 4)}})
	ev := play(t, b, "ready", 0, -1, 0, nil)
	u := &b.S.Units[0]
	if ev[0].Cost.Unit != "quick" || left(u, "base") != 0 || left(u, "quick") != 0 || !u.Ready {
		t.Fatalf("after Ready: budget %v, ready %v", u.Slots.Left, u.Ready)
	}
	endTurn(t, b)
	// The gun's nominal range is 20 m: 13 squares. Walking from 17
	// squares away to 12 enters it.
	to := pos(13, 2)
	play(t, b, "move", 1, -1, -1, &to)
	pr := b.Prompt()
	if pr.Kind != kindReady || pr.Unit != 0 || pr.Attacker != 1 || pr.Hint == "" {
		t.Fatalf("prompt %+v, want the readied attack's trigger", pr)
	}
	if b.S.Units[1].Pos != pos(14, 2) {
		t.Errorf("triggered on %v, want the first square within range", b.S.Units[1].Pos)
	}
	play(t, b, "hold_ready", 0, -1, -1, nil)
	if b.Prompt().Kind != "turn" || b.S.Units[1].Pos != to || !b.S.Units[0].Ready {
		t.Fatalf("after keeping it ready: prompt %+v, mover on %v", b.Prompt(), b.S.Units[1].Pos)
	}
	to = pos(12, 4)
	play(t, b, "move", 2, -1, -1, &to)
	if pr := b.Prompt(); pr.Kind != kindReady || pr.Attacker != 2 {
		t.Fatalf("a second walker: prompt %+v", pr)
	}
	ev = play(t, b, "ready_attack", 0, 2, 0, nil)
	if len(rollsOf(ev, "readied attack")) != 1 || !b.S.Units[0].Reacted || b.S.Units[0].Ready {
		t.Fatalf("the readied attack: rolls %d, reacted %v, still ready %v", len(rollsOf(ev, "readied attack")), b.S.Units[0].Reacted, b.S.Units[0].Ready)
	}
	if b.Prompt().Kind != "turn" || b.Prompt().Side != 1 {
		t.Fatalf("after the attack the walk goes on in team B's turn: %+v", b.Prompt())
	}
	endTurn(t, b)
	if b.S.Units[0].Ready || b.S.Units[0].Reacted {
		t.Error("the readied attack or the reaction outlived the unit's next team turn")
	}
	// The odds of a readied attack are an ordinary attack's.
	if _, err := b.Odds(rules.Command{Action: "ready_attack", Unit: 0, Target: 1}); err != nil {
		t.Error(err)
	}
}
