package ai

import "testing"

// TestShotBands: the band shotBands gives each distance is the one whose
// factor rangeFactor answers, for units with and without a range, so that
// the bound prices the same shots as the score.
func TestShotBands(t *testing.T) {
	factors := [5]float64{1.2, 1, 0.6, 0.3, 0}
	var bands []uint8
	for r := -1; r <= 40; r++ {
		bands = shotBands(bands, 128, r)
		if len(bands) != 128 {
			t.Fatalf("range %d: %d bands, want 128", r, len(bands))
		}
		for d, b := range bands {
			if got, want := factors[b], rangeFactor(d, r); got != want {
				t.Fatalf("range %d distance %d: band %d's factor %v, rangeFactor %v", r, d, b, got, want)
			}
		}
	}
}
