package scenes

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestAnimQueuePlaysEventsInOrder checks that the shown state lags the
// engine until each event's animation ends, that skipping finishes
// everything at once, and that the combat log gets one entry per action.
func TestAnimQueuePlaysEventsInOrder(t *testing.T) {
	sh := &shown{units: []rules.Unit{{ID: 0, Pos: grid.Pos{X: 1, Y: 1}, Active: true}, {ID: 1, Side: 1, Pos: grid.Pos{X: 5, Y: 1}, Active: true}}}
	var log combatLog
	var q animQueue
	q.onEvent = func(a *anim) { log.add(a.ev, nil, func(s string) string { return s }) }
	ev := []rules.Event{
		{Kind: rules.EvAction, Unit: 0, Target: rules.NoUnit, Action: "move", Text: "A moves"},
		{Kind: rules.EvStep, Unit: 0, Target: rules.NoUnit, From: grid.Pos{X: 1, Y: 1}, To: grid.Pos{X: 2, Y: 1}},
		{Kind: rules.EvStep, Unit: 0, Target: rules.NoUnit, From: grid.Pos{X: 2, Y: 1}, To: grid.Pos{X: 3, Y: 1}},
		{Kind: rules.EvAction, Unit: 0, Target: 1, Action: "shot", Text: "A shoots B"},
		{Kind: rules.EvShot, Unit: 0, Target: 1, Hit: true, Value: 1},
		{Kind: rules.EvDamage, Unit: 0, Target: 1, Value: 7, Text: "B takes 7"},
		{Kind: rules.EvUnitDown, Unit: 1, Target: rules.NoUnit, Text: "B is down"},
	}
	q.push(ev, nil, sh)
	q.update(1, sh, 32)
	if sh.units[0].Pos != (grid.Pos{X: 1, Y: 1}) || !q.busy() {
		t.Fatalf("after one frame the unit is at %v (busy %v); want it still walking from (1,1)", sh.units[0].Pos, q.busy())
	}
	for i := 0; i < stepFrames; i++ {
		q.update(1, sh, 32)
	}
	if sh.units[0].Pos != (grid.Pos{X: 2, Y: 1}) {
		t.Fatalf("after one step's frames the unit is at %v, want (2,1)", sh.units[0].Pos)
	}
	if sh.units[0].Facing != 1 {
		t.Errorf("walking east, facing %d, want 1", sh.units[0].Facing)
	}
	q.skip(sh, 32)
	if q.busy() || sh.units[0].Pos != (grid.Pos{X: 3, Y: 1}) || sh.units[1].Active {
		t.Fatalf("after skip: busy %v, unit 0 at %v, unit 1 active %v", q.busy(), sh.units[0].Pos, sh.units[1].Active)
	}
	if len(log.entries) != 2 {
		t.Fatalf("log has %d entries, want one per action: %+v", len(log.entries), log.entries)
	}
	if got := log.entries[1].summary(); got != "A shoots B — 1/1 hit, 7 damage" {
		t.Errorf("collapsed line %q", got)
	}
	if n := len(q.sounds); n < 4 {
		t.Errorf("%d sounds queued, want steps, the shot and the hit", n)
	}
}

// TestPlaybackShowsNoUnitWhereUnseen: an enemy the viewer sees only at
// the end of a command (it walks into view) is not drawn, floated over or
// shot from on the square the screen last left it on, which the viewer
// never saw it on, until its step brings it into view.
func TestPlaybackShowsNoUnitWhereUnseen(t *testing.T) {
	sh := &shown{
		units: []rules.Unit{{ID: 0, Pos: grid.Pos{X: 1, Y: 1}, Active: true}, {ID: 1, Side: 1, Pos: grid.Pos{X: 9, Y: 9}, Active: true}},
		seen:  []bool{true, false},
	}
	var q animQueue
	seen := rules.Perceived{How: rules.Seen, Unit: true, Target: true}
	ev := []rules.Event{
		{Kind: rules.EvStatusGained, Unit: 1, Target: rules.NoUnit, Status: "overwatch"},
		{Kind: rules.EvJam, Unit: 1, Target: rules.NoUnit},
		{Kind: rules.EvShot, Unit: 1, Target: 0, Hit: true, From: grid.Pos{X: 9, Y: 9}, To: grid.Pos{X: 1, Y: 1}},
	}
	q.push(ev, []rules.Perceived{seen, seen, seen}, sh)
	q.update(1, sh, 32)
	if len(q.floaters) != 0 {
		t.Errorf("%d floaters over a unit the screen does not show: %+v", len(q.floaters), q.floaters)
	}
	if a := &q.items[0]; a.kind != rules.EvShot || !a.begun || a.seen.Unit || !a.seen.Target {
		t.Errorf("the shot from the unit not shown plays as %+v (%v), want its shooter out of it", a.seen, a.kind)
	}
	q.skip(sh, 32)
	step := []rules.Event{
		{Kind: rules.EvStep, Unit: 1, Target: rules.NoUnit, From: grid.Pos{X: 9, Y: 9}, To: grid.Pos{X: 8, Y: 9}},
		{Kind: rules.EvJam, Unit: 1, Target: rules.NoUnit},
	}
	q.push(step, []rules.Perceived{seen, seen}, sh)
	q.skip(sh, 32)
	if !sh.sees(1) {
		t.Fatal("the step in view did not bring its walker into view")
	}
	q.push(step[1:], []rules.Perceived{seen}, sh)
	q.update(1, sh, 32)
	if len(q.floaters) != 1 {
		t.Errorf("%d floaters over the unit in view, want its jam's", len(q.floaters))
	}
}
