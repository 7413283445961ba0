package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"sightline/rules"
	"sightline/rules/ads"
)

// runOdds prints the exact odds of one attack described in a scenario file.
// For ads the scenario is an ads.AttackSpec: the attack and defence pools
// with their sourced modifiers, bullets, weapon damage and penetration, the
// target's soak and health (see cmd/sim/testdata/ads-odds.json).
func runOdds(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("odds", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", "", "ruleset id")
	scenario := fs.String("scenario", "", "scenario JSON file")
	asJSON := fs.Bool("json", false, "print the odds as JSON")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "sim odds: %v\n", err)
		return 2
	}
	if *scenario == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "sim odds: usage: sim odds --ruleset ID --scenario FILE.json [--json]")
		return 2
	}
	if *ruleset != "ads" {
		fmt.Fprintf(stderr, "sim odds: --ruleset %q: odds scenarios exist for ads only so far\n", *ruleset)
		return 2
	}
	data, err := os.ReadFile(*scenario)
	if err != nil {
		fmt.Fprintf(stderr, "sim odds: %v\n", err)
		return 1
	}
	var spec ads.AttackSpec
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&spec); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", *scenario, err)
		return 1
	}
	if spec.AttackDice < 0 || spec.AttackDice > 30 || spec.DefenceDice < 0 || spec.DefenceDice > 30 || spec.Bullets < 1 || spec.Bullets > 20 {
		fmt.Fprintf(stderr, "%s: attack_dice and defence_dice must be 0..30 and bullets 1..20\n", *scenario)
		return 1
	}
	o := ads.AttackOdds(spec)
	if *asJSON {
		b, _ := json.Marshal(o)
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	printOdds(stdout, o)
	return 0
}

func printOdds(w io.Writer, o rules.Odds) {
	fmt.Fprintf(w, "hit (at least one): %5.1f%%\n", 100*o.Hit)
	fmt.Fprintf(w, "takedown:           %5.1f%%\n", 100*o.Takedown)
	var mods []string
	for _, m := range o.Mods {
		mods = append(mods, fmt.Sprintf("%s %+d", m.Source, m.Value))
	}
	if len(mods) > 0 {
		fmt.Fprintf(w, "modifiers: %s\n", strings.Join(mods, ", "))
	}
	fmt.Fprintln(w, "damage taken:")
	for k, p := range o.Damage {
		if p >= 0.0005 {
			fmt.Fprintf(w, "  %3d  %5.1f%%  %s\n", k, 100*p, strings.Repeat("#", int(p*50+0.5)))
		}
	}
}
