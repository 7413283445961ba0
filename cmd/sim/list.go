package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"sightline/maps"
	"sightline/rules/all"
)

func runRulesets(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "sim rulesets: unexpected argument %q\n", args[0])
		return 2
	}
	reg := all.Registry()
	for _, id := range reg.IDs() {
		r, _ := reg.Get(id)
		fmt.Fprintf(stdout, "%s\t%s\n", id, r.Name())
	}
	return 0
}

func runMaps(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "sim maps: unexpected argument %q\n", args[0])
		return 2
	}
	for _, n := range maps.Names() {
		m, err := maps.LoadBundled(n)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		fmt.Fprintf(stdout, "%s\t%dx%d\t%s\n", n, m.Field.W, m.Field.H, m.Tiled.Properties.GetString("title"))
	}
	return 0
}

func runUnits(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("units", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	id := fs.String("ruleset", "", "ruleset id")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "sim units: %v\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sim units: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	reg := all.Registry()
	if *id == "" {
		fmt.Fprintf(stderr, "sim units: --ruleset is required (one of %s)\n", strings.Join(reg.IDs(), ", "))
		return 2
	}
	r, err := reg.Get(*id)
	if err != nil {
		fmt.Fprintf(stderr, "sim units: %v\n", err)
		return 2
	}
	for _, t := range r.Templates() {
		fmt.Fprintf(stdout, "%s\t%s\t%s\t%s\t%s\n", t.ID, t.Name, t.Role, t.Kit, t.Stats)
	}
	for _, sq := range r.Squads() {
		fmt.Fprintf(stdout, "squad %s: %s\n", sq.ID, strings.Join(sq.Units, ", "))
	}
	return 0
}

func runLint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("lint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	root := fs.String("root", "", "root folder maps may read from (default: each map's folder)")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "sim lint: %v\n", err)
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "sim lint: name at least one map (a bundled name or a .tmx path)")
		return 2
	}
	findings, problems := maps.LintFor(*root, smallestSquad(), fs.Args()...)
	for _, f := range findings {
		fmt.Fprintln(stdout, f)
	}
	if problems > 0 {
		return 1
	}
	return 0
}

// smallestSquad returns the smallest default squad of every registered
// ruleset: a map on which it finds no room fits no battle. Of squads of
// one size, the first by ruleset id, then by the ruleset's order, names it.
func smallestSquad() maps.SmallestSquad {
	reg := all.Registry()
	var out maps.SmallestSquad
	for _, id := range reg.IDs() {
		r, _ := reg.Get(id)
		for _, sq := range r.Squads() {
			if out.Units == 0 || len(sq.Units) < out.Units {
				out = maps.SmallestSquad{Units: len(sq.Units), Name: fmt.Sprintf("%s %q", r.Name(), sq.ID)}
			}
		}
	}
	return out
}
