package ads

import (
	"reflect"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/arcs"
	"sightline/rules/rulestest"
)

// TestArcMemoFollowsChanges puts random units of random battles on
// overwatch in random directions with random weapons, moves them and
// breaks runs of cover sections behind the memo's back, and checks after each
// change that every unit's overwatchArea is, in row order, every square it
// watches (watches, square by square), and that changing the list handed
// out changes no later answer. Each step's changes are undone before the
// next random command is played.
func TestArcMemoFollowsChanges(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	areas, again := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		nb, err := r.NewBattle(rules.Setup{Field: seesField(), Seed: seed, Sides: []rules.SideSetup{{Name: "A", Squad: "line", Hero: true}, {Name: "B", Squad: "raiders"}}})
		if err != nil {
			t.Fatal(err)
		}
		b := nb.(*Battle)
		pick := rules.NewDice(seed, 8)
		for n := 0; n < 60; n++ {
			if over, _ := b.Over(); over {
				break
			}
			units := make([]unitState, len(b.s.Units))
			copy(units, b.s.Units)
			covers := slices.Clone(b.s.Covers) // ownCovers may break them in place
			for k := 0; k < 12; k++ {
				u := &b.s.Units[pick.Intn(len(b.s.Units))]
				switch pick.Intn(4) {
				case 0:
					u.Pos = grid.Pos{X: pick.Intn(b.field.W), Y: pick.Intn(b.field.H)}
				case 1:
					u.Overwatch = &overwatchState{Weapon: pick.Intn(len(u.Weapons)), Dir: arcs.Dirs()[pick.Intn(8)].Name}
				case 2:
					u.Overwatch = nil
				default:
					// A run of sections, so that a break opens a view.
					b.ownCovers()
					for i, j := 0, pick.Intn(len(b.s.Covers)-4); i < 4; i++ {
						c := &b.s.Covers[j+i]
						c.Damage = c.SP + 1
					}
					b.brokenCovers = brokenMemo{} // as damageCover does
				}
				for i := range b.s.Units {
					want := watchedSquares(b, i)
					got := b.overwatchArea(i)
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("seed %d step %d change %d: unit %d's overwatch area is %v, want %v", seed, n, k, i, got, want)
					}
					if len(got) > 0 {
						areas++
						got[0] = grid.Pos{X: -1, Y: -1}
						if again := b.overwatchArea(i); !reflect.DeepEqual(again, want) {
							t.Fatalf("seed %d step %d change %d: unit %d's overwatch area is %v after its last answer was changed, want %v", seed, n, k, i, again, want)
						}
					}
				}
				again++
			}
			copy(b.s.Units, units)
			b.s.Covers, b.coversShared, b.brokenCovers = covers, false, brokenMemo{}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if areas < 100 {
		t.Fatalf("only %d overwatch areas met: too few to tell", areas)
	}
	t.Logf("%d overwatch areas over %d changes", areas, again)
}
