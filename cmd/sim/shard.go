package main

import (
	"fmt"
	"strconv"
	"strings"

	"sightline/rules"
)

// shardInfo is the "shard" object of a --shard run's JSON: which part of
// the run the output holds, and what sim merge checks, besides the
// summary's ruleset, map, sides, seed and mirror, to know that the parts
// are of one run. An unsharded run has none, so its JSON is what it was
// before --shard and what sim merge gives back.
type shardInfo struct {
	// Index is K of --shard K/N, from 1.
	Index int `json:"index"`
	// Of is N of --shard K/N.
	Of int `json:"of"`
	// First is the run's number of the part's first battle, from 0, as
	// the replay files battle-NNNNNN.json number it.
	First int `json:"first"`
	// RunBattles is the number of battles of the whole run (with
	// --mirror, twice --battles), which the summary's battles is for an
	// unsharded run.
	RunBattles int `json:"run_battles"`
	// Ambush is --ambush: the --sides entry, from 1, springing an ambush,
	// or 0.
	Ambush int `json:"ambush"`
	// Squads are the --squads file's squads, absent without one.
	Squads []rules.SideSetup `json:"squads,omitempty"`
}

// parseShard reads --shard K/N for a run of seeds seeds. The parts are
// of seeds, so that a mirrored pair of battles is never split.
func parseShard(s string, seeds int) (k, n int, err error) {
	ks, ns, ok := strings.Cut(s, "/")
	k, errK := strconv.Atoi(ks)
	n, errN := strconv.Atoi(ns)
	if !ok || errK != nil || errN != nil {
		return 0, 0, fmt.Errorf("--shard %q: want K/N, the K-th of N parts counting from 1, such as 2/4", s)
	}
	if n < 1 || k < 1 || k > n {
		return 0, 0, fmt.Errorf("--shard %d/%d: K runs from 1 to N, and N is at least 1", k, n)
	}
	if n > seeds {
		return 0, 0, fmt.Errorf("--shard %d/%d: %d parts of %d seeds (--battles) would leave parts empty; N may be at most %d", k, n, n, seeds, seeds)
	}
	return k, n, nil
}

// shardSeeds returns the seeds, from lo up to but not including hi, that
// part k of n of a run of seeds seeds plays: seeds floor((k-1)*seeds/n)
// on, so that parts differ by at most one seed and together play each
// seed once, in order.
func shardSeeds(k, n, seeds int) (lo, hi int) {
	cut := func(i int) int { return int(int64(i) * int64(seeds) / int64(n)) }
	return cut(k - 1), cut(k)
}

// part returns the battles, from first up to but not including end, that
// the run plays: all of them, or its --shard's. With --mirror each seed
// is two battles, so its pair stays in one part.
func (o *battleOpts) part() (first, end int) {
	if o.shardOf == 0 {
		return 0, o.games()
	}
	lo, hi := shardSeeds(o.shardIndex, o.shardOf, o.battles)
	if o.mirror {
		return 2 * lo, 2 * hi
	}
	return lo, hi
}
