package ai_test

import (
	"encoding/json"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/teamturn"
)

// teamUnit is a unit of a teamturn scenario: its template, and what to
// change in its saved state (teamturn's JSON) before the battle loads.
type teamUnit struct {
	template string
	edit     func(u map[string]any)
}

// buildTeamScenario draws a teamturn battle from rows: '#' wall, '.'
// floor, 'a'..'d' the units of side 0 (ids 0..3 in letter order), 'A'..'D'
// those of side 1 (ids 4.. after side 0's). units gives each letter's
// template and edit. Side 0's team turn is under way, every unit with its
// full turn unless its edit says otherwise.
func buildTeamScenario(t testing.TB, rows []string, units map[rune]teamUnit) *scenario {
	t.Helper()
	f := grid.NewField("teamscenario", len(rows[0]), len(rows))
	marks := map[rune]grid.Pos{}
	for y, row := range rows {
		if len(row) != f.W {
			t.Fatalf("row %d has %d cells, want %d", y, len(row), f.W)
		}
		for x, ch := range row {
			p := grid.Pos{X: x, Y: y}
			switch {
			case ch == '#':
				c := f.At(p)
				c.Terrain, c.Cost, c.BlocksSight = grid.Wall, 0, true
			case ch >= 'a' && ch <= 'd', ch >= 'A' && ch <= 'D':
				marks[ch] = p
			case ch == '.':
			default:
				t.Fatalf("unknown map character %q", ch)
			}
		}
	}
	ids := map[rune]int{}
	setup := rules.Setup{Field: f, Seed: 1}
	var order []rune
	for side, first := range []rune{'a', 'A'} {
		z := grid.Zone{Name: "spawn", Side: side, Sides: 2}
		ss := rules.SideSetup{Name: []string{"one", "two"}[side]}
		for k := rune(0); k < 4; k++ {
			ch := first + k
			p, ok := marks[ch]
			if !ok {
				continue
			}
			u, ok := units[ch]
			if !ok {
				t.Fatalf("no template for unit %q", ch)
			}
			ids[ch] = len(order)
			order = append(order, ch)
			z.Tiles = append(z.Tiles, p)
			ss.Units = append(ss.Units, u.template)
		}
		f.Zones = append(f.Zones, z)
		setup.Sides = append(setup.Sides, ss)
	}
	r, err := teamturn.New()
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(setup)
	if err != nil {
		t.Fatal(err)
	}
	st, raw := savedState(t, b)
	for i, ch := range order {
		u := raw[i].(map[string]any)
		p := marks[ch]
		u["pos"] = map[string]any{"x": p.X, "y": p.Y}
		u["counters"] = nil
		if e := units[ch].edit; e != nil {
			e(u)
		}
	}
	teams, _ := st["teams"].([]any)
	for i, s := range teams {
		if s.(float64) == 0 {
			st["team"] = i
		}
	}
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	nb, err := r.Load(data, f)
	if err != nil {
		t.Fatal(err)
	}
	if pr := nb.Prompt(); pr.Kind != "turn" || pr.Side != 0 || pr.Unit != rules.NoUnit {
		t.Fatalf("scenario waits on %+v, want side 0's team turn", pr)
	}
	return &scenario{b: nb, marks: marks, ids: ids}
}

// moved spends a teamturn unit's Move action (its slots: Base, Move,
// Quick, Long), in a teamUnit edit; a unit that has moved has no Long
// action left either.
func moved(u map[string]any) {
	u["slots"] = map[string]any{"left": []int{1, 0, 1, 0}, "borrowed": []int{0, 0, 0, 0}}
}

// spent leaves a teamturn unit nothing to act with this turn.
func spent(u map[string]any) {
	u["slots"] = map[string]any{"left": []int{0, 0, 0, 0}, "borrowed": []int{0, 0, 0, 0}}
}

// hurt sets a teamturn unit's HP.
func hurt(hp int) func(u map[string]any) {
	return func(u map[string]any) { u["hp"] = hp }
}

// both applies two teamUnit edits.
func both(e1, e2 func(u map[string]any)) func(u map[string]any) {
	return func(u map[string]any) { e1(u); e2(u) }
}
