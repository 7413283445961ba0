// Command sightline is the game, for the desktop and the browser.
//
// Flags (a lasting interface that tests and tools rely on):
//
//	--window WxH       open the window at W×H device-independent pixels (default 960x640 times the UI scale)
//	--frames N         quit after N frames
//	--screenshot FILE  write a PNG of the last frame drawn, when --frames or --exit-when-over ends the run
//	--state FILE       write a JSON export of the game state on exit, as the viewing side knows it
//	--state-all FILE   write the whole game state on exit, every unit included (for debugging)
//	--script FILE      feed timed input: lines "FRAME press ACTION" or "FRAME click X Y"
//	--map NAME|PATH    the skirmish map (default village)
//	--root DIR         root folder for a map on disk (default: its folder)
//	--ruleset ID       the ruleset (default ads)
//	--sides LIST       the players in spawn order, such as human,ai:normal
//	--seed S           the battle's seed: the same battle as sim battle --battles 1 --seed S;
//	                   without it each battle gets a new seed, which its results show
//	--speed N          animation speed multiplier (default: the settings' speed, 1 at first)
//	--exit-when-over   quit when the battle ends; --state then holds winner, rounds and hash;
//	                   a --replay the battle does not follow quits with exit code 1
//	--profile FILE     write frame-time percentiles (Update plus Draw) as JSON on exit
//	--settings FILE    keep the settings (sound, speed, full screen) there; "" for this run only
//	--replay FILE      watch a recorded battle (sim battle --replays, or a saved battle), every unit in sight
//	--ambush N         the --sides entry (from 1) that springs an ambush; 0 for none
//	--hero N           the --sides entry (from 1) whose units are player characters; 0 for none
//
// Setting --ruleset, --sides, --seed, --ambush, --hero or
// --exit-when-over starts the battle at once instead of the title. --help
// prints the same list (package displaycheck holds it, to print it also
// where there is no display).
package main

import (
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"os"

	// early stops the game with one line when there is no display (or
	// with the help). It is initialised before Ebitengine, whose init
	// would panic, because its import path sorts first (see package
	// displaycheck, which holds the help).
	_ "displaycheck.sightline.invalid/early"
	"github.com/hajimehoshi/ebiten/v2"

	"sightline/assets"
	"sightline/game"
	"sightline/rules/replay"
	"sightline/scenes"
)

// config is the parsed command line.
type config struct {
	Frames     int
	Screenshot string
	State      string
	StateAll   string
	Script     []game.ScriptStep
	Map        string
	Root       string
	Ruleset    string
	Sides      []string
	Seed       uint64
	Speed      float64
	ExitOver   bool
	Profile    string
	Ambush     int
	Hero       int
	// Settings is where the settings are kept ("" for this run only).
	Settings string
	// Window is the window's size when it opens (--window); zero is the
	// default.
	Window image.Point
	// Replay is the recorded battle --replay shows, nil for none, read
	// from ReplayPath.
	Replay     *replay.File
	ReplayPath string
	// Direct is true when the battle flags were given: skip the title.
	Direct bool
	// Named is true when any flag describing the battle was given
	// (--ruleset, --sides, --seed, --ambush, --hero, --map, --root).
	Named bool
}

func main() {
	c, err := parseFlags(os.Args[1:], os.Stderr)
	if err != nil {
		if helpAsked(err) {
			os.Exit(0)
		}
		fmt.Fprintln(os.Stderr, "sightline:", err)
		os.Exit(2)
	}
	if err := run(c); err != nil {
		// A replay that stopped has said why on stderr already.
		if !errors.Is(err, scenes.ErrReplayStopped) {
			fmt.Fprintln(os.Stderr, "sightline:", err)
		}
		os.Exit(1)
	}
}

func run(c *config) error {
	res, err := scenes.LoadResources()
	if err != nil {
		return err
	}
	res.Sounds = newSounds()
	store, prefs, err := openStore(c.Settings)
	if err != nil {
		// Told on the title too, where the player looks.
		logf("settings %v", err)
		res.PrefsTrouble = "Settings " + err.Error()
	}
	res.Store, res.Prefs, res.Fullscreen = store, prefs, ebiten.SetFullscreen
	res.Screen = &game.Screen{}
	// The player's own key bindings (the settings named any it could not
	// take), read by the game and shown by the help.
	res.Keys, _ = game.KeymapWith(prefs.Keys)
	if bs, ok := store.(scenes.BattleStore); ok {
		res.Saves = bs
	}
	if rs, ok := store.(scenes.ReplayStore); ok {
		res.Replays = rs
	}
	// A battle started without --seed (the title's, the setup's "new")
	// gets a fresh seed, shown on its results so that it can be played
	// again.
	res.NewSeed = func() uint64 { return rand.Uint64N(999_999) + 1 }
	res.ApplyPrefs()
	bc := scenes.BattleConfig{Ruleset: c.Ruleset, Map: c.Map, Root: c.Root, Sides: c.Sides, Seed: c.Seed, Speed: c.Speed, ExitWhenOver: c.ExitOver, Ambush: c.Ambush, Hero: c.Hero}
	title := scenes.NewTitle(res, bc)
	if !c.Named {
		// The setup opens on the battle it last started, kept in the
		// settings, unless the command line names a battle or a map.
		title.OpenSetupOn(res.Prefs.LastSetup(bc))
	}
	var first game.Scene = title
	if c.Replay != nil {
		w, err := scenes.WatchReplay(res, c.Replay, bc, title)
		if err != nil {
			return err
		}
		w.ReportStops(os.Stderr, "sightline: --replay "+c.ReplayPath+": ")
		first = w
	} else if c.Direct {
		b, err := scenes.NewBattle(res, bc, title)
		if err != nil {
			return err
		}
		first = b
	}
	icon, err := assets.AppIcon()
	if err != nil {
		return err
	}
	g := game.New(first, game.Options{Frames: c.Frames, Screenshot: c.Screenshot != "", Script: c.Script, Keymap: res.Keys, OnFrame: frameHook(), OnDraw: drawHook(), Icon: icon, Screen: res.Screen, Window: c.Window, Profile: c.Profile != ""})
	return finish(c, g, g.Run("Sightline"))
}
