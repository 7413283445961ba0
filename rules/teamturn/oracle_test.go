package teamturn

import (
	"math"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/dice"
)

// modOf returns the value of the odds' modifier from source.
func modOf(o rules.Odds, source string) (int, bool) {
	for _, m := range o.Mods {
		if m.Source == source {
			return m.Value, true
		}
	}
	return 0, false
}

// pos is a grid.Pos, shorter.
func pos(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }

// TestOracle plays the worked examples of teamturn.md §11 through the
// battle.
func TestOracle(t *testing.T) {
	// 1. Challenge: attacker target 12 (Agility 6 + Shoot 6).
	t.Run("oracle_1", func(t *testing.T) {
		for _, c := range []struct {
			def       string
			att, defd int
			hit       bool
		}{
			{"def8", 7, 9, true},     // defender fails
			{"def8", 7, 5, false},    // both pass, 7 is not lower than 5
			{"def12", 7, 10, true},   // both pass, 7 < 10
			{"def12", 7, 7, false},   // tie
			{"def12", 13, 15, false}, // attacker fails
			{"def12", 13, 1, false},
		} {
			b := newTestBattle(t, 12, 3, []placed{{"tester", 0, pos(1, 1)}, {c.def, 1, pos(6, 1)}})
			b.S.Dice = seedRolling(t, [2]int{20, c.att}, [2]int{20, c.defd})
			ev := play(t, b, "attack", 0, 1, 0, nil)
			a, d := rollsOf(ev, "attack"), rollsOf(ev, "defence")
			if len(a) != 1 || len(d) != 1 || a[0].Total != c.att || d[0].Total != c.defd {
				t.Fatalf("rolls %v %v, want %d and %d", a, d, c.att, c.defd)
			}
			if got := shotHit(t, ev); got != c.hit {
				t.Errorf("%s: attacker 7-ish %d against defender %d: hit %v, want %v", c.def, c.att, c.defd, got, c.hit)
			}
			if dice.LowerWinsRoll(c.att, 12, c.defd, b.spec(&b.S.Units[1]).Agi) != c.hit {
				t.Errorf("dice.LowerWinsRoll disagrees for %+v", c)
			}
		}
	})
	// 2. Static defence 9 (a dying Large target: 10 − 1): 8 hits, 9 misses.
	t.Run("oracle_2", func(t *testing.T) {
		for _, c := range []struct {
			att int
			hit bool
		}{{8, true}, {9, false}} {
			b := newTestBattle(t, 12, 3, []placed{{"tester", 0, pos(1, 1)}, {"big", 1, pos(6, 1)}, {"def8", 1, pos(9, 1)}})
			b.S.Units[1].HP = 0
			b.S.Dice = seedRolling(t, [2]int{20, c.att})
			ev := play(t, b, "attack", 0, 1, 0, nil)
			if len(rollsOf(ev, "defence")) != 0 {
				t.Error("a static defence was rolled")
			}
			if got := shotHit(t, ev); got != c.hit {
				t.Errorf("roll %d against static 9: hit %v, want %v", c.att, got, c.hit)
			}
		}
	})
	// 3. Range: nominal 20 m, maximum 30 m; a square is 1.5 m.
	t.Run("oracle_3", func(t *testing.T) {
		for _, c := range []struct {
			squares int // metres = 1.5 × squares
			unfav   bool
			roll    int
		}{{10, false, 0}, {17, true, 0}, {21, true, 3}, {22, true, 3}, {23, true, 6}} {
			b := newTestBattle(t, 30, 3, []placed{{"tester", 0, pos(1, 1)}, {"def8", 1, pos(1+c.squares, 1)}})
			cmd, ok := find(b, "attack", 0, 1, 0, nil)
			if !ok {
				t.Fatalf("%d squares: no attack", c.squares)
			}
			o, err := b.Odds(cmd)
			if err != nil {
				t.Fatal(err)
			}
			_, unfav := modOf(o, "beyond nominal range: unfavourable")
			roll, _ := modOf(o, "beyond maximum range")
			if unfav != c.unfav || -roll != c.roll {
				t.Errorf("%.1f m: unfavourable %v roll %+d, want %v %+d", 1.5*float64(c.squares), unfav, -roll, c.unfav, c.roll)
			}
			if u, r := rangeTerms(20, 30, c.squares); (u > 0) != c.unfav || r != c.roll {
				t.Errorf("rangeTerms at %d squares: %d %d", c.squares, u, r)
			}
		}
		// The digest's metres: 31 → +3, 33 → +3, 34 → +6 (a started 3 m
		// each), as rangeTerms counts over half-metres.
		for _, c := range [][2]int{{31, 3}, {33, 3}, {34, 6}, {30, 0}} {
			over := 2*c[0] - 2*30
			got := 0
			if over > 0 {
				got = 3 * ((over + 5) / 6)
			}
			if got != c[1] {
				t.Errorf("%d m: +%d, want +%d", c[0], got, c[1])
			}
		}
	})
	// 4. Favourable keeps the lower of [14, 6], unfavourable the higher;
	// one of each rolls a single die.
	t.Run("oracle_4", func(t *testing.T) {
		for _, c := range []struct {
			name         string
			help, beyond bool
			dice         []int
			kept         int
		}{
			{"favourable", true, false, []int{14, 6}, 6},
			{"unfavourable", false, true, []int{14, 6}, 14},
			{"one of each", true, true, []int{14}, 14},
		} {
			d := 5
			if c.beyond {
				d = 17
			}
			b := newTestBattle(t, 30, 3, []placed{{"tester", 0, pos(1, 1)}, {"tester", 0, pos(1, 2)}, {"def8", 1, pos(1+d, 1)}})
			if c.help {
				play(t, b, "help", 1, 0, -1, nil)
			}
			var rolls [][2]int
			for _, f := range c.dice {
				rolls = append(rolls, [2]int{20, f})
			}
			b.S.Dice = seedRolling(t, rolls...)
			a := rollsOf(play(t, b, "attack", 0, 2, 0, nil), "attack")
			if len(a) != 1 || !slices.Equal(a[0].Dice, c.dice) || a[0].Total != c.kept {
				t.Errorf("%s: rolled %v keeping %d, want %v keeping %d", c.name, a[0].Dice, a[0].Total, c.dice, c.kept)
			}
		}
	})
	// 5. Action trades.
	t.Run("oracle_5", func(t *testing.T) {
		fresh := func() *Battle {
			return newTestBattle(t, 12, 5, []placed{{"tester", 0, pos(1, 1)}, {"def8", 1, pos(4, 1)}})
		}
		cost := func(ev []rules.Event) string { return ev[0].Cost.Unit }
		done := func(b *Battle, name string) {
			if l := legalFor(b, 0); len(l) != 0 {
				t.Errorf("%s: still legal after the turn's budget: %v", name, l)
			}
		}
		to := pos(1, 2)
		back := pos(1, 1)
		// Base + Move + Quick.
		b := fresh()
		got := []string{cost(play(t, b, "attack", 0, 1, 0, nil))}
		for _, a := range []string{"attack", "attack_long", "dodge", "help"} {
			if slices.Contains(legalFor(b, 0), a) {
				t.Errorf("after an attack, %s is legal", a)
			}
		}
		got = append(got, cost(play(t, b, "move", 0, -1, -1, &to)), cost(play(t, b, "cone", 0, 1, 2, nil)))
		done(b, "base+move+quick")
		if !slices.Equal(got, []string{"base", "move", "quick"}) {
			t.Errorf("base+move+quick paid %v", got)
		}
		// Move + Move + Quick: the Base traded for a Move.
		b = fresh()
		got = []string{cost(play(t, b, "move", 0, -1, -1, &to))}
		for _, a := range []string{"dodge", "attack_long", "disengage"} {
			if slices.Contains(legalFor(b, 0), a) {
				t.Errorf("after a move, the Long action %s is legal", a)
			}
		}
		got = append(got, cost(play(t, b, "move", 0, -1, -1, &back)), cost(play(t, b, "cone", 0, 1, 2, nil)))
		done(b, "move+move+quick")
		if !slices.Equal(got, []string{"move", "base", "quick"}) {
			t.Errorf("move+move+quick paid %v", got)
		}
		// Quick + Quick + Move: the Base traded for a Quick.
		b = fresh()
		got = []string{cost(play(t, b, "cone", 0, 1, 2, nil)), cost(play(t, b, "cone", 0, 1, 3, nil)), cost(play(t, b, "move", 0, -1, -1, &to))}
		done(b, "quick+quick+move")
		if !slices.Equal(got, []string{"quick", "base", "move"}) {
			t.Errorf("quick+quick+move paid %v", got)
		}
		// One Long, and nothing with it.
		b = fresh()
		if cost(play(t, b, "dodge", 0, -1, -1, nil)) != "long" {
			t.Error("Dodge is not a Long action")
		}
		done(b, "long")
		// Two Base actions: a Move cannot become a Base.
		b = fresh()
		play(t, b, "attack", 0, 1, 0, nil)
		c := b.command(&b.S.Units[0], "attack", base)
		c.Target, c.Weapon = 1, 0
		if _, err := b.Apply(c); !isIllegal(err) {
			t.Errorf("a second Base action: %v", err)
		}
	})
	// 6. Upkeep: 2 stun counters and 1 other → 1 stun and none other.
	t.Run("oracle_6", func(t *testing.T) {
		b := newTestBattle(t, 12, 3, []placed{{"tester", 0, pos(1, 1)}, {"def8", 1, pos(9, 1)}})
		u := &b.S.Units[0]
		u.addCounter(counterStun, 2)
		u.addCounter("marked", 1)
		endTurn(t, b)
		endTurn(t, b)
		if u := &b.S.Units[0]; u.counterN(counterStun) != 1 || u.counterN("marked") != 0 || b.S.Round != 2 {
			t.Errorf("after Upkeep: %d stun, %d other, round %d", u.counterN(counterStun), u.counterN("marked"), b.S.Round)
		}
	})
	// 7. Recharge 5+: d10 5 recharges, 4 does not; P = 0.6.
	t.Run("oracle_7", func(t *testing.T) {
		if p := dice.Die(10).Dist().AtLeast(5); math.Abs(p-0.6) > 1e-12 {
			t.Errorf("P(d10 ≥ 5) = %v", p)
		}
		for _, c := range []struct {
			d10 int
			ok  bool
		}{{5, true}, {4, false}} {
			b := newTestBattle(t, 12, 3, []placed{{"tester", 0, pos(1, 1)}, {"def8", 1, pos(4, 1)}})
			play(t, b, "cone", 0, 1, 2, nil)
			if b.S.Units[0].Charged[2] {
				t.Fatal("the cone is still charged")
			}
			endTurn(t, b)
			b.S.Dice = seedRolling(t, [2]int{10, c.d10})
			endTurn(t, b)
			if b.S.Units[0].Charged[2] != c.ok {
				t.Errorf("d10 %d: recharged %v, want %v", c.d10, b.S.Units[0].Charged[2], c.ok)
			}
			if _, legal := find(b, "cone", 0, 1, 2, nil); legal != c.ok {
				t.Errorf("d10 %d: the cone is legal %v", c.d10, legal)
			}
		}
	})
	// 8. A cone of 6 squares is 6 squares wide at its far edge.
	t.Run("oracle_8", func(t *testing.T) {
		sq := coneSquares(pos(1, 5), 1, 6)
		far := 0
		for _, p := range sq {
			if p.X == 7 {
				far++
			}
		}
		if far != 6 || len(sq) != 21 {
			t.Errorf("far edge %d wide, %d squares", far, len(sq))
		}
		units := []placed{{"tester", 0, pos(1, 5)}}
		for y := 2; y <= 8; y++ {
			units = append(units, placed{"def8", 1, pos(7, y)})
		}
		b := newTestBattle(t, 12, 11, units)
		if n := len(rollsOf(play(t, b, "cone", 0, 4, 2, nil), "cone")); n != 6 {
			t.Errorf("the cone rolled on %d foes of 7 across its end, want 6", n)
		}
	})
	// 9. Target of opportunity: 1 square in reach → none; 2 → one
	// reaction attack, and none once the reaction is spent.
	t.Run("oracle_9", func(t *testing.T) {
		b := newTestBattle(t, 12, 12, []placed{{"tester", 0, pos(4, 5)}, {"tester", 0, pos(6, 6)}, {"guard", 1, pos(5, 5)}})
		to := pos(4, 4)
		play(t, b, "move", 0, -1, -1, &to)
		if pr := b.Prompt(); pr.Kind != "turn" {
			t.Fatalf("one square in reach opened %q", pr.Kind)
		}
		b = newTestBattle(t, 12, 12, []placed{{"tester", 0, pos(4, 6)}, {"tester", 0, pos(6, 6)}, {"guard", 1, pos(5, 5)}})
		to = pos(4, 4)
		play(t, b, "move", 0, -1, -1, &to)
		pr := b.Prompt()
		if pr.Kind != kindOpportunity || pr.Unit != 2 || pr.Attacker != 0 || pr.Hint == "" {
			t.Fatalf("two squares in reach: prompt %+v", pr)
		}
		if b.S.Units[0].Pos != pos(4, 5) {
			t.Errorf("the strike comes after 1.5 m, mover on %v", b.S.Units[0].Pos)
		}
		play(t, b, "opportunity_attack", 2, 0, -1, nil)
		if b.S.Units[0].Pos != to || !b.S.Units[2].Reacted {
			t.Errorf("after the strike: mover on %v, reacted %v", b.S.Units[0].Pos, b.S.Units[2].Reacted)
		}
		to = pos(6, 4)
		play(t, b, "move", 1, -1, -1, &to)
		if pr := b.Prompt(); pr.Kind != "turn" {
			t.Errorf("a spent reaction opened %q", pr.Kind)
		}
	})
	// 10. Two-Weapon Fighting: two attacks, the second unfavourable.
	t.Run("oracle_10", func(t *testing.T) {
		b := newTestBattle(t, 12, 3, []placed{{"twin", 0, pos(1, 1)}, {"def8", 1, pos(2, 1)}})
		ev := play(t, b, "two_weapon", 0, 1, -1, nil)
		first, second := rollsOf(ev, "first-hand attack"), rollsOf(ev, "second-hand attack")
		if len(first) != 1 || len(second) != 1 {
			t.Fatalf("rolls: %d and %d", len(first), len(second))
		}
		if len(first[0].Dice) != 1 || len(second[0].Dice) != 2 || second[0].Total != max(second[0].Dice[0], second[0].Dice[1]) {
			t.Errorf("first %v, second %v (kept %d): the second is not unfavourable", first[0].Dice, second[0].Dice, second[0].Total)
		}
		if ev[0].Cost.Unit != "long" {
			t.Errorf("Two-Weapon Fighting costs %v", ev[0].Cost)
		}
	})
	// 11. An unfavourable attack rolls [20, 20]: 2 fumbles, integrity −2.
	t.Run("oracle_11", func(t *testing.T) {
		b := newTestBattle(t, 30, 3, []placed{{"tester", 0, pos(1, 1)}, {"def8", 1, pos(18, 1)}})
		b.S.Dice = seedRolling(t, [2]int{20, 20}, [2]int{20, 20})
		play(t, b, "attack", 0, 1, 0, nil)
		if got := b.S.Units[0].Integrity[0]; got != 3 {
			t.Errorf("integrity %d, want 5 − 2 = 3", got)
		}
	})
	// 12. Team B is ambushed: a stun counter each; no Attack or Long
	// action in its first team turn; the counter goes at the first
	// Upkeep.
	t.Run("oracle_12", func(t *testing.T) {
		// Team A springs the ambush, though it is side 2 here: it still
		// acts first.
		b := newTestBattle(t, 12, 3, []placed{{"guard", 0, pos(2, 1)}, {"def8", 0, pos(9, 1)}, {"tester", 1, pos(1, 1)}},
			rules.SideSetup{}, rules.SideSetup{Ambush: true})
		if pr := b.Prompt(); pr.Side != 1 || pr.Unit != rules.NoUnit || pr.Kind != "turn" {
			t.Fatalf("first prompt %+v, want the ambushers' team turn", pr)
		}
		for _, id := range []int{0, 1} {
			if b.S.Units[id].counterN(counterStun) != 1 {
				t.Errorf("ambushed unit %d has %d stun counters", id, b.S.Units[id].counterN(counterStun))
			}
		}
		if b.S.Units[2].counterN(counterStun) != 0 {
			t.Error("the ambusher is stunned")
		}
		endTurn(t, b)
		l := legalFor(b, 0)
		for _, a := range []string{"attack", "attack_long", "dodge", "disengage", "help"} {
			if slices.Contains(l, a) {
				t.Errorf("a stunned unit may %s", a)
			}
		}
		if !slices.Contains(l, "move") {
			t.Errorf("a stunned unit may not move: %v", l)
		}
		c := b.command(&b.S.Units[0], "attack", base)
		c.Target = 2
		if _, err := b.Apply(c); !isIllegal(err) {
			t.Errorf("a stunned attack: %v", err)
		}
		endTurn(t, b)
		if b.S.Units[0].counterN(counterStun) != 0 || b.S.Round != 2 {
			t.Fatalf("after the first Upkeep: %d stun counters, round %d", b.S.Units[0].counterN(counterStun), b.S.Round)
		}
		endTurn(t, b)
		if _, ok := find(b, "attack", 0, 2, -1, nil); !ok {
			t.Errorf("in round 2 the once-stunned unit still may not attack: %v", legalFor(b, 0))
		}
	})
}

// TestFirstTeam holds the first team to G13: the ambusher, else the
// player characters, else side 1.
func TestFirstTeam(t *testing.T) {
	for _, c := range []struct {
		sides []rules.SideSetup
		want  int
	}{
		{[]rules.SideSetup{{}, {}}, 0},
		{[]rules.SideSetup{{}, {Hero: true}}, 1},
		{[]rules.SideSetup{{Hero: true}, {Ambush: true}}, 1},
		{[]rules.SideSetup{{Ambush: true}, {Hero: true}}, 0},
	} {
		if got := firstTeam(c.sides); got != c.want {
			t.Errorf("%+v: first team %d, want %d", c.sides, got, c.want)
		}
	}
}
