package scenes

import (
	"slices"
	"strings"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// TestUpkeepRollsInLog plays a teamturn battle between computer players
// (arc projectors on both sides, side 1 springing an ambush) and files
// it in the combat log: each Upkeep is an entry of its own whose lines
// are the counters coming off (the ambush's stun, in round 1), the d10
// recharge rolls and the death checks, every roll with its dice and
// their working.
func TestUpkeepRollsInLog(t *testing.T) {
	m, err := maps.LoadBundled("warehouse")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := all.Registry().Get("teamturn")
	squads := []rules.SideSetup{{Squad: "wyrdhands"}, {Squad: "wyrdhands"}}
	mt, err := match.New(r, m.Field, match.Spec{Map: "warehouse", Sides: []string{"ai:easy", "ai:easy"}, Squads: squads, Seed: 5, Ambush: 1}, false, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	var l combatLog
	name := func(s string) string { return s }
	upkeep := false // the current entry is an Upkeep
	counters, recharges, deaths := 0, 0, 0
	if _, err := mt.Play(func(_ rules.Command, ev []rules.Event) {
		for _, e := range ev {
			n := len(l.entries)
			l.add(e, mt.Battle(), name)
			if len(l.entries) > n {
				upkeep = strings.HasPrefix(l.entries[len(l.entries)-1].head, "Upkeep of round ")
			}
			cur := &l.entries[len(l.entries)-1]
			if !upkeep || len(cur.lines) == 0 {
				continue
			}
			last := cur.lines[len(cur.lines)-1]
			switch {
			case e.Kind == rules.EvStatusLost && strings.Contains(e.Text, "counter"):
				counters++
				if last.text != e.Text {
					t.Errorf("a counter coming off reads %q, want %q", last.text, e.Text)
				}
			case e.Kind == rules.EvRoll:
				if strings.Contains(e.Text, "recharge") {
					recharges++
				} else if strings.Contains(e.Text, "death check") {
					deaths++
				}
				if len(e.Dice) == 0 || !slices.Equal(last.dice, e.Dice) || !strings.Contains(last.work, "rolled ") {
					t.Errorf("an Upkeep roll %q shows dice %v and working %q, want %v", e.Text, last.dice, last.work, e.Dice)
				}
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if counters < 4 || recharges == 0 {
		t.Fatalf("the Upkeeps filed %d counters coming off, %d recharge rolls and %d death checks: the battle tells too little", counters, recharges, deaths)
	}
	t.Logf("%d counters off, %d recharge rolls, %d death checks", counters, recharges, deaths)
}
