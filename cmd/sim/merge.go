package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"sightline/rules/files"
)

// mergeLimit caps the size of one shard's JSON: some 30 bytes a battle
// (its rounds and hash) for the 10,000,000 battles a run may have.
const mergeLimit = 1 << 29

// shardFile is one part of a run that sim merge read.
type shardFile struct {
	path string
	sum  *battleSummary
}

// runMerge is sim merge: it joins the --json outputs of the parts of a
// --shard run into the JSON the unsharded run prints.
func runMerge(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	plot := fs.String("plot", "", "PNG file for the win-rate and rounds plot")
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "sim merge: "+format+"\n", a...)
		return 2
	}
	// The files and the flags may come in any order.
	var paths []string
	for {
		if err := fs.Parse(args); err != nil {
			return bad("%v", err)
		}
		if fs.NArg() == 0 {
			break
		}
		paths = append(paths, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(paths) == 0 {
		return bad("name the --json files of a --shard run's parts")
	}
	if *plot != "" && !strings.EqualFold(filepath.Ext(*plot), ".png") {
		return bad("--plot %q: the plot is a .png file", *plot)
	}
	parts := make([]shardFile, 0, len(paths))
	for _, p := range paths {
		s, err := readShard(p)
		if err != nil {
			fmt.Fprintf(stderr, "sim merge: %v\n", err)
			return 1
		}
		parts = append(parts, shardFile{p, s})
	}
	sum, err := mergeShards(parts)
	if err != nil {
		fmt.Fprintf(stderr, "sim merge: %v\n", err)
		return 1
	}
	if *plot != "" {
		if err := writePlot(*plot, sum); err != nil {
			fmt.Fprintf(stderr, "sim merge: --plot %s: %v\n", *plot, err)
			return 1
		}
	}
	return printJSON(stdout, stderr, "sim merge", sum)
}

// readShard reads one part's JSON and checks that it holds what its shard
// object says: the battles its index gives it, a round and a hash for
// each, and counts that add up.
func readShard(path string) (*battleSummary, error) {
	data, err := files.Read(path, mergeLimit, "a sim battle --json output")
	if err != nil {
		return nil, err
	}
	var s battleSummary
	if err := files.Decode(data, &s); err != nil {
		return nil, fmt.Errorf("%s: not a sim battle --json output: %v", path, err)
	}
	p := s.Shard
	if p == nil {
		return nil, fmt.Errorf("%s: no \"shard\": not the output of a sim battle --shard run", path)
	}
	if p.Of < 1 || p.Index < 1 || p.Index > p.Of {
		return nil, fmt.Errorf("%s: shard %d/%d: K runs from 1 to N", path, p.Index, p.Of)
	}
	seeds := p.RunBattles
	if s.Mirror {
		seeds /= 2
	}
	if seeds < p.Of || (s.Mirror && p.RunBattles%2 != 0) {
		return nil, fmt.Errorf("%s: a run of %d battles (mirror %v) has no %d parts", path, p.RunBattles, s.Mirror, p.Of)
	}
	lo, hi := shardSeeds(p.Index, p.Of, seeds)
	if s.Mirror {
		lo, hi = 2*lo, 2*hi
	}
	if p.First != lo || s.Battles != hi-lo {
		return nil, fmt.Errorf("%s: shard %d/%d of %d battles plays battles %d to %d, not %d from %d", path, p.Index, p.Of, p.RunBattles, lo, hi-1, s.Battles, p.First)
	}
	if len(s.Rounds) != s.Battles || len(s.Hashes) != s.Battles {
		return nil, fmt.Errorf("%s: %d rounds and %d hashes for %d battles", path, len(s.Rounds), len(s.Hashes), s.Battles)
	}
	if len(s.Sides) < 2 || len(s.Wins) != len(s.Sides) || len(s.WinsByPlayer) != len(s.Sides) {
		return nil, fmt.Errorf("%s: %d sides with %d wins and %d wins_by_player", path, len(s.Sides), len(s.Wins), len(s.WinsByPlayer))
	}
	if total(s.Wins)+s.Draws != s.Battles || total(s.WinsByPlayer)+s.Draws != s.Battles {
		return nil, fmt.Errorf("%s: wins and draws do not add up to its %d battles", path, s.Battles)
	}
	return &s, nil
}

// total sums counts.
func total(c []int) int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}

// mergeShards joins the parts of one run, every part once, into the
// summary the unsharded run gives: counts summed, rounds and hashes in
// battle order, the mean of rounds computed as the run computes it.
func mergeShards(parts []shardFile) (*battleSummary, error) {
	a := parts[0]
	byIndex := make([]*shardFile, a.sum.Shard.Of+1)
	for i := range parts {
		f := &parts[i]
		if d := runDiffers(a.sum, f.sum); d != "" {
			return nil, fmt.Errorf("%s: not a part of the run of %s: %s", f.path, a.path, d)
		}
		k := f.sum.Shard.Index
		if g := byIndex[k]; g != nil {
			return nil, fmt.Errorf("%s: shard %d/%d again: %s holds it already", f.path, k, a.sum.Shard.Of, g.path)
		}
		byIndex[k] = f
	}
	for k := 1; k < len(byIndex); k++ {
		if byIndex[k] == nil {
			lo, hi := shardSeeds(k, a.sum.Shard.Of, seedsOf(a.sum))
			seeds := fmt.Sprintf("seeds %d to %d", lo, hi-1)
			if hi-lo == 1 {
				seeds = fmt.Sprintf("seed %d", lo)
			}
			return nil, fmt.Errorf("shard %d/%d is missing (%s of the run of %s): no file given holds it", k, a.sum.Shard.Of, seeds, a.path)
		}
	}
	s0 := a.sum
	sum := newSummary(s0.Ruleset, s0.Map, s0.Shard.RunBattles, s0.Sides, s0.Seed, s0.Mirror)
	rounds := 0
	for _, f := range byIndex[1:] {
		s := f.sum
		sum.Draws += s.Draws
		sum.AtLimit += s.AtLimit
		for i := range s.Wins {
			sum.Wins[i] += s.Wins[i]
			sum.WinsByPlayer[i] += s.WinsByPlayer[i]
		}
		counts(sum.DamageByWeapon).merge(s.DamageByWeapon)
		counts(sum.AlliesDamageByWeapon).merge(s.AlliesDamageByWeapon)
		counts(sum.TakedownsByWeapon).merge(s.TakedownsByWeapon)
		counts(sum.Actions).merge(s.Actions)
		for _, r := range s.Rounds {
			rounds += r
		}
		sum.Rounds = append(sum.Rounds, s.Rounds...)
		sum.Hashes = append(sum.Hashes, s.Hashes...)
	}
	sum.MeanRounds = float64(rounds) / float64(sum.Battles)
	return sum, nil
}

// seedsOf returns the number of seeds of a part's run.
func seedsOf(s *battleSummary) int {
	if s.Mirror {
		return s.Shard.RunBattles / 2
	}
	return s.Shard.RunBattles
}

// runDiffers says how part b's run differs from part a's, or "" when they
// are parts of one run: the same ruleset, map, sides, seed, mirror,
// number of battles, number of parts, ambush and squads.
func runDiffers(a, b *battleSummary) string {
	pa, pb := a.Shard, b.Shard
	switch {
	case a.Ruleset != b.Ruleset:
		return fmt.Sprintf("ruleset %q, not %q", b.Ruleset, a.Ruleset)
	case a.Map != b.Map:
		return fmt.Sprintf("map %q, not %q", b.Map, a.Map)
	case !slices.Equal(a.Sides, b.Sides):
		return fmt.Sprintf("sides %s, not %s", strings.Join(b.Sides, ","), strings.Join(a.Sides, ","))
	case a.Seed != b.Seed:
		return fmt.Sprintf("seed %d, not %d", b.Seed, a.Seed)
	case a.Mirror != b.Mirror:
		return fmt.Sprintf("mirror %v, not %v", b.Mirror, a.Mirror)
	case pa.RunBattles != pb.RunBattles:
		return fmt.Sprintf("a run of %d battles, not %d", pb.RunBattles, pa.RunBattles)
	case pa.Of != pb.Of:
		return fmt.Sprintf("shard %d/%d, a part of %d, not of %d", pb.Index, pb.Of, pb.Of, pa.Of)
	case pa.Ambush != pb.Ambush:
		return fmt.Sprintf("ambush %d, not %d", pb.Ambush, pa.Ambush)
	case !reflect.DeepEqual(pa.Squads, pb.Squads):
		return "other squads"
	}
	return ""
}
