package game

import (
	"fmt"
	"strings"
	"testing"

	"sightline/assets"
)

// TestSoundsNeverFail checks that making the sound player and playing
// every effect (and an unknown one) never panics, and that silence is
// explained in at most one log line.
func TestSoundsNeverFail(t *testing.T) {
	var lines []string
	s := NewSounds(func(f string, a ...any) { lines = append(lines, fmt.Sprintf(f, a...)) })
	if len(lines) > 1 {
		t.Fatalf("%d log lines, want at most one: %q", len(lines), lines)
	}
	if ok, _ := audioDevice(); !ok && (len(lines) != 1 || !strings.HasPrefix(lines[0], "audio: ") || !s.Silent()) {
		t.Errorf("without a device: lines %q, silent %v", lines, s.Silent())
	}
	for _, n := range append(assets.SoundNames(), "bogus") {
		s.Play(n)
	}
	s.SetVolume(2)
	s.SetMuted(true)
	s.Play("shot")
	var nilSounds *Sounds
	nilSounds.Play("shot")
}
