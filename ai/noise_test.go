package ai

import (
	"math"
	"testing"
)

// TestNoiseKeyUniform: a key's noise over many indices is spread evenly
// over [-x/2, x/2): its mean near 0, its variance near x²/12, each tenth
// of the range holding about a tenth of the draws; two keys give
// different noise for the same index; and no noise is 0.
func TestNoiseKeyUniform(t *testing.T) {
	const n, x = 100000, 0.5
	k, other := noiseKey(0x1234), noiseKey(0x1235)
	var sum, sq float64
	var bins [10]int
	same := 0
	for i := range n {
		v := k.at(i, x)
		if v < -x/2 || v >= x/2 {
			t.Fatalf("index %d: noise %v outside [-%v, %v)", i, v, x/2, x/2)
		}
		sum += v
		sq += v * v
		bins[int((v+x/2)/x*10)]++
		if other.at(i, x) == v {
			same++
		}
		if k.at(i, 0) != 0 {
			t.Fatalf("index %d: noise of spread 0 is not 0", i)
		}
	}
	if mean := sum / n; math.Abs(mean) > 0.005 {
		t.Errorf("mean %v, want about 0", mean)
	}
	if v := sq / n; math.Abs(v-x*x/12) > 0.001 {
		t.Errorf("variance %v, want about %v", v, x*x/12)
	}
	for b, c := range bins {
		if c < n/10-600 || c > n/10+600 {
			t.Errorf("tenth %d holds %d of %d draws", b, c, n)
		}
	}
	if same > 0 {
		t.Errorf("keys %v and %v gave the same noise %d times", k, other, same)
	}
}
