package main

import (
	"fmt"
	"io"

	"sightline/maps"
	"sightline/rules/all"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// runReplay plays a replay file back and checks every recorded hash: exit
// 0 when it matches, 1 with a one-line reason when it diverges or the file
// is corrupt.
func runReplay(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 {
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
	m, err := maps.Open(f.Map, "")
	if err != nil {
		return fail(err)
	}
	s, err := match.Setup(r, m.Field, len(f.Sides), f.Seed)
	if err != nil {
		return fail(err)
	}
	b, err := r.NewBattle(s)
	if err != nil {
		return fail(err)
	}
	if err := replay.Check(f, b); err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "%s: %d steps match, final hash %.12s\n", path, len(f.Steps), f.Final)
	return 0
}
