package match_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
	"sightline/rules/match"
)

func village(t testing.TB) (rules.Ruleset, *grid.Field) {
	t.Helper()
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	return r, m.Field
}

func play(t *testing.T, seed uint64) match.Result {
	t.Helper()
	r, f := village(t)
	s, err := match.Setup(r, f, 2, seed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(s)
	if err != nil {
		t.Fatal(err)
	}
	players := []rules.Player{ai.NewRandom(match.PlayerSeed(seed, 0)), ai.NewRandom(match.PlayerSeed(seed, 1))}
	res, err := match.Play(b, players, true)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestPlayIsDeterministic plays the same seed twice and a different seed
// once: equal seeds give equal hashes and steps.
func TestPlayIsDeterministic(t *testing.T) {
	a, b, c := play(t, 7), play(t, 7), play(t, 8)
	if a.Hash != b.Hash || len(a.Steps) != len(b.Steps) {
		t.Fatalf("same seed, different battles: %s/%d vs %s/%d", a.Hash, len(a.Steps), b.Hash, len(b.Steps))
	}
	if a.Hash == c.Hash {
		t.Error("different seeds gave the same final hash")
	}
	if a.Rounds < 1 || len(a.Steps) == 0 {
		t.Errorf("battle ended at once: %+v", a)
	}
}

// TestStepAndPlayAgree drives one spec step by step, as the client does,
// and another copy in one call, as the simulator does, and checks both
// agree with the low-level Play loop on the same setup and seeds.
func TestStepAndPlayAgree(t *testing.T) {
	r, f := village(t)
	spec := match.Spec{Ruleset: "ads", Map: "village", Sides: []string{"random", "random"}, Seed: 7}
	stepped, err := match.New(r, f, spec, true, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for !stepped.Over() {
		_, ok, err := stepped.Step()
		if err != nil || !ok {
			t.Fatalf("step %d: ok %v, %v", n, ok, err)
		}
		n++
	}
	if _, ok, err := stepped.Step(); ok || err != nil {
		t.Errorf("a step after the end should do nothing, got ok %v, %v", ok, err)
	}
	whole, err := match.New(r, f, spec, false, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	res, err := whole.Play(func(rules.Command, []rules.Event) { calls++ })
	if err != nil {
		t.Fatal(err)
	}
	low := play(t, 7)
	got := stepped.Result()
	if got.Hash != res.Hash || got.Hash != low.Hash || len(got.Steps) != n || calls != n || n != len(low.Steps) {
		t.Fatalf("stepped %s (%d steps), played %s (%d calls), low-level %s (%d steps)", got.Hash, n, res.Hash, calls, low.Hash, len(low.Steps))
	}
	if res.Steps != nil {
		t.Error("a match without recording kept its steps")
	}
}

// TestRotateKeepsSquadsWithPlayers checks that a mirrored spec swaps the
// players and their squads between the spawn sides.
func TestRotateKeepsSquadsWithPlayers(t *testing.T) {
	r, f := village(t)
	squads := r.Squads()
	if len(squads) < 2 {
		t.Skip("needs two squads")
	}
	spec := match.Spec{Sides: []string{"ai:easy", "random"}, Seed: 3}
	a, err := spec.Setup(r, f)
	if err != nil {
		t.Fatal(err)
	}
	spec.Rotate = 1
	b, err := spec.Setup(r, f)
	if err != nil {
		t.Fatal(err)
	}
	if a.Sides[0].Squad != squads[0].ID || a.Sides[1].Squad != squads[1].ID {
		t.Errorf("default squads %+v, want %s then %s", a.Sides, squads[0].ID, squads[1].ID)
	}
	if b.Sides[0].Squad != a.Sides[1].Squad || b.Sides[1].Squad != a.Sides[0].Squad {
		t.Errorf("rotated squads %+v should be %+v swapped", b.Sides, a.Sides)
	}
	if spec.Entry(0) != 1 || spec.Entry(1) != 0 {
		t.Errorf("rotated entries %d, %d, want 1, 0", spec.Entry(0), spec.Entry(1))
	}
}

// stalling is a player still making up its mind.
type stalling struct{}

func (stalling) Decide(rules.Battle, int) (rules.Command, bool, error) {
	return rules.Command{}, false, nil
}

// TestHumanSeat checks that a human seat must be filled before stepping,
// and that an undecided player leaves the battle untouched.
func TestHumanSeat(t *testing.T) {
	r, f := village(t)
	m, err := match.New(r, f, match.Spec{Sides: []string{match.Human, match.Human}, Seed: 1}, false, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := m.Step(); err == nil {
		t.Fatal("stepping with an empty human seat should fail")
	}
	for side := 0; side < 2; side++ {
		if err := m.SetPlayer(side, stalling{}); err != nil {
			t.Fatal(err)
		}
	}
	v := m.Battle().Version()
	if _, ok, err := m.Step(); ok || err != nil || m.Battle().Version() != v {
		t.Fatalf("an undecided player: ok %v, err %v, version %d -> %d", ok, err, v, m.Battle().Version())
	}
	if _, err := m.Play(nil); !errors.Is(err, match.ErrStuck) {
		t.Fatalf("Play with an undecided player: %v, want ErrStuck", err)
	}
	if err := m.SetPlayer(2, stalling{}); err == nil {
		t.Error("SetPlayer accepted a side the battle does not have")
	}
}

func TestNewRejectsBadSpecs(t *testing.T) {
	r, f := village(t)
	for _, s := range []match.Spec{
		{Sides: []string{"random"}},
		{Sides: []string{"random", "ai:genius"}},
		{Ruleset: "d100", Sides: []string{"random", "random"}},
		{Sides: []string{"random", "random"}, Squads: []rules.SideSetup{{Squad: "line"}}},
		{Sides: []string{"random", "random"}, Squads: []rules.SideSetup{{Squad: "line"}, {Units: []string{"dragon"}}}},
	} {
		if _, err := match.New(r, f, s, false, ai.New); err == nil {
			t.Errorf("%+v: want an error", s)
		}
	}
}

func TestLoadSquads(t *testing.T) {
	r, f := village(t)
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.json", `[{"squad": "line"}, {"name": "Rushers", "units": ["breacher", "breacher", "scout"]}]`)
	sq, err := match.LoadSquads(good, r, 2)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(r, f, match.Spec{Sides: []string{"random", "random"}, Squads: sq, Seed: 2}, false, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	count := [2]int{}
	for _, u := range m.Battle().Units() {
		count[u.Side]++
	}
	if count != [2]int{len(r.Squads()[0].Units), 3} {
		t.Errorf("units per side %v, want the line squad and 3 custom units", count)
	}
	for name, body := range map[string]string{
		"short.json":   `[{"squad": "line"}]`,
		"both.json":    `[{"squad": "line", "units": ["scout"]}, {"squad": "line"}]`,
		"unknown.json": `[{"squad": "line"}, {"squad": "dragons"}]`,
		"empty.json":   `[{"squad": "line"}, {}]`,
		"field.json":   `[{"squad": "line"}, {"squad": "line", "colour": "red"}]`,
		"trunc.json":   `[{"squad": "line"}, {"squ`,
		"trail.json":   `[{"squad": "line"}, {"squad": "line"}] []`,
		"ambush.json":  `[{"squad": "line", "ambush": true}, {"squad": "line"}]`,
		"wizard.json":  `[{"squad": "line"}, {"units": ["scout", "wizard"]}]`,
	} {
		p := write(name, body)
		_, err := match.LoadSquads(p, r, 2)
		if err == nil || !strings.HasPrefix(err.Error(), p+": ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: want one line naming the file, got %v", name, err)
		}
	}
	if _, err := match.LoadSquads(filepath.Join(dir, "missing.json"), r, 2); err == nil {
		t.Error("a missing file loaded")
	}
}

// TestHeroSquads checks that a squads file's "hero" reaches the battle's
// setup on the spawn side its player stands on, mirrored or not.
func TestHeroSquads(t *testing.T) {
	r, f := village(t)
	p := filepath.Join(t.TempDir(), "heroes.json")
	if err := os.WriteFile(p, []byte(`[{"squad": "raiders"}, {"squad": "line", "hero": true}]`), 0o644); err != nil {
		t.Fatal(err)
	}
	sq, err := match.LoadSquads(p, r, 2)
	if err != nil {
		t.Fatal(err)
	}
	for rotate, want := range [][2]bool{{false, true}, {true, false}} {
		spec := match.Spec{Sides: []string{"random", "random"}, Squads: sq, Seed: 2, Rotate: rotate}
		setup, err := spec.Setup(r, f)
		if err != nil {
			t.Fatal(err)
		}
		got := [2]bool{setup.Sides[0].Hero, setup.Sides[1].Hero}
		if got != want {
			t.Errorf("rotate %d: heroes on spawn sides %v, want %v", rotate, got, want)
		}
	}
}

// TestRewind steps a recording match, takes it back to a clone of its
// battle made three commands in, and checks that the later commands are
// forgotten, that it plays on from there, and that a clone of another
// moment or a step not reached is refused with nothing changed.
func TestRewind(t *testing.T) {
	r, f := village(t)
	m, err := match.New(r, f, match.Spec{Ruleset: "ads", Map: "village", Sides: []string{"random", "random"}, Seed: 5}, true, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	step := func() {
		t.Helper()
		if _, ok, err := m.Step(); !ok || err != nil {
			t.Fatalf("step: ok %v, %v", ok, err)
		}
	}
	for range 3 {
		step()
	}
	at3, hash3, last3 := m.Battle().Clone(), m.Battle().Hash(), m.Last()
	for range 4 {
		step()
	}
	if err := m.Rewind(at3, 2); err == nil {
		t.Error("a clone of command 3 was taken as command 2's")
	}
	if err := m.Rewind(at3, 8); err == nil {
		t.Error("rewound to a command not reached")
	}
	if m.Steps() != 7 || len(m.Result().Steps) != 7 {
		t.Fatalf("a refused rewind changed the match: %d steps", m.Steps())
	}
	if err := m.Rewind(at3, 3); err != nil {
		t.Fatal(err)
	}
	if m.Battle() != at3 || m.Steps() != 3 || len(m.Result().Steps) != 3 || m.Result().Hash != hash3 || !m.Last().Same(last3) {
		t.Fatalf("after the rewind: %d steps, hash %.12s, want 3 and %.12s", m.Steps(), m.Result().Hash, hash3)
	}
	step()
	if got := m.Result().Steps; len(got) != 4 || got[3].Hash != m.Battle().Hash() {
		t.Fatalf("played on to %d steps", len(got))
	}
}
