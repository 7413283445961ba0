package scenes

import "testing"

// TestDamageScale: the chart's height stands for the likeliest damage
// above 0, a likelier miss is cut and marked, and a chart of misses alone
// is scaled by them.
func TestDamageScale(t *testing.T) {
	for _, c := range []struct {
		dist    []float64
		peak    float64
		clipped bool
	}{
		{[]float64{0.7, 0.1, 0.2}, 0.2, true},
		{[]float64{0.1, 0.6, 0.3}, 0.6, false},
		{[]float64{1}, 1, false},
		{[]float64{1, 0, 0}, 1, false},
		{[]float64{0.2, 0.2}, 0.2, false},
	} {
		peak, clipped := damageScale(c.dist)
		if peak != c.peak || clipped != c.clipped {
			t.Errorf("%v: scale %v (cut %v), want %v (cut %v)", c.dist, peak, clipped, c.peak, c.clipped)
		}
	}
}
