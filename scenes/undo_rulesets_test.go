package scenes

import (
	"testing"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// TestUndoMoveEveryRuleset: in every ruleset, a person's one-square move
// that rolled nothing and showed no one new can be taken back with U, and
// the battle is as before it; the undo rule reads only the prompt, the
// command and its events, so it serves every ruleset alike.
func TestUndoMoveEveryRuleset(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"ads", "majorminor", "teamturn"} {
		t.Run(id, func(t *testing.T) {
			s, err := NewBattle(res, BattleConfig{Ruleset: id, Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := playToHumanTurn(s); err != nil {
				t.Fatal(err)
			}
			pr := s.sess.b.Prompt()
			hash := s.sess.b.Hash()
			var in game.Input
			var move rules.Command
			var from grid.Pos
			for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
				if c.Action != "move" || c.Target != rules.NoUnit || c.Side != pr.Side {
					continue
				}
				from = s.sess.b.Units()[c.Unit].Pos
				if grid.Distance(from, c.To) == 1 {
					move = c
					break
				}
			}
			if move.Action == "" {
				t.Fatal("no one-square move for the person's units")
			}
			s.sess.seats[pr.Side].choose(move)
			for k := 0; k < 2; k++ {
				if _, err := s.Update(&in); err != nil {
					t.Fatal(err)
				}
				s.q.skip(&s.sh, s.view.tile())
			}
			if at := s.sess.b.Units()[move.Unit].Pos; at != move.To || len(s.undo) != 1 {
				t.Fatalf("after the move the unit is at %v (want %v) with %d undo points", at, move.To, len(s.undo))
			}
			pressOn(t, s, game.ActUndo)
			if s.sess.b.Hash() != hash || s.sess.b.Units()[move.Unit].Pos != from {
				t.Fatalf("after U the battle's hash is %.12s (want %.12s), the unit on %v (want %v)", s.sess.b.Hash(), hash, s.sess.b.Units()[move.Unit].Pos, from)
			}
		})
	}
}
