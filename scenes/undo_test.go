package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// TestUndoMove moves the human's unit a square and takes the move back
// with U (and a stance, when the unit has Drop Prone or Take Cover): the battle, the match's record (and so a save), the unit's
// square, the combat log and the actions sent are as before the move,
// and the unit can move again. A second U has nothing to take back, and
// an End Turn forgets the moves before it. A move that rolled dice or
// showed a new enemy cannot be taken back.
func TestUndoMove(t *testing.T) {
	s := atHumanTurn(t)
	pr := s.sess.b.Prompt()
	hash, steps, logN, sentN := s.sess.b.Hash(), s.sess.match.Steps(), len(s.logs.log.entries), len(s.sess.sent)
	sightings := fmt.Sprint(s.sightings)
	from := s.sess.b.Units()[pr.Unit].Pos
	var in game.Input
	step := func(c rules.Command) {
		t.Helper()
		s.sess.seats[pr.Side].choose(c)
		if _, err := s.Update(&in); err != nil {
			t.Fatal(err)
		}
		s.q.skip(&s.sh, s.view.tile())
		if _, err := s.Update(&in); err != nil {
			t.Fatal(err)
		}
	}
	var move rules.Command
	for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
		if c.Unit == pr.Unit && c.Action == "move" && c.To != from && c.Cost.N == 1 {
			move = c
			break
		}
	}
	if move.Action == "" {
		t.Fatal("no one-tick move for the unit")
	}
	step(move)
	if at := s.sess.b.Units()[pr.Unit].Pos; at != move.To || len(s.undo) != 1 {
		t.Fatalf("after the move the unit is at %v (want %v) with %d undo points", at, move.To, len(s.undo))
	}
	pressOn(t, s, game.ActUndo)
	if s.sess.b.Hash() != hash || s.sess.match.Steps() != steps || len(s.logs.log.entries) != logN || len(s.sess.sent) != sentN {
		t.Fatalf("after U: hash %.12s (want %.12s), %d steps (want %d), %d log entries (want %d), %d sent (want %d)",
			s.sess.b.Hash(), hash, s.sess.match.Steps(), steps, len(s.logs.log.entries), logN, len(s.sess.sent), sentN)
	}
	if at := s.sess.b.Units()[pr.Unit].Pos; at != from || s.sh.units[pr.Unit].Pos != from || !strings.Contains(s.note, "taken back") {
		t.Fatalf("after U the unit is at %v (shown at %v), note %q", at, s.sh.units[pr.Unit].Pos, s.note)
	}
	if got := fmt.Sprint(s.sightings); got != sightings {
		t.Errorf("after U the last-seen markers are %s, before the move %s", got, sightings)
	}
	if f, err := replay.Snapshot(s.sess.match); err != nil || len(f.Steps) != steps {
		t.Fatalf("a save after U holds %d steps (want %d): %v", len(f.Steps), steps, err)
	}
	pressOn(t, s, game.ActUndo)
	if s.sess.b.Hash() != hash || !strings.Contains(s.note, "Nothing to take back") {
		t.Fatalf("a second U: note %q", s.note)
	}
	// A stance (no target, no dice) is taken back the same way.
	for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
		if c.Unit == pr.Unit && c.Target == rules.NoUnit && (c.Action == "drop_prone" || c.Action == "take_cover") {
			step(c)
			t.Logf("%s taken back", c.Action)
			if len(s.undo) != 1 {
				t.Fatalf("%s left %d undo points", c.Action, len(s.undo))
			}
			pressOn(t, s, game.ActUndo)
			if s.sess.b.Hash() != hash || s.sess.match.Steps() != steps {
				t.Fatalf("after %s and U: hash %.12s (want %.12s)", c.Action, s.sess.b.Hash(), hash)
			}
			break
		}
	}
	// The unit moves again, from where it stood.
	step(move)
	if at := s.sess.b.Units()[pr.Unit].Pos; at != move.To || len(s.undo) != 1 {
		t.Fatalf("moving again: at %v, %d undo points", at, len(s.undo))
	}
	// Rolls, shots and reactions cannot be taken back, nor a move that
	// shows an enemy not seen before.
	p := s.undo[0]
	sees := func(id int) bool { return s.visibleTo(pr.Side, id) }
	if match.Undoable(pr, []rules.Event{{Kind: rules.EvRoll}}, s.sess.b.Prompt(), p.seen, sees) {
		t.Error("a move with a roll can be taken back")
	}
	for id, u := range s.sess.b.Units() {
		if u.Side != pr.Side && s.visibleTo(pr.Side, id) {
			p.seen = append([]bool(nil), p.seen...)
			p.seen[id] = false
			if match.Undoable(pr, nil, s.sess.b.Prompt(), p.seen, sees) {
				t.Errorf("a move that showed %s can be taken back", u.Name)
			}
			break
		}
	}
	for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
		if c.Action == "end_turn" {
			step(c)
			break
		}
	}
	if len(s.undo) != 0 {
		t.Fatalf("%d undo points after End Turn", len(s.undo))
	}
}

// TestPromptKeyboard: in a defence prompt Tab marks the answers in turn
// and Enter sends the one marked, so that the keyboard reaches every
// answer (the number keys reach only the first nine).
func TestPromptKeyboard(t *testing.T) {
	s := villageBattle(t, "human", "ai:normal")
	var in game.Input
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if time.Now().After(deadline) {
			t.Fatal("no defence prompt for the human")
		}
		if over, _ := s.sess.b.Over(); over {
			t.Fatal("the battle ended before the human was asked to defend")
		}
		s.q.skip(&s.sh, s.view.tile())
		pr := s.sess.b.Prompt()
		if !s.q.busy() && s.sess.seatFor(pr.Side) {
			if pr.Kind == "defend" {
				break
			}
			for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
				if c.Action == "end_turn" || c.Action == "hold" {
					s.sess.seats[pr.Side].choose(c)
					break
				}
			}
		}
		if _, err := s.Update(&in); err != nil {
			t.Fatal(err)
		}
	}
	pressOn(t, s, game.ActNextTarget)
	pressOn(t, s, game.ActNextTarget)
	// The answers in the order the prompt shows them (a defence's by the
	// attack's chance to hit), which Tab walks.
	opts, _ := s.promptShown(s.sess.b.Prompt())
	if len(opts) < 2 {
		t.Fatalf("the defence offers %v", opts)
	}
	if s.prompt.sel != 1 {
		t.Fatalf("two Tabs marked answer %d, want 1", s.prompt.sel)
	}
	sent := len(s.sess.sent)
	pressOn(t, s, game.ActConfirm)
	if len(s.sess.sent) != sent+1 || s.sess.sent[sent] != opts[1].Action {
		t.Fatalf("Enter sent %v, want %s", s.sess.sent[sent:], opts[1].Action)
	}
}
