//go:build js

package main

import (
	"errors"
	"io"

	"sightline/game"
)

// parseFlags gives the browser build's configuration: the defaults of the
// desktop's flags, the settings in local storage. A page passes no
// command line (wasm_exec.js starts the program with none), so the
// browser build takes no flags and carries neither the flag parser nor
// what only flags ask for (the file writers of --state, --screenshot and
// --profile, the PNG encoder, the script reader): 32 KB of the download,
// gzipped.
func parseFlags(args []string, _ io.Writer) (*config, error) {
	if len(args) > 0 {
		return nil, errors.New("the browser build takes no command-line arguments")
	}
	return &config{Map: "village", Ruleset: "ads", Sides: []string{"human", "ai:normal"}, Settings: defaultSettingsPath()}, nil
}

// helpAsked reports false: the browser build has no --help.
func helpAsked(error) bool { return false }

// finish returns the run's outcome: the browser build writes no files.
func finish(_ *config, _ *game.Game, runErr error) error { return runErr }
