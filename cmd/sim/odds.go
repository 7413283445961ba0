package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/all"
)

// runOdds prints the engine's exact odds of the one attack a scenario file
// describes (see scenario for the format).
func runOdds(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("odds", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", "", "ruleset id")
	path := fs.String("scenario", "", "scenario JSON file")
	asJSON := fs.Bool("json", false, "print the odds as JSON")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "sim odds: %v\n", err)
		return 2
	}
	if *ruleset == "" || *path == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "sim odds: usage: sim odds --ruleset ID --scenario FILE.json [--json]")
		return 2
	}
	r, err := all.Registry().Get(*ruleset)
	if err != nil {
		fmt.Fprintf(stderr, "sim odds: --ruleset: %v\n", err)
		return 2
	}
	s, err := readScenario(*path)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	o, err := s.odds(r)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", *path, err)
		return 1
	}
	if *asJSON {
		b, err := json.Marshal(o)
		if err != nil {
			fmt.Fprintf(stderr, "sim odds: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	printOdds(stdout, s, o)
	return 0
}

// weaponID returns the content id of the weapon shown as name, for
// rulesets whose content has ids, or "".
func weaponID(r rules.Ruleset, name string) string {
	if r.ID() != "ads" {
		return ""
	}
	c, err := ads.DefaultContent()
	if err != nil {
		return ""
	}
	for _, w := range c.Weapons {
		if w.Name == name {
			return w.ID
		}
	}
	return ""
}

// printOdds writes the odds as a player at the table reads them.
func printOdds(w io.Writer, s *scenario, o rules.Odds) {
	away := fmt.Sprintf("%d squares", s.Distance)
	if s.Distance == 1 {
		away = "1 square"
	}
	fmt.Fprintf(w, "%s: %s with the %s at %s, %s away\n", described(s.Attacker), s.Action, s.Weapon, described(s.Defender), away)
	fmt.Fprintf(w, "hit (at least one): %5.1f%%\n", 100*o.Hit)
	fmt.Fprintf(w, "takedown:           %5.1f%%\n", 100*o.Takedown)
	if o.Hinder > 0 {
		fmt.Fprintf(w, "hinder:             %5.1f%% of the target's next turn\n", 100*o.Hinder)
	}
	var mods []string
	for _, m := range o.Mods {
		mods = append(mods, fmt.Sprintf("%s %+d", m.Source, m.Value))
	}
	if len(mods) > 0 {
		fmt.Fprintf(w, "modifiers: %s\n", strings.Join(mods, ", "))
	}
	if s.Cover != nil && !strings.Contains(strings.Join(mods, ","), "cover") {
		fmt.Fprintf(w, "note: the engine's odds give the %s cover no modifier\n", s.Cover.Material)
	}
	if len(o.Damage) == 0 {
		fmt.Fprintln(w, "damage dealt: none (the action does no damage)")
	} else {
		fmt.Fprintln(w, "damage dealt:")
	}
	for k, p := range o.Damage {
		if p >= 0.0005 {
			fmt.Fprintf(w, "  %3d  %5.1f%%  %s\n", k, 100*p, strings.Repeat("#", int(p*50+0.5)))
		}
	}
}

// described names a scenario unit with its stances and elevation.
func described(u scenarioUnit) string {
	extra := append([]string(nil), u.Stances...)
	if u.Elevation != 0 {
		extra = append(extra, fmt.Sprintf("elevation %d", u.Elevation))
	}
	if len(extra) == 0 {
		return u.Unit
	}
	return u.Unit + " (" + strings.Join(extra, ", ") + ")"
}
