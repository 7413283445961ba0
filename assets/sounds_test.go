package assets

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// TestSounds checks that every effect is short, audible, never clips and
// is the same bytes on every call.
func TestSounds(t *testing.T) {
	for _, n := range SoundNames() {
		a, err := Sound(n)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Sound(n)
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between calls", n)
		}
		secs := float64(len(a)/4) / SampleRate
		if secs < 0.01 || secs > 0.4 {
			t.Errorf("%s lasts %.3f s", n, secs)
		}
		peak := 0
		for i := 0; i+1 < len(a); i += 2 {
			v := int(int16(binary.LittleEndian.Uint16(a[i:])))
			peak = max(peak, v, -v)
		}
		if peak < 2000 || peak > 32000 {
			t.Errorf("%s peaks at %d: silent or clipping", n, peak)
		}
	}
	if _, err := Sound("bogus"); err == nil {
		t.Error("an unknown sound should be an error")
	}
}
