package ai

import "testing"

// TestSpreadDrawsAsIntn: spread's noise is the one that a draw of
// Intn(1<<20) from the same stream gives, draw after draw, and no noise
// draws nothing.
func TestSpreadDrawsAsIntn(t *testing.T) {
	p := newUtility("normal", 7)
	ref := p.dice.Clone()
	for i := range 10000 {
		x := 0.25 + float64(i%7)
		got := p.spread(x)
		want := (float64(ref.Intn(1<<20))/float64(1<<20) - 0.5) * x
		if got != want {
			t.Fatalf("draw %d: spread %v, want %v", i, got, want)
		}
		if p.spread(0) != 0 {
			t.Fatalf("draw %d: spread of no noise is not 0", i)
		}
	}
	if p.dice.Uint64() != ref.Uint64() {
		t.Fatal("the streams parted: spread drew more or less than Intn")
	}
}
