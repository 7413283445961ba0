// Command sim is Sightline's headless tool: balance runs of thousands of
// battles, replays, attack odds and map checks, played by the same engine
// and AI as the game. It imports no Ebitengine and builds with
// CGO_ENABLED=0. Run "sim help" for its commands; their flags, output and
// exit codes are a lasting interface that scripts rely on.
package main

import (
	"fmt"
	"io"
	"os"
)

// command is one subcommand of sim.
type command struct {
	name, usage string
	help        []string
	run         func(args []string, stdout, stderr io.Writer) int
}

func commands() []command {
	return []command{
		{"help", "sim help", []string{"Prints this text."}, nil},
		{"battle", "sim battle --ruleset ID --map NAME|PATH --sides P1,P2[,P3,P4] --battles N --seed S\n           [--mirror] [--workers K] [--squads FILE] [--json] [--replays DIR] [--plot FILE.png] [--root DIR] [--ambush N]\n           [--shard K/N]", []string{
			"Plays N battles headless and summarises them. Each P is ai:easy, ai:normal, ai:hard or random,",
			"standing on the map's spawn sides in order. Battle i uses the seed SplitSeed(S, i), whatever",
			"the worker count; --battles 1 --seed S is the battle the game plays with --seed S.",
			"--mirror plays each seed once more with the players moved one spawn side on (swapped for two).",
			"--ambush N makes the Nth --sides player spring an ambush (a surprise round where the ruleset has one).",
			"--workers K plays K battles at once (default: GOMAXPROCS).",
			"--squads FILE gives each --sides entry its squad: a JSON array such as",
			"  [{\"squad\": \"line\"}, {\"name\": \"Rushers\", \"units\": [\"breacher\", \"breacher\", \"scout\"]}].",
			"  Without it entry i fields the ruleset's default squad i (mod their number); a squad stays",
			"  with its player in mirrored games.",
			"The summary gives each player's and spawn side's win rate with a 95% Wilson interval, draws,",
			"mean rounds, damage and takedowns by weapon (a takedown goes to the weapon that last damaged",
			"the unit), damage to allies by weapon (ADS shots that stray into melee: not in the damage, no",
			"takedown) and how often each action was used; a progress bar goes to stderr when it is a terminal.",
			"--json prints one JSON object instead: ruleset, map, battles, draws, wins (per spawn side),",
			"  wins_by_player (per --sides entry, summed across mirrored games), mean_rounds, sides, seed,",
			"  mirror, damage_by_weapon, allies_damage_by_weapon, takedowns_by_weapon, actions, rounds and hashes (final state hash",
			"  per battle, in battle order); byte-identical for any --workers.",
			"--replays DIR writes DIR/battle-NNNNNN.json per battle, for sim replay.",
			"--plot FILE.png draws the win-rate intervals and the distribution of rounds.",
			"--shard K/N plays only the K-th (K from 1 to N) of N parts of the seeds, for a run spread over",
			"  machines: of --battles B, part K plays seeds floor((K-1)*B/N) up to floor(K*B/N) - 1, a",
			"  mirrored pair staying in one part; N is at most B. Replays keep the run's battle numbers; --json",
			"  adds \"shard\": {\"index\", \"of\", \"first\" (the run's number of its first battle), \"run_battles\",",
			"  \"ambush\", \"squads\"}, and its other figures are the part's. sim merge joins the parts.",
			"Bad flags exit 2; a map, squads file or battle that fails exits 1; each with one line.",
		}, runBattle},
		{"merge", "sim merge FILE... [--plot FILE.png]", []string{
			"Joins the --json outputs of every part of a sim battle --shard K/N run into the JSON the run",
			"prints unsharded, byte for byte, in any order of the files; --plot FILE.png draws what sim battle",
			"--plot draws. Files of different runs (ruleset, map, sides, seed, mirror, battles, N, ambush,",
			"squads), a shard given twice or missing, and broken JSON exit 1 with one line naming the file.",
		}, runMerge},
		{"replay", "sim replay FILE", []string{
			"Plays a replay file back through the engine and checks every recorded state hash.",
			"Exit 0 when it matches; a divergence or a corrupt or truncated file prints one line naming",
			"the file and the reason and exits 1. A battle the game saved unfinished is a replay without",
			"a final hash: it is checked up to its last step.",
		}, runReplay},
		{"odds", oddsUsage, []string{
			"Prints the engine's exact odds of one attack in a described situation: the chance of at",
			"least one hit, the distribution of damage dealt and the chance to take the target out.",
			"The scenario names the attacker, defender, weapon, action, distance, cover, elevation,",
			"stances, and each unit's stamina, wounds and statuses (format: docs/simulator.md; examples:",
			"cmd/sim/testdata/<ruleset>-odds*.json).",
			"--check N plays the attack N times through the engine (fresh battles, seeds SplitSeed(S, i)",
			"of --seed S, default 1), the defender answering as the odds assume, and prints each exact",
			"figure beside what play gave, with its z: the hit chance, the mean damage and, where the",
			"odds settle it within the attack, the takedown chance. --json adds \"check\": {\"samples\": N,",
			"\"hit\": {\"exact\", \"observed\", \"z\"}, \"damage_mean\": {...}, \"takedown\": {...}}; the output",
			"is the same for any run. Exit 1 with one line naming the figure when any |z| exceeds 4.5.",
		}, runOdds},
		{"rulesets", "sim rulesets", []string{"Lists the registered rulesets, one per line: id, then name."}, runRulesets},
		{"maps", "sim maps", []string{"Lists the bundled maps, one per line: name, size, title."}, runMaps},
		{"units", "sim units --ruleset ID", []string{
			"Lists the units a squads file may name, one per line: id, name, role, kit and numbers,",
			"tab-separated; then each default squad as \"squad ID: UNIT, ...\".",
		}, runUnits},
		{"lint", "sim lint [--root DIR] PATH|NAME...", []string{
			"Checks maps. Each problem is printed as \"PATH: message\"; warnings start with \"warning:\"",
			"and do not change the exit code, which is 0 when every map loads and 1 otherwise.",
		}, runLint},
	}
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run runs sim with args and returns its exit code.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
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

// usage writes the help text.
func usage(w io.Writer) {
	fmt.Fprintln(w, "sim is Sightline's headless tool.\n\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "\n  %s\n", c.usage)
		for _, l := range c.help {
			fmt.Fprintf(w, "      %s\n", l)
		}
	}
}
