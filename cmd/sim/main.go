// Command sim is Sightline's headless tool. It imports no Ebitengine and
// builds with CGO_ENABLED=0. Run "sim help" for its commands.
package main

import (
	"fmt"
	"io"
	"os"
)

// command is one subcommand of sim.
type command struct {
	name, usage, help string
	run               func(args []string, stdout, stderr io.Writer) int
}

func commands() []command {
	return []command{
		{"help", "sim help", "prints this list", nil},
		{"rulesets", "sim rulesets", "lists the registered rulesets, one per line: id, then name", runRulesets},
		{"maps", "sim maps", "lists the bundled maps, one per line: name, size, title", runMaps},
		{"battle", "sim battle --ruleset ID --map NAME|PATH --sides P1,P2[,P3,P4] --battles N --seed S [--mirror] [--workers K] [--json] [--replays DIR]", "plays battles headless; each P is random (ai:easy, ai:normal, ai:hard to come); --json prints ruleset, map, battles, draws, wins, wins_by_player, mean_rounds, hashes", runBattle},
		{"replay", "sim replay FILE", "replays a file written by battle --replays DIR and checks every state hash; exit 0 on a match, 1 with the reason otherwise", runReplay},
		{"odds", "sim odds --ruleset ads --scenario FILE.json [--json]", "exact odds of one attack: hit chance, damage distribution, takedown (scenario format: cmd/sim/testdata/ads-odds.json)", runOdds},
		{"lint", "sim lint [--root DIR] PATH|NAME...", "checks maps: each problem as \"PATH: message\"; warnings start with \"warning:\"; exit 0 when every map loads, 1 otherwise", runLint},
	}
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return 0
	}
	for _, c := range commands() {
		if c.name == args[0] && c.run != nil {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "sim: unknown command %q; run \"sim help\"\n", args[0])
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "sim is Sightline's headless tool.\n\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-40s %s\n", c.usage, c.help)
	}
}
