package ai

import (
	"slices"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
)

// areasOnly is a battle that shows its overwatch arcs only through
// rules.AreaWatcher, hiding rules.OverwatchAreaer.
type areasOnly struct{ rules.Battle }

func (b areasOnly) Areas() []rules.Area { return b.Battle.(rules.AreaWatcher).Areas() }

// TestArcsByUnit plays battles between normal players and checks at every
// turn that the overwatch arcs the scoring of squares marks are the same
// from the seen enemies' own areas (rules.OverwatchAreaer) as from every
// area (rules.AreaWatcher).
func TestArcsByUnit(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	marked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		var sides []rules.SideSetup
		for i, sq := range r.Squads()[:2] {
			sides = append(sides, rules.SideSetup{Name: sq.Name, Units: sq.Units, Hero: i == 0})
		}
		b, err := r.NewBattle(rules.Setup{Field: m.Field, Seed: seed, Sides: sides})
		if err != nil {
			t.Fatal(err)
		}
		players := []*Utility{newUtility("normal", seed), newUtility("normal", seed+1)}
		for steps := 0; steps < 800; steps++ {
			if over, _ := b.Over(); over {
				break
			}
			pr := b.Prompt()
			if pr.Kind == "turn" {
				p := newUtility("normal", 7)
				va, vb := newView(b, pr.Side, nil, nil, nil), newView(areasOnly{b}, pr.Side, nil, nil, nil)
				p.ensureMaps(&va)
				sa := newPositions(&positions{}, &p.w, &va, &p.tm, va.unit(pr.Unit), p.toEnemy, 0, &squareMemo{}, false)
				sb := newPositions(&positions{}, &p.w, &vb, &p.tm, vb.unit(pr.Unit), p.toEnemy, 0, &squareMemo{}, false)
				if !slices.Equal(sa.arcs, sb.arcs) || (sa.arcs == nil) != (sb.arcs == nil) {
					t.Fatalf("seed %d step %d: the arcs differ", seed, steps)
				}
				if slices.Contains(sa.arcs, true) {
					marked++
				}
			}
			c, _, err := players[pr.Side].Decide(b, pr.Side)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := b.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d turns with arcs marked", marked)
	if marked < 5 {
		t.Fatalf("%d turns with arcs marked: too few to tell", marked)
	}
}
