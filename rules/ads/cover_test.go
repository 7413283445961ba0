package ads

import (
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// coverField is a 12x12 open field with a half-height stone wall along the
// north edge of (5,6) and a thin wooden crate filling (8,6):
//
//	row 5  . . . . . . . . . . . .
//	       ----------=-----------   stone edge north of (5,6)
//	row 6  . . . . . D . . C . . .   D defender, C crate
//
// Spawns are the top-left and bottom-right corners.
func coverField() *grid.Field {
	f := grid.NewField("cover", 12, 12)
	spawnCorners(f)
	f.Covers = []grid.Cover{
		{Material: grid.Stone, Cell: grid.Pos{X: 5, Y: 6}, Edge: grid.North},
		{Material: grid.ThinWood, Cell: grid.Pos{X: 8, Y: 6}},
	}
	f.HEdges[6*f.W+5] = 0
	f.At(grid.Pos{X: 8, Y: 6}).Cover = 1
	f.At(grid.Pos{X: 8, Y: 6}).Cost = 0
	return f
}

// stage builds a battle on f with side A's gunner and side B's trooper,
// moves unit att to a and unit def to d, and gives att the turn with full
// ticks.
func stage(t *testing.T, f *grid.Field, seed uint64, a, d grid.Pos) (*Battle, *unitState, *unitState) {
	t.Helper()
	return stageUnits(t, f, seed, "gunner", "trooper", a, d)
}

// stageUnits is stage with the two units' templates named.
func stageUnits(t *testing.T, f *grid.Field, seed uint64, ua, ud string, a, d grid.Pos) (*Battle, *unitState, *unitState) {
	t.Helper()
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	rb, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: []rules.SideSetup{
		{Name: "A", Units: []string{ua}}, {Name: "B", Units: []string{ud}}}})
	if err != nil {
		t.Fatal(err)
	}
	b := rb.(*Battle)
	att, def := &b.s.Units[0], &b.s.Units[1]
	att.Pos, def.Pos = a, d
	b.s.Order, b.s.Turn = []int{att.ID, def.ID}, 0
	att.Ticks, def.Ticks = BaseTicks, BaseTicks
	return b, att, def
}

// find returns the legal command of side with the action (and target, when
// target is not NoUnit), failing the test when there is none.
func find(t *testing.T, b *Battle, side int, action string, target int) rules.Command {
	t.Helper()
	for _, c := range rulestest.Legal(b, side) {
		if c.Action == action && (target == rules.NoUnit || c.Target == target) {
			return c
		}
	}
	t.Fatalf("%s is not legal for side %d; legal: %v", action, side, rulestest.Legal(b, side))
	return rules.Command{}
}

func hasAction(b *Battle, side int, action string) bool {
	for _, c := range rulestest.Legal(b, side) {
		if c.Action == action {
			return true
		}
	}
	return false
}

func apply(t *testing.T, b *Battle, c rules.Command) []rules.Event {
	t.Helper()
	ev, err := b.Apply(c)
	if err != nil {
		t.Fatalf("%v: %v", c, err)
	}
	return ev
}

// takeCover gives def the turn, takes cover and gives the turn back to the
// attacker.
func takeCover(t *testing.T, b *Battle, def *unitState) {
	t.Helper()
	turn := b.s.Turn
	b.s.Turn = 1
	apply(t, b, find(t, b, def.Side, "take_cover", rules.NoUnit))
	b.s.Turn = turn
}

// TestTakeCoverNeedsCover checks Take Cover is offered only next to cover,
// free, and that moving away leaves cover.
func TestTakeCoverNeedsCover(t *testing.T) {
	b, _, def := stage(t, coverField(), 1, grid.Pos{X: 5, Y: 0}, grid.Pos{X: 2, Y: 10})
	b.s.Turn = 1
	if hasAction(b, def.Side, "take_cover") {
		t.Fatal("take_cover offered in the open")
	}
	def.Pos = grid.Pos{X: 5, Y: 6}
	c := find(t, b, def.Side, "take_cover", rules.NoUnit)
	if c.Cost.N != 0 || c.Cost.Reaction {
		t.Fatalf("take cover on the own turn costs %v, want free", c.Cost)
	}
	apply(t, b, c)
	if !def.InCover || hasAction(b, def.Side, "take_cover") {
		t.Fatalf("after take cover: in cover %v, still offered %v", def.InCover, hasAction(b, def.Side, "take_cover"))
	}
	if !containsStatus(b.Units()[def.ID].Statuses, "in_cover") {
		t.Fatalf("statuses %v lack in_cover", b.Units()[def.ID].Statuses)
	}
	mv := rules.Command{}
	for _, c := range rulestest.Legal(b, def.Side) {
		if c.Action == "move" && c.To == (grid.Pos{X: 5, Y: 8}) {
			mv = c
		}
	}
	ev := apply(t, b, mv)
	if def.InCover {
		t.Fatal("still in cover after moving")
	}
	if !hasStatusEvent(ev, rules.EvStatusLost, "in_cover") {
		t.Fatal("no status_lost in_cover event on moving")
	}
}

func containsStatus(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func hasStatusEvent(ev []rules.Event, k rules.EventKind, status string) bool {
	for _, e := range ev {
		if e.Kind == k && e.Status == status {
			return true
		}
	}
	return false
}

func hasMod(mods []rules.Mod, source string, value int) bool {
	for _, m := range mods {
		if m.Source == source && m.Value == value {
			return true
		}
	}
	return false
}

// TestCoverIsDirectional checks the cover bonus and AP against an attack
// the wall faces, and nothing from the flank.
func TestCoverIsDirectional(t *testing.T) {
	front := grid.Pos{X: 5, Y: 1}
	flank := grid.Pos{X: 0, Y: 6}
	for _, tc := range []struct {
		name    string
		at      grid.Pos
		covered bool
	}{{"front", front, true}, {"flank", flank, false}} {
		t.Run(tc.name, func(t *testing.T) {
			b, att, def := stage(t, coverField(), 3, tc.at, grid.Pos{X: 5, Y: 6})
			shot := find(t, b, att.Side, "straight_shot", def.ID)
			open, err := b.Odds(shot)
			if err != nil {
				t.Fatal(err)
			}
			takeCover(t, b, def)
			shot.Version = b.Version()
			behind, err := b.Odds(shot)
			if err != nil {
				t.Fatal(err)
			}
			if tc.covered {
				if !(behind.Hit < open.Hit-0.05) || !hasMod(behind.Mods, "defence: cover", CoverBonus) {
					t.Fatalf("cover facing the shot: hit %.3f -> %.3f, mods %v", open.Hit, behind.Hit, behind.Mods)
				}
				if grid.Flanked(b.field, att.Pos, def.Pos, nil) {
					t.Fatal("front attacker reported as flanking")
				}
			} else {
				if behind.Hit != open.Hit || hasMod(behind.Mods, "defence: cover", CoverBonus) {
					t.Fatalf("flank shot changed by cover: hit %.3f -> %.3f, mods %v", open.Hit, behind.Hit, behind.Mods)
				}
			}
			// Play the shot: the defence roll carries the cover modifier
			// exactly when the cover faces the attacker.
			apply(t, b, shot)
			ev := apply(t, b, find(t, b, def.Side, "duck", rules.NoUnit))
			got := false
			for _, e := range ev {
				if e.Kind == rules.EvRoll && e.Unit == def.ID && hasMod(e.Mods, "cover", CoverBonus) {
					got = true
				}
			}
			if got != tc.covered {
				t.Fatalf("defence roll has the cover modifier: %v, want %v", got, tc.covered)
			}
		})
	}
}

// TestCoveredLocationsGetCoverAP checks the AP of the stone wall lands on
// the legs and torso after Take Cover on the own turn, on the head and arms
// after one made as a reaction, and everywhere under Total Defense.
func TestCoveredLocationsGetCoverAP(t *testing.T) {
	b, att, def := stage(t, coverField(), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 6})
	takeCover(t, b, def)
	cu := b.coverFor(att, def)
	if cu.none() || cu.ap != 8 || !cu.covered[Legs] || !cu.covered[Torso] || cu.covered[Head] || cu.covered[Arms] {
		t.Fatalf("own-turn cover: %+v", cu)
	}
	def.CoverRound = b.s.Round
	if cu = b.coverFor(att, def); !cu.covered[Head] || !cu.covered[Arms] || cu.covered[Legs] {
		t.Fatalf("reaction cover this round: %+v", cu)
	}
	b.s.Round++
	if cu = b.coverFor(att, def); !cu.covered[Legs] || cu.covered[Head] {
		t.Fatalf("reaction cover next round: %+v", cu)
	}
	def.TotalDefense = true
	if cu = b.coverFor(att, def); cu.exposed() != 0 {
		t.Fatalf("total defense in cover leaves %b exposed", cu.exposed())
	}
	s := Soak{Armour: 2, Cover: cu.ap, Exposed: coverUse{covered: [NumLocations]bool{Torso: true, Legs: true}}.exposed()}
	if s.AP(Head) != 2 || s.AP(Torso) != 10 {
		t.Fatalf("soak with torso and legs covered: head %d torso %d", s.AP(Head), s.AP(Torso))
	}
}

// TestTakeCoverAsReaction checks the defence prompt offers Take Cover next
// to cover for 2 ticks less the free Reaction, and that it defends with
// Duck behind the cover.
func TestTakeCoverAsReaction(t *testing.T) {
	b, att, def := stage(t, coverField(), 5, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 6})
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	c := find(t, b, def.Side, "take_cover", rules.NoUnit)
	// The defence odds order the answers: no defence, Duck in the open,
	// Duck behind the wall.
	var hit []float64
	for _, a := range []string{"no_defence", "duck", "take_cover"} {
		o, err := b.DefenceOdds(find(t, b, def.Side, a, rules.NoUnit))
		if err != nil {
			t.Fatal(err)
		}
		hit = append(hit, o.Hit)
	}
	if !(hit[0] > hit[1] && hit[1] > hit[2]) {
		t.Fatalf("hit chance by defence (none, duck, take cover) = %v, want falling", hit)
	}
	if c.Cost.N != 1 || !c.Cost.Reaction {
		t.Fatalf("take cover reaction costs %v, want 1 tick with the free Reaction", c.Cost)
	}
	ev := apply(t, b, c)
	if !def.InCover || def.CoverRound != b.s.Round || def.Ticks != BaseTicks-1 || def.FreeReaction {
		t.Fatalf("after the reaction: in cover %v round %d ticks %d free %v", def.InCover, def.CoverRound, def.Ticks, def.FreeReaction)
	}
	duck := false
	for _, e := range ev {
		if e.Kind == rules.EvRoll && e.Unit == def.ID && e.Text == "duck" && hasMod(e.Mods, "cover", CoverBonus) {
			duck = true
		}
	}
	if !duck {
		t.Fatal("no Duck roll with the cover bonus after taking cover as a reaction")
	}
}

// TestHunkerDown checks +4, that a hunkered unit and the enemy beyond its
// cover cannot attack each other, that a flanker treats it as prone, and
// that Stand Up ends it.
func TestHunkerDown(t *testing.T) {
	b, att, def := stage(t, coverField(), 6, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 6})
	b.s.Turn = 1
	if hasAction(b, def.Side, "hunker_down") {
		t.Fatal("hunker offered out of cover")
	}
	apply(t, b, find(t, b, def.Side, "take_cover", rules.NoUnit))
	apply(t, b, find(t, b, def.Side, "hunker_down", rules.NoUnit))
	if hasAction(b, def.Side, "straight_shot") {
		t.Fatal("a hunkered unit may shoot the enemy beyond its cover")
	}
	if b.Sees(att.Side, def.ID) {
		t.Fatal("the enemy beyond the cover still sees the hunkered unit")
	}
	b.s.Turn = 0
	if hasAction(b, att.Side, "straight_shot") {
		t.Fatal("the enemy beyond the cover may shoot the hunkered unit")
	}
	att.Pos = grid.Pos{X: 0, Y: 6}
	shot := find(t, b, att.Side, "straight_shot", def.ID)
	o, err := b.Odds(shot)
	if err != nil {
		t.Fatal(err)
	}
	if !hasMod(o.Mods, "defence: hunkered (as prone)", 2) {
		t.Fatalf("flanker's odds lack the prone treatment: %v", o.Mods)
	}
	att.Pos = grid.Pos{X: 4, Y: 1}
	cu := b.coverFor(att, def)
	if cu.bonus != HunkerBonus {
		t.Fatalf("hunkered bonus %d, want %d", cu.bonus, HunkerBonus)
	}
	b.s.Turn = 1
	apply(t, b, find(t, b, def.Side, "stand_up", rules.NoUnit))
	if def.Hunkered || !def.InCover || def.Prone {
		t.Fatalf("after stand up: hunkered %v in cover %v prone %v", def.Hunkered, def.InCover, def.Prone)
	}
}

// TestCoverWearsAndBreaks fires at a defender behind the thin wooden crate
// until the crate breaks: every structure loss is an event, the events add
// up to the section's damage, and the broken crate protects no longer and
// becomes difficult ground.
func TestCoverWearsAndBreaks(t *testing.T) {
	broke := false
	for seed := uint64(1); seed <= 40 && !broke; seed++ {
		b, att, def := stage(t, coverField(), seed, grid.Pos{X: 11, Y: 6}, grid.Pos{X: 7, Y: 6})
		takeCover(t, b, def)
		if b.coverFor(att, def).section != 1 {
			t.Fatalf("the crate does not cover (7,6) from (11,6)")
		}
		sum := 0
		for n := 0; n < 6 && !broke && def.Health.Active(); n++ {
			att.Ticks, att.Attacks, def.Defences = BaseTicks, 0, 0
			att.Weapons[0].Ammo = 50
			b.s.Turn = 0
			apply(t, b, find(t, b, att.Side, "full_auto", def.ID))
			for _, e := range apply(t, b, find(t, b, def.Side, "no_defence", rules.NoUnit)) {
				switch e.Kind {
				case rules.EvCoverDamage:
					if e.Cover != 1 || e.Value <= 0 {
						t.Fatalf("cover damage event %+v", e)
					}
					sum += e.Value
				case rules.EvCoverBroken:
					broke = true
				}
			}
			if b.s.Over {
				break
			}
		}
		if sum != b.s.Covers[1].Damage {
			t.Fatalf("seed %d: events add to %d, section took %d", seed, sum, b.s.Covers[1].Damage)
		}
		if broke {
			if b.Covers()[1] != 0 || !b.coverFor(att, def).none() {
				t.Fatalf("broken crate: left %d, still covers %v", b.Covers()[1], !b.coverFor(att, def).none())
			}
			r := &grid.Reach{}
			r.Compute(b.field, grid.Pos{X: 8, Y: 8}, 10, &grid.MoveOpts{Broken: b.broken()})
			if c, ok := r.Cost(grid.Pos{X: 8, Y: 6}); !ok || c < 3 {
				t.Fatalf("broken crate square: reachable %v at cost %d, want difficult ground", ok, c)
			}
		}
	}
	if !broke {
		t.Fatal("the crate never broke under 40 seeds of full-auto fire")
	}
}

// TestTotalDefense checks its preconditions and effects: not after an
// attack, no attack after it, +2 defence until the unit's next turn.
func TestTotalDefense(t *testing.T) {
	b, att, def := stage(t, coverField(), 7, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 2, Y: 10})
	apply(t, b, find(t, b, att.Side, "total_defense", rules.NoUnit))
	if hasAction(b, att.Side, "straight_shot") || hasAction(b, att.Side, "total_defense") {
		t.Fatal("attack or a second total defense after Total Defense")
	}
	if !att.TotalDefense || att.Ticks != BaseTicks-3 {
		t.Fatalf("total defense %v, ticks %d", att.TotalDefense, att.Ticks)
	}
	b2, att2, def2 := stage(t, coverField(), 7, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 4})
	apply(t, b2, find(t, b2, att2.Side, "straight_shot", def2.ID))
	apply(t, b2, find(t, b2, def2.Side, "duck", rules.NoUnit))
	if over, _ := b2.Over(); !over && hasAction(b2, att2.Side, "total_defense") {
		t.Fatal("total defense offered after an attack this turn")
	}
	_ = def
}
