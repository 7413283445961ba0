package ads

import (
	"reflect"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// moveTo returns side's legal move command (of action) to p.
func moveTo(t *testing.T, b *Battle, side int, action string, p grid.Pos) rules.Command {
	t.Helper()
	for _, c := range rulestest.Legal(b, side) {
		if c.Action == action && c.To == p {
			return c
		}
	}
	t.Fatalf("no legal %s to %v", action, p)
	return rules.Command{}
}

// TestReactionStrike checks that walking out of a melee unit's reach
// stops the walk for the striker's decision, that the strike waits on the
// mover's defence, and that the walk then finishes; and that Quick Step
// provokes nothing.
func TestReactionStrike(t *testing.T) {
	// The gunner (side 0) at (5,5) walks away from the duelist at (5,6).
	b, mover, striker := stageUnits(t, openField(12), 2, "gunner", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	ev := apply(t, b, moveTo(t, b, mover.Side, "move", grid.Pos{X: 5, Y: 2}))
	pr := b.Prompt()
	if pr.Kind != "reaction_strike" || pr.Side != striker.Side || pr.Unit != striker.ID || pr.Attacker != mover.ID {
		t.Fatalf("prompt after leaving reach: %+v", pr)
	}
	if mover.Pos != (grid.Pos{X: 5, Y: 4}) || len(ev) == 0 || ev[len(ev)-1].Kind != rules.EvPrompt {
		t.Fatalf("the walk should stop after its first step: at %v", mover.Pos)
	}
	strike := find(t, b, striker.Side, "reaction_strike", mover.ID)
	if strike.Cost.N != 0 || !strike.Cost.Reaction {
		t.Fatalf("strike costs %v, want the free Reaction", strike.Cost)
	}
	if _, err := b.Odds(strike); err != nil {
		t.Fatalf("no odds for the strike: %v", err)
	}
	apply(t, b, strike)
	if pr := b.Prompt(); pr.Kind != "defend" || pr.Unit != mover.ID {
		t.Fatalf("prompt after the strike: %+v", pr)
	}
	apply(t, b, find(t, b, mover.Side, "duck", rules.NoUnit))
	if mover.Health.Active() && mover.Pos != (grid.Pos{X: 5, Y: 2}) {
		t.Fatalf("the walk did not finish: at %v", mover.Pos)
	}
	if pr := b.Prompt(); mover.Health.Active() && (pr.Kind != "turn" || pr.Unit != mover.ID) {
		t.Fatalf("prompt after the walk: %+v", pr)
	}

	// Quick Step out of reach provokes no strike (only a Follow Step).
	b, mover, _ = stageUnits(t, openField(12), 2, "gunner", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	apply(t, b, moveTo(t, b, mover.Side, "quick_step", grid.Pos{X: 5, Y: 4}))
	if pr := b.Prompt(); pr.Kind != "turn" && pr.Kind != "follow_step" {
		t.Fatalf("quick step provoked %+v", pr)
	}
}

// TestHoldLetsTheWalkGoOn checks "hold" passes the opportunity and the
// foe is not asked again during the same walk.
func TestHoldLetsTheWalkGoOn(t *testing.T) {
	b, mover, striker := stageUnits(t, openField(12), 2, "gunner", "duelist", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	apply(t, b, moveTo(t, b, mover.Side, "move", grid.Pos{X: 5, Y: 2}))
	h := b.Hash()
	apply(t, b, find(t, b, striker.Side, "hold", mover.ID))
	if b.Hash() == h || mover.Pos != (grid.Pos{X: 5, Y: 2}) || b.Prompt().Kind != "turn" {
		t.Fatalf("after hold: at %v, prompt %+v", mover.Pos, b.Prompt())
	}
	if striker.Ticks != BaseTicks || !striker.FreeReaction {
		t.Fatalf("holding cost the striker: ticks %d free %v", striker.Ticks, striker.FreeReaction)
	}
}

// TestOverwatch checks the arc, the free first shot at -1 when an enemy
// enters it, and that the watch ends at the watcher's next turn.
func TestOverwatch(t *testing.T) {
	b, watcher, runner := stage(t, openField(16), 4, grid.Pos{X: 2, Y: 8}, grid.Pos{X: 12, Y: 1})
	var ow rules.Command
	for _, c := range rulestest.Legal(b, watcher.Side) {
		if c.Action == "overwatch" && c.Option == "e" && c.Weapon == 0 {
			ow = c
		}
	}
	if ow.Action == "" || ow.Cost.N != 4 {
		t.Fatalf("no eastward overwatch for 4 ticks: %+v", ow)
	}
	apply(t, b, ow)
	area := b.overwatchArea(watcher.ID)
	in := map[grid.Pos]bool{}
	for _, p := range area {
		in[p] = true
	}
	reach := overwatchReach(b.weapon(watcher, 0))
	if !in[grid.Pos{X: 2 + reach, Y: 8}] || in[grid.Pos{X: 2 + reach + 1, Y: 8}] || in[grid.Pos{X: 2, Y: 12}] || in[watcher.Pos] {
		t.Fatalf("overwatch area of reach %d: %v", reach, area)
	}
	if areas := b.Areas(); len(areas) != 1 || areas[0].Kind != "overwatch" || len(areas[0].Squares) != len(area) {
		t.Fatalf("Areas: %+v", areas)
	}
	if !containsStatus(b.Units()[watcher.ID].Statuses, "overwatch") {
		t.Fatal("no overwatch status")
	}
	// The runner's turn: it runs south into the arc.
	b.s.Turn = 1
	apply(t, b, moveTo(t, b, runner.Side, "run", grid.Pos{X: 8, Y: 9}))
	pr := b.Prompt()
	if pr.Kind != "overwatch" || pr.Unit != watcher.ID || pr.Attacker != runner.ID {
		t.Fatalf("prompt on entering the arc: %+v (runner at %v)", pr, runner.Pos)
	}
	if !in[runner.Pos] {
		t.Fatalf("the walk stopped at %v, outside the arc", runner.Pos)
	}
	shot := find(t, b, watcher.Side, "overwatch_shot", runner.ID)
	if shot.Cost.N != 0 || shot.Cost.Reaction {
		t.Fatalf("first overwatch shot costs %v, want free", shot.Cost)
	}
	o, err := b.Odds(shot)
	if err != nil || !hasMod(o.Mods, "overwatch", -1) {
		t.Fatalf("overwatch shot odds %v, %v: want the -1", o.Mods, err)
	}
	apply(t, b, shot)
	apply(t, b, find(t, b, runner.Side, "no_defence", rules.NoUnit))
	if watcher.Overwatch == nil || watcher.Overwatch.Shots != 1 {
		t.Fatalf("overwatch after one shot: %+v", watcher.Overwatch)
	}
	// The watch ends at the start of the watcher's next turn.
	var ev []rules.Event
	b.endStances(watcher, &ev)
	if watcher.Overwatch != nil || !hasStatusEvent(ev, rules.EvStatusLost, "overwatch") {
		t.Fatal("overwatch outlived its owner's next turn")
	}
}

// TestSuppressingFire checks the Suppressed status and its -2, and the free
// Straight Shot when the suppressed unit moves, offered once.
func TestSuppressingFire(t *testing.T) {
	b, gunner, target := stage(t, openField(16), 5, grid.Pos{X: 2, Y: 8}, grid.Pos{X: 9, Y: 8})
	before := gunner.Weapons[0].Ammo
	apply(t, b, find(t, b, gunner.Side, "suppressing_fire", target.ID))
	if !target.Suppressed || target.SuppressedBy != gunner.ID || gunner.Weapons[0].Ammo != before-b.weapon(gunner, 0).RoF.Auto {
		t.Fatalf("suppressed %v by %d, ammo %d -> %d", target.Suppressed, target.SuppressedBy, before, gunner.Weapons[0].Ammo)
	}
	if target.Health.Stamina != target.Health.MaxStamina() {
		t.Fatal("suppressing fire did damage")
	}
	b.s.Turn = 1
	for _, c := range rulestest.Legal(b, target.Side) {
		if c.Action == "straight_shot" {
			o, err := b.Odds(c)
			if err != nil || !hasMod(o.Mods, "suppressed", -2) {
				t.Fatalf("suppressed unit's odds %v, %v: want -2", o.Mods, err)
			}
			break
		}
	}
	apply(t, b, moveTo(t, b, target.Side, "move", grid.Pos{X: 9, Y: 11}))
	if pr := b.Prompt(); pr.Kind != "suppression" || pr.Unit != gunner.ID {
		t.Fatalf("prompt when the suppressed unit moves: %+v", pr)
	}
	apply(t, b, find(t, b, gunner.Side, "suppress_shot", target.ID))
	apply(t, b, find(t, b, target.Side, "duck", rules.NoUnit))
	if gunner.SuppressShot {
		t.Fatal("the free shot is still available after being taken")
	}
	if target.Health.Active() {
		apply(t, b, moveTo(t, b, target.Side, "move", grid.Pos{X: 9, Y: 13}))
		if pr := b.Prompt(); pr.Kind != "turn" {
			t.Fatalf("a second free shot was offered: %+v", pr)
		}
	}
	var ev []rules.Event
	b.endStances(gunner, &ev)
	if target.Suppressed {
		t.Fatal("suppressed outlived the suppressor's next turn")
	}
}

// TestCharge checks a Charge walks at least two squares into reach and
// then attacks at +1, and is not offered to an adjacent-only approach.
func TestCharge(t *testing.T) {
	b, duelist, target := stageUnits(t, openField(16), 6, "duelist", "trooper", grid.Pos{X: 2, Y: 8}, grid.Pos{X: 7, Y: 8})
	var ch rules.Command
	for _, c := range rulestest.Legal(b, duelist.Side) {
		if c.Action == "charge" && c.Target == target.ID && c.To == (grid.Pos{X: 6, Y: 8}) {
			ch = c
		}
		if c.Action == "charge" && grid.Distance(duelist.Pos, c.To) < ChargeMinimum {
			t.Fatalf("charge to %v is shorter than %d squares", c.To, ChargeMinimum)
		}
	}
	if ch.Action == "" || ch.Cost.N != 4 {
		t.Fatalf("no 4-tick charge to (6,8): %+v", ch)
	}
	o, err := b.Odds(ch)
	if err != nil || !hasMod(o.Mods, "charge", 1) {
		t.Fatalf("charge odds %v, %v", o.Mods, err)
	}
	ev := apply(t, b, ch)
	if duelist.Pos != ch.To {
		t.Fatalf("charger at %v, want %v", duelist.Pos, ch.To)
	}
	steps := 0
	for _, e := range ev {
		if e.Kind == rules.EvStep {
			steps++
		}
	}
	if pr := b.Prompt(); steps != 4 || pr.Kind != "defend" || pr.Unit != target.ID {
		t.Fatalf("after the charge: %d steps, prompt %+v", steps, pr)
	}
	ev = apply(t, b, find(t, b, target.Side, "duck", rules.NoUnit))
	found := false
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == duelist.ID && hasMod(e.Mods, "charge", 1) {
			found = true
		}
	}
	if !found {
		t.Fatal("the charge's attack roll lacks its +1")
	}
}

// TestChargeOddsJudgedFromTheEndSquare checks that a Charge is priced from
// the square it ends on, where its attack is rolled: a duelist on a raised
// ladder square charging down to a trooper gets no higher-ground +1 in its
// odds, as it gets none on the roll, and Odds equals the priced Duck of
// the window the charge opens.
func TestChargeOddsJudgedFromTheEndSquare(t *testing.T) {
	f := openField(16)
	f.At(grid.Pos{X: 2, Y: 8}).Elevation, f.At(grid.Pos{X: 2, Y: 8}).Climb = 1, true
	b, duelist, target := stageUnits(t, f, 6, "duelist", "trooper", grid.Pos{X: 2, Y: 8}, grid.Pos{X: 7, Y: 8})
	var ch rules.Command
	for _, c := range rulestest.Legal(b, duelist.Side) {
		if c.Action == "charge" && c.Target == target.ID && c.To == (grid.Pos{X: 6, Y: 8}) {
			ch = c
		}
	}
	if ch.Action == "" {
		t.Fatal("no charge down to (6,8)")
	}
	o, err := b.Odds(ch)
	if err != nil {
		t.Fatal(err)
	}
	if hasMod(o.Mods, "higher ground", 1) {
		t.Errorf("the charge's odds give higher ground from the square it leaves: %v", o.Mods)
	}
	ev := apply(t, b, ch)
	if pr := b.Prompt(); pr.Kind != "defend" || pr.Unit != target.ID {
		t.Fatalf("after the charge: prompt %+v", pr)
	}
	duck := find(t, b, target.Side, "duck", rules.NoUnit)
	do, err := b.DefenceOdds(duck)
	if err != nil {
		t.Fatal(err)
	}
	if o.Hit != do.Hit || o.ExpectedDamage() != do.ExpectedDamage() {
		t.Errorf("Odds hit %.4f damage %.3f, the window's Duck %.4f %.3f", o.Hit, o.ExpectedDamage(), do.Hit, do.ExpectedDamage())
	}
	ev = append(ev, apply(t, b, duck)...)
	if mods, ok := rollMods(ev, duelist.ID, "attack"); !ok || hasMod(mods, "higher ground", 1) {
		t.Errorf("the charge's roll %v (found %v), want no higher ground", mods, ok)
	}
}

// openField is an n×n open field with corner spawns.
func openField(n int) *grid.Field {
	f := grid.NewField("open", n, n)
	spawnCorners(f)
	return f
}

// TestDiveForCover checks the dive against a ranged attack ends prone and
// in cover at the best square, with the attack rolled there against Duck
// with the cover and prone bonuses; and that a dive from a melee attack
// cancels it, while the dive itself provokes the striker.
func TestDiveForCover(t *testing.T) {
	b, att, def := stage(t, coverField(), 8, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	dive := find(t, b, def.Side, "dive_for_cover", rules.NoUnit)
	if dive.To != (grid.Pos{X: 5, Y: 6}) || dive.Cost.N != 0 || !dive.Cost.Reaction {
		t.Fatalf("dive offered to %v for %v, want (5,6) behind the wall for the free Reaction", dive.To, dive.Cost)
	}
	ev := apply(t, b, dive)
	if def.Pos != dive.To || !def.Prone || !def.InCover || def.CoverRound != b.s.Round {
		t.Fatalf("after the dive: at %v prone %v in cover %v (round %d)", def.Pos, def.Prone, def.InCover, def.CoverRound)
	}
	rolled := false
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == def.ID && e.Text == "duck" && hasMod(e.Mods, "cover", CoverBonus) && hasMod(e.Mods, "prone", 2) {
			rolled = true
		}
	}
	if !rolled || b.s.Pending != nil {
		t.Fatalf("no Duck roll with cover and prone after the dive (pending %v)", b.s.Pending)
	}

	b, duelist, def2 := stageUnits(t, openField(12), 9, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	apply(t, b, find(t, b, duelist.Side, "melee_strike", def2.ID))
	dive = find(t, b, def2.Side, "dive_for_cover", rules.NoUnit)
	if chebyshev(dive.To, duelist.Pos) <= 1 {
		t.Fatalf("melee dive to %v stays in reach", dive.To)
	}
	apply(t, b, dive)
	if pr := b.Prompt(); pr.Kind != "reaction_strike" || pr.Unit != duelist.ID {
		t.Fatalf("the dive out of reach did not provoke the duelist: %+v", pr)
	}
	ev = apply(t, b, find(t, b, duelist.Side, "hold", def2.ID))
	cancelled := false
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == duelist.ID {
			t.Fatal("the melee attack was rolled after the dive")
		}
		if e.Kind == rules.EvAction && e.Unit == duelist.ID && e.Action == "melee_strike" {
			cancelled = true
		}
	}
	if !cancelled || def2.Pos != dive.To || !def2.Prone {
		t.Fatalf("after the melee dive: cancelled %v, at %v prone %v", cancelled, def2.Pos, def2.Prone)
	}
}

// TestSprayAndPray checks one attack roll serves every opponent in the
// arc, nearest first, each defending separately, with the -3.
func TestSprayAndPray(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	rb, err := r.NewBattle(rules.Setup{Field: openField(16), Seed: 12, Sides: []rules.SideSetup{
		{Name: "A", Units: []string{"gunner"}}, {Name: "B", Units: []string{"trooper", "scout", "duelist"}}}})
	if err != nil {
		t.Fatal(err)
	}
	b := rb.(*Battle)
	g := &b.s.Units[0]
	g.Pos = grid.Pos{X: 2, Y: 8}
	far, near, out := &b.s.Units[1], &b.s.Units[2], &b.s.Units[3]
	far.Pos, near.Pos, out.Pos = grid.Pos{X: 9, Y: 9}, grid.Pos{X: 5, Y: 8}, grid.Pos{X: 2, Y: 12}
	b.s.Order, b.s.Turn, g.Ticks = []int{0, 1, 2, 3}, 0, BaseTicks
	var spray rules.Command
	for _, c := range rulestest.Legal(b, 0) {
		if c.Action == "spray_and_pray" && c.Option == "e" && c.Weapon == 0 {
			spray = c
		}
	}
	if spray.Action == "" {
		t.Fatal("no eastward spray")
	}
	ev := apply(t, b, spray)
	var faces []int
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == g.ID {
			faces = e.Dice
		}
	}
	var order []int
	for n := 0; n < 4 && b.s.Pending != nil; n++ {
		order = append(order, b.s.Pending.Target)
		ev = apply(t, b, find(t, b, 1, "duck", rules.NoUnit))
		for _, e := range ev {
			if e.Kind == rules.EvRoll && e.Unit == g.ID {
				if !hasMod(e.Mods, "spray 'n pray", -3) || len(e.Dice) != len(faces) || e.Dice[0] != faces[0] {
					t.Fatalf("spray roll on unit %d: dice %v mods %v, want the one roll %v with -3", e.Target, e.Dice, e.Mods, faces)
				}
			}
		}
	}
	if len(order) != 2 || order[0] != near.ID || order[1] != far.ID {
		t.Fatalf("spray targets %v, want nearest first [%d %d] and not %d outside the arc", order, near.ID, far.ID, out.ID)
	}
	if b.s.Spray != nil || b.Prompt().Kind != "turn" {
		t.Fatalf("spray not finished: %+v", b.Prompt())
	}
}

// TestDraw checks only the weapon in hand attacks, Draw costs a tick, and
// a Draw after a Move is free once that turn.
func TestDraw(t *testing.T) {
	b, g, target := stage(t, openField(12), 3, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	for _, c := range rulestest.Legal(b, g.Side) {
		if c.Target == target.ID && c.Weapon != 0 {
			t.Fatalf("%s with weapon %d offered while weapon 0 is in hand", c.Action, c.Weapon)
		}
	}
	if !b.Units()[g.ID].Weapons[0].Drawn || b.Units()[g.ID].Weapons[1].Drawn {
		t.Fatal("the first weapon should be the one in hand")
	}
	d := find(t, b, g.Side, "draw", rules.NoUnit)
	if d.Weapon != 1 || d.Cost.N != 1 {
		t.Fatalf("draw %+v, want weapon 1 for a tick", d)
	}
	apply(t, b, d)
	shot := find(t, b, g.Side, "straight_shot", target.ID)
	if shot.Weapon != 1 || g.Ticks != BaseTicks-1 {
		t.Fatalf("after drawing: shot with weapon %d, ticks %d", shot.Weapon, g.Ticks)
	}
	apply(t, b, moveTo(t, b, g.Side, "move", grid.Pos{X: 2, Y: 7}))
	d = find(t, b, g.Side, "draw", rules.NoUnit)
	if d.Weapon != 0 || d.Cost.N != 0 {
		t.Fatalf("draw after a move costs %v, want free", d.Cost)
	}
	apply(t, b, d)
	if d = find(t, b, g.Side, "draw", rules.NoUnit); d.Cost.N != 1 {
		t.Fatalf("a second draw after the move costs %v, want a tick", d.Cost)
	}
}

// TestCoveringFire checks Covering Fire spends full-auto ammunition and
// gives the firer's allies, not the firer, +1 to defence until its next
// turn.
func TestCoveringFire(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	rb, err := r.NewBattle(rules.Setup{Field: openField(12), Seed: 4, Sides: []rules.SideSetup{
		{Name: "A", Units: []string{"gunner", "trooper"}}, {Name: "B", Units: []string{"trooper"}}}})
	if err != nil {
		t.Fatal(err)
	}
	b := rb.(*Battle)
	g, ally, foe := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
	g.Pos, ally.Pos, foe.Pos = grid.Pos{X: 2, Y: 2}, grid.Pos{X: 2, Y: 4}, grid.Pos{X: 8, Y: 4}
	b.s.Order, b.s.Turn = []int{0, 2, 1}, 0
	g.Ticks, foe.Ticks = BaseTicks, BaseTicks
	ammo := g.Weapons[0].Ammo
	apply(t, b, find(t, b, 0, "covering_fire", rules.NoUnit))
	if !g.CoveringFire || g.Weapons[0].Ammo != ammo-b.weapon(g, 0).RoF.Auto || g.Ticks != BaseTicks-3 {
		t.Fatalf("covering fire %v, ammo %d -> %d, ticks %d", g.CoveringFire, ammo, g.Weapons[0].Ammo, g.Ticks)
	}
	b.s.Turn = 1
	for _, target := range []*unitState{ally, g} {
		o, err := b.Odds(find(t, b, 1, "straight_shot", target.ID))
		if err != nil {
			t.Fatal(err)
		}
		if got := hasMod(o.Mods, "defence: covering fire", 1); got != (target == ally) {
			t.Fatalf("shot at unit %d: covering fire modifier %v; mods %v", target.ID, got, o.Mods)
		}
	}
	var ev []rules.Event
	b.endStances(g, &ev)
	if g.CoveringFire {
		t.Fatal("covering fire outlived the firer's next turn")
	}
}

// TestOverwatchAreaIsWatched plays random battles and checks at every step
// that each unit's overwatchArea is, in row order, every square of the
// field it watches, and the overwatch area Areas lists for it.
func TestOverwatchAreaIsWatched(t *testing.T) {
	areas := 0
	for seed := uint64(1); seed <= 12; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 3)
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			for i := range b.s.Units {
				want := watchedSquares(b, i)
				got := b.overwatchArea(i)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d step %d: unit %d's overwatch area is %v, want %v", seed, n, i, got, want)
				}
				// The area Areas lists for the unit, which the AI reads.
				var listed []grid.Pos
				for _, a := range b.Areas() {
					if a.Kind == "overwatch" && a.Unit == i {
						listed = a.Squares
					}
				}
				if !reflect.DeepEqual(got, listed) {
					t.Fatalf("seed %d step %d: unit %d's overwatch area is %v, Areas lists %v", seed, n, i, got, listed)
				}
				if want != nil {
					areas++
				}
			}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if areas < 20 {
		t.Fatalf("only %d overwatch areas met: too few to tell", areas)
	}
}

// watchedSquares lists, in row order, the squares of b's field that unit
// index i watches (watches), square by square.
func watchedSquares(b *Battle, i int) []grid.Pos {
	var out []grid.Pos
	for y := 0; y < b.field.H; y++ {
		for x := 0; x < b.field.W; x++ {
			if p := (grid.Pos{X: x, Y: y}); b.watches(&b.s.Units[i], p) {
				out = append(out, p)
			}
		}
	}
	return out
}
