package ads

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestHipFire checks Hip Fire end to end: a target behind a wall, out of
// the trooper's sight for a Burst but seen by its side's scout, is offered
// from squares up to 2x Speed away from which it is in sight, for 4 ticks
// (and not at all once the side sees it no more); the odds and the roll
// carry -2 for hip fire (not Burst's -1) and the range band from the end
// square; the unit walks there, then fires the Burst count of rounds.
func TestHipFire(t *testing.T) {
	b := stageSides(t, sprintField(), 3, []string{"trooper", "scout"}, []string{"gunner"}, grid.Pos{X: 2, Y: 8}, grid.Pos{X: 10, Y: 2}, grid.Pos{X: 6, Y: 8})
	u, scout, tgt := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
	if !b.Sees(u.Side, tgt.ID) || b.clearLine(u.Pos, tgt.Pos) {
		t.Fatal("the scout should see the target, the trooper not")
	}
	blind := b.Clone().(*Battle)
	blind.s.Units[scout.ID].Pos = grid.Pos{X: 0, Y: 8}
	if blind.Sees(u.Side, tgt.ID) || hasAction(blind, u.Side, "hip_fire") {
		t.Fatal("a hip fire at a target the side does not see")
	}
	for _, c := range rulestest.Legal(b, u.Side) {
		if c.Action == "burst" && c.Target == tgt.ID {
			t.Fatal("a Burst through the wall")
		}
	}
	var hf rules.Command
	n := 0
	allow := MoveAllowance("hip_fire", b.spec(u).Speed)
	_, r := b.reach(u, allow)
	for _, c := range rulestest.Legal(b, u.Side) {
		if c.Action != "hip_fire" {
			continue
		}
		n++
		if cost, ok := r.Cost(c.To); !ok || cost > allow || c.To == u.Pos || !b.clearLine(c.To, tgt.Pos) || c.Cost.N != 4 {
			t.Fatalf("hip fire %+v: reach %d %v, sight %v", c, cost, ok, b.clearLine(c.To, tgt.Pos))
		}
		if !b.hipFireValid(c) {
			t.Fatalf("legal hip fire %+v is not valid", c)
		}
		if c.Target == tgt.ID && c.To == (grid.Pos{X: 4, Y: 4}) {
			hf = c
		}
	}
	if n == 0 || hf.Action == "" {
		t.Fatalf("%d hip fire commands, none to (4,4)", n)
	}
	bad := hf
	bad.To = u.Pos
	if b.hipFireValid(bad) {
		t.Fatal("a hip fire without moving is valid")
	}
	bad.To = grid.Pos{X: 2, Y: 15}
	if b.hipFireValid(bad) {
		t.Fatal("a hip fire beyond 2x Speed is valid")
	}
	if _, err := b.Apply(bad); err == nil {
		t.Fatal("Apply took an illegal hip fire")
	}
	// A weapon in hand that is dropped, lost or broken fires no Hip Fire:
	// Legal offers none, and Odds refuses to price one.
	for _, spoil := range []func(*weaponState){
		func(ws *weaponState) { ws.Dropped = true },
		func(ws *weaponState) { ws.Lost = true },
		func(ws *weaponState) { ws.Broken = true },
	} {
		nb := b.Clone().(*Battle)
		nu := &nb.s.Units[u.ID]
		nu.Weapons = slices.Clone(nu.Weapons)
		spoil(&nu.Weapons[nu.Drawn])
		for _, c := range rulestest.Legal(nb, u.Side) {
			if c.Action == "hip_fire" {
				t.Fatalf("hip fire offered with a spoilt weapon: %+v", nu.Weapons[nu.Drawn])
			}
		}
		if _, err := nb.Odds(hf); err == nil {
			t.Fatalf("Odds priced a hip fire with a spoilt weapon: %+v", nu.Weapons[nu.Drawn])
		}
	}
	o, err := b.Odds(hf)
	// From the start the target would be at short range (+1); from the
	// end square, 5 squares away, the band is +0 and shows no modifier.
	ranged := false
	for _, m := range o.Mods {
		ranged = ranged || m.Source == "range"
	}
	if err != nil || !hasMod(o.Mods, "hip fire", -2) || hasMod(o.Mods, "burst", -1) || ranged || u.Pos != (grid.Pos{X: 2, Y: 8}) {
		t.Fatalf("hip fire odds %v (%v), unit at %v", o.Mods, err, u.Pos)
	}
	ev := apply(t, b, hf)
	steps := 0
	for _, e := range ev {
		if e.Kind == rules.EvStep {
			steps++
		}
	}
	if pr := b.Prompt(); u.Pos != hf.To || steps < 4 || pr.Kind != "defend" || pr.Unit != tgt.ID {
		t.Fatalf("after the hip fire's walk: at %v after %d steps, prompt %+v", u.Pos, steps, pr)
	}
	if u.Ticks != BaseTicks-4 || u.Weapons[0].Ammo != b.weapon(u, 0).Magazine-3 || !u.Moved {
		t.Fatalf("ticks %d ammo %d moved %v", u.Ticks, u.Weapons[0].Ammo, u.Moved)
	}
	ev = apply(t, b, find(t, b, tgt.Side, "duck", rules.NoUnit))
	shots, rolled := 0, false
	for _, e := range ev {
		switch {
		case e.Kind == rules.EvShot && e.Unit == u.ID:
			shots++
		case e.Kind == rules.EvRoll && e.Unit == u.ID && hasMod(e.Mods, "hip fire", -2) && !hasMod(e.Mods, "burst", -1):
			rolled = true
		}
	}
	if shots != 3 || !rolled {
		t.Fatalf("%d shots, attack roll with hip fire -2: %v", shots, rolled)
	}
}

// TestHipFireProvokes checks that Hip Fire's move out of a melee foe's
// reach provokes a Reaction Strike (G11) before the burst.
func TestHipFireProvokes(t *testing.T) {
	b, u, foe := stageUnits(t, openField(12), 3, "trooper", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	var hf rules.Command
	for _, c := range rulestest.Legal(b, u.Side) {
		if c.Action == "hip_fire" && c.Target == foe.ID && c.To == (grid.Pos{X: 5, Y: 2}) {
			hf = c
		}
	}
	if hf.Action == "" {
		t.Fatal("no hip fire to (5,2)")
	}
	apply(t, b, hf)
	if pr := b.Prompt(); pr.Kind != "reaction_strike" || pr.Unit != foe.ID {
		t.Fatalf("prompt after leaving reach: %+v", pr)
	}
	// Prone or after a Run there is no Hip Fire.
	b, u, _ = stageUnits(t, openField(12), 3, "trooper", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 9, Y: 9})
	u.Prone = true
	if hasAction(b, u.Side, "hip_fire") {
		t.Fatal("hip fire while prone")
	}
	u.Prone, u.Ran = false, true
	if hasAction(b, u.Side, "hip_fire") {
		t.Fatal("hip fire after a Run")
	}
}

// TestHipFireLegalAsReach checks that hipFireLegal lists, by target and
// then in the movement search's order, the squares from which
// hipFireReach lets the unit fire at the target, on fields of full cover
// sections of which some are broken, with the target hunkered in cover or
// not.
func TestHipFireLegalAsReach(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	listed := 0
	for n := 0; n < 40; n++ {
		f := openField(16)
		for k := 0; k < 30; k++ {
			p := grid.Pos{X: rng.IntN(16), Y: rng.IntN(16)}
			cv := grid.Cover{Material: grid.Stone, Full: rng.IntN(3) > 0, Cell: p}
			i := int16(len(f.Covers))
			switch rng.IntN(3) {
			case 0:
				if c := f.At(p); c.Cover < 0 && p.X > 2 && p.X < 13 {
					f.Covers = append(f.Covers, cv)
					c.Cover, c.Cost = i, 0
				}
			case 1:
				if cv.Edge = grid.North; f.HEdges[p.Y*16+p.X] < 0 {
					f.Covers = append(f.Covers, cv)
					f.HEdges[p.Y*16+p.X] = i
				}
			default:
				if cv.Edge = grid.West; f.VEdges[p.Y*17+p.X] < 0 {
					f.Covers = append(f.Covers, cv)
					f.VEdges[p.Y*17+p.X] = i
				}
			}
		}
		b, u, tgt := stageUnits(t, f, uint64(n), "trooper", "gunner", grid.Pos{X: 1, Y: rng.IntN(16)}, grid.Pos{X: 14, Y: rng.IntN(16)})
		for i := range b.s.Covers {
			if rng.IntN(3) == 0 {
				b.s.Covers[i].Take(1000)
			}
		}
		b.brokenCovers = brokenMemo{}
		tgt.Hunkered, tgt.InCover = n%2 == 0, n%4 == 0
		wi := u.Drawn
		if !b.canHipFire(u, wi) {
			t.Fatalf("field %d: the trooper cannot hip fire", n)
		}
		r := b.weapon(u, wi).Range
		var want []grid.Pos
		for _, sq := range b.heldSpots(u, nil, MoveAllowance("hip_fire", b.speed(u))) {
			if b.hipFireReach(r, tgt, sq.Pos()) {
				want = append(want, sq.Pos())
			}
		}
		got, stray := hipFireSquares(b, u, wi, tgt)
		if stray != nil {
			t.Fatalf("field %d: listed %+v", n, *stray)
		}
		got = unlistedSquares(t, b, u, wi, tgt, got)
		if !slices.Equal(got, want) {
			t.Fatalf("field %d: listed %v, want %v", n, got, want)
		}
		listed += len(got)
	}
	if listed == 0 {
		t.Fatal("no hip fire listed")
	}
}

// TestRangeLimit checks that RangeMod lets a weapon fire at a distance
// exactly when the distance is within rangeLimit.
func TestRangeLimit(t *testing.T) {
	for r := -2; r <= 60; r++ {
		for d := 0; d <= 200; d++ {
			if _, ok := RangeMod(d, r); ok != (d <= rangeLimit(r)) {
				t.Fatalf("range %d at %d: RangeMod says %v, rangeLimit %d", r, d, ok, rangeLimit(r))
			}
		}
	}
}

// TestHipFireLegalInRange checks that hipFireLegal lists the squares from
// which hipFireReach lets the unit fire at the target, in the search's
// order, with the target beyond range of every square of the movement,
// of some or of all (the box around the squares telling the first and
// the last), hunkered in cover or not, on an open field with walls: the
// target stands on each square of a row in turn, so that its distances
// from the box's corners pass the weapon's range one by one.
func TestHipFireLegalInRange(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	const size = 48
	var none, some, all, listed int
	for n := 0; n < 16; n++ {
		f := openField(size)
		for k := 0; k < 80; k++ {
			p := grid.Pos{X: 3 + rng.IntN(size-3), Y: rng.IntN(size)}
			c := f.At(p)
			c.Terrain, c.Cost, c.BlocksSight = grid.Wall, 0, true
		}
		from := grid.Pos{X: 1, Y: rng.IntN(size)}
		b, u, tgt := stageUnits(t, f, uint64(n), "scout", "gunner", from, grid.Pos{X: 2, Y: rng.IntN(size)})
		tgt.Hunkered, tgt.InCover = n%3 == 0, n%6 == 0
		wi := u.Drawn
		if !b.canHipFire(u, wi) {
			t.Fatalf("field %d: the scout cannot hip fire", n)
		}
		r := b.weapon(u, wi).Range
		for x := 2; x < size; x++ {
			tgt.Pos.X = x
			if f.At(tgt.Pos).Terrain == grid.Wall {
				continue
			}
			spots := b.heldSpots(u, nil, MoveAllowance("hip_fire", b.speed(u)))
			var want []grid.Pos
			in := 0
			for _, sq := range spots {
				if _, ok := RangeMod(grid.Distance(sq.Pos(), tgt.Pos), r); ok {
					in++
				}
				if b.hipFireReach(r, tgt, sq.Pos()) {
					want = append(want, sq.Pos())
				}
			}
			switch in {
			case 0:
				none++
			case len(spots):
				all++
			default:
				some++
			}
			got, stray := hipFireSquares(b, u, wi, tgt)
			if stray != nil {
				t.Fatalf("field %d, target on %v: listed %+v", n, tgt.Pos, *stray)
			}
			got = unlistedSquares(t, b, u, wi, tgt, got)
			if !slices.Equal(got, want) {
				t.Fatalf("field %d, target on %v: listed %v, want %v", n, tgt.Pos, got, want)
			}
			listed += len(got)
		}
	}
	if none == 0 || some == 0 || all == 0 || listed == 0 {
		t.Fatalf("targets in range of no square %d, some %d, all %d, %d listed: want each", none, some, all, listed)
	}
}

// hipFireSquares lists u's Hip Fire with weapon wi at tgt through its
// entry's Reach, and returns the end squares, or the entry when
// hipFireLegal lists it otherwise than as one spread entry at tgt.
func hipFireSquares(b *Battle, u *unitState, wi int, tgt *unitState) ([]grid.Pos, *rules.Command) {
	var got []grid.Pos
	var cache []grid.Spot
	cmd := func(a string, unit int, c rules.Cost) rules.Command {
		return rules.Command{Action: a, Unit: unit, Cost: c}
	}
	for _, c := range b.hipFireLegal(nil, u, wi, cmd, nil, &cache, nil) {
		if c.Target != tgt.ID {
			continue
		}
		if c.Weapon != wi || c.Action != "hip_fire" || !c.Spread() {
			return got, &c
		}
		for _, r := range b.attackReach(nil, u, c) {
			got = append(got, r.To)
		}
	}
	return got, nil
}

// unlistedSquares checks that a target u's side does not see now has no
// Hip Fire listed (got is what was), and returns the squares the Hip Fire
// would reach it from once seen: hipFireSquares' in sight; for a seen
// target, got itself.
func unlistedSquares(t *testing.T, b *Battle, u *unitState, wi int, tgt *unitState, got []grid.Pos) []grid.Pos {
	t.Helper()
	if b.Sees(u.Side, tgt.ID) {
		return got
	}
	if len(got) > 0 {
		t.Fatalf("a hip fire at unseen target on %v listed from %v", tgt.Pos, got)
	}
	var cache []grid.Spot
	ps, seen := b.hipFireSquares(u, wi, tgt, nil, &cache)
	var out []grid.Pos
	for k, p := range ps {
		if seen[k] {
			out = append(out, p)
		}
	}
	return out
}
