package majorminor

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// inCombat puts b in combat with every unit's Defense Check as given
// (default 10), the turn order by unit id and unit first's turn begun.
func inCombat(b *Battle, first int, defense map[int]int) {
	b.S.Phase = phaseCombat
	b.S.Order = nil
	for i := range b.S.Units {
		u := &b.S.Units[i]
		u.Defense, u.HasDefense = 10, true
		if d, ok := defense[i]; ok {
			u.Defense = d
		}
		u.Slots = pools.Empty()
		b.S.Order = append(b.S.Order, i)
	}
	b.S.Turn = first
	pools.Fresh(&b.S.Units[first].Slots)
}

// hitEvent returns the Hit Check's roll event.
func hitEvent(t *testing.T, ev []rules.Event) rules.Event {
	t.Helper()
	for _, e := range ev {
		if e.Kind == rules.EvRoll && (e.Action == "attack" || e.Action == "opportunity attack" || e.Action == "grapple") {
			return e
		}
	}
	t.Fatalf("no Hit Check among %d events", len(ev))
	return rules.Event{}
}

func modOf(o rules.Odds, source string) (int, bool) {
	for _, m := range o.Mods {
		if m.Source == source {
			return m.Value, true
		}
	}
	return 0, false
}

// TestOracle plays the worked examples of majorminor.md §11.
func TestOracle(t *testing.T) {
	// 1. Hit vs Defense: Defense Check 15; a Hit of 15 misses, 16 hits.
	t.Run("oracle_1", func(t *testing.T) {
		for _, c := range []struct {
			d20 int
			hit bool
		}{{13, false}, {14, true}} {
			b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 6, Y: 1}}}, false)
			inCombat(b, 0, map[int]int{1: 15})
			b.S.Dice = seedRolling(t, [2]int{20, c.d20})
			e := hitEvent(t, play(t, b, "attack", 0, 1, nil))
			if e.Total != c.d20+2 || e.Hit != c.hit {
				t.Errorf("d20 %d + Dexterity 2 against Defense 15: total %d hit %v, want %d %v", c.d20, e.Total, e.Hit, c.d20+2, c.hit)
			}
		}
	})
	// 2. Range: a 10 m weapon: 10 → +0; 15, 20 → −3; 21 not allowed.
	// Melee: 2 squares → −3; 3 → not allowed.
	t.Run("oracle_2", func(t *testing.T) {
		for _, c := range []struct {
			d, weapon int
			mod       int
			ok        bool
		}{{10, 0, 0, true}, {15, 0, -3, true}, {20, 0, -3, true}, {21, 0, 0, false}, {1, 1, 0, true}, {2, 1, -3, true}, {3, 1, 0, false}} {
			b := newTestBattle(t, 30, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 1 + c.d, Y: 1}}}, false)
			inCombat(b, 0, nil)
			b.S.Units[0].Held = c.weapon
			var found *rules.Command
			for _, l := range rulestest.Legal(b, 0) {
				if l.Action == "attack" && l.Target == 1 {
					found = &l
				}
			}
			if (found != nil) != c.ok {
				t.Errorf("weapon %d at %d squares: legal %v, want %v", c.weapon, c.d, found != nil, c.ok)
				continue
			}
			if found == nil {
				cmd := rules.Command{Version: b.Version(), Side: 0, Action: "attack", Unit: 0, Target: 1, Weapon: c.weapon}
				if _, err := b.Apply(cmd); !isIllegal(err) || !strings.Contains(err.Error(), "out of range") {
					t.Errorf("at %d squares: %v, want a refusal naming the range", c.d, err)
				}
				continue
			}
			o, err := b.Odds(*found)
			if err != nil {
				t.Fatal(err)
			}
			if m, _ := modOf(o, "beyond range"); m != c.mod {
				t.Errorf("weapon %d at %d squares: range adjustment %d, want %d", c.weapon, c.d, m, c.mod)
			}
		}
	})
	// 3. A ranged attack from beside the target: −3; from 6 m: none.
	t.Run("oracle_3", func(t *testing.T) {
		for _, c := range []struct{ d, want int }{{1, -3}, {6, 0}} {
			b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 1 + c.d, Y: 1}}}, false)
			inCombat(b, 0, nil)
			o, err := b.Odds(rules.Command{Action: "attack", Unit: 0, Target: 1, Weapon: 0})
			if err != nil {
				t.Fatal(err)
			}
			if m, _ := modOf(o, "ranged in melee"); m != c.want {
				t.Errorf("at %d squares: %d, want %d", c.d, m, c.want)
			}
		}
	})
	// 4. Break: a natural 1, Break Chance 5: d100 4 → the weapon breaks
	// and the attack hits regardless with +5 damage; d100 6 → nothing.
	t.Run("oracle_4", func(t *testing.T) {
		for _, c := range []struct {
			d100  int
			broke bool
		}{{4, true}, {6, false}} {
			b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 6, Y: 1}}}, false)
			inCombat(b, 0, map[int]int{1: 30})
			b.S.Dice = seedRolling(t, [2]int{20, 1}, [2]int{100, c.d100}, [2]int{20, 7})
			ev := play(t, b, "attack", 0, 1, nil)
			e := hitEvent(t, ev)
			if e.Hit != c.broke || b.S.Units[0].Broken[0] != c.broke {
				t.Errorf("d100 %d: hit %v broken %v, want %v", c.d100, e.Hit, b.S.Units[0].Broken[0], c.broke)
			}
			if c.broke {
				// Damage d20 7 + Dexterity 2 + 5 = 14.
				if hp := b.S.Units[1].HP; hp != 20-14 {
					t.Errorf("after a breaking hit: HP %d, want %d", hp, 20-14)
				}
				if slices.ContainsFunc(rulestest.Legal(b, 0), func(c rules.Command) bool { return c.Action == "switch" && c.Weapon == 0 }) {
					t.Error("the broken weapon can still be taken in hand")
				}
			}
		}
	})
	// 5. Jump: Athletics 4 with a run-up → 4 m, standing → 2 m;
	// Athletics 5 with a run-up → 4.5 → 4 squares. On a row of roofs one
	// level up, walled in north and south, with a street between them
	// (a drop, G12's gap), a unit of Speed 10 jumps from the roof's edge
	// to the first roof square across the street.
	t.Run("oracle_5", func(t *testing.T) {
		for _, c := range []struct {
			who        string
			roof, gap  int // the take-off roof's width and the street's
			jump, want bool
		}{
			{"jumper4", 4, 3, true, true},   // a run-up, 4 squares: over 3
			{"jumper4", 4, 4, true, false},  // not 5
			{"jumper4", 2, 1, false, true},  // standing, 2 squares: over 1
			{"jumper4", 2, 2, false, false}, // not 3
			{"jumper5", 4, 3, true, true},   // 4.5 → 4
			{"jumper5", 4, 4, true, false},
			{"tester", 4, 3, true, false}, // Athletics 2: 3 squares with a run-up
			{"tester", 4, 2, true, true},
		} {
			start := grid.Pos{X: c.roof - 3, Y: 1}
			if !c.jump {
				start.X = c.roof - 1 // on the edge, no room to run
			}
			start.X = max(start.X, 0)
			b := newTestBattle(t, 16, 3, []placed{{c.who, 0, start}, {"tester", 1, grid.Pos{X: 15, Y: 1}}}, false)
			for x := 0; x < 16; x++ {
				for _, y := range []int{0, 2} {
					*b.Field().At(grid.Pos{X: x, Y: y}) = grid.Cell{Terrain: grid.Wall, BlocksSight: true, Cover: grid.NoCover}
				}
				if x < c.roof || x >= c.roof+c.gap {
					b.Field().At(grid.Pos{X: x, Y: 1}).Elevation = 1
				}
			}
			inCombat(b, 0, nil)
			land := grid.Pos{X: c.roof + c.gap, Y: 1}
			reached := false
			for _, r := range b.Reach(rules.MoveOf(0, "move"), nil) {
				reached = reached || r.To == land
				if r.To.X >= c.roof && r.To.X < c.roof+c.gap {
					t.Errorf("%s: the street %v is reached", c.who, r.To)
				}
			}
			if reached != c.want {
				t.Errorf("%s, roof %d, street %d: landing %v reached %v, want %v", c.who, c.roof, c.gap, land, reached, c.want)
			}
			if !reached {
				continue
			}
			cmd := rules.Command{Version: b.Version(), Side: 0, Action: "move", Unit: 0, Target: rules.NoUnit, To: land, Cost: move}
			path := b.Path(cmd)
			if len(path) == 0 || path[len(path)-1] != land || (len(path) > 1 && path[len(path)-2] != grid.Pos{X: c.roof - 1, Y: 1}) {
				t.Errorf("%s: path %v, want a jump from the roof's edge to %v", c.who, path, land)
			}
			ev, err := b.Apply(cmd)
			if err != nil {
				t.Fatalf("%s: %v", c.who, err)
			}
			said := slices.ContainsFunc(ev, func(e rules.Event) bool {
				return e.Kind == rules.EvAction && strings.Contains(e.Text, fmt.Sprintf("jumps %d m", c.gap+1))
			})
			if b.S.Units[0].Pos != land || !said {
				t.Errorf("%s: after the move at %v, jump told %v, want at %v: %v", c.who, b.S.Units[0].Pos, said, land, ev)
			}
		}
	})
	// 6. Rough terrain: Speed 6 takes a unit 3 squares of rough ground,
	// or 2 rough and 2 plain.
	t.Run("oracle_6", func(t *testing.T) {
		b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 11, Y: 2}}}, false)
		for x := 2; x <= 4; x++ {
			b.Field().At(grid.Pos{X: x, Y: 1}).Cost = 2
		}
		for y := 0; y < 3; y++ {
			if y != 1 {
				for x := 0; x < 12; x++ {
					b.Field().At(grid.Pos{X: x, Y: y}).Cost = 0
				}
			}
		}
		reach := map[grid.Pos]bool{}
		for _, r := range b.Reach(rules.MoveOf(0, "move"), nil) {
			reach[r.To] = true
		}
		if !reach[grid.Pos{X: 4, Y: 1}] || reach[grid.Pos{X: 5, Y: 1}] {
			t.Errorf("3 rough squares: reach %v, want up to (4,1)", reach)
		}
		b.Field().At(grid.Pos{X: 4, Y: 1}).Cost = 1
		b.memo = reachMemo{} // the field changed under the battle
		reach = map[grid.Pos]bool{}
		for _, r := range b.Reach(rules.MoveOf(0, "move"), nil) {
			reach[r.To] = true
		}
		if !reach[grid.Pos{X: 5, Y: 1}] || reach[grid.Pos{X: 6, Y: 1}] {
			t.Errorf("2 rough and 2 plain: reach %v, want up to (5,1)", reach)
		}
	})
	// 7. HP: max 20: 1 conscious, 0 unconscious, −19 unconscious, −20
	// dead.
	t.Run("oracle_7", func(t *testing.T) {
		for _, c := range []struct {
			hp           int
			active, dead bool
		}{{1, true, false}, {0, false, false}, {-19, false, false}, {-20, false, true}} {
			b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 6, Y: 1}}, {"tester", 1, grid.Pos{X: 6, Y: 2}}}, false)
			var ev []rules.Event
			b.harm(&b.S.Units[0], &b.S.Units[1], 20-c.hp, []int{1}, false, &ev)
			v := b.Units()[1]
			if v.Active != c.active || v.Dead != c.dead {
				t.Errorf("HP %d: active %v dead %v, want %v %v", c.hp, v.Active, v.Dead, c.active, c.dead)
			}
		}
	})
	// 8. B disrupts A's Check on A's turn: B's next turn has no Minor.
	t.Run("oracle_8", func(t *testing.T) {
		b := newTestBattle(t, 12, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 6, Y: 1}}, {"tester", 1, grid.Pos{X: 2, Y: 1}}}, false)
		inCombat(b, 0, nil)
		b.S.Units[0].Held = 0
		play(t, b, "attack", 0, 1, nil)
		if pr := b.Prompt(); pr.Kind != kindAssist || pr.Unit != 2 || pr.Hint == "" {
			t.Fatalf("prompt %+v, want unit 2's Assist/Disrupt window with a hint", pr)
		}
		o, err := b.DefenceOdds(rules.Command{Action: "disrupt"})
		if err != nil {
			t.Fatal(err)
		}
		if m, _ := modOf(o, "assist/disrupt"); m != -3 {
			t.Errorf("a Disrupt prices the Check at %d, want −3", m)
		}
		play(t, b, "disrupt", 2, -1, nil)
		untilTurn(t, b, 2)
		if u := b.Units()[2]; !hasSlots(u, 1, 0, 1) {
			t.Errorf("B's turn after its Disrupt: %+v, want Major and Move but no Minor", u.Budget)
		}
	})
	// 9. C makes two Opportunity Attacks between its turns (its next
	// Minor, then its next Major as an Extra Minor Action): its next turn
	// has only a Movement action.
	t.Run("oracle_9", func(t *testing.T) {
		b := newTestBattle(t, 14, 5, []placed{
			{"tester", 0, grid.Pos{X: 5, Y: 2}}, {"tester", 0, grid.Pos{X: 5, Y: 3}},
			{"tester", 1, grid.Pos{X: 6, Y: 2}},
		}, false)
		inCombat(b, 0, map[int]int{2: 5})
		b.S.Units[2].Held = 1 // the machete
		to := grid.Pos{X: 1, Y: 2}
		play(t, b, "move", 0, -1, &to)
		if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 2 {
			t.Fatalf("prompt %+v, want C's Opportunity Attack", pr)
		}
		play(t, b, "opportunity_attack", 2, 0, nil)
		untilTurn(t, b, 1)
		to = grid.Pos{X: 1, Y: 4}
		play(t, b, "move", 1, -1, &to)
		if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 2 {
			t.Fatalf("prompt %+v, want C's second Opportunity Attack", pr)
		}
		legal := rulestest.Legal(b, 1)
		if i := slices.IndexFunc(legal, func(c rules.Command) bool { return c.Action == "opportunity_attack" }); i < 0 || legal[i].Cost.Unit != "major" {
			t.Fatalf("the second Opportunity Attack: %v, want one paid with next turn's Major", legal)
		}
		play(t, b, "opportunity_attack", 2, 1, nil)
		untilTurn(t, b, 2)
		if u := b.Units()[2]; !hasSlots(u, 0, 0, 1) {
			t.Errorf("C's turn: %+v, want only a Movement action", u.Budget)
		}
	})
	// 10. Turn order: PC seats Ana, Bo, Cy; GM units G1, G2; Bo attacks
	// G2: Defense Checks for all; G2 takes the First Turn, then G1, Ana,
	// Bo (a fresh turn), Cy.
	t.Run("oracle_10", func(t *testing.T) {
		b := newTestBattle(t, 14, 6, []placed{
			{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 0, grid.Pos{X: 1, Y: 2}}, {"tester", 0, grid.Pos{X: 1, Y: 3}},
			{"tank", 1, grid.Pos{X: 10, Y: 1}}, {"tank", 1, grid.Pos{X: 10, Y: 2}},
		}, true)
		const ana, bo, cy, g1, g2 = 0, 1, 2, 3, 4
		untilTurn(t, b, bo)
		ev := play(t, b, "attack", bo, g2, nil)
		for b.Prompt().Kind == kindAssist { // Ana and Cy, beside Bo, let it be
			ev = append(ev, play(t, b, "hold_check", b.Prompt().Unit, -1, nil)...)
		}
		rolls := 0
		for _, e := range ev {
			if e.Kind == rules.EvRoll && strings.Contains(e.Text, "Defense Check") {
				rolls++
			}
		}
		if rolls != 5 {
			t.Errorf("%d Defense Checks at the trigger, want 5", rolls)
		}
		if got, want := b.Order(), []int{g2, g1, ana, bo, cy}; !slices.Equal(got, want) {
			t.Errorf("order %v, want %v", got, want)
		}
		if pr := b.Prompt(); pr.Unit != g2 {
			t.Errorf("First Turn to %d, want G2", pr.Unit)
		}
		untilTurn(t, b, bo)
		if u := b.Units()[bo]; !hasSlots(u, 1, 1, 1) {
			t.Errorf("Bo's turn after initiating: %+v, want a full turn", u.Budget)
		}
	})
	// 11. G2 surprised by Bo's shot (it had no line to Bo): in its first
	// turn it has only Minor and Movement.
	t.Run("oracle_11", func(t *testing.T) {
		b := newTestBattle(t, 14, 6, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 10, Y: 1}}}, true)
		var ev []rules.Event
		b.startCombat(0, &ev)
		b.enterOrder(1, true, &ev)
		if u := b.Units()[1]; b.Prompt().Unit != 1 || !hasSlots(u, 0, 1, 1) {
			t.Errorf("the surprised First Turn: %+v, want Minor and Move only", u.Budget)
		}
	})
	// 12. A grappler of Speed 6 holding one its size moves 3; one smaller,
	// 6.
	t.Run("oracle_12", func(t *testing.T) {
		b := newTestBattle(t, 14, 6, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 2, Y: 1}}, {"small", 1, grid.Pos{X: 1, Y: 2}}}, false)
		var ev []rules.Event
		b.grab(&b.S.Units[0], &b.S.Units[1], &ev)
		if s := b.speed(&b.S.Units[0]); s != 3 {
			t.Errorf("holding one its size: speed %d, want 3", s)
		}
		if s := b.speed(&b.S.Units[1]); s != 0 {
			t.Errorf("the grappled one: speed %d, want 0", s)
		}
		b.letGo(&b.S.Units[0], &ev, "")
		b.grab(&b.S.Units[0], &b.S.Units[2], &ev)
		if s := b.speed(&b.S.Units[0]); s != 6 {
			t.Errorf("holding a smaller one: speed %d, want 6", s)
		}
	})
}

// hasSlots reports whether u's budget shows major, minor and move left.
func hasSlots(u rules.Unit, major, minor, move int) bool {
	return len(u.Budget) >= 3 && u.Budget[0].Value == major && u.Budget[1].Value == minor && u.Budget[2].Value == move
}
