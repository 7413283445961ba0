package main

import (
	"fmt"
	"io"

	"sightline/maps"
	"sightline/rules/all"
	"sightline/rules/replay"
)

// runReplay plays a replay file back and checks every recorded hash: exit
// 0 when it matches, 1 with a one-line reason naming the file when it
// diverges or the file is corrupt or truncated.
func runReplay(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || len(args[0]) > 0 && args[0][0] == '-' {
		fmt.Fprintln(stderr, "sim replay: usage: sim replay FILE")
		return 2
	}
	path := args[0]
	f, err := replay.Read(path)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "%s: %v\n", path, err)
		return 1
	}
	r, err := all.Registry().Get(f.Ruleset)
	if err != nil {
		return fail(err)
	}
	m, err := maps.Open(f.Map, f.Root)
	if err != nil {
		return fail(err)
	}
	if err := replay.Verify(f, r, m.Field); err != nil {
		return fail(err)
	}
	if f.Unfinished() {
		fmt.Fprintf(stdout, "%s: %d steps match; a saved battle, not finished\n", path, len(f.Steps))
		return 0
	}
	fmt.Fprintf(stdout, "%s: %d steps match, final hash %.12s\n", path, len(f.Steps), f.Final)
	return 0
}
