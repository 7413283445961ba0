package main

import (
	"encoding/json"
	"os"
	"path/filepath"

	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"sightline/rules/replay"
	"strings"
	"sync"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
)

// battleSummary is the --json output of sim battle.
type battleSummary struct {
	Ruleset      string   `json:"ruleset"`
	Map          string   `json:"map"`
	Battles      int      `json:"battles"`
	Draws        int      `json:"draws"`
	Wins         []int    `json:"wins"`           // per spawn side
	WinsByPlayer []int    `json:"wins_by_player"` // per --sides entry
	MeanRounds   float64  `json:"mean_rounds"`
	Hashes       []string `json:"hashes"`
}

// game is one battle of a run: which seed, and which --sides entry stands
// on each spawn side.
type game struct {
	seed  uint64
	order []int // order[spawnSide] = index into --sides
}

func runBattle(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("battle", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ruleset := fs.String("ruleset", "ads", "ruleset id")
	mapName := fs.String("map", "village", "bundled map name or .tmx path")
	root := fs.String("root", "", "root folder for a map on disk")
	sides := fs.String("sides", "random,random", "players per spawn side: ai:easy, ai:normal, ai:hard or random")
	battles := fs.Int("battles", 10, "number of seeds to play")
	seed := fs.Uint64("seed", 1, "master seed")
	mirror := fs.Bool("mirror", false, "play each seed again with the players swapped between spawn sides")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "battles played at once")
	asJSON := fs.Bool("json", false, "print one JSON object")
	replays := fs.String("replays", "", "folder to write one replay file per battle into")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "sim battle: %v\n", err)
		return 2
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "sim battle: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %q", fs.Arg(0))
	}
	if *battles < 1 {
		return bad("--battles %d: must be at least 1", *battles)
	}
	if *workers < 1 {
		return bad("--workers %d: must be at least 1", *workers)
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
	r, err := all.Registry().Get(*ruleset)
	if err != nil {
		return bad("--ruleset: %v", err)
	}
	m, err := maps.Open(*mapName, *root)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if *replays != "" {
		if err := os.MkdirAll(*replays, 0o755); err != nil {
			return bad("--replays: %v", err)
		}
	}
	var games []game
	for i := 0; i < *battles; i++ {
		s := rules.SplitSeed(*seed, i)
		order := make([]int, len(specs))
		for k := range order {
			order[k] = k
		}
		games = append(games, game{seed: s, order: order})
		if *mirror {
			rev := make([]int, len(specs))
			for k := range rev {
				rev[k] = (k + 1) % len(specs)
			}
			games = append(games, game{seed: s, order: rev})
		}
	}
	results := make([]match.Result, len(games))
	errs := make([]error, len(games))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i], errs[i] = playOne(r, m, specs, games[i], *replays != "")
				if errs[i] == nil && *replays != "" {
					errs[i] = writeReplay(*replays, i, r.ID(), *mapName, specs, games[i], results[i])
				}
			}
		}()
	}
	for i := range games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	sum := battleSummary{Ruleset: r.ID(), Map: m.Name, Battles: len(games), Wins: make([]int, len(specs)), WinsByPlayer: make([]int, len(specs))}
	rounds := 0
	for i, res := range results {
		if errs[i] != nil {
			fmt.Fprintf(stderr, "sim battle: battle %d (seed %d): %v\n", i, games[i].seed, errs[i])
			return 1
		}
		rounds += res.Rounds
		sum.Hashes = append(sum.Hashes, res.Hash)
		if res.Winner < 0 {
			sum.Draws++
			continue
		}
		sum.Wins[res.Winner]++
		sum.WinsByPlayer[games[i].order[res.Winner]]++
	}
	sum.MeanRounds = float64(rounds) / float64(len(games))
	if *asJSON {
		b, _ := json.Marshal(sum)
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	fmt.Fprintf(stdout, "%s on %s: %d battles, %d draws, mean %.1f rounds\n", sum.Ruleset, sum.Map, sum.Battles, sum.Draws, sum.MeanRounds)
	for i, s := range specs {
		lo, hi := wilson(sum.WinsByPlayer[i], sum.Battles)
		fmt.Fprintf(stdout, "  %-10s wins %4d  %5.1f%%  (95%% interval %.1f%%-%.1f%%)\n", s, sum.WinsByPlayer[i], 100*float64(sum.WinsByPlayer[i])/float64(sum.Battles), 100*lo, 100*hi)
	}
	return 0
}

// playOne plays one battle with the players of g standing on their sides.
func playOne(r rules.Ruleset, m *maps.Map, specs []string, g game, record bool) (match.Result, error) {
	s, err := match.Setup(r, m.Field, len(specs), g.seed)
	if err != nil {
		return match.Result{}, err
	}
	b, err := r.NewBattle(s)
	if err != nil {
		return match.Result{}, err
	}
	players := make([]rules.Player, len(specs))
	for side := range players {
		p, err := ai.ParsePlayer(specs[g.order[side]], match.PlayerSeed(g.seed, side))
		if err != nil {
			return match.Result{}, err
		}
		players[side] = p
	}
	res, err := match.Play(b, players, record)
	if err != nil && !errors.Is(err, match.ErrStuck) {
		return res, err
	}
	return res, err
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (float64, float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, fn := float64(k)/float64(n), float64(n)
	d := 1 + z*z/fn
	c := (p + z*z/(2*fn)) / d
	h := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / d
	return math.Max(0, c-h), math.Min(1, c+h)
}

// writeReplay records battle i as DIR/battle-NNNN.json, with the players
// listed in spawn-side order.
func writeReplay(dir string, i int, ruleset, mapName string, specs []string, g game, res match.Result) error {
	sides := make([]string, len(specs))
	for side := range sides {
		sides[side] = specs[g.order[side]]
	}
	f := &replay.File{Version: replay.Version, Ruleset: ruleset, Map: mapName, Sides: sides, Seed: g.seed, Steps: res.Steps, Final: res.Hash}
	return replay.Write(filepath.Join(dir, fmt.Sprintf("battle-%04d.json", i)), f)
}
