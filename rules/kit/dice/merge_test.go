package dice

import (
	"math/rand/v2"
	"testing"
)

// TestMergeAsAMap checks a Merge against a map and a list in first-seen
// order, past the index's load too, with runs of the same key and keys
// that share their index slots, each probability summed in the order
// added.
func TestMergeAsAMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 10, 64, 65, 300} {
		sum := map[uint64]float64{}
		var order []uint64
		m := NewMerge(make([]Keyed, 3))
		for i := 0; i < 4*n; i++ {
			k := uint64(r.IntN(n)) << 57 // keys apart in their top bits only
			if i%3 == 0 {
				k = uint64(r.IntN(n))
			}
			p := r.Float64()
			if _, ok := sum[k]; !ok {
				order = append(order, k)
			}
			sum[k] += p
			m.Add(k, p)
			if i%5 == 0 { // a run of the same key
				sum[k] += p
				m.Add(k, p)
			}
		}
		got := m.List()
		if len(got) != len(order) {
			t.Fatalf("n %d: %d states, want %d", n, len(got), len(order))
		}
		for i, k := range order {
			if got[i].Key != k || got[i].P != sum[k] {
				t.Fatalf("n %d: state %d = %+v, want key %d with %v", n, i, got[i], k, sum[k])
			}
		}
	}
}
