package dice

import (
	"slices"
	"testing"
)

// TestPoolTableHoldsProbs checks that the table answers as Probs inside
// its bounds, for arguments out of range too, and holds nothing beyond.
func TestPoolTableHoldsProbs(t *testing.T) {
	kind := Pool{Sides: 10, Success: 6, Explode: 9}
	tab := NewPoolTable(kind, 5, 2)
	for n := -1; n <= 7; n++ {
		for r := -1; r <= 4; r++ {
			got, ok := tab.Held(n, r)
			cn, cr := PoolArgs(n, r)
			if want := cn <= 5 && cr <= 2; ok != want {
				t.Fatalf("Held(%d, %d) holds %v, want %v", n, r, ok, want)
			}
			p := kind
			p.N, p.Rerolls = n, r
			if ok && !slices.Equal(got, p.Probs()) {
				t.Fatalf("Held(%d, %d) = %v, want %v", n, r, got, p.Probs())
			}
		}
	}
	if n, r := PoolArgs(-2, 5); n != 0 || r != 0 {
		t.Errorf("PoolArgs(-2, 5) = %d, %d", n, r)
	}
	if n, r := PoolArgs(3, 7); n != 3 || r != 3 {
		t.Errorf("PoolArgs(3, 7) = %d, %d", n, r)
	}
}
