package ads

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// findOpt returns side's legal command with the action, target and option.
func findOpt(t *testing.T, b *Battle, side int, action string, target int, option string) rules.Command {
	t.Helper()
	for _, c := range rulestest.Legal(b, side) {
		if c.Action == action && c.Target == target && c.Option == option {
			return c
		}
	}
	t.Fatalf("%s %q on %d is not legal for side %d", action, option, target, side)
	return rules.Command{}
}

// rollWith returns the first roll event of unit whose text starts with text.
func rollWith(ev []rules.Event, unit int, text string) (rules.Event, bool) {
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == unit && strings.HasPrefix(e.Text, text) {
			return e, true
		}
	}
	return rules.Event{}, false
}

// TestPressurePointStrike checks the strike's cost, its -2 in the odds and
// in the roll, the Resolve test it makes on a hit, and the statuses: Dazed,
// then Slowed (Speed -1 in movement and initiative, -1 to every defence).
func TestPressurePointStrike(t *testing.T) {
	b, duelist, tr := stageUnits(t, openField(12), 4, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	c := find(t, b, duelist.Side, "pressure_point_strike", tr.ID)
	if c.Cost.N != 3 || c.Weapon != 0 {
		t.Fatalf("pressure-point strike %+v, want 3 ticks with the blade", c)
	}
	o, err := b.Odds(c)
	if err != nil || !hasMod(o.Mods, "pressure-point strike", -2) {
		t.Fatalf("odds mods %v, %v", o.Mods, err)
	}
	apply(t, b, c)
	if duelist.Ticks != BaseTicks-3 || b.Prompt().Kind != "defend" {
		t.Fatalf("after the strike: %d ticks, prompt %+v", duelist.Ticks, b.Prompt())
	}
	ev := apply(t, b, find(t, b, tr.Side, "no_defence", rules.NoUnit))
	if r, ok := rollWith(ev, duelist.ID, "attack"); !ok || !hasMod(r.Mods, "pressure-point strike", -2) {
		t.Fatalf("attack roll %+v lacks the -2", r)
	}
	// Undefended, Agility 4 + Melee 3 - 2 always hits.
	if _, ok := rollWith(ev, tr.ID, "Resolve against the pressure-point strike"); !ok && tr.Health.Active() {
		t.Fatalf("no Resolve test after the hit: %v", ev)
	}
	// Two ticks left: no second strike.
	if hasAction(b, duelist.Side, "pressure_point_strike") {
		t.Fatal("a 3-tick strike offered with 2 ticks left")
	}

	// The statuses, through the resolve itself: a failure Dazes, then Slows.
	b, duelist, tr = stageUnits(t, openField(12), 5, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	var sev []rules.Event
	b.pressureResolve(tr, 100, &sev)
	if !tr.Aff.Dazed() || tr.Lasting.Slowed || !hasStatusEvent(sev, rules.EvStatusGained, "dazed") {
		t.Fatalf("first failure: dazed %v slowed %v", tr.Aff.Dazed(), tr.Lasting.Slowed)
	}
	b.pressureResolve(tr, 100, &sev)
	if !tr.Lasting.Slowed || !hasStatusEvent(sev, rules.EvStatusGained, "slowed") {
		t.Fatal("a dazed target failing again is not slowed")
	}
	if !containsStatus(b.Units()[tr.ID].Statuses, "slowed") {
		t.Fatalf("statuses %v lack slowed", b.Units()[tr.ID].Statuses)
	}
	if b.speed(tr) != b.spec(tr).Speed-1 {
		t.Fatalf("slowed speed %d, want %d", b.speed(tr), b.spec(tr).Speed-1)
	}
	for _, r := range b.Reach(rules.MoveOf(tr.ID, "move"), nil) {
		if grid.Distance(tr.Pos, r.To) > b.spec(tr).Speed-1 {
			t.Fatalf("a slowed Move reaches %v", r.To)
		}
	}
	_, _, mods := b.defence(tr, duelist, &pendingAttack{Attacker: duelist.ID, Target: tr.ID, Action: "melee_strike"}, "parry", 1, coverUse{section: -1})
	if !hasMod(mods, "slowed", -1) {
		t.Fatalf("slowed defence mods %v", mods)
	}
	// Resolve against no damage always holds.
	b, _, tr = stageUnits(t, openField(12), 5, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	b.pressureResolve(tr, 0, &sev)
	if tr.Aff.Dazed() {
		t.Fatal("dazed by a strike that did no damage")
	}
	// A ranged weapon in hand makes no pressure-point strike.
	b, g, tr := stage(t, openField(12), 5, grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	if hasAction(b, g.Side, "pressure_point_strike") {
		t.Fatal("pressure-point strike offered with a machine gun in hand")
	}
	_ = tr
}

// TestDistractingShot checks the shot's cost, range and sight like a
// Straight Shot, the -2 against Scrutiny with no defence prompt, the ammo
// it spends, and the 2 ticks lost at the start of the target's next turn.
func TestDistractingShot(t *testing.T) {
	won, lost := false, false
	for seed := uint64(1); seed <= 40 && !(won && lost); seed++ {
		b, g, tr := stage(t, openField(12), seed, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 8, Y: 5})
		c := find(t, b, g.Side, "distracting_shot", tr.ID)
		if c.Cost.N != 3 {
			t.Fatalf("distracting shot costs %v, want 3 ticks", c.Cost)
		}
		o, err := b.Odds(c)
		if err != nil || !hasMod(o.Mods, "distracting shot", -2) || !hasMod(o.Mods, "defence: scrutiny", 0) || o.Hit <= 0 || o.Hit >= 1 {
			t.Fatalf("odds %+v, %v", o, err)
		}
		ammo := g.Weapons[0].Ammo
		ev := apply(t, b, c)
		if b.s.Pending != nil || b.Prompt().Kind != "turn" {
			t.Fatalf("a distracting shot waits on a defence: %+v", b.Prompt())
		}
		at, ok1 := rollWith(ev, g.ID, "attack")
		sc, ok2 := rollWith(ev, tr.ID, "scrutiny")
		if !ok1 || !ok2 || !hasMod(at.Mods, "distracting shot", -2) {
			t.Fatalf("rolls: attack %+v scrutiny %+v", at, sc)
		}
		if g.Ticks != BaseTicks-3 || g.Weapons[0].Ammo > ammo-1 || g.Attacks != 1 {
			t.Fatalf("after the shot: ticks %d ammo %d (was %d) attacks %d", g.Ticks, g.Weapons[0].Ammo, ammo, g.Attacks)
		}
		for _, e := range ev {
			if e.Kind == rules.EvDamage {
				t.Fatal("a distracting shot dealt damage")
			}
		}
		if at.Total > sc.Total {
			won = true
			if tr.Lasting.Distracted != DistractTicks || !containsStatus(b.Units()[tr.ID].Statuses, "distracted") {
				t.Fatalf("won %d to %d but distracted = %d", at.Total, sc.Total, tr.Lasting.Distracted)
			}
			ev = apply(t, b, find(t, b, g.Side, "end_turn", rules.NoUnit))
			if b.current() != tr || tr.Ticks != BaseTicks-DistractTicks || tr.Lasting.Distracted != 0 || !hasStatusEvent(ev, rules.EvStatusLost, "distracted") {
				t.Fatalf("the target's turn starts with %d ticks, distracted %d", tr.Ticks, tr.Lasting.Distracted)
			}
		} else {
			lost = true // ties go to the target (G13)
			if tr.Lasting.Distracted != 0 {
				t.Fatalf("lost %d to %d but distracted", at.Total, sc.Total)
			}
		}
	}
	if !won || !lost {
		t.Fatalf("40 seeds gave won %v lost %v", won, lost)
	}
	// Out of range (beyond 3x the pistol's 8) and behind a wall: none.
	b, sh, tr := stageUnits(t, openField(40), 1, "duelist", "trooper", grid.Pos{X: 1, Y: 5}, grid.Pos{X: 30, Y: 5})
	sh.Drawn = 1
	if hasAction(b, sh.Side, "distracting_shot") {
		t.Fatal("distracting shot offered beyond 3R")
	}
	tr.Pos = grid.Pos{X: 20, Y: 5}
	if !hasAction(b, sh.Side, "distracting_shot") {
		t.Fatal("no distracting shot at 19 squares with a pistol (R 8)")
	}
	f := openField(12)
	for y := 0; y < 12; y++ {
		f.At(grid.Pos{X: 6, Y: y}).Terrain = grid.Wall
		f.At(grid.Pos{X: 6, Y: y}).BlocksSight = true
		f.At(grid.Pos{X: 6, Y: y}).Cost = 0
	}
	b, g, _ := stage(t, f, 1, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 9, Y: 5})
	if hasAction(b, g.Side, "distracting_shot") || hasAction(b, g.Side, "straight_shot") {
		t.Fatal("shots offered through a wall")
	}
	// A distraction takes no more ticks than the unit has, into no debt.
	b, _, tr = stage(t, openField(12), 2, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 8, Y: 5})
	tr.Ticks, tr.Lasting.Distracted = 1, DistractTicks
	var ev []rules.Event
	b.startTurnManoeuvres(tr, &ev)
	if tr.Ticks != 0 || ev[0].Value != 1 {
		t.Fatalf("distraction left %d ticks, lost %d", tr.Ticks, ev[0].Value)
	}
}

// TestDisablingShot checks the shot's areas, cost and -3, that it hits the
// area aimed at, and the statuses: arms and weapon -1 to attacks, legs -1
// to Duck and Dodge then Slowed, a weapon disabled then broken (no longer
// offered), and that an area at its worst is no longer offered.
func TestDisablingShot(t *testing.T) {
	b, g, tr := stage(t, openField(12), 3, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	var opts []string
	for _, c := range rulestest.Legal(b, g.Side) {
		if c.Action == "disabling_shot" && c.Target == tr.ID {
			opts = append(opts, c.Option)
			if c.Cost.N != 4 {
				t.Fatalf("disabling shot costs %v", c.Cost)
			}
		}
	}
	if strings.Join(opts, ",") != "arms,legs,weapon" {
		t.Fatalf("areas %v", opts)
	}
	legs := findOpt(t, b, g.Side, "disabling_shot", tr.ID, AreaLegs)
	o, err := b.Odds(legs)
	if err != nil || !hasMod(o.Mods, "disabling shot", -3) {
		t.Fatalf("odds %v, %v", o.Mods, err)
	}
	apply(t, b, legs)
	ev := apply(t, b, find(t, b, tr.Side, "no_defence", rules.NoUnit))
	hit := false
	for _, e := range ev {
		if e.Kind == rules.EvDamage {
			hit = true
			if e.Location != "legs" {
				t.Fatalf("a shot at the legs hit the %s", e.Location)
			}
		}
	}
	if r, ok := rollWith(ev, g.ID, "attack"); !ok || !hasMod(r.Mods, "disabling shot", -3) {
		t.Fatalf("attack roll %+v", r)
	}
	if _, ok := rollWith(ev, tr.ID, "Resolve against the disabling shot"); hit && !ok && tr.Health.Active() {
		t.Fatal("no Resolve test after a hit")
	}

	// The statuses, through the resolve itself.
	b, g, tr = stage(t, openField(12), 3, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	var sev []rules.Event
	b.disableResolve(tr, AreaLegs, 100, &sev)
	_, _, mods := b.defence(tr, g, &pendingAttack{Attacker: g.ID, Target: tr.ID, Action: "straight_shot"}, "dodge", 1, coverUse{section: -1})
	if !tr.Lasting.LegsDisabled || tr.Lasting.Slowed || !hasMod(mods, "legs disabled", -1) {
		t.Fatalf("legs: disabled %v slowed %v mods %v", tr.Lasting.LegsDisabled, tr.Lasting.Slowed, mods)
	}
	if _, _, mods = b.defence(tr, g, &pendingAttack{Attacker: g.ID, Target: tr.ID, Action: "straight_shot"}, "block", 1, coverUse{section: -1}); hasMod(mods, "legs disabled", -1) {
		t.Fatal("disabled legs weaken Block")
	}
	b.disableResolve(tr, AreaLegs, 100, &sev)
	if !tr.Lasting.Slowed || !containsStatus(b.Units()[tr.ID].Statuses, "slowed") || !containsStatus(b.Units()[tr.ID].Statuses, "disabled") {
		t.Fatalf("disabled legs hit again: slowed %v, statuses %v", tr.Lasting.Slowed, b.Units()[tr.ID].Statuses)
	}
	for _, c := range rulestest.Legal(b, g.Side) {
		if c.Action == "disabling_shot" && c.Option == AreaLegs {
			t.Fatal("legs offered again once slowed")
		}
	}
	b.disableResolve(tr, AreaArms, 100, &sev)
	p := &pendingAttack{Attacker: tr.ID, Target: g.ID, Action: "straight_shot", Weapon: 0}
	if !hasMod(b.attackMods(tr, g, p), "arms disabled", -1) {
		t.Fatal("disabled arms give no -1 to attacks")
	}
	if c := findOpt(t, b, g.Side, "disabling_shot", tr.ID, AreaWeapon); c.Option != AreaWeapon {
		t.Fatal("no weapon option")
	}
	b.disableResolve(tr, AreaWeapon, 100, &sev)
	if !tr.Weapons[0].Disabled || !hasMod(b.attackMods(tr, g, p), "weapon disabled", -1) {
		t.Fatal("a disabled weapon gives no -1 to its attacks")
	}
	if p1 := (&pendingAttack{Attacker: tr.ID, Target: g.ID, Action: "melee_strike", Weapon: 1}); hasMod(b.attackMods(tr, g, p1), "weapon disabled", -1) {
		t.Fatal("the other weapon is disabled too")
	}
	b.disableResolve(tr, AreaWeapon, 100, &sev)
	if !tr.Weapons[0].Broken || !hasStatusEvent(sev, rules.EvStatusGained, "broken_weapon") {
		t.Fatal("a disabled weapon hit again does not break")
	}
	for _, c := range rulestest.Legal(b, g.Side) {
		if c.Action == "disabling_shot" && c.Target == tr.ID {
			t.Fatalf("%s %q still offered on a target at its worst", c.Action, c.Option)
		}
	}
	// The target's turn: its broken rifle offers nothing, the knife may be
	// drawn.
	b.s.Turn = 1
	for _, c := range rulestest.Legal(b, tr.Side) {
		if c.Weapon == 0 && c.Action != "end_turn" && (c.Target != rules.NoUnit || c.Action == "reload" || c.Action == "overwatch" || c.Action == "draw") {
			t.Fatalf("%v offered with a broken weapon", c)
		}
	}
	if d := find(t, b, tr.Side, "draw", rules.NoUnit); d.Weapon != 1 {
		t.Fatalf("draw %+v, want the knife", d)
	}
	// Resolve held against no damage.
	b, _, tr = stage(t, openField(12), 3, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	b.disableResolve(tr, AreaArms, 0, &sev)
	if tr.Lasting.ArmsDisabled {
		t.Fatal("disabled by a shot that did no damage")
	}
}

// TestManoeuvreStateSaved checks the manoeuvres' statuses are in the saved
// state: they survive Save and Load, and they change the hash.
func TestManoeuvreStateSaved(t *testing.T) {
	b, _, tr := stage(t, openField(12), 3, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	h0 := b.Hash()
	tr.Lasting = lasting{ArmsDisabled: true, LegsDisabled: true, Slowed: true, Distracted: 2}
	tr.Weapons[0].Disabled, tr.Weapons[1].Broken = true, true
	b.s.Version++
	b.s.Version--
	if b.Hash() == h0 {
		t.Fatal("the hash ignores the manoeuvres' statuses")
	}
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, _ := New()
	lb, err := r.Load(data, b.field)
	if err != nil {
		t.Fatal(err)
	}
	l := lb.(*Battle)
	if l.s.Units[tr.ID].Lasting != tr.Lasting || !l.s.Units[tr.ID].Weapons[0].Disabled || !l.s.Units[tr.ID].Weapons[1].Broken || l.Hash() != b.Hash() {
		t.Fatalf("loaded %+v", l.s.Units[tr.ID])
	}
}

// TestGoneWeaponsInView checks the unit view marks a broken or taken
// weapon as gone and names why, and leaves a dropped one, which can be
// drawn again, usable.
func TestGoneWeaponsInView(t *testing.T) {
	for _, c := range []struct {
		mark       func(*weaponState)
		suffix     string
		gone, hand bool
	}{
		{func(*weaponState) {}, "", false, true},
		{func(ws *weaponState) { ws.Broken = true }, " (broken)", true, true},
		{func(ws *weaponState) { ws.Lost = true }, " (taken)", true, false},
		{func(ws *weaponState) { ws.Dropped = true }, " (dropped)", false, false},
	} {
		b, _, tr := stage(t, openField(12), 3, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
		name := b.Units()[tr.ID].Weapons[tr.Drawn].Name
		c.mark(&tr.Weapons[tr.Drawn])
		b.s.Version++
		w := b.Units()[tr.ID].Weapons[tr.Drawn]
		if w.Name != name+c.suffix || w.Gone != c.gone || w.Drawn != c.hand {
			t.Errorf("%q marked: view %+v, want name %q, gone %v, drawn %v", c.suffix, w, name+c.suffix, c.gone, c.hand)
		}
	}
}
