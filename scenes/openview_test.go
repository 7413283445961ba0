package scenes

import (
	"testing"

	"sightline/rules"
)

// TestBattleOpensOnOwnUnits: whoever acts first, a battle opens with the
// viewer's own units on the battlefield, never on empty ground while an
// unseen enemy takes the first turn; the rulesets and seeds include
// openings by an unseen enemy and by a side (teamturn's prompt names no
// unit).
func TestBattleOpensOnOwnUnits(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	unseenFirst := 0
	for _, rs := range []string{"ads", "teamturn"} {
		for seed := uint64(1); seed <= 4; seed++ {
			s, err := NewBattle(res, BattleConfig{Ruleset: rs, Map: "fieldworks", Sides: []string{"human", "ai:normal"}, Seed: seed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			pr := s.sess.b.Prompt()
			if pr.Unit == rules.NoUnit || !s.visible(pr.Unit) {
				unseenFirst++
			}
			v := s.view.tiles()
			shown := 0
			for _, u := range s.sess.b.Units() {
				if u.Side == s.viewer && u.Active && u.Pos.X >= v.X0 && u.Pos.X <= v.X1 && u.Pos.Y >= v.Y0 && u.Pos.Y <= v.Y1 {
					shown++
				}
			}
			if shown == 0 {
				t.Errorf("%s seed %d opens on tiles %+v (prompt %+v): none of the viewer's units", rs, seed, v, pr)
			}
		}
	}
	if unseenFirst == 0 {
		t.Fatal("every battle opened on a unit the viewer sees: the test tells nothing")
	}
}
