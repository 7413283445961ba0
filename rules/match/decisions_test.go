package match

import (
	"testing"

	"sightline/rules"
)

// TestPolicyKeys: every policy's saved name reads back as it, and an
// unknown name is refused.
func TestPolicyKeys(t *testing.T) {
	for p := PolicyAsk; p < NumPolicies; p++ {
		back, err := ParsePolicy(p.Key())
		if err != nil || back != p {
			t.Errorf("%v: key %q read back as %v, %v", p, p.Key(), back, err)
		}
	}
	if _, err := ParsePolicy("always"); err == nil {
		t.Error(`ParsePolicy("always"): no error`)
	}
}

// TestStandingAnswersDefencesOnly: a unit's standing policy answers its
// defences, never its turn nor another unit's defence, and cycles back
// to asking.
func TestStandingAnswersDefencesOnly(t *testing.T) {
	st := make(Standing, 3)
	st[1] = PolicyDodge
	if !st.AnswersAlone(rules.Prompt{Kind: "defend", Unit: 1}) {
		t.Error("unit 1's defence under PolicyDodge is not answered alone")
	}
	for _, pr := range []rules.Prompt{{Kind: "turn", Unit: 1}, {Kind: "defend", Unit: 0}, {Kind: "defend", Unit: 7}, {Kind: "overwatch", Unit: 1}} {
		if st.AnswersAlone(pr) {
			t.Errorf("%+v answered alone", pr)
		}
	}
	for range NumPolicies - 1 {
		st.Cycle(1)
	}
	if st.Of(1) != PolicyAsk {
		t.Errorf("after a whole cycle unit 1 will %v, want ask", st.Of(1))
	}
}

// TestUndoRule: a move of the prompt's unit that rolled nothing and
// leaves the same unit's turn is undoable; a roll, a turn passed on, or a
// unit newly seen is not; an attack is no candidate.
func TestUndoRule(t *testing.T) {
	pr := rules.Prompt{Kind: "turn", Side: 0, Unit: 2}
	move := rules.Command{Unit: 2, Action: "move", Target: rules.NoUnit}
	if !UndoCandidate(pr, move) || UndoCandidate(pr, rules.Command{Unit: 2, Action: "shoot", Target: 5}) || UndoCandidate(rules.Prompt{Kind: "defend", Unit: 2}, move) {
		t.Fatal("UndoCandidate: want a move at the unit's turn only")
	}
	steps := []rules.Event{{Kind: rules.EvAction}, {Kind: rules.EvStep}}
	none := func(int) bool { return false }
	saw := []bool{true, true, true, false}
	if !Undoable(pr, steps, pr, saw, none) {
		t.Error("a plain move is not undoable")
	}
	if Undoable(pr, append(steps, rules.Event{Kind: rules.EvRoll}), pr, saw, none) {
		t.Error("a move that rolled is undoable")
	}
	if Undoable(pr, steps, rules.Prompt{Kind: "turn", Side: 1, Unit: 4}, saw, none) {
		t.Error("a move that passed the turn on is undoable")
	}
	if Undoable(pr, steps, pr, saw, func(id int) bool { return id == 3 }) {
		t.Error("a move that showed a new unit is undoable")
	}
}
