package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// battleSummary is the --json output of sim battle. Everything in it
// depends only on the flags, never on --workers, so the same flags print
// the same bytes.
type battleSummary struct {
	Ruleset string `json:"ruleset"`
	Map     string `json:"map"`
	Battles int    `json:"battles"`
	Draws   int    `json:"draws"`
	// Wins counts wins per spawn side.
	Wins []int `json:"wins"`
	// WinsByPlayer counts wins per --sides entry, summed across mirrored
	// games.
	WinsByPlayer []int    `json:"wins_by_player"`
	MeanRounds   float64  `json:"mean_rounds"`
	Sides        []string `json:"sides"`
	Seed         uint64   `json:"seed"`
	Mirror       bool     `json:"mirror"`
	// DamageByWeapon sums the damage each weapon dealt the enemy, after
	// soak.
	DamageByWeapon map[string]int `json:"damage_by_weapon"`
	// AlliesDamageByWeapon sums the damage each weapon dealt units of its
	// bearer's own side (ADS shots that stray into melee), after soak.
	AlliesDamageByWeapon map[string]int `json:"allies_damage_by_weapon"`
	// TakedownsByWeapon counts the enemies each weapon took out of the
	// fight: the weapon that last damaged a unit before it went down.
	TakedownsByWeapon map[string]int `json:"takedowns_by_weapon"`
	// Actions counts how often each action and reaction was used.
	Actions map[string]int `json:"actions"`
	// Rounds is each battle's last round, in battle order.
	Rounds []int `json:"rounds"`
	// AtLimit counts the battles the round limit decided: over with two
	// or more sides still having units in the fight (issue #41).
	AtLimit int `json:"at_limit"`
	// Hashes is each battle's final state hash, in battle order.
	Hashes []string `json:"hashes"`
	// Shard says which part of a run a --shard run played (its battles,
	// draws, rounds and every other figure are the part's), and is absent
	// from an unsharded run's summary.
	Shard *shardInfo `json:"shard,omitempty"`
}

// battleOpts are sim battle's parsed flags.
type battleOpts struct {
	ruleset rules.Ruleset
	m       *maps.Map
	mapArg  string
	root    string // --root, kept in the replays
	specs   []string
	squads  []rules.SideSetup
	battles int
	seed    uint64
	mirror  bool
	ambush  int
	workers int
	json    bool
	replays string
	plot    string
	// shardIndex and shardOf are --shard K/N; shardOf is 0 without it.
	shardIndex, shardOf int
}

// outcome is one played battle.
type outcome struct {
	res       match.Result
	entry     int // winning --sides entry, -1 for a draw
	damage    map[string]int
	allies    map[string]int // damage to the bearer's own side
	takedowns map[string]int
	actions   map[string]int
	// atLimit: the battle ended with two or more sides still fighting,
	// so the round limit decided it.
	atLimit bool
	err     error
}

// parseBattle reads sim battle's flags. A bad flag gives exit code 2 and
// a file that cannot be read or used gives 1, each with one line.
func parseBattle(args []string, stderr io.Writer) (*battleOpts, int) {
	fs := flag.NewFlagSet("battle", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", "ads", "ruleset id")
	mapArg := fs.String("map", "village", "bundled map name or .tmx path")
	root := fs.String("root", "", "root folder for a map on disk")
	sides := fs.String("sides", "random,random", "players per spawn side")
	battles := fs.Int("battles", 10, "number of seeds to play")
	seed := fs.Uint64("seed", 1, "master seed")
	mirror := fs.Bool("mirror", false, "play each seed again with the players swapped")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "battles played at once")
	squads := fs.String("squads", "", "squads file")
	asJSON := fs.Bool("json", false, "print one JSON object")
	replays := fs.String("replays", "", "folder for one replay file per battle")
	plot := fs.String("plot", "", "PNG file for the win-rate and rounds plot")
	ambush := fs.Int("ambush", 0, "the --sides entry (from 1) that springs an ambush; 0 for none")
	shard := fs.String("shard", "", "play only the K-th of N equal parts of the seeds, K from 1 (K/N)")
	bad := func(format string, a ...any) (*battleOpts, int) {
		fmt.Fprintf(stderr, "sim battle: "+format+"\n", a...)
		return nil, 2
	}
	if err := fs.Parse(args); err != nil {
		return bad("%v", err)
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %q", fs.Arg(0))
	}
	if *battles < 1 || *battles > 10_000_000 {
		return bad("--battles %d: must be 1 to 10000000", *battles)
	}
	if *workers < 1 || *workers > 1024 {
		return bad("--workers %d: must be 1 to 1024", *workers)
	}
	shardIndex, shardOf := 0, 0
	if *shard != "" {
		var err error
		if shardIndex, shardOf, err = parseShard(*shard, *battles); err != nil {
			return bad("%v", err)
		}
	}
	specs := strings.Split(*sides, ",")
	if len(specs) < 2 || len(specs) > 4 {
		return bad("--sides %q: name 2 to 4 players", *sides)
	}
	for _, s := range specs {
		if _, err := ai.ParsePlayer(s, 0); err != nil {
			return bad("--sides: %v", err)
		}
	}
	if *ambush < 0 || *ambush > len(specs) {
		return bad("--ambush %d: name a --sides entry from 1 to %d, or 0 for none", *ambush, len(specs))
	}
	if *plot != "" && !strings.EqualFold(filepath.Ext(*plot), ".png") {
		return bad("--plot %q: the plot is a .png file", *plot)
	}
	r, err := all.Registry().Get(*ruleset)
	if err != nil {
		return bad("--ruleset: %v", err)
	}
	o := &battleOpts{ruleset: r, mapArg: *mapArg, root: *root, specs: specs, battles: *battles, seed: *seed, mirror: *mirror,
		workers: *workers, json: *asJSON, replays: *replays, plot: *plot, ambush: *ambush, shardIndex: shardIndex, shardOf: shardOf}
	if o.m, err = maps.Open(*mapArg, *root); err != nil {
		fmt.Fprintln(stderr, err)
		return nil, 1
	}
	if *squads != "" {
		if o.squads, err = match.LoadSquads(*squads, r, len(specs)); err != nil {
			fmt.Fprintln(stderr, err)
			return nil, 1
		}
	}
	// Set one battle up now, so that squads that do not fit the map fail
	// once, with one line, before any worker starts.
	if _, err := match.New(r, o.m.Field, o.spec(0), false, ai.New); err != nil {
		fmt.Fprintf(stderr, "sim battle: %s on %s: %v\n", r.ID(), o.m.Display, err)
		return nil, 1
	}
	if *replays != "" {
		if err := os.MkdirAll(*replays, 0o755); err != nil {
			fmt.Fprintf(stderr, "sim battle: --replays: %v\n", err)
			return nil, 1
		}
	}
	return o, 0
}

// games returns how many battles the run plays.
func (o *battleOpts) games() int {
	if o.mirror {
		return 2 * o.battles
	}
	return o.battles
}

// spec describes battle j of the run. Battle i of --battles plays
// match.BattleSeed(--seed, i); with --mirror, battles 2i and 2i+1 play
// that seed with the players as given and then rotated one spawn side on.
func (o *battleOpts) spec(j int) match.Spec {
	i, rot := j, 0
	if o.mirror {
		i, rot = j/2, j%2
	}
	return match.Spec{Ruleset: o.ruleset.ID(), Map: o.mapArg, Sides: o.specs, Squads: o.squads,
		Seed: match.BattleSeed(o.seed, i), Rotate: rot, Ambush: o.ambush}
}

func runBattle(args []string, stdout, stderr io.Writer) int {
	o, code := parseBattle(args, stderr)
	if o == nil {
		return code
	}
	defer batchGC()()
	first, end := o.part()
	n := end - first
	out := make([]outcome, n)
	prog := newProgress(stderr, n)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < o.workers && w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				out[j-first] = o.play(j)
				prog.add()
			}
		}()
	}
	for j := first; j < end; j++ {
		jobs <- j
	}
	close(jobs)
	wg.Wait()
	prog.finish()
	sum := newSummary(o.ruleset.ID(), o.m.Name, n, o.specs, o.seed, o.mirror)
	if o.shardOf > 0 {
		sum.Shard = &shardInfo{Index: o.shardIndex, Of: o.shardOf, First: first, RunBattles: o.games(), Ambush: o.ambush, Squads: o.squads}
	}
	rounds := 0
	for i, g := range out {
		if g.err != nil {
			j := first + i
			fmt.Fprintf(stderr, "sim battle: battle %d (seed %d): %v\n", j, o.spec(j).Seed, g.err)
			return 1
		}
		rounds += g.res.Rounds
		sum.Rounds = append(sum.Rounds, g.res.Rounds)
		if g.atLimit {
			sum.AtLimit++
		}
		sum.Hashes = append(sum.Hashes, g.res.Hash)
		counts(sum.DamageByWeapon).merge(g.damage)
		counts(sum.AlliesDamageByWeapon).merge(g.allies)
		counts(sum.TakedownsByWeapon).merge(g.takedowns)
		counts(sum.Actions).merge(g.actions)
		if g.res.Winner < 0 {
			sum.Draws++
			continue
		}
		sum.Wins[g.res.Winner]++
		sum.WinsByPlayer[g.entry]++
	}
	sum.MeanRounds = float64(rounds) / float64(n)
	if o.plot != "" {
		if err := writePlot(o.plot, sum); err != nil {
			fmt.Fprintf(stderr, "sim battle: --plot %s: %v\n", o.plot, err)
			return 1
		}
	}
	if o.json {
		return printJSON(stdout, stderr, "sim battle", sum)
	}
	printSummary(stdout, sum)
	return 0
}

// newSummary starts the summary of battles battles of a run, every count
// at zero.
func newSummary(ruleset, mapName string, battles int, sides []string, seed uint64, mirror bool) *battleSummary {
	return &battleSummary{Ruleset: ruleset, Map: mapName, Battles: battles, Sides: sides, Seed: seed, Mirror: mirror,
		Wins: make([]int, len(sides)), WinsByPlayer: make([]int, len(sides)), DamageByWeapon: counts{}, AlliesDamageByWeapon: counts{}, TakedownsByWeapon: counts{}, Actions: counts{}}
}

// printJSON prints a summary as one line of JSON, for the command cmd.
func printJSON(stdout, stderr io.Writer, cmd string, sum *battleSummary) int {
	b, err := json.Marshal(sum)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", cmd, err)
		return 1
	}
	fmt.Fprintln(stdout, string(b))
	return 0
}

// play plays battle j, tallying its events and writing its replay.
func (o *battleOpts) play(j int) outcome {
	s := o.spec(j)
	m, err := match.New(o.ruleset, o.m.Field, s, o.replays != "", ai.New)
	if err != nil {
		return outcome{err: err}
	}
	t := newTally(m.Battle())
	res, err := m.Play(t.add)
	if err != nil {
		return outcome{err: err}
	}
	g := outcome{res: res, entry: -1, damage: t.damage, allies: t.allies, takedowns: t.takedowns, actions: t.actions, atLimit: rules.SidesFighting(m.Battle()) > 1}
	if res.Winner >= 0 {
		g.entry = s.Entry(res.Winner)
	}
	if o.replays != "" {
		f, err := replay.FromMatch(m)
		if err == nil {
			f.Root = o.root
			err = replay.Write(filepath.Join(o.replays, fmt.Sprintf("battle-%06d.json", j)), f)
		}
		g.err = err
	}
	return g
}

// lengths writes how many battles lasted how long, in bands of five
// rounds: "1-5: 3, 6-10: 12, ...".
func lengths(rounds []int) string {
	top := 0
	for _, r := range rounds {
		top = max(top, r)
	}
	var parts []string
	for lo := 1; lo <= top; lo += 5 {
		n := 0
		for _, r := range rounds {
			if r >= lo && r < lo+5 {
				n++
			}
		}
		parts = append(parts, fmt.Sprintf("%d-%d: %d", lo, lo+4, n))
	}
	return strings.Join(parts, ", ")
}

// printSummary writes the human-readable summary of a run.
func printSummary(w io.Writer, s *battleSummary) {
	mirror := ""
	if s.Mirror {
		mirror = ", mirrored"
	}
	if p := s.Shard; p != nil {
		mirror += fmt.Sprintf(", shard %d/%d: battles %d to %d of %d", p.Index, p.Of, p.First, p.First+s.Battles-1, p.RunBattles)
	}
	fmt.Fprintf(w, "%s on %s: %d battles (seed %d%s), %d draws, mean %.1f rounds\n", s.Ruleset, s.Map, s.Battles, s.Seed, mirror, s.Draws, s.MeanRounds)
	fmt.Fprintln(w, "wins by player (95% Wilson interval):")
	for i, p := range s.Sides {
		writeRate(w, fmt.Sprintf("%d %s", i+1, p), s.WinsByPlayer[i], s.Battles)
	}
	fmt.Fprintln(w, "wins by spawn side:")
	for i, k := range s.Wins {
		writeRate(w, fmt.Sprintf("side %d", i+1), k, s.Battles)
	}
	writeRate(w, "draws", s.Draws, s.Battles)
	writeRate(w, "at the round limit", s.AtLimit, s.Battles)
	fmt.Fprintf(w, "battle length in rounds: %s\n", lengths(s.Rounds))
	dmg, downs := counts(s.DamageByWeapon), counts(s.TakedownsByWeapon)
	fmt.Fprintf(w, "damage by weapon (after soak) %9s  %7s  %9s  %7s\n", "total", "/battle", "takedowns", "/battle")
	for _, k := range dmg.sorted() {
		fmt.Fprintf(w, "  %-27s %8d  %7.1f  %9d  %7.2f\n", k, dmg[k], float64(dmg[k])/float64(s.Battles), downs[k], float64(downs[k])/float64(s.Battles))
	}
	if allies := counts(s.AlliesDamageByWeapon); len(allies) > 0 {
		fmt.Fprintf(w, "damage to allies by weapon     %9s  %7s\n", "total", "/battle")
		for _, k := range allies.sorted() {
			fmt.Fprintf(w, "  %-27s %8d  %7.1f\n", k, allies[k], float64(allies[k])/float64(s.Battles))
		}
	}
	act := counts(s.Actions)
	fmt.Fprintln(w, "actions used (per battle):")
	for _, k := range act.sorted() {
		fmt.Fprintf(w, "  %-22s %8d  %7.1f\n", k, act[k], float64(act[k])/float64(s.Battles))
	}
}

// writeRate writes one win-rate line with its 95% interval.
func writeRate(w io.Writer, label string, k, n int) {
	lo, hi := wilson(k, n)
	fmt.Fprintf(w, "  %-22s %6d  %5.1f%%  [%5.1f%%, %5.1f%%]\n", label, k, 100*float64(k)/float64(n), 100*lo, 100*hi)
}
