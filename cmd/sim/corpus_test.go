package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// The corpus is a folder of recorded battles, plain replay files as
// sim battle --replays writes them and sim replay verifies them, that
// TestCorpus plays back step hash by step hash (issue #34): a change to the
// engine that alters any battle fails it at the first step that differs.
// Each file is recorded from a recipe of corpusRecipes, so a change that
// means to alter play re-records them all with one command,
//
//	go test ./cmd/sim -run TestCorpus -update-corpus
//
// and says why in its commit.

// corpusDir is the corpus's folder: the recipes' files and nothing else.
const corpusDir = "testdata/corpus"

// updateCorpus re-records the corpus from corpusRecipes before TestCorpus
// verifies it.
var updateCorpus = flag.Bool("update-corpus", false, "re-record "+corpusDir+" from corpusRecipes, then verify it")

// reRecord is the advice a failure of the corpus ends with.
const reRecord = "if the change means to alter play, re-record the corpus with\n\tgo test ./cmd/sim -run TestCorpus -update-corpus\nand say why in the commit"

// corpusRecipe is one recorded battle of the corpus: the sim battle
// --battles 1 run that records it (corpusRecipe.args).
type corpusRecipe struct {
	ruleset string
	mapName string
	// sides is --sides: one player per spawn side.
	sides []string
	// seed is --seed; the battle plays match.BattleSeed(seed, 0).
	seed uint64
	// ambush is --ambush: the sides entry (from 1) that springs an
	// ambush, 0 for none.
	ambush int
	// full fields the ruleset's default squads (no --squads); otherwise
	// sides entry i fields smallSquads[ruleset][i], which keeps a battle
	// short.
	full bool
}

// smallSquads are the two-unit squads of each ruleset's corpus battles,
// one per possible side.
var smallSquads = map[string][][]string{
	"ads":        {{"trooper", "scout"}, {"gunner", "duelist"}, {"sharpshooter", "breacher"}, {"scout", "duelist"}},
	"majorminor": {{"gunhand", "enforcer"}, {"brawler", "hunter"}, {"sharpshooter", "urchin"}, {"shotgunner", "scout"}},
	"teamturn":   {{"operator", "duelist"}, {"enforcer", "runner"}, {"marksman", "breacher"}, {"arcwright", "gunman"}},
}

// corpusRecipes are the corpus's battles: each ruleset on every bundled
// map, every player level, three and four sides, an ambush and the
// default squads (TestCorpusCoversTheGame keeps it so).
var corpusRecipes = []corpusRecipe{
	{ruleset: "ads", mapName: "canyon", sides: []string{"ai:easy", "random"}, seed: 1},
	{ruleset: "ads", mapName: "fieldworks", sides: []string{"ai:hard", "ai:hard"}, seed: 2, full: true},
	{ruleset: "ads", mapName: "rooftops", sides: []string{"ai:hard", "ai:normal"}, seed: 3},
	{ruleset: "ads", mapName: "village", sides: []string{"random", "random"}, seed: 4},
	{ruleset: "ads", mapName: "warehouse", sides: []string{"ai:normal", "ai:easy"}, seed: 5},
	{ruleset: "ads", mapName: "warehouse", sides: []string{"ai:easy", "random", "ai:normal"}, seed: 6},
	{ruleset: "ads", mapName: "village", sides: []string{"ai:hard", "ai:easy"}, seed: 7, ambush: 1},
	{ruleset: "ads", mapName: "rooftops", sides: []string{"ai:hard", "ai:easy", "random", "ai:normal"}, seed: 8},

	{ruleset: "majorminor", mapName: "canyon", sides: []string{"ai:hard", "ai:normal"}, seed: 9},
	{ruleset: "majorminor", mapName: "fieldworks", sides: []string{"ai:normal", "ai:easy"}, seed: 10},
	{ruleset: "majorminor", mapName: "rooftops", sides: []string{"random", "ai:hard"}, seed: 11},
	{ruleset: "majorminor", mapName: "village", sides: []string{"ai:easy", "random"}, seed: 12},
	{ruleset: "majorminor", mapName: "warehouse", sides: []string{"ai:hard", "ai:hard"}, seed: 13, full: true},
	{ruleset: "majorminor", mapName: "canyon", sides: []string{"random", "ai:normal", "ai:easy", "ai:hard"}, seed: 14},
	{ruleset: "majorminor", mapName: "fieldworks", sides: []string{"ai:normal", "random", "ai:hard"}, seed: 15},
	{ruleset: "majorminor", mapName: "village", sides: []string{"ai:normal", "ai:hard"}, seed: 16, ambush: 2},

	{ruleset: "teamturn", mapName: "canyon", sides: []string{"random", "random"}, seed: 17},
	{ruleset: "teamturn", mapName: "fieldworks", sides: []string{"ai:hard", "ai:easy"}, seed: 18},
	{ruleset: "teamturn", mapName: "rooftops", sides: []string{"ai:normal", "ai:easy"}, seed: 19, full: true},
	{ruleset: "teamturn", mapName: "village", sides: []string{"ai:hard", "ai:normal"}, seed: 20},
	{ruleset: "teamturn", mapName: "warehouse", sides: []string{"ai:easy", "random"}, seed: 21},
	{ruleset: "teamturn", mapName: "village", sides: []string{"ai:easy", "ai:hard", "random"}, seed: 22},
	{ruleset: "teamturn", mapName: "fieldworks", sides: []string{"ai:hard", "random", "ai:easy", "ai:normal"}, seed: 23},
	{ruleset: "teamturn", mapName: "canyon", sides: []string{"ai:hard", "ai:normal"}, seed: 24, ambush: 1},
}

// name is the recipe's file name: ruleset, map, the players' levels, the
// ambush and full squads when there are, and the seed, as in
// "ads-village-hard-easy-ambush1-seed7.json".
func (rc corpusRecipe) name() string {
	parts := []string{rc.ruleset, rc.mapName}
	for _, s := range rc.sides {
		parts = append(parts, strings.TrimPrefix(s, "ai:"))
	}
	if rc.ambush > 0 {
		parts = append(parts, fmt.Sprintf("ambush%d", rc.ambush))
	}
	if rc.full {
		parts = append(parts, "fullsquads")
	}
	parts = append(parts, fmt.Sprintf("seed%d", rc.seed))
	return strings.Join(parts, "-") + ".json"
}

// squads returns the recipe's squads as its --squads file holds them, or
// nil for the default squads.
func (rc corpusRecipe) squads() []rules.SideSetup {
	if rc.full {
		return nil
	}
	var out []rules.SideSetup
	for i := range rc.sides {
		out = append(out, rules.SideSetup{Units: smallSquads[rc.ruleset][i]})
	}
	return out
}

// args returns the sim battle arguments that record the recipe's battle
// into the folder dir, its --squads file being squadsFile.
func (rc corpusRecipe) args(dir, squadsFile string) []string {
	a := []string{"--ruleset", rc.ruleset, "--map", rc.mapName, "--sides", strings.Join(rc.sides, ","),
		"--battles", "1", "--seed", fmt.Sprint(rc.seed), "--workers", "1", "--replays", dir}
	if rc.ambush > 0 {
		a = append(a, "--ambush", fmt.Sprint(rc.ambush))
	}
	if squadsFile != "" {
		a = append(a, "--squads", squadsFile)
	}
	return a
}

// spec is the header the recipe's file must carry.
func (rc corpusRecipe) spec() match.Spec {
	return match.Spec{Ruleset: rc.ruleset, Map: rc.mapName, Sides: rc.sides, Squads: rc.squads(),
		Seed: match.BattleSeed(rc.seed, 0), Ambush: rc.ambush}
}

// record plays the recipe's battle through sim battle's own flags and
// player, in a folder of its own under tmp, and returns its replay file's
// bytes.
func (rc corpusRecipe) record(tmp string) ([]byte, error) {
	dir := filepath.Join(tmp, strings.TrimSuffix(rc.name(), ".json"))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, err
	}
	squadsFile := ""
	if sq := rc.squads(); sq != nil {
		b, err := json.Marshal(sq)
		if err != nil {
			return nil, err
		}
		squadsFile = filepath.Join(dir, "squads.json")
		if err := os.WriteFile(squadsFile, b, 0o644); err != nil {
			return nil, err
		}
	}
	var errb bytes.Buffer
	o, code := parseBattle(rc.args(dir, squadsFile), &errb)
	if o == nil {
		return nil, fmt.Errorf("sim battle %s: exit %d: %s", strings.Join(rc.args(dir, squadsFile), " "), code, strings.TrimSpace(errb.String()))
	}
	if g := o.play(0); g.err != nil {
		return nil, fmt.Errorf("sim battle %s: %v", strings.Join(rc.args(dir, squadsFile), " "), g.err)
	}
	return os.ReadFile(filepath.Join(dir, "battle-000000.json"))
}

// corpusRecorded holds every recipe's battle as this build records it,
// played once per test run (recordings).
var corpusRecorded struct {
	once  sync.Once
	files [][]byte
	err   error
}

// recordings records every recipe, GOMAXPROCS at a time, and returns the
// files in corpusRecipes order, or the first failing recipe's error.
func recordings() ([][]byte, error) {
	corpusRecorded.once.Do(func() {
		tmp, err := os.MkdirTemp("", "corpus")
		if err != nil {
			corpusRecorded.err = err
			return
		}
		defer os.RemoveAll(tmp)
		files := make([][]byte, len(corpusRecipes))
		errs := make([]error, len(corpusRecipes))
		jobs := make(chan int)
		var wg sync.WaitGroup
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range jobs {
					files[i], errs[i] = corpusRecipes[i].record(tmp)
				}
			}()
		}
		for i := range corpusRecipes {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				corpusRecorded.err = fmt.Errorf("recording %s: %v", corpusRecipes[i].name(), err)
				return
			}
		}
		corpusRecorded.files = files
	})
	return corpusRecorded.files, corpusRecorded.err
}

// writeCorpus re-records the corpus: every recipe's file written, once all
// of them recorded, and every other entry of the folder removed.
func writeCorpus(t *testing.T) {
	t.Helper()
	files, err := recordings()
	if err != nil {
		t.Fatalf("%v; the corpus is left as it was", err)
	}
	if err := os.MkdirAll(corpusDir, 0o755); err != nil {
		t.Fatal(err)
	}
	keep := map[string]bool{}
	for i, rc := range corpusRecipes {
		keep[rc.name()] = true
		if err := replay.WriteFile(filepath.Join(corpusDir, rc.name()), files[i]); err != nil {
			t.Fatal(err)
		}
	}
	es, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		if !keep[e.Name()] {
			if err := os.RemoveAll(filepath.Join(corpusDir, e.Name())); err != nil {
				t.Fatal(err)
			}
			t.Logf("removed %s: no recipe records it", e.Name())
		}
	}
	t.Logf("re-recorded %d battles into %s", len(corpusRecipes), corpusDir)
}

// verifyReplay runs sim replay on path and returns its one-line refusal,
// or nil when every step's hash and the final hash match.
func verifyReplay(path string) error {
	code, out, errs := sim("replay", path)
	if code != 0 {
		return fmt.Errorf("sim replay exit %d: %s", code, strings.TrimSpace(errs))
	}
	if !strings.Contains(out, "steps match, final hash") {
		return fmt.Errorf("sim replay accepted %s as no finished battle: %s", path, strings.TrimSpace(out))
	}
	return nil
}

// specJSON is a header as its file spells it, to compare two.
func specJSON(s match.Spec) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestCorpus plays every recorded battle of the corpus back with sim
// replay, which checks the state hash after every step and the final one;
// a file that diverges fails its subtest with the file and the first step
// that differs. Each file's header must be its recipe's battle, and the
// folder must hold the recipes' files and nothing else. With
// -update-corpus it re-records the corpus first.
func TestCorpus(t *testing.T) {
	if *updateCorpus {
		writeCorpus(t)
	}
	es, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Fatalf("%v: record the corpus with go test ./cmd/sim -run TestCorpus -update-corpus", err)
	}
	missing := map[string]bool{}
	for _, rc := range corpusRecipes {
		missing[rc.name()] = true
	}
	for _, e := range es {
		if !missing[e.Name()] || !e.Type().IsRegular() {
			t.Errorf("%s holds %s, which no recipe of corpusRecipes records: the folder holds their replay files and nothing else", corpusDir, e.Name())
		}
		delete(missing, e.Name())
	}
	for _, rc := range corpusRecipes {
		t.Run(strings.TrimSuffix(rc.name(), ".json"), func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(corpusDir, rc.name())
			if missing[rc.name()] {
				t.Fatalf("%s is missing; %s", path, reRecord)
			}
			f, err := replay.Read(path)
			if err != nil {
				t.Fatal(err)
			}
			if got, w := specJSON(f.Spec), specJSON(rc.spec()); got != w || f.Root != "" {
				t.Fatalf("%s: header %s, root %q; its recipe records %s; %s", path, got, f.Root, w, reRecord)
			}
			if err := verifyReplay(path); err != nil {
				t.Fatalf("%v\n%s", err, reRecord)
			}
		})
	}
}

// TestCorpusIsCurrent records every recipe again and compares it with its
// file, step by step: a change to the computer players alters what they
// choose without making the recorded battles diverge, and the corpus is
// then to be re-recorded all the same. The engine that recorded a file
// is not compared.
func TestCorpusIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every battle of the corpus")
	}
	files, err := recordings()
	if err != nil {
		t.Fatal(err)
	}
	for i, rc := range corpusRecipes {
		path := filepath.Join(corpusDir, rc.name())
		old, err := replay.Read(path)
		if err != nil {
			t.Errorf("%v; %s", err, reRecord)
			continue
		}
		now, err := replay.Parse(files[i])
		if err != nil {
			t.Fatalf("%s recorded now: %v", rc.name(), err)
		}
		if d := firstDifference(old, now); d != "" {
			t.Errorf("%s: its recipe records another battle now: %s; %s", path, d, reRecord)
		}
	}
}

// firstDifference says where two recordings of a battle first differ, or
// returns "" when they are the same battle (whatever build recorded them).
func firstDifference(old, now *replay.File) string {
	if a, b := specJSON(old.Spec), specJSON(now.Spec); a != b {
		return fmt.Sprintf("header %s, now %s", a, b)
	}
	for i := range min(len(old.Steps), len(now.Steps)) {
		o, n := old.Steps[i], now.Steps[i]
		if !o.Command.Same(n.Command) || o.Command.Cost != n.Command.Cost || o.Hash != n.Hash {
			return fmt.Sprintf("step %d is %v with hash %.12s, now %v with hash %.12s", i+1, o.Command, o.Hash, n.Command, n.Hash)
		}
	}
	if len(old.Steps) != len(now.Steps) {
		return fmt.Sprintf("%d steps, now %d", len(old.Steps), len(now.Steps))
	}
	if old.Final != now.Final {
		return fmt.Sprintf("final hash %.12s, now %.12s", old.Final, now.Final)
	}
	return ""
}

// TestCorpusCoversTheGame checks that the recipes play every registered
// ruleset, every bundled map and every player level, two, three and four
// sides, an ambush and default squads, at least 20 battles under distinct
// names.
func TestCorpusCoversTheGame(t *testing.T) {
	if len(corpusRecipes) < 20 {
		t.Errorf("%d recipes; the corpus holds at least 20 battles", len(corpusRecipes))
	}
	names := map[string]bool{}
	rulesets, mapNames, levels, sides := map[string]bool{}, map[string]bool{}, map[string]bool{}, map[int]bool{}
	ambush, full := false, false
	for _, rc := range corpusRecipes {
		if names[rc.name()] {
			t.Errorf("two recipes record %s", rc.name())
		}
		names[rc.name()] = true
		if len(smallSquads[rc.ruleset]) < len(rc.sides) {
			t.Errorf("%s: %d sides, and %d small squads of %s", rc.name(), len(rc.sides), len(smallSquads[rc.ruleset]), rc.ruleset)
		}
		rulesets[rc.ruleset], mapNames[rc.mapName], sides[len(rc.sides)] = true, true, true
		ambush, full = ambush || rc.ambush > 0, full || rc.full
		for _, s := range rc.sides {
			l, err := match.ParseSide(s)
			if err != nil || l == "" {
				t.Errorf("%s: side %q is no computer player", rc.name(), s)
			}
			levels[l] = true
		}
	}
	for _, id := range all.Registry().IDs() {
		if !rulesets[id] {
			t.Errorf("no corpus battle plays ruleset %s", id)
		}
	}
	for _, m := range maps.Names() {
		if !mapNames[m] {
			t.Errorf("no corpus battle is on the bundled map %s", m)
		}
	}
	for _, l := range match.Levels() {
		if !levels[l] {
			t.Errorf("no corpus battle seats player level %s", l)
		}
	}
	for n := 2; n <= 4; n++ {
		if !sides[n] {
			t.Errorf("no corpus battle has %d sides", n)
		}
	}
	if !ambush || !full {
		t.Errorf("the corpus has an ambush: %v, a battle of default squads: %v; want both", ambush, full)
	}
}

// TestCorpusRefusesTamperedCopies checks that the corpus check can fail:
// copies of a corpus file with one step's hash changed, one step's
// command changed, the last steps cut off or another seed are refused,
// naming the copy and, for a step, that step.
func TestCorpusRefusesTamperedCopies(t *testing.T) {
	path := filepath.Join(corpusDir, corpusRecipes[0].name())
	f, err := replay.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Steps) < 10 {
		t.Fatalf("%s has %d steps; the test tampers with its middle", path, len(f.Steps))
	}
	k := len(f.Steps) / 2
	dir := t.TempDir()
	cases := []struct {
		name   string
		tamper func(f *replay.File)
		// want is in sim replay's refusal, diff in what
		// firstDifference (TestCorpusIsCurrent) tells.
		want, diff string
	}{
		{"hash", func(f *replay.File) {
			h := []byte(f.Steps[k].Hash)
			if h[0] == '0' {
				h[0] = '1'
			} else {
				h[0] = '0'
			}
			f.Steps[k].Hash = string(h)
		}, fmt.Sprintf("step %d: state hash", k+1), fmt.Sprintf("step %d is ", k+1)},
		{"command", func(f *replay.File) {
			// The next step's command in this one's place: chosen
			// against another state, it is refused or diverges here.
			f.Steps[k].Command = f.Steps[k+1].Command
		}, fmt.Sprintf("step %d:", k+1), fmt.Sprintf("step %d is ", k+1)},
		{"cut", func(f *replay.File) { f.Steps = f.Steps[:k] }, fmt.Sprintf("after %d steps the battle is not over", k), fmt.Sprintf("%d steps, now %d", len(f.Steps), k)},
		{"seed", func(f *replay.File) { f.Seed++ }, "step ", "header "},
	}
	for _, c := range cases {
		g := *f
		g.Steps = slices.Clone(f.Steps)
		c.tamper(&g)
		p := filepath.Join(dir, c.name+".json")
		if err := replay.Write(p, &g); err != nil {
			t.Fatal(err)
		}
		if d := firstDifference(f, &g); !strings.Contains(d, c.diff) || d == "" {
			t.Errorf("%s tampered with: firstDifference tells %q; want %q", c.name, d, c.diff)
		}
		err := verifyReplay(p)
		if err == nil {
			t.Errorf("%s: a copy of %s with its %s tampered with verifies", p, path, c.name)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, p+": ") || !strings.Contains(msg, c.want) {
			t.Errorf("%s tampered with: %q; want the file named and %q", c.name, msg, c.want)
		} else {
			t.Logf("%s tampered with: %s", c.name, msg)
		}
	}
}
