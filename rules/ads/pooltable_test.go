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
