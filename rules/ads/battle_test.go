package ads

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// testField is a 12x12 open field with a sight-blocking wall in the middle,
// a half-height stone wall on the north edge of (3,5) and (4,5), a thin
// wooden crate filling (8,3), and spawn zones for two sides in opposite
// corners.
func testField() *grid.Field {
	f := grid.NewField("test", 12, 12)
	for y := 4; y < 8; y++ {
		c := f.At(grid.Pos{X: 6, Y: y})
		c.Cost, c.BlocksSight, c.Terrain = 0, true, grid.Wall
	}
	f.Covers = []grid.Cover{
		{Material: grid.Stone, Cell: grid.Pos{X: 3, Y: 5}, Edge: grid.North},
		{Material: grid.Stone, Cell: grid.Pos{X: 4, Y: 5}, Edge: grid.North},
		{Material: grid.ThinWood, Cell: grid.Pos{X: 8, Y: 3}},
	}
	f.HEdges[5*f.W+3], f.HEdges[5*f.W+4] = 0, 1
	f.At(grid.Pos{X: 8, Y: 3}).Cover, f.At(grid.Pos{X: 8, Y: 3}).Cost = 2, 0
	spawnCorners(f)
	return f
}

// spawnCorners gives f spawn zones for two sides in its opposite 3x3
// corners.
func spawnCorners(f *grid.Field) {
	var a, b []grid.Pos
	for y := 0; y < 3; y++ {
		for x := 0; x < 3; x++ {
			a = append(a, grid.Pos{X: x, Y: y})
			b = append(b, grid.Pos{X: f.W - 1 - x, Y: f.H - 1 - y})
		}
	}
	f.Zones = []grid.Zone{{Name: "spawn", Side: 0, Sides: 2, Tiles: a}, {Name: "spawn", Side: 1, Sides: 2, Tiles: b}}
}

func newTestBattle(t testing.TB, seed uint64) *Battle {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(rules.Setup{Field: testField(), Seed: seed, Sides: []rules.SideSetup{{Name: "A", Squad: "line", Hero: true}, {Name: "B", Squad: "raiders"}}})
	if err != nil {
		t.Fatal(err)
	}
	return b.(*Battle)
}

// checkInvariants checks the bounds of every unit and one unit per tile.
func checkInvariants(t testing.TB, b *Battle) {
	seen := map[grid.Pos]int{}
	for _, u := range b.s.Units {
		h := u.Health
		if h.Stamina < 0 || h.Stamina > h.MaxStamina() || h.Wounds < 0 || h.Wounds > h.MaxWounds {
			t.Fatalf("unit %d health out of bounds: %+v", u.ID, h)
		}
		if u.Ticks < -MaxDebt || u.Ticks > BaseTicks {
			t.Fatalf("unit %d has %d ticks", u.ID, u.Ticks)
		}
		checkHands(t, b, &u)
		if h.Dead {
			continue
		}
		if o, ok := seen[u.Pos]; ok {
			t.Fatalf("units %d and %d share %v", o, u.ID, u.Pos)
		}
		seen[u.Pos] = u.ID
	}
}

// playRandom plays random legal commands until the battle ends, checking
// the invariants after each, and returns the number of commands.
func playRandom(t testing.TB, b *Battle, seed uint64, limit int) int {
	pick := rules.NewDice(seed, 99)
	r, _ := New()
	for n := 0; n < limit; n++ {
		if over, _ := b.Over(); over {
			return n
		}
		pr := b.Prompt()
		legal := rulestest.Legal(b, pr.Side)
		if len(legal) == 0 {
			t.Fatalf("no legal command for side %d waiting on it (%+v)", pr.Side, pr)
		}
		checkWindow(t, b, pr, legal)
		c := pickCommand(pick, legal)
		u := b.s.Units[c.Unit]
		if !u.Health.Active() && c.Action != "no_defence" && b.s.Pending == nil {
			t.Fatalf("inactive unit %d acts: %v", u.ID, c)
		}
		if u.Health.Dead {
			t.Fatalf("dead unit %d acts: %v", u.ID, c)
		}
		v := b.Version()
		if _, err := b.Apply(c); err != nil {
			t.Fatalf("legal command %v rejected: %v", c, err)
		}
		if b.Version() != v+1 {
			t.Fatalf("version %d after %d", b.Version(), v)
		}
		checkInvariants(t, b)
		if n%17 == 0 {
			data, err := b.Save()
			if err != nil {
				t.Fatal(err)
			}
			l, err := r.Load(data, b.field)
			if err != nil {
				t.Fatal(err)
			}
			if l.Hash() != b.Hash() {
				t.Fatal("hash changed across save and load")
			}
		}
	}
	return limit
}

// checkWindow checks a reaction window that is no defence: its prompt
// says in one line what the answers do (rules.Prompt.Hint), and one answer
// lets it pass (rules.TagHold).
func checkWindow(t testing.TB, b *Battle, pr rules.Prompt, legal []rules.Command) {
	t.Helper()
	if pr.Kind == "turn" || pr.Kind == "defend" {
		if pr.Hint != "" {
			t.Fatalf("a %s prompt with a hint %q", pr.Kind, pr.Hint)
		}
		return
	}
	if pr.Hint == "" || strings.Contains(pr.Hint, "\n") {
		t.Fatalf("the %s window's hint is %q, want one line", pr.Kind, pr.Hint)
	}
	if !slices.ContainsFunc(legal, func(c rules.Command) bool { return slices.Contains(b.ActionTags(c.Action), rules.TagHold) }) {
		t.Fatalf("the %s window offers %v, none of which lets it pass", pr.Kind, legal)
	}
}

// pickCommand picks an action kind uniformly, then one command of that
// kind, so that the many move squares do not crowd out attacks; End Turn
// is picked less often so that battles progress.
func pickCommand(pick *rules.Dice, legal []rules.Command) rules.Command {
	var kinds []string
	for _, c := range legal {
		if len(kinds) == 0 || kinds[len(kinds)-1] != c.Action {
			kinds = append(kinds, c.Action)
		}
	}
	k := kinds[pick.Intn(len(kinds))]
	if k == "end_turn" && len(kinds) > 1 && pick.Intn(3) != 0 {
		k = kinds[1+pick.Intn(len(kinds)-1)]
	}
	var of []rules.Command
	for _, c := range legal {
		if c.Action == k {
			of = append(of, c)
		}
	}
	return of[pick.Intn(len(of))]
}

// TestRandomBattles plays a few hundred random battles to the end.
func TestRandomBattles(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 20
	}
	ended := 0
	for i := 0; i < n; i++ {
		b := newTestBattle(t, rules.SplitSeed(1, i))
		playRandom(t, b, uint64(i), 20000)
		if over, _ := b.Over(); over {
			ended++
		}
	}
	if ended != n {
		t.Fatalf("%d of %d battles ended", ended, n)
	}
}

// TestRejectedCommandsChangeNothing sends illegal, stale and out-of-turn
// commands and checks the hash does not move.
func TestRejectedCommandsChangeNothing(t *testing.T) {
	b := newTestBattle(t, 5)
	h := b.Hash()
	pr := b.Prompt()
	bad := []struct {
		c    rules.Command
		kind error
	}{
		{rules.Command{Version: b.Version(), Side: 1 - pr.Side, Action: "end_turn", Unit: pr.Unit, Target: rules.NoUnit}, rules.ErrNotYourTurn},
		{rules.Command{Version: b.Version() + 3, Side: pr.Side, Action: "end_turn", Unit: pr.Unit, Target: rules.NoUnit}, rules.ErrStaleVersion},
		{rules.Command{Version: b.Version(), Side: pr.Side, Action: "move", Unit: pr.Unit, Target: rules.NoUnit, To: grid.Pos{X: 6, Y: 5}}, rules.ErrIllegal},
		{rules.Command{Version: b.Version(), Side: pr.Side, Action: "fly", Unit: pr.Unit, Target: rules.NoUnit}, rules.ErrIllegal},
	}
	for _, x := range bad {
		if _, err := b.Apply(x.c); !errors.Is(err, x.kind) {
			t.Errorf("%v: got %v, want %v", x.c, err, x.kind)
		}
		if b.Hash() != h {
			t.Fatalf("rejected %v changed the state", x.c)
		}
	}
}

// TestSameSeedSameBattle checks determinism: two battles from one seed and
// one command stream end with equal hashes; another seed differs.
func TestSameSeedSameBattle(t *testing.T) {
	a, b, c := newTestBattle(t, 9), newTestBattle(t, 9), newTestBattle(t, 10)
	playRandom(t, a, 3, 400)
	playRandom(t, b, 3, 400)
	playRandom(t, c, 3, 400)
	if a.Hash() != b.Hash() {
		t.Fatal("same seed and commands gave different states")
	}
	if a.Hash() == c.Hash() {
		t.Fatal("different seeds gave the same state")
	}
}

// FuzzADSInvariants plays random legal commands from random seeds.
func FuzzADSInvariants(f *testing.F) {
	f.Add(uint64(1), uint64(2))
	f.Add(uint64(77), uint64(0))
	f.Fuzz(func(t *testing.T, seed, picks uint64) {
		b := newTestBattle(t, seed)
		playRandom(t, b, picks, 3000)
	})
}

// TestBattleOdds checks that every legal attack met in a seeded battle has
// odds, with a damage distribution of mass 1, and that non-attacks have
// none.
func TestBattleOdds(t *testing.T) {
	b := newTestBattle(t, 21)
	pick := rules.NewDice(21, 5)
	seen := 0
	for n := 0; n < 600 && seen < 20; n++ {
		if over, _ := b.Over(); over {
			break
		}
		legal := rulestest.Legal(b, b.Prompt().Side)
		for _, c := range legal {
			o, err := b.Odds(c)
			attack := isAttack(c.Action)
			if attack != (err == nil) {
				t.Fatalf("Odds(%v) error %v", c, err)
			}
			if !attack {
				continue
			}
			seen++
			sum := 0.0
			for _, p := range o.Damage {
				sum += p
			}
			if o.Hit < 0 || o.Hit > 1 || o.Takedown < 0 || o.Takedown > o.Hit+1e-9 || sum < 1-1e-9 || sum > 1+1e-9 {
				t.Fatalf("Odds(%v) = hit %v takedown %v mass %v", c, o.Hit, o.Takedown, sum)
			}
		}
		if _, err := b.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if seen == 0 {
		t.Fatal("no attack met")
	}
}
