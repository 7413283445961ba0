package teamturn

import (
	"slices"
	"strings"
	"testing"

	"sightline/rules"
)

// budgetTrack returns u's budget track name, failing when it has none.
func budgetTrack(t *testing.T, u rules.Unit, name string) rules.Track {
	t.Helper()
	for _, tr := range u.Budget {
		if tr.Name == name {
			return tr
		}
	}
	t.Fatalf("%s has no budget track %s: %+v", u.Name, name, u.Budget)
	return rules.Track{}
}

// TestViewShowsTradesCountersAndReady: a unit's view says what its spent
// Base paid for (a second Move, a Ready's held attack), lists its
// counters with their numbers, and names a readied attack with its
// trigger; each clears when the rules clear it.
func TestViewShowsTradesCountersAndReady(t *testing.T) {
	b := newTestBattle(t, 20, 5, []placed{{"tester", 0, pos(1, 2)}, {"tester", 0, pos(1, 4)}, {"def8", 1, pos(18, 2)}})
	v := b.Units()[0]
	if base := budgetTrack(t, v, "Base"); base.Value != 1 || base.SpentOn != "" {
		t.Fatalf("a fresh Base: %+v", base)
	}
	to := pos(3, 2)
	play(t, b, "move", 0, -1, -1, &to)
	if base := budgetTrack(t, b.Units()[0], "Base"); base.Value != 1 || base.SpentOn != "" {
		t.Fatalf("after one Move the Base is untouched: %+v", base)
	}
	to = pos(5, 2)
	play(t, b, "move", 0, -1, -1, &to)
	if base := budgetTrack(t, b.Units()[0], "Base"); base.Value != 0 || base.SpentOn != "Move" {
		t.Fatalf("after a second Move the Base reads %+v, want spent on a Move", base)
	}
	play(t, b, "ready", 1, -1, 0, nil)
	v = b.Units()[1]
	if base := budgetTrack(t, v, "Base"); base.Value != 0 || base.SpentOn != "Ready" {
		t.Errorf("a Ready's held Base reads %+v", base)
	}
	if !strings.HasPrefix(v.Readied, "Attack with the Twenty-metre gun when a foe steps within its nominal range (13 squares)") {
		t.Errorf("the readied attack reads %q", v.Readied)
	}
	b.S.Units[2].addCounter(counterStun, 2)
	if got := b.Units()[2].Counters; !slices.Equal(got, []rules.Counter{{Name: "stun", N: 2}}) {
		t.Errorf("counters %+v, want two stun", got)
	}
	endTurn(t, b)
	endTurn(t, b) // Upkeep takes one stun off; team A's next turn clears the Ready and the trade
	us := b.Units()
	if got := us[2].Counters; !slices.Equal(got, []rules.Counter{{Name: "stun", N: 1}}) {
		t.Errorf("after Upkeep: counters %+v, want one stun", got)
	}
	if us[1].Readied != "" || budgetTrack(t, us[0], "Base").SpentOn != "" || budgetTrack(t, us[1], "Base").SpentOn != "" {
		t.Errorf("a new team turn kept a Ready %q or a trade %+v %+v", us[1].Readied, us[0].Budget, us[1].Budget)
	}
	if us[0].Counters != nil {
		t.Errorf("a unit without counters lists %+v", us[0].Counters)
	}
}
