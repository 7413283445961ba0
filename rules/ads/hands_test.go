package ads

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestOffHand checks the second hand: a one-handed weapon in hand lets a
// one-handed weapon be drawn into the off hand (as Draw costs), a
// two-handed one does not; the off-hand weapon strikes at -1 or shoots at
// -2, an Ambidextrous unit at 0, with its own ammunition; drawing the
// off-hand weapon or a two-handed one into the main hand empties the off
// hand.
func TestOffHand(t *testing.T) {
	// The duelist (blade, pistol; Ambidextrous) shooting with the pistol
	// in the off hand.
	b, d, tr := stageUnits(t, openField(12), 7, "duelist", "trooper", grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	if hasAction(b, d.Side, "off_hand_shot") || hasAction(b, d.Side, "off_hand_strike") {
		t.Fatal("an off-hand attack offered with the off hand empty")
	}
	dr := find(t, b, d.Side, "draw_off_hand", rules.NoUnit)
	if dr.Weapon != 1 || dr.Cost.N != 1 {
		t.Fatalf("draw into the off hand %+v, want the pistol for a tick", dr)
	}
	apply(t, b, dr)
	if offHand(d) != 1 || d.Drawn != 0 || d.Ticks != BaseTicks-1 {
		t.Fatalf("after the draw: off %d, main %d, ticks %d", offHand(d), d.Drawn, d.Ticks)
	}
	for _, c := range rulestest.Legal(b, d.Side) {
		if c.Action == "draw_off_hand" && c.Weapon != 2 {
			t.Fatalf("%v offered; only the knife may replace the pistol in the off hand", c)
		}
	}
	sh := find(t, b, d.Side, "off_hand_shot", tr.ID)
	if sh.Weapon != 1 || sh.Cost.N != 2 {
		t.Fatalf("off-hand shot %+v, want the pistol for 2 ticks", sh)
	}
	o, err := b.Odds(sh)
	if err != nil || !hasMod(o.Mods, "off hand (ambidextrous)", 0) {
		t.Fatalf("odds %v, %v", o.Mods, err)
	}
	ammo := d.Weapons[1].Ammo
	apply(t, b, sh)
	ev := apply(t, b, find(t, b, tr.Side, "duck", rules.NoUnit))
	if r, ok := rollWith(ev, d.ID, "attack"); !ok || !hasMod(r.Mods, "off hand (ambidextrous)", 0) || d.Weapons[1].Ammo > ammo-1 || d.Weapons[0].Ammo != 0 {
		t.Fatalf("off-hand shot roll %+v, pistol ammo %d (was %d)", r, d.Weapons[1].Ammo, ammo)
	}
	// Taking the pistol into the main hand empties the off hand.
	apply(t, b, find(t, b, d.Side, "draw", rules.NoUnit))
	if d.Drawn != 1 || offHand(d) != -1 {
		t.Fatalf("after drawing the pistol: main %d, off %d", d.Drawn, offHand(d))
	}

	// The scout (smg, knife; not Ambidextrous) striking with the knife.
	b, s, tr := stageUnits(t, openField(12), 7, "scout", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	apply(t, b, find(t, b, s.Side, "draw_off_hand", rules.NoUnit))
	st := find(t, b, s.Side, "off_hand_strike", tr.ID)
	if o, err := b.Odds(st); err != nil || !hasMod(o.Mods, "off hand", -1) || st.Cost.N != 2 || st.Weapon != 1 {
		t.Fatalf("off-hand strike %+v odds %v, %v", st, o.Mods, err)
	}
	for _, c := range rulestest.Legal(b, s.Side) {
		if c.Action == "off_hand_shot" {
			t.Fatal("an off-hand shot offered with a knife in the off hand")
		}
	}

	// The trooper's rifle is two-handed: no off hand beside it.
	b, tr2, _ := stageUnits(t, openField(12), 7, "trooper", "scout", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	if hasAction(b, tr2.Side, "draw_off_hand") {
		t.Fatal("a draw into the off hand offered beside a two-handed rifle")
	}
	// Drawing a two-handed weapon empties the off hand.
	b, s, _ = stageUnits(t, openField(12), 7, "scout", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 9, Y: 5})
	s.Off = 2
	b.drawMain(s, 0)
	if offHand(s) != 1 {
		t.Fatal("a one-handed main weapon emptied the off hand")
	}
	c, _ := b.content.Weapon("rifle")
	if !c.TwoHanded {
		t.Fatal("the rifle is not two-handed")
	}
}

// stageTwo builds a battle of side A's ua against side B's two ub on f,
// placed at a, d1 and d2, with A's unit to act on full ticks.
func stageTwo(t *testing.T, f *grid.Field, seed uint64, ua, ub string, a, d1, d2 grid.Pos) (*Battle, *unitState, *unitState, *unitState) {
	t.Helper()
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	rb, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: []rules.SideSetup{
		{Name: "A", Units: []string{ua}}, {Name: "B", Units: []string{ub, ub}}}})
	if err != nil {
		t.Fatal(err)
	}
	b := rb.(*Battle)
	u, t1, t2 := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
	u.Pos, t1.Pos, t2.Pos = a, d1, d2
	b.s.Order, b.s.Turn = []int{u.ID, t1.ID, t2.ID}, 0
	u.Ticks, t1.Ticks, t2.Ticks = BaseTicks, BaseTicks, BaseTicks
	return b, u, t1, t2
}

// attackRolls returns the attack roll events of unit in ev.
func attackRolls(ev []rules.Event, unit int) []rules.Event {
	var out []rules.Event
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == unit && e.Text == "attack" {
			out = append(out, e)
		}
	}
	return out
}

// TestMultiStrike checks the Multi-Strike: only with the feat and two
// weapons of one kind in hand, 3 ticks, one attack roll for both weapons
// (the primary at -1, the secondary at -3, -1 Ambidextrous), one defence
// roll against the same target, and one defence by each of two targets.
func TestMultiStrike(t *testing.T) {
	b, d, t1, t2 := stageTwo(t, openField(12), 11, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5}, grid.Pos{X: 5, Y: 6})
	if hasAction(b, d.Side, "multi_strike") {
		t.Fatal("a multi-strike offered with one weapon in hand")
	}
	for _, c := range rulestest.Legal(b, d.Side) {
		if c.Action == "draw_off_hand" && c.Weapon == 2 {
			apply(t, b, c)
		}
	}
	if offHand(d) != 2 {
		t.Fatalf("the knife is not in the off hand (%d)", offHand(d))
	}
	var opts []string
	for _, c := range rulestest.Legal(b, d.Side) {
		if c.Action == "multi_strike" {
			if c.Cost.N != 3 || c.Weapon != 0 {
				t.Fatalf("multi-strike %+v", c)
			}
			opts = append(opts, fmt.Sprint(c.Target, ":", c.Option))
		}
	}
	if strings.Join(opts, " ") != "1: 1:2 2:1 2:" {
		t.Fatalf("multi-strikes %v", opts)
	}
	same := findOpt(t, b, d.Side, "multi_strike", t1.ID, "")
	if o, err := b.Odds(same); err != nil || !hasMod(o.Mods, "multi-strike primary", -1) {
		t.Fatalf("odds %v, %v", o.Mods, err)
	}
	apply(t, b, same)
	ev := apply(t, b, find(t, b, t1.Side, "duck", rules.NoUnit))
	rolls := attackRolls(ev, d.ID)
	ducks := 0
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == t1.ID && e.Text == "duck" {
			ducks++
		}
	}
	if len(rolls) != 2 || fmt.Sprint(rolls[0].Dice) != fmt.Sprint(rolls[1].Dice) || ducks != 1 || t1.Defences != 1 {
		t.Fatalf("%d attack rolls %v, %d ducks, %d defences", len(rolls), rolls, ducks, t1.Defences)
	}
	if !hasMod(rolls[0].Mods, "multi-strike primary", -1) || !hasMod(rolls[1].Mods, "multi-strike secondary (ambidextrous)", -1) || hasMod(rolls[1].Mods, "off hand", -1) {
		t.Fatalf("mods %v / %v", rolls[0].Mods, rolls[1].Mods)
	}
	if d.Ticks != BaseTicks-1-3 || d.Attacks != 1 || b.s.Pending != nil {
		t.Fatalf("after: ticks %d attacks %d pending %v", d.Ticks, d.Attacks, b.s.Pending)
	}

	// Two targets: each defends once, against the same roll.
	b, d, t1, t2 = stageTwo(t, openField(12), 12, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5}, grid.Pos{X: 5, Y: 6})
	d.Off = 3
	apply(t, b, findOpt(t, b, d.Side, "multi_strike", t1.ID, "2"))
	ev = apply(t, b, find(t, b, t1.Side, "no_defence", rules.NoUnit))
	if pr := b.Prompt(); pr.Kind != "defend" || pr.Unit != t2.ID {
		t.Fatalf("the second target is not asked to defend: %+v", pr)
	}
	// Its defence is priced against the roll already made.
	nd := find(t, b, t2.Side, "no_defence", rules.NoUnit)
	if o, err := b.DefenceOdds(nd); err != nil || !hasMod(o.Mods, "multi-strike roll", b.s.Pending.Preset.Roll.Successes) || (o.Hit != 0 && o.Hit != 1) {
		t.Fatalf("the second target's defence odds %+v, %v", o, err)
	}
	ev = append(ev, apply(t, b, find(t, b, t2.Side, "no_defence", rules.NoUnit))...)
	rolls = attackRolls(ev, d.ID)
	if len(rolls) != 2 || rolls[0].Target != t1.ID || rolls[1].Target != t2.ID || fmt.Sprint(rolls[0].Dice) != fmt.Sprint(rolls[1].Dice) {
		t.Fatalf("rolls %v", rolls)
	}

	// No feat, no multi-strike: the scout with a knife beside its smg has
	// mixed kinds anyway; a copy of the duelist without the feat has none.
	sp, _ := b.content.Unit("scout")
	if contains(sp.Feats, "multi_weapon_melee") {
		t.Fatal("the scout has the feat")
	}
	p := &pendingAttack{Action: "multi_strike", Preset: &preset{}}
	b2, s, _ := stageUnits(t, openField(12), 7, "scout", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5})
	if m := b2.multiMods(s, p); !hasMod(m, "multi-strike secondary", -3) {
		t.Fatalf("secondary mods %v", m)
	}
	s.Off = 2
	if hasAction(b2, s.Side, "multi_strike") {
		t.Fatal("a multi-strike with a smg and a knife")
	}
}

// TestThrow checks throwing knives: only a Throw (2 ticks, the range band,
// Strength added to the damage) from the hand, no reload, and once all are
// thrown they are gone: no throw, no draw.
func TestThrow(t *testing.T) {
	b, s, tr := stageUnits(t, openField(12), 5, "scout", "trooper", grid.Pos{X: 2, Y: 5}, grid.Pos{X: 6, Y: 5})
	if s.Weapons[2].ID != "throwing_knives" {
		t.Fatalf("the scout's third weapon is %s", s.Weapons[2].ID)
	}
	for _, c := range rulestest.Legal(b, s.Side) {
		if c.Action == "draw_off_hand" && c.Weapon == 2 {
			t.Fatal("throwing knives offered for the off hand")
		}
	}
	for _, c := range rulestest.Legal(b, s.Side) {
		if c.Action == "draw" && c.Weapon == 2 {
			apply(t, b, c)
		}
	}
	if hasAction(b, s.Side, "straight_shot") || hasAction(b, s.Side, "reload") {
		t.Fatal("shots or a reload offered with throwing knives in hand")
	}
	th := find(t, b, s.Side, "throw", tr.ID)
	if th.Cost.N != 2 || th.Weapon != 2 {
		t.Fatalf("throw %+v", th)
	}
	o, err := b.Odds(th)
	if err != nil || !hasMod(o.Mods, "range", 1) {
		t.Fatalf("throw odds %v, %v", o.Mods, err)
	}
	spec := b.attackSpec(&pendingAttack{Attacker: s.ID, Target: tr.ID, Action: "throw", Weapon: 2, Bullets: 1}, "duck")
	if spec.Strength != b.spec(s).Str {
		t.Fatalf("a throw adds Strength %d, want %d", spec.Strength, b.spec(s).Str)
	}
	for n := 3; n >= 1; n-- {
		s.Ticks = BaseTicks
		s.Prone = true
		apply(t, b, find(t, b, s.Side, "throw", tr.ID))
		ev := apply(t, b, find(t, b, tr.Side, "no_defence", rules.NoUnit))
		if r, ok := rollWith(ev, s.ID, "attack"); !ok || hasMod(r.Mods, "prone shooter", 2) {
			t.Fatalf("throw roll %+v: a prone thrower gets the firearm bonus", r)
		}
		if s.Weapons[2].Ammo != n-1 {
			t.Fatalf("knives left %d, want %d", s.Weapons[2].Ammo, n-1)
		}
		if !tr.Health.Active() {
			return
		}
	}
	s.Ticks = BaseTicks
	if hasAction(b, s.Side, "throw") || hasAction(b, s.Side, "reload") {
		t.Fatal("a throw or reload offered with every knife thrown")
	}
	for _, c := range rulestest.Legal(b, s.Side) {
		if c.Weapon == 2 && c.Action != "end_turn" && (c.Action == "draw" || c.Target != rules.NoUnit) {
			t.Fatalf("%v offered for the thrown knives", c)
		}
	}
}

// sampleMulti plays one Multi-Strike of s on one target with real dice:
// one attack and one defence roll, the primary hit from the margin, the
// second weapon's from the margin less its Offset.
func sampleMulti(d *rules.Dice, s AttackSpec) (hit bool, taken int, down bool) {
	a := NewTotal(RollPool(d, s.AttackDice, 0).Successes, s.AttackMods...).Value
	def := NewTotal(RollPool(d, s.DefenceDice, s.DefenceRerolls).Successes, s.DefenceMods...).Value
	h := s.Target
	hurt := false
	strike := func(m, weapon, str, pen int, impact bool) {
		if m < 1 || h.Dead { // a dead target takes no more hits
			return
		}
		hit = true
		loc := LocationOf(d.D(10))
		crit := 0
		if IsCrit(m) {
			crit = d.D(10)
		}
		x := Taken(HitDamage(weapon, str, m, impact, 0, crit), EffectiveAP(s.Soak.AP(loc), pen))
		hurt = hurt || x > 0
		h.Apply(x, false, 0)
		taken += x
	}
	strike(a-def, s.Weapon, s.Strength, s.Penetration, s.Impact)
	sh := s.Second
	strike(a-def-sh.Offset, sh.Weapon, sh.Strength, sh.Penetration, sh.Impact)
	down = h.Dead
	if !down && hurt && h.Stamina == 0 {
		r := NewTotal(RollPool(d, s.ResolveDice, 0).Successes, rules.Mod{Source: "resolve", Value: s.ResolveFlat}).Value
		down = r < h.Wounds
	}
	return hit, taken, down
}

// TestMultiStrikeOdds checks the Multi-Strike's odds on one target: the
// hit chance is the primary's (the second weapon hits only when it does),
// it expects more damage than the primary alone, and it matches a seeded
// simulation of the one roll and one defence within 4 standard errors.
func TestMultiStrikeOdds(t *testing.T) {
	b, d, t1, _ := stageTwo(t, openField(12), 11, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 6, Y: 5}, grid.Pos{X: 9, Y: 9})
	d.Off = 3
	c := findOpt(t, b, d.Side, "multi_strike", t1.ID, "")
	o, err := b.Odds(c)
	if err != nil {
		t.Fatal(err)
	}
	p := &pendingAttack{Attacker: d.ID, Target: t1.ID, Action: "multi_strike", Weapon: 0, Bullets: 1, Number: 1}
	spec := b.attackSpec(p, "duck")
	spec.Second = nil
	alone := AttackOdds(spec)
	b.multiOdds(&spec, p)
	if spec.Second == nil || spec.Second.Offset != 0 || spec.Second.Weapon != 2 || spec.Second.Strength != 3 {
		t.Fatalf("second hit %+v, want the knife (2 + Strength 3) at offset 0 (-1 and -1 ambidextrous)", spec.Second)
	}
	mean := func(o []float64) float64 {
		m := 0.0
		for k, p := range o {
			m += float64(k) * p
		}
		return m
	}
	if math.Abs(o.Hit-alone.Hit) > 1e-12 || mean(o.Damage) <= mean(alone.Damage)+0.5 || o.Takedown < alone.Takedown {
		t.Fatalf("multi %+v vs alone %+v", o, alone)
	}
	if testing.Short() {
		return
	}
	spec.Second.Offset = 2 // as without Ambidextrous
	spec.Target.Stamina = 6
	want := AttackOdds(spec)
	dice := rules.NewDice(31, 3)
	checkSampled(t, want, 200000, 4, 20, func() (bool, int, bool) { return sampleMulti(dice, spec) })
	if want.Takedown < 0.01 {
		t.Fatalf("scenario too lopsided: %+v", want)
	}
}

// checkHands checks u's hands: the off hand holds a one-handed weapon
// other than the main one, beside a one-handed main weapon; a distraction
// is all or nothing.
func checkHands(t testing.TB, b *Battle, u *unitState) {
	t.Helper()
	if d := u.Lasting.Distracted; d != 0 && d != DistractTicks {
		t.Fatalf("unit %d distracted by %d ticks", u.ID, d)
	}
	oi := offHand(u)
	if oi < 0 {
		return
	}
	if oi >= len(u.Weapons) || oi == u.Drawn || b.weapon(u, oi).TwoHanded || b.weapon(u, u.Drawn).TwoHanded {
		t.Fatalf("unit %d holds weapon %d in its off hand beside %d", u.ID, oi, u.Drawn)
	}
}

// TestRangedMultiStrike checks a ranged Multi-Strike on content with a
// gunslinger (pistol and smg, Multi-Weapon Fighting (ranged)): both
// weapons spend a round from the one roll, each at its own range band,
// and without the feat there is none.
func TestRangedMultiStrike(t *testing.T) {
	src := strings.Replace(string(defaultContent), `"units": [`, `"units": [
    {"id": "gunslinger", "name": "Gunslinger", "role": "rifleman", "str": 2, "ag": 3, "per": 3, "int": 2, "wp": 2, "cha": 2, "speed": 3,
     "skills": {"ranged": 2}, "weapons": ["pistol", "smg"], "armour": "flak", "feats": ["multi_weapon_ranged"]},
    {"id": "plinker", "name": "Plinker", "role": "rifleman", "str": 2, "ag": 3, "per": 3, "int": 2, "wp": 2, "cha": 2, "speed": 3,
     "skills": {"ranged": 2}, "weapons": ["pistol", "smg"], "armour": "flak"},`, 1)
	c, err := ParseContent([]byte(src), "test.json")
	if err != nil {
		t.Fatal(err)
	}
	build := func(unit string) (*Battle, *unitState, *unitState) {
		f := openField(20)
		rb, err := NewWith(c).NewBattle(rules.Setup{Field: f, Seed: 4, Sides: []rules.SideSetup{
			{Name: "A", Units: []string{unit}}, {Name: "B", Units: []string{"trooper"}}}})
		if err != nil {
			t.Fatal(err)
		}
		b := rb.(*Battle)
		u, tr := &b.s.Units[0], &b.s.Units[1]
		u.Pos, tr.Pos = grid.Pos{X: 2, Y: 5}, grid.Pos{X: 11, Y: 5}
		b.s.Order, b.s.Turn = []int{u.ID, tr.ID}, 0
		u.Ticks, tr.Ticks = BaseTicks, BaseTicks
		return b, u, tr
	}
	b, g, tr := build("gunslinger")
	apply(t, b, find(t, b, g.Side, "draw_off_hand", rules.NoUnit))
	ms := findOpt(t, b, g.Side, "multi_strike", tr.ID, "")
	pistol, smg := g.Weapons[0].Ammo, g.Weapons[1].Ammo
	apply(t, b, ms)
	ev := apply(t, b, find(t, b, tr.Side, "duck", rules.NoUnit))
	rolls := attackRolls(ev, g.ID)
	if len(rolls) != 2 || g.Weapons[0].Ammo > pistol-1 || g.Weapons[1].Ammo > smg-1 {
		t.Fatalf("%d rolls, ammo pistol %d (was %d) smg %d (was %d)", len(rolls), g.Weapons[0].Ammo, pistol, g.Weapons[1].Ammo, smg)
	}
	// At 9 squares the pistol (R 8) is at long range, -1; the smg (R 10)
	// at +0.
	if !hasMod(rolls[0].Mods, "range", -1) || !hasMod(rolls[1].Mods, "multi-strike secondary", -3) {
		t.Fatalf("mods %v / %v", rolls[0].Mods, rolls[1].Mods)
	}
	for _, m := range rolls[1].Mods {
		if m.Source == "range" {
			t.Fatalf("the smg at 9 squares has a range modifier %d", m.Value)
		}
	}
	b, p, _ := build("plinker")
	apply(t, b, find(t, b, p.Side, "draw_off_hand", rules.NoUnit))
	if hasAction(b, p.Side, "multi_strike") {
		t.Fatal("a multi-strike without the feat")
	}
	if !hasAction(b, p.Side, "off_hand_shot") {
		t.Fatal("no off-hand shot with the smg in the off hand")
	}
}
