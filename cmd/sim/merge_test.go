package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// shardRun is the run the shard tests split: small mirrored battles
// between an easy player and a random one on the small village map.
func shardRun(ruleset string) []string {
	return []string{"battle", "--ruleset", ruleset, "--map", "village", "--sides", "ai:easy,random", "--battles", "6", "--seed", "5", "--mirror", "--json"}
}

// writeShards plays the four parts of args's run, part k with k workers,
// writing their JSON and their replays into dir, and returns the JSON
// files' paths in part order.
func writeShards(t *testing.T, dir string, args []string) []string {
	t.Helper()
	var paths []string
	for k := 1; k <= 4; k++ {
		code, out, errs := sim(append(slices.Clone(args), "--shard", fmt.Sprintf("%d/4", k), "--workers", fmt.Sprint(k), "--replays", filepath.Join(dir, "replays"))...)
		if code != 0 {
			t.Fatalf("shard %d/4: exit %d: %s", k, code, errs)
		}
		p := filepath.Join(dir, fmt.Sprintf("shard-%d.json", k))
		if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// TestShardsMergeToTheRun plays a mirrored run whole and in four parts,
// each part with its own number of workers, for ADS and a kit ruleset:
// sim merge of the parts, given in any order, must print the whole run's
// JSON byte for byte and draw its plot, and the parts' replays must be
// the whole run's files under the same battle numbers.
func TestShardsMergeToTheRun(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	for _, ruleset := range []string{"ads", "majorminor"} {
		t.Run(ruleset, func(t *testing.T) {
			dir := t.TempDir()
			args := shardRun(ruleset)
			code, whole, errs := sim(append(slices.Clone(args), "--workers", "2", "--replays", filepath.Join(dir, "whole"), "--plot", filepath.Join(dir, "whole.png"))...)
			if code != 0 {
				t.Fatalf("whole run: exit %d: %s", code, errs)
			}
			paths := writeShards(t, dir, args)
			for _, order := range [][]int{{0, 1, 2, 3}, {3, 1, 0, 2}} {
				var files []string
				for _, i := range order {
					files = append(files, paths[i])
				}
				png := filepath.Join(dir, fmt.Sprintf("merged-%d.png", order[0]))
				code, merged, errs := sim(append(append([]string{"merge"}, files[:2]...), append([]string{"--plot", png}, files[2:]...)...)...)
				if code != 0 {
					t.Fatalf("merge %v: exit %d: %s", order, code, errs)
				}
				if merged != whole {
					t.Fatalf("merge %v differs from the whole run:\n%s\n%s", order, merged, whole)
				}
				a, errA := os.ReadFile(filepath.Join(dir, "whole.png"))
				b, errB := os.ReadFile(png)
				if errA != nil || errB != nil || !bytes.Equal(a, b) {
					t.Errorf("merge %v: the plot is not the whole run's (%v, %v)", order, errA, errB)
				}
			}
			wholeReplays, _ := filepath.Glob(filepath.Join(dir, "whole", "*.json"))
			partReplays, _ := filepath.Glob(filepath.Join(dir, "replays", "*.json"))
			if len(wholeReplays) != 12 || len(partReplays) != 12 {
				t.Fatalf("%d replays of the whole run and %d of the parts, want 12 each", len(wholeReplays), len(partReplays))
			}
			for i, w := range wholeReplays {
				a, _ := os.ReadFile(w)
				b, _ := os.ReadFile(partReplays[i])
				if filepath.Base(w) != filepath.Base(partReplays[i]) || !bytes.Equal(a, b) {
					t.Errorf("replay %s of the whole run is not the parts' %s", w, partReplays[i])
				}
			}
		})
	}
}

// TestMergeRefuses gives sim merge parts that do not make one run: each
// must exit 1 with one line naming the file at fault (or the part that
// is missing).
func TestMergeRefuses(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole battles")
	}
	dir := t.TempDir()
	args := shardRun("ads")
	parts := writeShards(t, dir, args)
	other := func(name string, change ...string) string {
		a := slices.Clone(args)
		for i := 0; i+1 < len(change); i += 2 {
			if j := slices.Index(a, change[i]); j >= 0 {
				a[j+1] = change[i+1]
			} else {
				a = append(a, change[i], change[i+1])
			}
		}
		code, out, errs := sim(a...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", a, code, errs)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	seed := other("seed.json", "--seed", "6", "--shard", "2/4")
	sides := other("sides.json", "--sides", "random,ai:easy", "--shard", "2/4")
	battles := other("battles.json", "--battles", "8", "--shard", "2/4")
	ofFive := other("of5.json", "--shard", "2/5")
	ruleset := other("ruleset.json", "--ruleset", "majorminor", "--shard", "2/4")
	village := other("map.json", "--map", "fieldworks", "--battles", "4", "--shard", "2/4")
	whole := other("whole.json")
	data, err := os.ReadFile(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(dir, "broken.json")
	if err := os.WriteFile(broken, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	edited := filepath.Join(dir, "edited.json")
	if err := os.WriteFile(edited, bytes.Replace(data, []byte(`"first":`), []byte(`"first":1`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		files []string
		blame string // what the line must name
	}{
		{"another seed", []string{parts[0], seed, parts[2], parts[3]}, seed},
		{"other sides", []string{parts[0], sides, parts[2], parts[3]}, sides},
		{"more battles", []string{parts[0], battles, parts[2], parts[3]}, battles},
		{"five parts", []string{parts[0], ofFive, parts[2], parts[3]}, ofFive},
		{"another ruleset", []string{parts[0], ruleset, parts[2], parts[3]}, ruleset},
		{"another map", []string{parts[0], village, parts[2], parts[3]}, village},
		{"a part twice", []string{parts[0], parts[1], parts[2], parts[1], parts[3]}, parts[1]},
		{"a part missing", []string{parts[0], parts[1], parts[3]}, "shard 3/4 is missing"},
		{"an unsharded run", []string{parts[0], whole}, whole},
		{"broken JSON", []string{parts[0], broken, parts[2], parts[3]}, broken},
		{"a part's numbers edited", []string{parts[0], edited, parts[2], parts[3]}, edited},
		{"no such file", []string{parts[0], filepath.Join(dir, "absent.json")}, "absent.json"},
	} {
		code, out, errs := sim(append([]string{"merge"}, c.files...)...)
		if code != 1 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, c.blame) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q: want exit 1 and one line naming %s", c.name, code, out, errs, c.blame)
		}
	}
	for _, a := range [][]string{{}, {parts[0], "--plot", "x.jpg"}, {parts[0], "--bogus"}} {
		code, _, errs := sim(append([]string{"merge"}, a...)...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || errs == "" {
			t.Errorf("merge %v: want exit 2 and one line, got %d %q", a, code, errs)
		}
	}
}

// TestBattleBadShard: a --shard that names no part of the run exits 2
// with one line, as other bad flags do.
func TestBattleBadShard(t *testing.T) {
	for _, v := range []string{"0/4", "5/4", "x", "3", "1/0", "/4", "2/", "-1/4", "5/5"} {
		code, _, errs := sim("battle", "--battles", "4", "--shard", v)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "--shard") {
			t.Errorf("--shard %s: want exit 2 and one line, got %d %q", v, code, errs)
		}
	}
}
