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

// TestAppendCovers plays random battles and checks at every step that
// AppendCovers into one reused buffer gives what Covers gives.
func TestAppendCovers(t *testing.T) {
	worn, broken := false, false
	for seed := uint64(1); seed <= 8; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 3)
		buf := []int{7, 7, 7, 7, 7, 7}
		// Wear one section down and break another, as shots would.
		b.s.Covers = append([]Section(nil), b.s.Covers...)
		b.s.Covers[0].Damage = 1
		b.s.Covers[2].Damage = b.s.Covers[2].SP + 1
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			want := b.Covers()
			buf = b.AppendCovers(buf)
			if !reflect.DeepEqual(buf, want) {
				t.Fatalf("seed %d step %d: AppendCovers gives %v, want %v", seed, n, buf, want)
			}
			for i, c := range want {
				worn = worn || c > 0 && c < b.s.Covers[i].SP
				broken = broken || c == 0
			}
			if _, err := b.Apply(pickCommand(pick, b.Legal(b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !worn || !broken {
		t.Fatalf("worn cover %v, broken cover %v: the test wants both", worn, broken)
	}
}

// TestAppendLegalBrief checks that AppendLegalBrief into one reused
// buffer, which holds the last step's list, gives LegalBrief for both
// sides at every step of random battles.
func TestAppendLegalBrief(t *testing.T) {
	checkAppender(t, "AppendLegalBrief", (*Battle).LegalBrief, (*Battle).AppendLegalBrief)
}
