package ads

import (
	"math"
	"sightline/rules/kit/memo"
	"slices"
	"testing"
)

// TestInternHitsByContents checks that the memo keeps one record for
// equal hit distributions, made apart, and tells apart those that differ
// in one value, one probability by its last bit, or their length, also
// once the records have moved to the old generation and back.
func TestInternHitsByContents(t *testing.T) {
	mm := newOddsMemo()
	mm.hitRecords = memo.NewGen[string, *hitRecord](4)
	base := []outcome{{V: 0, P: 0.25}, {V: 3, P: 0.5}, {V: 7, P: 0.25}}
	others := [][]outcome{
		{{V: 0, P: 0.25}, {V: 4, P: 0.5}, {V: 7, P: 0.25}},
		{{V: 0, P: 0.25}, {V: 3, P: math.Nextafter(0.5, 1)}, {V: 7, P: 0.25}},
		{{V: 0, P: 0.25}, {V: 3, P: 0.5}},
	}
	// A long distribution does not fit the lookup's buffer on the stack.
	long := make([]outcome, 40)
	for i := range long {
		long[i] = outcome{V: i, P: 1.0 / 40}
	}
	want := mm.internHits(slices.Clone(base))
	wantLong := mm.internHits(slices.Clone(long))
	for round := 0; round < 3; round++ {
		if got := mm.internHits(slices.Clone(base)); got != want {
			t.Fatalf("round %d: equal contents make another record", round)
		}
		if got := mm.internHits(slices.Clone(long)); got != wantLong {
			t.Fatalf("round %d: equal long contents make another record", round)
		}
		for i, o := range others {
			if mm.internHits(slices.Clone(o)) == want {
				t.Fatalf("round %d: distribution %d shares the record of another", round, i)
			}
		}
	}
	if !slices.Equal(want.hd, base) {
		t.Fatalf("the record holds %v, want %v", want.hd, base)
	}
}
