//go:build !js

package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sightline/game"
)

// monkeyScript returns a script of random input over frames frames from
// seed: every few frames a key action (any but back, which would quit from
// the title, and those in avoid), a click anywhere on a 960x640 window, a
// click on a map tile, or the pointer moved.
func monkeyScript(seed uint64, frames int, avoid ...game.Action) string {
	r := rand.New(rand.NewPCG(seed, 7))
	// Every action a key is bound to, in a fixed order.
	var bound []game.Action
	for a := range game.DefaultKeymap() {
		if a != game.ActBack && !slices.Contains(avoid, a) {
			bound = append(bound, a)
		}
	}
	slices.Sort(bound)
	var acts []string
	for _, a := range bound {
		acts = append(acts, a.String())
	}
	var b strings.Builder
	for f := 5 + r.IntN(5); f < frames; f += 1 + r.IntN(5) {
		switch k := r.IntN(20); {
		case k < 10:
			fmt.Fprintf(&b, "%d press %s\n", f, acts[r.IntN(len(acts))])
		case k < 15:
			fmt.Fprintf(&b, "%d click %d %d\n", f, r.IntN(960), r.IntN(640))
		case k < 18:
			fmt.Fprintf(&b, "%d clicktile %d %d\n", f, r.IntN(40), r.IntN(32))
		default:
			fmt.Fprintf(&b, "%d hover %d %d\n", f, r.IntN(960), r.IntN(640))
		}
	}
	return b.String()
}

// TestMonkeyHotseat hands a hotseat battle between two people to a monkey:
// thousands of random keys and clicks, in the battle, its menus, the
// overlays and the hand-off between the seats (all but the settings key,
// and H, which would hand the seats to the computer).
// The game must neither panic nor fail, must still be in the battle (or
// handing it over) at the end, and must have taken some of the monkey's
// commands.
func TestMonkeyHotseat(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real game for a while")
	}
	bin := buildGame(t)
	const frames = 2000
	for _, seed := range []uint64{1, 2} {
		e, _ := runGame(t, bin, frames, monkeyScript(seed, frames, game.ActSettings, game.ActHandOver), "--sides", "human,human", "--map", "village", "--speed", "8", "--seed", fmt.Sprint(seed))
		// The export may count the frame that ends the run as well.
		if e.Frames < frames || e.State.Scene != "battle" && e.State.Scene != "handoff" {
			t.Errorf("seed %d: the game stopped at frame %d in the %q scene", seed, e.Frames, e.State.Scene)
		}
		if len(e.State.Human) == 0 {
			t.Errorf("seed %d: no command of the monkey's was taken in %d frames", seed, frames)
		}
		t.Logf("seed %d: %d commands taken, round %d", seed, len(e.State.Human), e.Rounds)
	}
}

// TestMonkeyFromTitle hands the game to a monkey from its title screen:
// the menus, the skirmish set-up, the settings and whatever battle it
// starts. The game must neither panic nor fail.
func TestMonkeyFromTitle(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real game for a while")
	}
	bin := buildGame(t)
	const frames = 1500
	e, _ := runGame(t, bin, frames, monkeyScript(3, frames))
	// The title's battles have a new seed each run: the log names the
	// last one's, so that --seed can play it again.
	if e.Frames < frames {
		t.Errorf("the game stopped at frame %d in the %q scene (battle seed %d)", e.Frames, e.State.Scene, e.State.Seed)
	}
	t.Logf("ended in the %q scene (battle seed %d)", e.State.Scene, e.State.Seed)
}
