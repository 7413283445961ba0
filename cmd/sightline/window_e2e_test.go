//go:build !js

package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWindowSizeEndToEnd starts the real client on fieldworks, a 64×64
// map, in the default window and with --window 1920x1080: the larger
// window's screen is 1920×1080 and its battlefield shows more tiles each
// way (state.view); at a UI scale of 150% (kept in the settings) the same
// window is a 1280×720 screen, between the two.
func TestWindowSizeEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	battle := []string{"--ruleset", "ads", "--map", "fieldworks", "--sides", "human,ai:normal", "--seed", "3", "--speed", "8"}
	scaled := filepath.Join(t.TempDir(), "settings.json")
	if err := os.WriteFile(scaled, []byte(`{"ui_scale": 150}`), 0o644); err != nil {
		t.Fatal(err)
	}
	small, smallShot := runGame(t, bin, 60, "", battle...)
	big, bigShot := runGame(t, bin, 60, "", append([]string{"--window", "1920x1080"}, battle...)...)
	mid, midShot := runGame(t, bin, 60, "", append([]string{"--window", "1920x1080", "--settings", scaled}, battle...)...)
	for _, c := range []struct {
		name    string
		w, h    int
		got, h2 int
	}{
		{"the default window", 960, 640, smallShot.Bounds().Dx(), smallShot.Bounds().Dy()},
		{"--window 1920x1080", 1920, 1080, bigShot.Bounds().Dx(), bigShot.Bounds().Dy()},
		{"--window 1920x1080 at 150%", 1280, 720, midShot.Bounds().Dx(), midShot.Bounds().Dy()},
	} {
		if c.got != c.w || c.h2 != c.h {
			t.Errorf("%s: a %dx%d screen, want %dx%d", c.name, c.got, c.h2, c.w, c.h)
		}
	}
	sv, bv, mv := small.State.View, big.State.View, mid.State.View
	wide := func(x0, x1 int) int { return x1 - x0 + 1 }
	if wide(bv.X0, bv.X1) <= wide(sv.X0, sv.X1) || wide(bv.Y0, bv.Y1) <= wide(sv.Y0, sv.Y1) {
		t.Errorf("state.view %+v at 1920x1080 is no larger than %+v at 960x640", bv, sv)
	}
	if wide(mv.X0, mv.X1) <= wide(sv.X0, sv.X1) || wide(mv.X0, mv.X1) >= wide(bv.X0, bv.X1) {
		t.Errorf("state.view %+v at 150%% is not between %+v and %+v", mv, sv, bv)
	}
	t.Logf("state.view: %+v at 960x640, %+v at 1920x1080, %+v at 1920x1080 and 150%%", sv, bv, mv)
}
