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
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"log"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	// early stops the game with one line when there is no display (or
	// with the help). It is initialised before Ebitengine, whose init
	// would panic, because its import path sorts first (see package
	// displaycheck, which holds the help).
	"displaycheck.sightline.invalid"
	_ "displaycheck.sightline.invalid/early"
	"github.com/hajimehoshi/ebiten/v2"

	"sightline/assets"
	"sightline/game"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/files"
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

// rawFlags holds the flags that parseFlags reads before it checks them.
type rawFlags struct{ script, sides, replay, window string }

// defineFlags defines the command line's flags on fs, into c and raw. The
// help (displaycheck.Usage) names each of them.
func defineFlags(fs *flag.FlagSet, c *config, raw *rawFlags) {
	fs.IntVar(&c.Frames, "frames", 0, "quit after N frames")
	fs.StringVar(&c.Screenshot, "screenshot", "", "write a PNG of the final frame")
	fs.StringVar(&c.State, "state", "", "write a JSON export of the state on exit, as the viewing side knows it")
	fs.StringVar(&c.StateAll, "state-all", "", "write the whole state on exit, every unit included")
	fs.StringVar(&raw.script, "script", "", "timed input script")
	fs.StringVar(&c.Map, "map", "village", "skirmish map: bundled name or .tmx path")
	fs.StringVar(&c.Root, "root", "", "root folder for a map on disk")
	fs.StringVar(&c.Ruleset, "ruleset", "ads", "ruleset id")
	fs.StringVar(&raw.sides, "sides", "human,ai:normal", "players in spawn order")
	fs.Uint64Var(&c.Seed, "seed", 0, "battle seed (0: a new one for each battle)")
	fs.Float64Var(&c.Speed, "speed", 1, "animation speed multiplier")
	fs.BoolVar(&c.ExitOver, "exit-when-over", false, "quit when the battle ends")
	fs.StringVar(&c.Profile, "profile", "", "write frame-time percentiles as JSON")
	fs.IntVar(&c.Ambush, "ambush", 0, "the --sides entry (from 1) that springs an ambush; 0 for none")
	fs.IntVar(&c.Hero, "hero", 0, "the --sides entry (from 1) whose units are player characters; 0 for none")
	fs.StringVar(&raw.replay, "replay", "", "watch a recorded battle (sim battle --replays, or a saved battle)")
	fs.StringVar(&raw.window, "window", "", "open the window at WxH device-independent pixels, such as 1920x1080")
	fs.StringVar(&c.Settings, "settings", defaultSettingsPath(), "settings file (sound, animation speed, full screen); \"\" keeps them for this run only")
}

// parseFlags reads the command line; errors are one line for exit code 2.
func parseFlags(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("sightline", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c := &config{}
	var raw rawFlags
	defineFlags(fs, c, &raw)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stderr, displaycheck.Usage)
		}
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.Frames < 0 {
		return nil, fmt.Errorf("--frames %d: must be 0 or more", c.Frames)
	}
	if c.Screenshot != "" && c.Frames == 0 && !c.ExitOver {
		return nil, errors.New("--screenshot needs --frames N or --exit-when-over to end the run")
	}
	mapSet, speedSet := false, false
	var battleFlags []string
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "ruleset", "sides", "seed", "ambush", "hero", "map", "root":
			battleFlags = append(battleFlags, "--"+f.Name)
		}
		switch f.Name {
		case "speed":
			speedSet = true
		case "ruleset", "sides", "seed", "exit-when-over", "ambush", "hero":
			c.Direct = true
		case "map", "root":
			mapSet = true
		}
	})
	c.Named = len(battleFlags) > 0
	if raw.replay != "" {
		if len(battleFlags) > 0 {
			return nil, fmt.Errorf("--replay takes the battle from its file; drop %s", strings.Join(battleFlags, " "))
		}
		f, err := replay.Read(raw.replay)
		if err != nil {
			return nil, fmt.Errorf("--replay %v", err)
		}
		c.Replay, c.ReplayPath = f, raw.replay
	}
	// A map named on the command line is loaded now, so that a bad one is
	// told at once, not when the player starts the skirmish it preselects.
	if mapSet {
		if _, err := maps.Open(c.Map, c.Root); err != nil {
			return nil, fmt.Errorf("--map: %v", err)
		}
	}
	if n := len(strings.Split(raw.sides, ",")); c.Ambush < 0 || c.Ambush > n {
		return nil, fmt.Errorf("--ambush %d: name a --sides entry from 1 to %d, or 0 for none", c.Ambush, n)
	}
	if n := len(strings.Split(raw.sides, ",")); c.Hero < 0 || c.Hero > n {
		return nil, fmt.Errorf("--hero %d: name a --sides entry from 1 to %d, or 0 for none", c.Hero, n)
	}
	if c.Hero > 0 {
		// Only a ruleset with a rule for them tells player characters
		// apart; elsewhere the flag would change nothing.
		r, err := all.Registry().Get(c.Ruleset)
		if err != nil {
			return nil, fmt.Errorf("--ruleset: %v", err)
		}
		if _, ok := r.(rules.HeroRuler); !ok {
			return nil, fmt.Errorf("--hero: ruleset %s has no rule for player characters", c.Ruleset)
		}
	}
	if raw.window != "" {
		w, h, ok := parseWindow(raw.window)
		if !ok {
			return nil, fmt.Errorf("--window %q: want WIDTHxHEIGHT, each 200 to 16384, such as 1920x1080", raw.window)
		}
		c.Window = image.Pt(w, h)
	}
	if c.Speed <= 0 || c.Speed > 1000 {
		return nil, fmt.Errorf("--speed %g: must be above 0 and at most 1000", c.Speed)
	}
	if !speedSet {
		c.Speed = 0 // the settings' animation speed
	}
	for _, p := range strings.Split(raw.sides, ",") {
		p = strings.TrimSpace(p)
		switch {
		case p == "human", p == "random", p == "ai:easy", p == "ai:normal", p == "ai:hard":
		default:
			return nil, fmt.Errorf("--sides: unknown player %q (want human, random, ai:easy, ai:normal or ai:hard)", p)
		}
		c.Sides = append(c.Sides, p)
	}
	if len(c.Sides) < 2 || len(c.Sides) > 4 {
		return nil, fmt.Errorf("--sides: %d players; a battle has 2 to 4", len(c.Sides))
	}
	if script := raw.script; script != "" {
		b, err := files.Read(script, maxScriptBytes, "a script")
		if err != nil {
			return nil, fmt.Errorf("--script: %v", err)
		}
		if c.Script, err = game.ParseScript(script, string(b)); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// parseWindow reads a --window size, "WxH".
func parseWindow(s string) (w, h int, ok bool) {
	ws, hs, found := strings.Cut(strings.ToLower(s), "x")
	if !found {
		return 0, 0, false
	}
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if errW != nil || errH != nil || w < 200 || h < 200 || w > 16384 || h > 16384 {
		return 0, 0, false
	}
	return w, h, true
}

// maxScriptBytes caps a --script file read.
const maxScriptBytes = 4 << 20

func main() {
	c, err := parseFlags(os.Args[1:], os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
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
		log.Printf("settings %v", err)
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
	g := game.New(first, game.Options{Frames: c.Frames, Screenshot: c.Screenshot != "", Script: c.Script, Keymap: res.Keys, OnFrame: frameHook(), Icon: icon, Screen: res.Screen, Window: c.Window})
	runErr := g.Run("Sightline")
	if c.State != "" {
		if err := writeState(c.State, "--state", g, false); err != nil {
			return err
		}
	}
	if c.StateAll != "" {
		if err := writeState(c.StateAll, "--state-all", g, true); err != nil {
			return err
		}
	}
	if shot := g.Screenshot(); c.Screenshot != "" && shot != nil {
		if err := replay.WriteFile(c.Screenshot, shot); err != nil {
			return fmt.Errorf("--screenshot %s: %v", c.Screenshot, err)
		}
	}
	if c.Profile != "" {
		b, err := json.MarshalIndent(g.Profile(), "", "  ")
		if err == nil {
			err = replay.WriteFile(c.Profile, append(b, '\n'))
		}
		if err != nil {
			return fmt.Errorf("--profile %s: %v", c.Profile, err)
		}
	}
	return runErr
}

// writeState writes the exported state atomically to the file name
// that flag gave: the scene's Export (the viewing side's view), or with
// all its ExportAll (every unit), where the scene has one.
func writeState(name, flag string, g *game.Game, all bool) error {
	st := g.Scene().Export()
	if a, ok := g.Scene().(interface{ ExportAll() any }); ok && all {
		st = a.ExportAll()
	}
	out := map[string]any{"frames": g.Frame(), "state": st}
	if o, ok := g.Scene().(interface {
		Outcome() (bool, int, int, string)
	}); ok {
		over, winner, rounds, hash := o.Outcome()
		out["over"], out["winner"], out["rounds"], out["hash"] = over, winner, rounds, hash
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	if err := replay.WriteFile(name, b); err != nil {
		return fmt.Errorf("%s %s: %v", flag, name, err)
	}
	return nil
}
