package main

import (
	"flag"
	"fmt"
	"io"

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
	findings, problems := maps.Lint(*root, fs.Args()...)
	for _, f := range findings {
		fmt.Fprintln(stdout, f)
	}
	if problems > 0 {
		return 1
	}
	return 0
}
