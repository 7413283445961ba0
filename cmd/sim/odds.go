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
	"sightline/rules/oddscheck"
)

// oddsUsage is sim odds' command line.
const oddsUsage = "sim odds --ruleset ID --scenario FILE.json [--json] [--check N] [--seed S]"

// runOdds prints the engine's exact odds of the one attack a scenario file
// describes (see scenario for the format), and with --check N the same
// attack played N times beside them (rules/oddscheck).
func runOdds(args []string, stdout, stderr io.Writer) int {
	return runOddsIn(all.Registry(), args, stdout, stderr)
}

// oddsOutput is sim odds --json's object: the odds, and the check when
// --check asked for one.
type oddsOutput struct {
	rules.Odds
	Check *oddscheck.Result `json:"check,omitempty"`
}

// runOddsIn is runOdds with the rulesets of reg.
func runOddsIn(reg *rules.Registry, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("odds", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", "", "ruleset id")
	path := fs.String("scenario", "", "scenario JSON file")
	asJSON := fs.Bool("json", false, "print the odds as JSON")
	check := fs.Int("check", 0, "play the attack N times and compare")
	seed := fs.Uint64("seed", 1, "master seed of the check's attacks")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "sim odds: %v\n", err)
		return 2
	}
	if *ruleset == "" || *path == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "sim odds: usage: "+oddsUsage)
		return 2
	}
	if *check < 0 || *check > 100_000_000 {
		fmt.Fprintf(stderr, "sim odds: --check %d: must be 1 to 100000000 attacks\n", *check)
		return 2
	}
	r, err := reg.Get(*ruleset)
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
	out := oddsOutput{Odds: o}
	if *check > 0 {
		defer batchGC()()
		res, err := oddscheck.Run(s.stager(r), *check, *seed, 0)
		if err != nil {
			fmt.Fprintf(stderr, "%s: check: %v\n", *path, err)
			return 1
		}
		out.Check = &res
	}
	if *asJSON {
		b, err := json.Marshal(out)
		if err != nil {
			fmt.Fprintf(stderr, "sim odds: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout, string(b))
	} else {
		printOdds(stdout, s, o)
		if out.Check != nil {
			printCheck(stdout, *out.Check, *seed)
		}
	}
	if out.Check != nil {
		if line, bad := out.Check.Fault(oddscheck.Limit); bad {
			fmt.Fprintf(stderr, "%s: check failed: %s\n", *path, line)
			return 1
		}
	}
	return 0
}

// printCheck writes a check's figures beside the exact ones.
func printCheck(w io.Writer, r oddscheck.Result, seed uint64) {
	fmt.Fprintf(w, "check: the attack played %d times (seed %d), exact beside observed:\n", r.Samples, seed)
	fmt.Fprintf(w, "  hit          %9.4f%%  %9.4f%%  z %+.2f\n", 100*r.Hit.Exact, 100*r.Hit.Observed, r.Hit.Z)
	fmt.Fprintf(w, "  damage mean  %10.4f  %10.4f  z %+.2f\n", r.DamageMean.Exact, r.DamageMean.Observed, r.DamageMean.Z)
	if t := r.Takedown; t != nil {
		fmt.Fprintf(w, "  takedown     %9.4f%%  %9.4f%%  z %+.2f\n", 100*t.Exact, 100*t.Observed, t.Z)
	} else {
		fmt.Fprintln(w, "  takedown     not checked: the odds do not settle it within the attack")
	}
}

// weaponIDs maps the shown name of each weapon of r's content to its
// content id, for rulesets whose content has ids; nil otherwise.
func weaponIDs(r rules.Ruleset) map[string]string {
	if r.ID() != "ads" {
		return nil
	}
	c, err := ads.DefaultContent()
	if err != nil {
		return nil
	}
	ids := map[string]string{}
	for _, w := range c.Weapons {
		ids[w.Name] = w.ID
	}
	return ids
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
