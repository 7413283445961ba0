package ads

import (
	"slices"
	"testing"
)

// TestPoolDistTable checks that the table of pools answers as the
// computation, inside it, at its borders and beyond.
func TestPoolDistTable(t *testing.T) {
	for n := -1; n <= poolTableDice+2; n++ {
		for r := -1; r <= poolTableRerolls+2; r++ {
			if got, want := PoolDist(n, r), computePoolDist(n, r); !slices.Equal(got, want) {
				t.Fatalf("PoolDist(%d, %d) = %v, want %v", n, r, got, want)
			}
		}
	}
}

// TestPoolDistMemo checks that the memo's pools, beyond the table too,
// answer as the computation.
func TestPoolDistMemo(t *testing.T) {
	var mm oddsMemo
	for round := 0; round < 2; round++ {
		for n := -1; n <= 9; n++ {
			for r := -1; r <= n+3; r++ {
				if got, want := mm.poolDist(n, r), computePoolDist(n, r); !slices.Equal(got, want) {
					t.Fatalf("poolDist(%d, %d) = %v, want %v", n, r, got, want)
				}
			}
		}
	}
}

// TestPowersAsConvolvedAfresh checks that the powers a table of pools
// keeps, asked for in any order, are those of convolving n draws one by
// one from certain 0, as each pool used to.
func TestPowersAsConvolvedAfresh(t *testing.T) {
	df := newDieFaces()
	for _, p := range []*powers{df.f, df.g} {
		for _, n := range []int{5, 0, 1, 2, 24, 7, 23, 3} {
			want := []float64{1}
			for i := 0; i < n; i++ {
				want = convolve(want, p.d)
			}
			if got := p.at(n); !slices.Equal(got, want) {
				t.Fatalf("power %d = %v, want %v", n, got, want)
			}
		}
	}
}
