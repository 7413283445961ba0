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
