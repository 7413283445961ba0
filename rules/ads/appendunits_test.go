package ads

import (
	"reflect"
	"testing"

	"sightline/rules"
)

// TestAppendUnits plays random battles and checks at every step that
// AppendUnits into one reused buffer, which holds the last step's views,
// gives what Units gives, and that each unit's slices are capped, so that
// appending to one leaves the next unit's alone.
func TestAppendUnits(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 3)
		var buf rules.UnitBuffer
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			want := b.Units()
			got := b.AppendUnits(&buf)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d step %d: AppendUnits gives\n%+v\nwant\n%+v", seed, n, got, want)
			}
			for i := range got {
				u := &got[i]
				if cap(u.Tracks) != len(u.Tracks) || cap(u.Budget) != len(u.Budget) || cap(u.Statuses) != len(u.Statuses) || cap(u.Weapons) != len(u.Weapons) {
					t.Fatalf("seed %d step %d: unit %d's slices are not capped at their length", seed, n, i)
				}
			}
			if len(got) > 1 {
				_ = append(got[0].Tracks, rules.Track{Name: "x"})
				_ = append(got[0].Statuses, "x")
				_ = append(got[0].Weapons, rules.Weapon{Name: "x"})
				if !reflect.DeepEqual(got[1], want[1]) {
					t.Fatalf("seed %d step %d: appending to unit 0's slices changed unit 1", seed, n)
				}
			}
			if _, err := b.Apply(pickCommand(pick, b.Legal(b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
}
