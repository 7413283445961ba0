// Command sightline is the game, for the desktop and the browser.
//
// Flags (a lasting interface that tests and tools rely on):
//
//	--frames N         quit after N frames
//	--screenshot FILE  write a PNG of the final frame (needs --frames)
//	--state FILE       write a JSON export of the game state on exit
//	--script FILE      feed timed input: lines "FRAME press ACTION" or "FRAME click X Y"
//	--map NAME|PATH    the skirmish map (default village)
//	--root DIR         root folder for a map on disk (default: its folder)
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"sightline/game"
	"sightline/scenes"
)

// config is the parsed command line.
type config struct {
	Frames     int
	Screenshot string
	State      string
	Script     []game.ScriptStep
	Map        string
	Root       string
}

// parseFlags reads the command line; errors are one line for exit code 2.
func parseFlags(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("sightline", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c := &config{}
	script := ""
	fs.IntVar(&c.Frames, "frames", 0, "quit after N frames")
	fs.StringVar(&c.Screenshot, "screenshot", "", "write a PNG of the final frame")
	fs.StringVar(&c.State, "state", "", "write a JSON export of the state on exit")
	fs.StringVar(&script, "script", "", "timed input script")
	fs.StringVar(&c.Map, "map", "village", "skirmish map: bundled name or .tmx path")
	fs.StringVar(&c.Root, "root", "", "root folder for a map on disk")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stderr)
			fs.PrintDefaults()
		}
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.Frames < 0 {
		return nil, fmt.Errorf("--frames %d: must be 0 or more", c.Frames)
	}
	if c.Screenshot != "" && c.Frames == 0 {
		return nil, errors.New("--screenshot needs --frames N to know the final frame")
	}
	if script != "" {
		b, err := os.ReadFile(script)
		if err != nil {
			return nil, fmt.Errorf("--script: %v", err)
		}
		if c.Script, err = game.ParseScript(script, string(b)); err != nil {
			return nil, err
		}
	}
	return c, nil
}

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
		fmt.Fprintln(os.Stderr, "sightline:", err)
		os.Exit(1)
	}
}

func run(c *config) error {
	res, err := scenes.LoadResources()
	if err != nil {
		return err
	}
	g := game.New(scenes.NewTitle(res, c.Map, c.Root), game.Options{Frames: c.Frames, Screenshot: c.Screenshot, Script: c.Script, OnFrame: newPublisher()})
	runErr := g.Run("Sightline")
	if c.State != "" {
		if err := writeState(c.State, g); err != nil {
			return err
		}
	}
	return runErr
}

// writeState writes the exported state atomically.
func writeState(name string, g *game.Game) error {
	b, err := json.MarshalIndent(map[string]any{"frames": g.Frame(), "state": g.Scene().Export()}, "", "  ")
	if err != nil {
		return err
	}
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return fmt.Errorf("--state %s: %v", name, err)
	}
	return os.Rename(tmp, name)
}
