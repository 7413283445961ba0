package ads

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// sideView is what side may know of its moves: its legal commands written
// out (rules.Expand), the squares of every spread entry (Reach) and the
// path of every movement command, as text to compare.
func sideView(b *Battle, side int) string {
	var sb strings.Builder
	legal := b.Legal(side)
	for _, c := range rules.Expand(b, legal) {
		fmt.Fprintf(&sb, "%v to %v cost %v weapon %d option %q\n", c, c.To, c.Cost, c.Weapon, c.Option)
		if isMove(c.Action) {
			fmt.Fprintf(&sb, "  path %v\n", b.Path(c))
		}
	}
	for _, e := range legal {
		if e.Spread() {
			fmt.Fprintf(&sb, "reach %v: %v\n", e, b.Reach(e, nil))
		}
	}
	return sb.String()
}

// firstDiff returns the first differing line of two views.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d:\n  %s\n  %s", i, la[i], lb[i])
		}
	}
	return fmt.Sprintf("%d lines against %d", len(la), len(lb))
}

// unseenMove finds, for side, an enemy unit it does not see and another
// square for it, free, walkable and also unseen by side, where the enemy
// may stand instead. ok is false when there is none.
func unseenMove(b *Battle, side int, pick *rules.Dice) (unit int, to grid.Pos, ok bool) {
	var hidden []int
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if u.Side != side && !u.Health.Dead && !b.Sees(side, u.ID) && u.Grapple == 0 && u.Swordpoint == nil && !heldAtSwordpoint(b, u.ID) {
			hidden = append(hidden, u.ID)
		}
	}
	if len(hidden) == 0 {
		return 0, grid.Pos{}, false
	}
	unit = hidden[pick.Intn(len(hidden))]
	e := &b.s.Units[unit]
	was := e.Pos
	defer func() { e.Pos = was }()
	f := b.field
	for range 200 {
		q := grid.Pos{X: pick.Intn(f.W), Y: pick.Intn(f.H)}
		if q == was || !f.Walkable(q) || b.unitAt(q) >= 0 {
			continue
		}
		e.Pos = q
		if !b.Sees(side, unit) {
			return unit, q, true
		}
	}
	return 0, grid.Pos{}, false
}

// TestHiddenEnemyChangesNoView plays random battles and, at every step,
// moves an enemy the deciding side does not see to another square it does
// not see, on a clone: the two battles, which differ only there, must give
// the side the same legal commands (written out with rules.Expand), the
// same Reach for every spread entry and the same Path for every move.
func TestHiddenEnemyChangesNoView(t *testing.T) {
	compared := 0
	for seed := uint64(1); seed <= 10; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 23)
		for n := 0; n < 200; n++ {
			if over, _ := b.Over(); over {
				break
			}
			side := b.Prompt().Side
			if unit, to, ok := unseenMove(b, side, pick); ok {
				o := b.Clone().(*Battle)
				o.s.Units[unit].Pos = to
				want, got := sideView(b, side), sideView(o, side)
				if want != got {
					t.Fatalf("seed %d step %d: moving unseen unit %d from %v to %v changes side %d's view at %s",
						seed, n, unit, b.s.Units[unit].Pos, to, side, firstDiff(want, got))
				}
				compared++
			}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 200 {
		t.Errorf("only %d states compared", compared)
	}
}

// TestHiddenEnemyLeavesNoHole stages a unit and an enemy behind testField's
// wall, out of its sight, and checks that the enemy's square is among the
// squares a Move reaches, as the square next to it is, and that the two
// battles with the enemy on either give the same view.
func TestHiddenEnemyLeavesNoHole(t *testing.T) {
	at := []grid.Pos{{X: 4, Y: 6}, {X: 8, Y: 5}}
	b := stageSides(t, testField(), 1, []string{"trooper"}, []string{"trooper"}, at...)
	o := stageSides(t, testField(), 1, []string{"trooper"}, []string{"trooper"}, at[0], grid.Pos{X: 8, Y: 6})
	if b.Sees(0, 1) || o.Sees(0, 1) {
		t.Fatal("the enemy is in sight")
	}
	if want, got := sideView(b, 0), sideView(o, 0); want != got {
		t.Fatalf("the hidden enemy's square changes the view at %s", firstDiff(want, got))
	}
	var squares []grid.Pos
	for _, r := range b.Reach(rules.MoveOf(0, "run"), nil) {
		squares = append(squares, r.To)
	}
	if !slices.Contains(squares, at[1]) {
		t.Fatalf("a Run does not reach the hidden enemy's square %v: %v", at[1], squares)
	}
}

// TestWalkIntoHiddenUnitStops looks, on random battles, for a walk of the
// deciding unit (a plain move, a Charge or a Hip Fire) whose path runs
// through the square of an enemy its side does not see, puts the enemy
// there on a clone, and plays the command: the walk stops on the square
// before it, the command is paid as priced, a Charge's or Hip Fire's
// attack is not made, the enemy stays put and is seen now, an event names
// it, and the turn goes on. (A Charge or Hip Fire into a hidden unit is
// rare in these battles: its path runs in the open towards a seen target;
// TestAttackWalkIntoHiddenUnit stages them.)
func TestWalkIntoHiddenUnitStops(t *testing.T) {
	played := map[string]int{}
	for seed := uint64(1); seed <= 8 && played["move"] < 12; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 29)
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			side := b.Prompt().Side
			legal := rulestest.Legal(b, side)
			if c, unit, k, ok := hiddenOnPath(b, side, legal, pick); ok && checkRunInto(t, b, c, unit, k) {
				if isMove(c.Action) {
					played["move"]++
				} else {
					played["attack"]++
				}
			}
			if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if played["move"] < 12 {
		t.Errorf("walks into a hidden unit played: %v", played)
	}
}

// walkPath returns the squares c's walk takes, start excluded: Path's for
// a plain move, the movement search's for a Charge or a Hip Fire, as the
// walk takes them.
func walkPath(b *Battle, c rules.Command) []grid.Pos {
	if isMove(c.Action) {
		return b.Path(c)
	}
	u := &b.s.Units[c.Unit]
	_, r := b.reachSpots(u, MoveAllowance(c.Action, b.speed(u)))
	return r.Path(c.To, nil)
}

// hiddenOnPath picks a walking command of legal (a plain move, a Charge or
// a Hip Fire, at least two squares long) and an enemy side does not see
// that, moved onto square k of its path (any but the last), stays unseen
// there. It returns the command, the enemy and k.
func hiddenOnPath(b *Battle, side int, legal []rules.Command, pick *rules.Dice) (rules.Command, int, int, bool) {
	if pr := b.Prompt(); pr.Kind != "turn" || len(b.s.Triggers) > 0 || b.s.Pending != nil {
		return rules.Command{}, 0, 0, false
	}
	var walks []rules.Command
	for _, c := range legal {
		if (isMove(c.Action) || c.Action == "charge" || c.Action == "hip_fire") && len(walkPath(b, c)) >= 2 {
			walks = append(walks, c)
		}
	}
	var hidden []int
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if u.Side != side && u.Health.Active() && !b.Sees(side, u.ID) && u.Grapple == 0 && u.Swordpoint == nil && !heldAtSwordpoint(b, u.ID) {
			hidden = append(hidden, u.ID)
		}
	}
	if len(walks) == 0 || len(hidden) == 0 {
		return rules.Command{}, 0, 0, false
	}
	// The attacks first when there are any: they are rarer.
	var attacks []rules.Command
	for _, c := range walks {
		if !isMove(c.Action) {
			attacks = append(attacks, c)
		}
	}
	for try := range 40 {
		c := walks[pick.Intn(len(walks))]
		if len(attacks) > 0 && try%2 == 0 {
			c = attacks[pick.Intn(len(attacks))]
		}
		path := walkPath(b, c)
		k := pick.Intn(len(path) - 1)
		unit := hidden[pick.Intn(len(hidden))]
		e := &b.s.Units[unit]
		was := e.Pos
		e.Pos = path[k]
		unseen := !b.Sees(side, unit)
		e.Pos = was
		if unseen {
			return c, unit, k, true
		}
	}
	return rules.Command{}, 0, 0, false
}

// checkRunInto plays c on a clone of b with unit moved onto square k of
// c's path, and checks the walk stops before it. It reports false when
// the walk did not come to the unit (a strike or shot on the way waits
// for a decision, or took the walker out).
func checkRunInto(t *testing.T, b *Battle, c rules.Command, unit, k int) bool {
	t.Helper()
	o := b.Clone().(*Battle)
	path := walkPath(b, c)
	u, e := &o.s.Units[c.Unit], &o.s.Units[unit]
	e.Pos = path[k]
	if got := walkPath(o, c); !slices.Equal(got, path) {
		t.Fatalf("%v: the path changes with the hidden unit %d on it at %v: %v, was %v", c, unit, e.Pos, got, path)
	}
	// Another unseen unit may stand on the path before it: the walk runs
	// into the first.
	for j := range k {
		if id := o.unitAt(path[j]); id >= 0 {
			unit, k = id, j
			break
		}
	}
	e = &o.s.Units[unit]
	stop := u.Pos
	if k > 0 {
		stop = path[k-1]
	}
	ticks := u.Ticks
	ev, err := o.Apply(c)
	if err != nil {
		t.Fatalf("%v with hidden unit %d at %v: %v", c, unit, path[k], err)
	}
	if !u.Health.Active() || o.s.Moving != nil {
		return false
	}
	if u.Pos != stop {
		t.Fatalf("%v with hidden unit %d at %v: the walk ends on %v, want %v", c, unit, path[k], u.Pos, stop)
	}
	if e.Pos != path[k] {
		t.Fatalf("%v: the hidden unit moved from %v to %v", c, path[k], e.Pos)
	}
	if !o.Sees(u.Side, unit) {
		t.Fatalf("%v: the unit run into at %v is still unseen", c, path[k])
	}
	if spent := ticks - u.Ticks; spent != c.Cost.N {
		t.Fatalf("%v: %d ticks spent, the command costs %d", c, spent, c.Cost.N)
	}
	named := false
	for _, x := range ev {
		if x.Kind == rules.EvAction && x.Unit == u.ID && x.Target == unit && strings.Contains(x.Text, "runs into") {
			named = true
		}
		if x.Kind == rules.EvStep && x.To == path[k] {
			t.Fatalf("%v: a step onto the hidden unit's square %v", c, path[k])
		}
	}
	if !named {
		t.Fatalf("%v: no event names unit %d run into: %v", c, unit, ev)
	}
	if p := o.s.Pending; p != nil && p.Attacker == u.ID {
		t.Fatalf("%v: the walk broken off still attacks: %+v", c, *p)
	}
	if pr := o.Prompt(); pr.Kind == "turn" && pr.Unit != u.ID {
		t.Fatalf("%v: the turn passed to unit %d", c, pr.Unit)
	}
	return true
}

// TestListedTargetsAreSeen plays random battles and checks at every step
// that no legal command names a target its side does not see now, and that
// an opportunity's prompt names a unit the provoking unit's side sees.
func TestListedTargetsAreSeen(t *testing.T) {
	targets := 0
	for seed := uint64(1); seed <= 10; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 31)
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			pr := b.Prompt()
			legal := rulestest.Legal(b, pr.Side)
			for _, c := range legal {
				if c.Target == rules.NoUnit {
					continue
				}
				targets++
				if !b.Sees(pr.Side, c.Target) {
					t.Fatalf("seed %d step %d: side %d is offered %v (%s) on unit %d, which it does not see", seed, n, pr.Side, c, c.Action, c.Target)
				}
			}
			if len(b.s.Triggers) > 0 {
				tr := b.s.Triggers[0]
				if mover := b.s.Units[tr.Target].Side; !b.Sees(mover, tr.Unit) {
					t.Fatalf("seed %d step %d: %q prompt %q names unit %d, which side %d does not see", seed, n, pr.Kind, pr.Text, tr.Unit, mover)
				}
			}
			if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if targets < 1000 {
		t.Errorf("only %d commands with a target checked", targets)
	}
}

// heldAtSwordpoint reports whether a unit holds unit id at swordpoint.
func heldAtSwordpoint(b *Battle, id int) bool {
	for i := range b.s.Units {
		if sp := b.s.Units[i].Swordpoint; sp != nil && sp.Target == id {
			return true
		}
	}
	return false
}

// TestHiddenWatcherStaysHidden stages a gunner hunkered behind
// coverField's stone wall, on overwatch facing north over it, and a
// trooper walking into the arc beyond the wall, which hides the gunner
// from it: the gunner, which may not attack past the cover that hides it,
// is offered no shot, and no event of the walk names it. Without the
// hunker the same walk draws the overwatch shot.
func TestHiddenWatcherStaysHidden(t *testing.T) {
	for _, hunkered := range []bool{true, false} {
		b, u, w := stageUnits(t, coverField(), 3, "trooper", "gunner", grid.Pos{X: 1, Y: 2}, grid.Pos{X: 5, Y: 6})
		w.InCover, w.Hunkered = true, hunkered
		w.Overwatch = &overwatchState{Weapon: w.Drawn, Dir: "n"}
		to := grid.Pos{X: 5, Y: 2}
		if !b.watches(w, to) || b.watches(w, u.Pos) {
			t.Fatalf("the arc should hold %v and not %v", to, u.Pos)
		}
		if b.Sees(u.Side, w.ID) == hunkered {
			t.Fatalf("hunkered %v: the trooper sees the gunner: %v", hunkered, b.Sees(u.Side, w.ID))
		}
		ev := apply(t, b, findMove(t, b, u, "run", to))
		offered := false
		for _, e := range ev {
			if e.Kind == rules.EvPrompt && e.Side == w.Side {
				offered = true
			}
			if hunkered && (e.Unit == w.ID || e.Target == w.ID) {
				t.Fatalf("an event of the walk names the hidden gunner: %+v", e)
			}
		}
		if offered == hunkered {
			t.Fatalf("hunkered %v: the overwatch shot offered: %v (prompt %+v)", hunkered, offered, b.Prompt())
		}
	}
}

// findMove returns u's legal command of action to square to.
func findMove(t *testing.T, b *Battle, u *unitState, action string, to grid.Pos) rules.Command {
	t.Helper()
	for _, c := range rulestest.Legal(b, u.Side) {
		if c.Action == action && c.Unit == u.ID && c.To == to {
			return c
		}
	}
	t.Fatalf("no %s of unit %d to %v", action, u.ID, to)
	return rules.Command{}
}

// corridorField is a 12x12 field of walls but for a bent corridor, along
// row 2 from column 3 to 5 and down column 5 to row 8, and the spawn
// corners (a room of rows 9 to 11 with open).
func corridorField(room bool) *grid.Field {
	f := openField(12)
	for y := 0; y < 12; y++ {
		for x := 0; x < 12; x++ {
			corridor := (y == 2 && x >= 3 && x <= 5) || (x == 5 && y >= 2 && y <= 8)
			spawn := (x < 3 && y < 3) || (x > 8 && y > 8) || (room && y > 8)
			if p := (grid.Pos{X: x, Y: y}); !corridor && !spawn {
				c := f.At(p)
				c.Terrain, c.Cost, c.BlocksSight = grid.Wall, 0, true
			}
		}
	}
	return f
}

// TestAttackWalkIntoHiddenUnit stages a Duelist's Charge and a Scout's Hip
// Fire down corridorField's corridor at a gunner in the room, which an
// ally in the room sees, with another gunner round the bend, out of the
// side's sight: the walk stops on the square before the hidden gunner, the
// 4 ticks are paid, no attack is made, the hidden gunner is seen and
// named, and the turn goes on.
func TestAttackWalkIntoHiddenUnit(t *testing.T) {
	for _, tc := range []struct{ action, unit string }{{"charge", "duelist"}, {"hip_fire", "scout"}} {
		b := stageSides(t, corridorField(true), 3, []string{tc.unit, "gunner"}, []string{"gunner", "gunner"},
			grid.Pos{X: 4, Y: 2}, grid.Pos{X: 8, Y: 10}, grid.Pos{X: 5, Y: 9}, grid.Pos{X: 5, Y: 6})
		u, tgt, hid := &b.s.Units[0], &b.s.Units[2], &b.s.Units[3]
		if !b.Sees(u.Side, tgt.ID) || b.Sees(u.Side, hid.ID) {
			t.Fatalf("%s: the side sees the target %v, the hidden gunner %v", tc.action, b.Sees(u.Side, tgt.ID), b.Sees(u.Side, hid.ID))
		}
		var c rules.Command
		for _, l := range rulestest.Legal(b, u.Side) {
			if l.Action == tc.action && l.Target == tgt.ID && l.To == (grid.Pos{X: 5, Y: 8}) {
				c = l
			}
		}
		if c.Action == "" {
			t.Fatalf("no %s at the target to (5,8)", tc.action)
		}
		if path := walkPath(b, c); !slices.Contains(path, hid.Pos) {
			t.Fatalf("%s: the path %v does not pass the hidden gunner", tc.action, path)
		}
		ev := apply(t, b, c)
		named := false
		for _, x := range ev {
			named = named || (x.Kind == rules.EvAction && x.Target == hid.ID && strings.Contains(x.Text, "runs into"))
		}
		if u.Pos != (grid.Pos{X: 5, Y: 5}) || !named || !b.Sees(u.Side, hid.ID) || u.Ticks != BaseTicks-4 || b.s.Pending != nil {
			t.Fatalf("%s: at %v, named %v, seen %v, %d ticks, pending %+v; %v", tc.action, u.Pos, named, b.Sees(u.Side, hid.ID), u.Ticks, b.s.Pending, ev)
		}
		if pr := b.Prompt(); pr.Kind != "turn" || pr.Unit != u.ID {
			t.Fatalf("%s: after the walk the prompt is %+v", tc.action, pr)
		}
	}
}

// TestSprintIntoHiddenUnit stages a trooper at the mouth of
// corridorField's corridor and an enemy round the bend, out of its sight: a Sprint down the
// corridor is offered through the enemy's square, the walk stops on the
// square before it with the Sprint paid, and the enemy, found, is seen and
// named; the trooper's turn goes on.
func TestSprintIntoHiddenUnit(t *testing.T) {
	f := corridorField(false)
	b, u, e := stageUnits(t, f, 3, "trooper", "gunner", grid.Pos{X: 3, Y: 2}, grid.Pos{X: 5, Y: 5})
	if b.Sees(u.Side, e.ID) {
		t.Fatal("the trooper sees round the bend")
	}
	c := findMove(t, b, u, "sprint", grid.Pos{X: 5, Y: 8})
	want := []grid.Pos{{X: 4, Y: 2}, {X: 5, Y: 2}, {X: 5, Y: 3}, {X: 5, Y: 4}, {X: 5, Y: 5}, {X: 5, Y: 6}, {X: 5, Y: 7}, {X: 5, Y: 8}}
	if path := b.Path(c); !slices.Equal(path, want) {
		t.Fatalf("the Sprint's path %v, want %v", path, want)
	}
	ev := apply(t, b, c)
	named := false
	for _, x := range ev {
		named = named || (x.Kind == rules.EvAction && x.Target == e.ID && strings.Contains(x.Text, "runs into"))
	}
	if u.Pos != (grid.Pos{X: 5, Y: 4}) || e.Pos != (grid.Pos{X: 5, Y: 5}) || !b.Sees(u.Side, e.ID) || !named ||
		u.Ticks != BaseTicks-c.Cost.N || !u.Sprinted {
		t.Fatalf("after the Sprint: at %v, enemy at %v seen %v named %v, %d ticks, sprinted %v; %v",
			u.Pos, e.Pos, b.Sees(u.Side, e.ID), named, u.Ticks, u.Sprinted, ev)
	}
	if pr := b.Prompt(); pr.Kind != "turn" || pr.Unit != u.ID {
		t.Fatalf("after the Sprint the prompt is %+v", pr)
	}
}
