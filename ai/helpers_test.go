package ai_test

import (
	"encoding/json"
	"testing"

	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/grid"
)

// scenario is a small hand-drawn ADS battle for behaviour tests.
type scenario struct {
	b     rules.Battle
	marks map[rune]grid.Pos
	// ids maps a unit letter to its unit id.
	ids map[rune]int
}

// buildScenario draws a field from rows and places units on it: '#' wall,
// '.' floor, 'h' half sandbag object, 'F' full concrete object, lower-case
// 'a'..'d' the units of side 1 (ids 0..3 in letter order), upper-case
// 'A'..'D' the units of side 2 (ids 4..7). Squad units without a letter
// are placed dead. The battle starts at round 1 with the unit of letter
// actor to act, every unit with its full ticks; edit, when not nil, may
// change the units of the saved state (ads JSON) before it is loaded.
func buildScenario(t testing.TB, rows []string, actor rune, edit func(units []map[string]any, ids map[rune]int)) *scenario {
	t.Helper()
	return buildScenarioAt(t, rows, actor, 0, edit)
}

// buildScenarioAt is buildScenario in the given round (0 keeps round 1).
func buildScenarioAt(t testing.TB, rows []string, actor rune, round int, edit func(units []map[string]any, ids map[rune]int)) *scenario {
	t.Helper()
	f := grid.NewField("scenario", len(rows[0]), len(rows))
	marks := map[rune]grid.Pos{}
	for y, row := range rows {
		if len(row) != f.W {
			t.Fatalf("row %d has %d cells, want %d", y, len(row), f.W)
		}
		for x, ch := range row {
			p := grid.Pos{X: x, Y: y}
			c := f.At(p)
			switch {
			case ch == '#':
				c.Terrain, c.Cost, c.BlocksSight = grid.Wall, 0, true
			case ch == 'h' || ch == 'F':
				f.Covers = append(f.Covers, grid.Cover{Material: grid.Sandbag, Cell: p, Full: ch == 'F'})
				c.Cover, c.Cost = int16(len(f.Covers)-1), 0
			case ch >= 'a' && ch <= 'd', ch >= 'A' && ch <= 'D':
				marks[ch] = p
			case ch == '.':
			default:
				t.Fatalf("unknown map character %q", ch)
			}
		}
	}
	// Spawn zones: every square of a side's letters first, then spare
	// squares along the bottom row for the units without a letter.
	ids := map[rune]int{}
	spare := 0
	for side, first := range []rune{'a', 'A'} {
		z := grid.Zone{Name: "spawn", Side: side, Sides: 2}
		for k := 0; k < 4; k++ {
			ch := first + rune(k)
			if p, ok := marks[ch]; ok {
				z.Tiles = append(z.Tiles, p)
				ids[ch] = side*4 + len(z.Tiles) - 1
			}
		}
		for len(z.Tiles) < 4 {
			z.Tiles = append(z.Tiles, grid.Pos{X: spare, Y: f.H - 1})
			spare++
		}
		f.Zones = append(f.Zones, z)
	}
	r, err := ads.New()
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(rules.Setup{Field: f, Seed: 1, Sides: []rules.SideSetup{{Name: "one", Squad: "line"}, {Name: "two", Squad: "line"}}})
	if err != nil {
		t.Fatal(err)
	}
	st, raw := savedState(t, b)
	units := make([]map[string]any, len(raw))
	lettered := map[int]bool{}
	for _, id := range ids {
		lettered[id] = true
	}
	for i, u := range raw {
		units[i] = u.(map[string]any)
		units[i]["ticks"] = 5
		if !lettered[i] {
			units[i]["health"].(map[string]any)["dead"] = true
		}
	}
	if edit != nil {
		edit(units, ids)
	}
	order := []any{ids[actor]}
	for i := range units {
		if i != ids[actor] && lettered[i] {
			order = append(order, i)
		}
	}
	st["order"], st["turn"], st["pending"] = order, 0, nil
	if round > 0 {
		st["round"] = round
	}
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	nb, err := r.Load(data, f)
	if err != nil {
		t.Fatal(err)
	}
	if pr := nb.Prompt(); pr.Unit != ids[actor] || pr.Kind != "turn" {
		t.Fatalf("scenario waits on %+v, want unit %d's turn", pr, ids[actor])
	}
	return &scenario{b: nb, marks: marks, ids: ids}
}

// setStamina sets a unit's Stamina in a scenario edit.
func setStamina(units []map[string]any, id, stamina int) {
	units[id]["health"].(map[string]any)["stamina"] = stamina
}

// decide asks a fresh player of level for the scenario's decision and
// checks that the command is legal.
func decide(t testing.TB, s *scenario, level string, seed uint64) rules.Command {
	t.Helper()
	p, err := aiNew(level, seed)
	if err != nil {
		t.Fatal(err)
	}
	side := s.b.Prompt().Side
	c, ok, err := p.Decide(s.b, side)
	if err != nil || !ok {
		t.Fatalf("%s: no decision: %v", level, err)
	}
	if !isLegal(s.b, side, c) {
		t.Fatalf("%s chose an illegal command %v", level, c)
	}
	return c
}

// isLegal reports whether c is one of b.Legal(side).
func isLegal(b rules.Battle, side int, c rules.Command) bool {
	_, ok := rules.Listed(b, b.Legal(side), c)
	return ok
}

// savedState returns b's save as JSON values, for a scenario to edit, and
// its list of units.
func savedState(t testing.TB, b rules.Battle) (st map[string]any, units []any) {
	t.Helper()
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	units, _ = st["units"].([]any)
	return st, units
}
