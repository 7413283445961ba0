//go:build !js

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"strconv"
	"strings"

	"displaycheck.sightline.invalid"

	"sightline/game"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/files"
	"sightline/rules/replay"
)

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

// maxScriptBytes caps a --script file read.
const maxScriptBytes = 4 << 20

// helpAsked reports whether err is parseFlags' answer to --help, which
// printed the help: the game then exits with status 0.
func helpAsked(err error) bool { return errors.Is(err, flag.ErrHelp) }

// finish writes what the command line asked for once the game has ended
// (--state, --state-all, --screenshot, --profile) and returns runErr, the
// run's own outcome, when that went well.
func finish(c *config, g *game.Game, runErr error) error {
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
