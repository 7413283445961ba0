package game

import (
	"fmt"
	"strings"
	"testing"

	"sightline/assets"
)

// TestSoundsNeverFail checks that making the sound player and playing
// every effect (and an unknown one) never panics, that silence is
// explained in at most one log line, and, where there is a sound device,
// that effects are synthesised when first played.
func TestSoundsNeverFail(t *testing.T) {
	var lines []string
	s := NewSounds(func(f string, a ...any) { lines = append(lines, fmt.Sprintf(f, a...)) })
	if len(lines) > 1 {
		t.Fatalf("%d log lines, want at most one: %q", len(lines), lines)
	}
	if ok, _ := audioDevice(); !ok && (len(lines) != 1 || !strings.HasPrefix(lines[0], "audio: ") || !s.Silent()) {
		t.Errorf("without a device: lines %q, silent %v", lines, s.Silent())
	}
	// With a device, nothing is synthesised before the first Play (the
	// start-up stays short); then each effect once.
	if !s.Silent() && len(s.players) != 0 {
		t.Errorf("%d effects synthesised before any was played", len(s.players))
	}
	for _, n := range append(assets.SoundNames(), "bogus") {
		s.Play(n)
	}
	if !s.Silent() && len(s.players) != len(assets.SoundNames()) {
		t.Errorf("%d effects kept after playing the %d", len(s.players), len(assets.SoundNames()))
	}
	s.SetVolume(2)
	s.SetMuted(true)
	s.Play("shot")
	var nilSounds *Sounds
	nilSounds.Play("shot")
}
