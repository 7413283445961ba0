package ads

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// swordpointStage puts side A's duelist (blade in hand) next to side B's
// trooper, on the duelist's turn with full ticks.
func swordpointStage(t *testing.T, seed uint64) (*Battle, *unitState, *unitState) {
	t.Helper()
	return stageUnits(t, openField(12), seed, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
}

// hold makes holder hold target at swordpoint through the legal command,
// and checks its price.
func hold(t *testing.T, b *Battle, holder, target *unitState) {
	t.Helper()
	c := find(t, b, holder.Side, "swordpoint", target.ID)
	if c.Cost.N != 3 || c.Cost.Reaction || c.Weapon != holder.Drawn {
		t.Fatalf("swordpoint command %+v, want 3 ticks with the weapon in hand", c)
	}
	ticks := holder.Ticks
	ev := apply(t, b, c)
	if holder.Ticks != ticks-3 || holder.Swordpoint == nil || holder.Swordpoint.Target != target.ID {
		t.Fatalf("after initiating: ticks %d, hold %+v", holder.Ticks, holder.Swordpoint)
	}
	if !hasStatusEvent(ev, rules.EvStatusGained, "swordpoint") || !hasStatusEvent(ev, rules.EvStatusGained, "at_swordpoint") {
		t.Fatalf("no status events: %+v", ev)
	}
	us := b.Units()
	if !containsStatus(us[holder.ID].Statuses, "swordpoint") || !containsStatus(us[target.ID].Statuses, "at_swordpoint") {
		t.Fatalf("statuses %v / %v", us[holder.ID].Statuses, us[target.ID].Statuses)
	}
}

// TestSwordpointNeedsAHelplessTarget checks §8.6's preconditions as the
// battle knows them: an armed, aware, unhurt target next to the holder
// cannot be held; an unaware, Stunned, distracted or unarmed one can,
// unless the unarmed one is a Martial Artist; and never from two squares
// away, with fists, or in a grapple.
func TestSwordpointNeedsAHelplessTarget(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(b *Battle, u, t *unitState)
		want bool
	}{
		{"armed and aware", func(b *Battle, u, t *unitState) {}, false},
		{"unaware", func(b *Battle, u, t *unitState) { t.Unaware = true }, true},
		{"stunned", func(b *Battle, u, t *unitState) { t.Aff.Stun() }, true},
		{"distracted", func(b *Battle, u, t *unitState) { t.Lasting.Distracted = DistractTicks }, true},
		{"unarmed", func(b *Battle, u, t *unitState) { t.Weapons[t.Drawn].Dropped = true }, true},
		{"unarmed martial artist", func(b *Battle, u, t *unitState) {
			t.Weapons[t.Drawn].Dropped = true
			for i := range b.content.Units {
				if b.content.Units[i].ID == t.Template {
					b.content.Units[i].Feats = append(b.content.Units[i].Feats, "martial_artist")
				}
			}
		}, false},
		{"two squares away", func(b *Battle, u, t *unitState) { t.Unaware, t.Pos = true, grid.Pos{X: 5, Y: 7} }, false},
		{"holder unarmed", func(b *Battle, u, t *unitState) { t.Unaware, u.Weapons[u.Drawn].Dropped = true, true }, false},
		{"holder's gun empty", func(b *Battle, u, t *unitState) { t.Unaware, u.Drawn, u.Weapons[1].Ammo = true, 1, 0 }, false},
		{"holder's gun loaded", func(b *Battle, u, t *unitState) { t.Unaware, u.Drawn = true, 1 }, true},
		{"target in a grapple", func(b *Battle, u, t *unitState) { t.Unaware, t.Grapple = true, 1 }, false},
		{"two ticks, borrowing one (G4)", func(b *Battle, u, t *unitState) { t.Unaware, u.Ticks = true, 2 }, true},
		{"no ticks", func(b *Battle, u, t *unitState) { t.Unaware, u.Ticks = true, 0 }, false},
	} {
		b, u, tg := swordpointStage(t, 2)
		tc.set(b, u, tg)
		got := false
		for _, c := range rulestest.Legal(b, u.Side) {
			got = got || (c.Action == "swordpoint" && c.Target == tg.ID)
			if c.Action == "swordpoint_attack" {
				t.Fatalf("%s: an attack from a hold with no hold", tc.name)
			}
		}
		if got != tc.want {
			t.Errorf("%s: swordpoint legal %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSwordpointAttackOnOwnTurn checks the attack from a hold on the
// holder's turn: 2 ticks, +2 in the odds and the roll, every hit on the
// head for the hit's damage + 1d10 with nothing soaked, and the hold ends.
func TestSwordpointAttackOnOwnTurn(t *testing.T) {
	hits := 0
	for seed := uint64(1); seed <= 12; seed++ {
		b, u, tg := swordpointStage(t, seed)
		tg.Unaware = true
		hold(t, b, u, tg)
		if tg.Unaware {
			t.Fatal("the held target is still unaware")
		}
		u.Ticks = BaseTicks
		c := find(t, b, u.Side, "swordpoint_attack", tg.ID)
		if c.Cost.N != 2 || c.Cost.Reaction {
			t.Fatalf("attack from a hold costs %v, want 2 ticks", c.Cost)
		}
		o, err := b.Odds(c)
		if err != nil || !hasMod(o.Mods, "swordpoint", SwordpointMod) {
			t.Fatalf("odds %v, %v: want the +2", o.Mods, err)
		}
		// Every hit is a critical: at least weapon + Strength + 1 + 1.
		min := b.weapon(u, u.Drawn).Damage + b.spec(u).Str + 2
		for k := 1; k < min && k < len(o.Damage); k++ {
			if o.Damage[k] > 1e-12 {
				t.Fatalf("odds give %d damage with probability %g; a critical takes at least %d", k, o.Damage[k], min)
			}
		}
		apply(t, b, c)
		if u.Swordpoint != nil || containsStatus(b.Units()[tg.ID].Statuses, "at_swordpoint") {
			t.Fatal("the hold outlived its attack")
		}
		ev := apply(t, b, find(t, b, tg.Side, "duck", rules.NoUnit))
		for _, e := range ev {
			if e.Kind == rules.EvRoll && e.Text == "attack" && !hasMod(e.Mods, "swordpoint", SwordpointMod) {
				t.Fatalf("attack roll without the +2: %v", e.Mods)
			}
			if e.Kind == rules.EvDamage {
				hits++
				if e.Location != "head" || e.Soak != 0 || e.Value < min {
					t.Fatalf("swordpoint hit: %d to the %s, %d soaked; want >= %d to the head, none soaked", e.Value, e.Location, e.Soak, min)
				}
			}
		}
	}
	if hits == 0 {
		t.Fatal("no seed hit; the test checks nothing")
	}
}

// TestSwordpointOpportunity checks the attack "at any time": each action of
// the held unit offers the holder a prompt of kind "swordpoint" for the
// free Reaction; hold keeps the hold and the next action offers it again;
// taking it ends the hold; and a move is answered before its first step.
func TestSwordpointOpportunity(t *testing.T) {
	b, u, tg := swordpointStage(t, 3)
	tg.Aff.Stun()
	hold(t, b, u, tg)
	b.s.Turn = 1
	apply(t, b, find(t, b, tg.Side, "aim", rules.NoUnit))
	pr := b.Prompt()
	if pr.Kind != "swordpoint" || pr.Unit != u.ID || pr.Attacker != tg.ID || !strings.Contains(pr.Text, "swordpoint") {
		t.Fatalf("prompt after the held unit acts: %+v", pr)
	}
	apply(t, b, find(t, b, u.Side, "hold", tg.ID))
	if u.Swordpoint == nil || b.Prompt().Kind != "turn" {
		t.Fatalf("hold dropped the hold or the turn: %+v", b.Prompt())
	}
	// End Turn and Delay give nothing; a move is answered before its step.
	from := tg.Pos
	apply(t, b, moveTo(t, b, tg.Side, "move", grid.Pos{X: 5, Y: 9}))
	if pr := b.Prompt(); pr.Kind != "swordpoint" || tg.Pos != from {
		t.Fatalf("prompt on moving: %+v at %v", pr, tg.Pos)
	}
	c := find(t, b, u.Side, "swordpoint_attack", tg.ID)
	if c.Cost.N != 0 || !c.Cost.Reaction {
		t.Fatalf("the opportunity costs %v, want the free Reaction", c.Cost)
	}
	apply(t, b, c)
	if u.Swordpoint != nil || u.FreeReaction {
		t.Fatalf("after the attack: hold %+v, free reaction %v", u.Swordpoint, u.FreeReaction)
	}
	if pr := b.Prompt(); pr.Kind != "defend" || pr.Unit != tg.ID {
		t.Fatalf("the attack waits on the defence: %+v", pr)
	}
}

// TestSwordpointEnds checks the ends of a hold: the target moving away, a
// third party wounding the holder (the target's own hit does not), and
// the holder drawing another weapon.
func TestSwordpointEnds(t *testing.T) {
	// The target walks away while the holder holds its attack.
	b, u, tg := swordpointStage(t, 4)
	tg.Aff.Stun()
	hold(t, b, u, tg)
	b.s.Turn = 1
	apply(t, b, moveTo(t, b, tg.Side, "move", grid.Pos{X: 5, Y: 9}))
	ev := apply(t, b, find(t, b, u.Side, "hold", tg.ID))
	if u.Swordpoint != nil || !hasStatusEvent(ev, rules.EvStatusLost, "at_swordpoint") {
		t.Fatalf("the hold outlived the target walking away: %+v", u.Swordpoint)
	}

	// Drawing another weapon drops the threat.
	b, u, tg = swordpointStage(t, 4)
	tg.Aff.Stun()
	hold(t, b, u, tg)
	apply(t, b, find(t, b, u.Side, "draw", rules.NoUnit))
	if u.Swordpoint != nil {
		t.Fatal("the hold outlived a Draw")
	}

	// A third party's damage ends it; the target's own does not.
	for _, third := range []bool{false, true} {
		b := stageSides(t, openField(12), 5, []string{"duelist"}, []string{"trooper", "trooper"},
			grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6}, grid.Pos{X: 5, Y: 10})
		u, tg, other := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
		tg.Aff.Stun()
		hold(t, b, u, tg)
		var ev []rules.Event
		a := tg
		if third {
			a = other
		}
		p := &pendingAttack{Attacker: a.ID, Target: u.ID, Action: "straight_shot", Weapon: 0, Bullets: 1}
		b.s.Pending = p
		for i := 0; i < 20 && u.Health.Stamina == u.Health.MaxStamina(); i++ {
			b.s.Pending = nil
			b.roll(p, "no_defence", &ev)
		}
		if u.Health.Stamina == u.Health.MaxStamina() {
			t.Fatal("twenty shots missed")
		}
		if (u.Swordpoint == nil) != third {
			t.Fatalf("third party %v: hold %+v after the holder was wounded", third, u.Swordpoint)
		}
	}
}

// TestSwordpointSurvivesSaveAndLoad checks the hold is part of the saved
// state.
func TestSwordpointSurvivesSaveAndLoad(t *testing.T) {
	b, u, tg := swordpointStage(t, 6)
	tg.Aff.Stun()
	h := b.Hash()
	hold(t, b, u, tg)
	if b.Hash() == h {
		t.Fatal("the hold does not change the state hash")
	}
	c := b.Clone().(*Battle)
	if c.s.Units[u.ID].Swordpoint == nil || c.Hash() != b.Hash() {
		t.Fatal("the hold did not survive a clone")
	}
}

// TestSwordpointDistraction checks the distraction end: a Distracting
// Shot that beats the holder makes it test Resolve against the shot's
// margin, and the hold ends exactly when the test fails.
func TestSwordpointDistraction(t *testing.T) {
	tested, ended := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		b := stageSides(t, openField(12), seed, []string{"duelist"}, []string{"trooper", "trooper"},
			grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6}, grid.Pos{X: 5, Y: 10})
		u, tg, other := &b.s.Units[0], &b.s.Units[1], &b.s.Units[2]
		tg.Aff.Stun()
		hold(t, b, u, tg)
		b.s.Order, b.s.Turn = []int{other.ID, u.ID, tg.ID}, 0
		ev := apply(t, b, find(t, b, other.Side, "distracting_shot", u.ID))
		var margin int
		won := false
		for _, e := range ev {
			if e.Kind == rules.EvShot && e.Unit == other.ID {
				won, margin = e.Hit, e.Total
			}
		}
		r, ok := rollWith(ev, u.ID, "Resolve against the distraction")
		if ok != won {
			t.Fatalf("seed %d: shot won %v, Resolve test made %v", seed, won, ok)
		}
		if !won {
			continue
		}
		tested++
		if fail := r.Total < max(1, margin); fail != (u.Swordpoint == nil) {
			t.Fatalf("seed %d: Resolve %d against %d, hold %+v", seed, r.Total, margin, u.Swordpoint)
		}
		if u.Swordpoint == nil {
			ended++
		}
	}
	if tested == 0 || ended == 0 {
		t.Fatalf("%d distractions, %d ended holds: the test checks too little", tested, ended)
	}
}
