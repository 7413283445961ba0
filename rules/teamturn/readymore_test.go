package teamturn

import (
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// playReady readies unit's action of option (with weapon, for an
// attack) through the legal list.
func playReady(t *testing.T, b *Battle, unit, weapon int, option string) []rules.Event {
	t.Helper()
	for _, c := range rulestest.Legal(b, b.Prompt().Side) {
		if c.Action == "ready" && c.Unit == unit && c.Weapon == weapon && c.Option == option {
			ev, err := b.Apply(c)
			if err != nil {
				t.Fatalf("ready %q: %v", option, err)
			}
			return ev
		}
	}
	t.Fatalf("no Ready %q with weapon %d for unit %d is legal", option, weapon, unit)
	return nil
}

// wall makes the squares walls that block sight.
func wall(b *Battle, ps ...grid.Pos) {
	for _, p := range ps {
		c := b.Field().At(p)
		c.Cost, c.Terrain, c.BlocksSight = 0, grid.Wall, true
	}
}

// TestReadyMove holds a readied Move: Ready lists each held action and
// trigger as its own command; the Move is held (the Base still free);
// a foe stepping within the unit's Speed in sight triggers it; the
// window offers one movement entry whose squares are the unit's Move
// reach, each paid with the reaction; the walk gives targets of
// opportunity as any Move; the foe's walk goes on after it; and the
// reaction is spent.
func TestReadyMove(t *testing.T) {
	b := newTestBattle(t, 20, 5, []placed{{"guard", 0, pos(1, 2)}, {"def8", 1, pos(12, 2)}, {"def8", 1, pos(2, 3)}})
	var opts []string
	for _, c := range rulestest.Legal(b, 0) {
		if c.Action == "ready" && c.Unit == 0 {
			opts = append(opts, c.Option)
		}
	}
	if want := []string{readyAttackSteps, readyAttackAlly, readyMoveSteps, readyMoveAlly}; !slices.Equal(opts, want) {
		t.Fatalf("the guard's Ready commands have options %q, want %q", opts, want)
	}
	playReady(t, b, 0, 0, readyMoveSteps)
	u := &b.S.Units[0]
	v := b.Units()[0]
	if !u.Ready || !u.ReadyMove || left(u, "move") != 0 || left(u, "base") != 1 || v.Budget[pools.Index("move")].SpentOn != "Ready" {
		t.Fatalf("after readying a Move: ready %v move %v, budget %v, Move spent on %q", u.Ready, u.ReadyMove, u.Slots.Left, v.Budget[pools.Index("move")].SpentOn)
	}
	if v.Readied != "Move when a foe steps within 6 squares in sight" {
		t.Errorf("Readied reads %q", v.Readied)
	}
	endTurn(t, b)
	to := pos(6, 2)
	play(t, b, "move", 1, -1, -1, &to)
	pr := b.Prompt()
	if pr.Kind != kindReady || pr.Unit != 0 || pr.Attacker != 1 || b.S.Units[1].Pos != pos(7, 2) {
		t.Fatalf("prompt %+v with the foe on %v, want the readied Move's trigger at 6 squares", pr, b.S.Units[1].Pos)
	}
	entries := b.Legal(pr.Side)
	if len(entries) != 2 || entries[0].Action != "ready_move" || !entries[0].Spread() || entries[1].Action != "hold_ready" {
		t.Fatalf("the window lists %v, want one readied-Move entry and Keep ready", entries)
	}
	sq := b.Reach(entries[0], nil)
	if n := len(b.Reach(rules.MoveOf(0, "move"), nil)); len(sq) == 0 || len(sq) != n {
		t.Fatalf("the readied Move reaches %d squares, a Move %d", len(sq), n)
	}
	for _, r := range sq {
		if !r.Cost.Reaction || r.Cost.N != 0 {
			t.Fatalf("the readied Move to %v costs %+v, want the reaction", r.To, r.Cost)
		}
	}
	dest := pos(3, 2)
	play(t, b, "ready_move", 0, -1, -1, &dest)
	// Walking on within the second foe's reach makes the guard its
	// target of opportunity, the foe's own walk still waiting.
	if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 2 || pr.Attacker != 0 || b.S.Units[0].Pos != pos(2, 2) {
		t.Fatalf("prompt %+v with the guard on %v, want its target of opportunity", pr, b.S.Units[0].Pos)
	}
	play(t, b, "hold", 2, -1, -1, nil)
	if b.S.Units[0].Pos != dest || b.S.Units[1].Pos != to || b.Prompt().Kind != "turn" || b.S.Paused != nil {
		t.Fatalf("after the walks: guard on %v, foe on %v, prompt %+v, paused %v", b.S.Units[0].Pos, b.S.Units[1].Pos, b.Prompt(), b.S.Paused)
	}
	if u := &b.S.Units[0]; u.Ready || !u.Reacted {
		t.Fatalf("after the readied Move: ready %v, reacted %v", u.Ready, u.Reacted)
	}
	endTurn(t, b)
	if u := &b.S.Units[0]; u.Reacted {
		t.Error("the reaction did not come back at the guard's team turn")
	}
}

// TestReadyMoveLapses: a readied Move not triggered lapses at the
// unit's next team turn, and a Move held with the Base (the Move spent)
// leaves no Base.
func TestReadyMoveLapses(t *testing.T) {
	b := newTestBattle(t, 20, 5, []placed{{"guard", 0, pos(1, 2)}, {"def8", 1, pos(18, 2)}})
	to := pos(1, 4)
	play(t, b, "move", 0, -1, -1, &to)
	playReady(t, b, 0, 0, readyMoveAlly)
	if u := &b.S.Units[0]; left(u, "base") != 0 || u.ReadyFrom != "" || b.Units()[0].Budget[pools.Index("base")].SpentOn != "Ready" {
		t.Fatalf("a Move held with the Base: budget %v, held from %q", u.Slots.Left, u.ReadyFrom)
	}
	if got := b.Units()[0].Readied; got != "Move when an ally is attacked in sight" {
		t.Errorf("Readied reads %q", got)
	}
	endTurn(t, b)
	ev := endTurn(t, b)
	lapsed := false
	for _, e := range ev {
		lapsed = lapsed || e.Kind == rules.EvStatusLost && e.Unit == 0 && e.Status == "ready" && strings.Contains(e.Text, "readied Move lapses")
	}
	if !lapsed || b.S.Units[0].Ready {
		t.Fatal("the readied Move did not lapse at the unit's next team turn")
	}
}

// allyBattle is a tester (unit 0) ready with option, its ally the guard
// (unit 1) on guardAt and a foe (unit 2) beside it, in the foe's team
// turn; walls are built first.
func allyBattle(t *testing.T, option string, guardAt grid.Pos, walls ...grid.Pos) *Battle {
	t.Helper()
	b := newTestBattle(t, 20, 5, []placed{{"tester", 0, pos(1, 2)}, {"guard", 0, guardAt}, {"def8", 1, pos(guardAt.X+1, guardAt.Y)}})
	wall(b, walls...)
	playReady(t, b, 0, 0, option)
	endTurn(t, b)
	return b
}

// TestReadyAllyAttacked: "an ally is attacked" triggers a readied
// attack after the foe's attack has resolved, on that foe, when the ally
// is in sight and the foe within the weapon's nominal range; not when
// the foe is beyond it (a readied Move is asked at any range), nor when
// the readied unit sees neither; and not a unit whose reaction of the
// round is spent (G4). The Ready lapses at its next team turn.
func TestReadyAllyAttacked(t *testing.T) {
	t.Run("in range", func(t *testing.T) {
		b := allyBattle(t, readyAttackAlly, pos(10, 2))
		if got := b.Units()[0].Readied; got != "Attack with the Twenty-metre gun when an ally is attacked in sight, by a foe within its nominal range (13 squares)" {
			t.Errorf("Readied reads %q", got)
		}
		ev := play(t, b, "attack", 2, 1, 0, nil)
		if len(rollsOf(ev, "attack")) != 1 {
			t.Fatal("the foe's attack did not resolve before the window")
		}
		pr := b.Prompt()
		if pr.Kind != kindReady || pr.Unit != 0 || pr.Attacker != 2 || b.S.Window.Trigger != triggerAlly || b.S.Window.Ally != 1 || !strings.Contains(pr.Text, "attacks Guard") {
			t.Fatalf("prompt %+v, want the tester's readied attack on the foe that attacked its ally", pr)
		}
		if !slices.Equal(legalFor(b, 0), []string{"ready_attack", "hold_ready"}) {
			t.Fatalf("the window offers %v", legalFor(b, 0))
		}
		ev = play(t, b, "ready_attack", 0, 2, 0, nil)
		if len(rollsOf(ev, "readied attack")) != 1 || !b.S.Units[0].Reacted || b.S.Units[0].Ready {
			t.Fatalf("the readied attack: rolls %d, reacted %v, ready %v", len(rollsOf(ev, "readied attack")), b.S.Units[0].Reacted, b.S.Units[0].Ready)
		}
		if pr := b.Prompt(); pr.Kind != "turn" || pr.Side != 1 {
			t.Fatalf("after the readied attack: prompt %+v", pr)
		}
	})
	t.Run("out of range", func(t *testing.T) {
		b := allyBattle(t, readyAttackAlly, pos(16, 2))
		play(t, b, "attack", 2, 1, 0, nil)
		if pr := b.Prompt(); pr.Kind != "turn" {
			t.Fatalf("a foe 16 squares off triggers the 13-square gun: prompt %+v", pr)
		}
		b = allyBattle(t, readyMoveAlly, pos(16, 2))
		play(t, b, "attack", 2, 1, 0, nil)
		if pr := b.Prompt(); pr.Kind != kindReady || pr.Unit != 0 || !slices.Equal(legalFor(b, 0), []string{"ready_move", "hold_ready"}) {
			t.Fatalf("a readied Move is not asked at 16 squares: prompt %+v, legal %v", pr, legalFor(b, 0))
		}
		play(t, b, "hold_ready", 0, -1, -1, nil)
		if pr := b.Prompt(); pr.Kind != "turn" || !b.S.Units[0].Ready || b.S.Units[0].Reacted {
			t.Fatalf("kept ready: prompt %+v", pr)
		}
	})
	t.Run("unseen", func(t *testing.T) {
		var ws []grid.Pos
		for y := 0; y < 5; y++ {
			ws = append(ws, pos(5, y))
		}
		for _, opt := range []string{readyAttackAlly, readyMoveAlly} {
			b := allyBattle(t, opt, pos(10, 2), ws...)
			play(t, b, "attack", 2, 1, 0, nil)
			if pr := b.Prompt(); pr.Kind != "turn" {
				t.Fatalf("%q: an attack behind a wall triggers the Ready: prompt %+v", opt, pr)
			}
		}
	})
	for _, opt := range []string{readyAttackAlly, readyMoveAlly} {
		t.Run("one reaction a round "+opt, func(t *testing.T) {
			oneReactionARound(t, opt)
		})
	}
}

// oneReactionARound: a unit ready for an ally attacked whose reaction
// an opportunity attack spent is not asked when the ally is attacked.
func oneReactionARound(t *testing.T, opt string) {
	b := allyBattle(t, opt, pos(10, 2))
	// The foe walks in from 16 squares: the Ready, held for an ally,
	// is no trigger for its steps, but the walk within the gun's
	// range makes it a target of opportunity, which spends the
	// tester's reaction.
	b.S.Units[2].Pos = pos(16, 2)
	to := pos(11, 2)
	play(t, b, "move", 2, -1, -1, &to)
	if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 0 {
		t.Fatalf("prompt %+v, want the tester's target of opportunity", pr)
	}
	play(t, b, "opportunity_attack", 0, 2, 0, nil)
	if b.S.Units[2].Pos != to || !b.S.Units[0].Reacted {
		t.Fatalf("after the opportunity: foe on %v, reacted %v", b.S.Units[2].Pos, b.S.Units[0].Reacted)
	}
	play(t, b, "attack", 2, 1, 0, nil)
	if pr := b.Prompt(); pr.Kind != "turn" {
		t.Fatalf("a second reaction in the round: prompt %+v", pr)
	}
	ev := endTurn(t, b)
	lapsed := false
	for _, e := range ev {
		lapsed = lapsed || e.Kind == rules.EvStatusLost && e.Unit == 0 && e.Status == "ready"
	}
	if !lapsed || b.S.Units[0].Ready || b.S.Units[0].Reacted {
		t.Fatal("the Ready or the spent reaction outlived the tester's next team turn")
	}
}

// TestReadyAllyMidWalk: an opportunity attack on a walker triggers its
// ally's readied Move; the opportunity window and the walk wait while
// the readied Move walks, then the walk goes on.
func TestReadyAllyMidWalk(t *testing.T) {
	b := newTestBattle(t, 20, 6, []placed{{"guard", 0, pos(5, 2)}, {"def8", 1, pos(4, 1)}, {"guard", 1, pos(10, 4)}})
	endTurn(t, b)
	playReady(t, b, 2, 0, readyMoveAlly)
	to := pos(7, 1)
	play(t, b, "move", 1, -1, -1, &to)
	if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 0 {
		t.Fatalf("prompt %+v, want the guard's target of opportunity", pr)
	}
	play(t, b, "opportunity_attack", 0, 1, 0, nil)
	pr := b.Prompt()
	if pr.Kind != kindReady || pr.Unit != 2 || pr.Attacker != 0 || len(b.S.Paused) != 1 || b.S.Units[1].Pos != pos(5, 1) {
		t.Fatalf("prompt %+v, paused %d, walker on %v: want the readied Move, the walk waiting", pr, len(b.S.Paused), b.S.Units[1].Pos)
	}
	// A save taken mid-chain loads, the paused window and walk with it.
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, _ := NewWith(testContent())
	lb, err := r.Load(data, b.Field())
	if err != nil || lb.Hash() != b.Hash() {
		t.Fatalf("the save mid-chain loads as %v (%v)", lb, err)
	}
	dest := pos(12, 4)
	play(t, b, "ready_move", 2, -1, -1, &dest)
	if b.S.Units[2].Pos != dest || b.S.Units[1].Pos != to || b.Prompt().Kind != "turn" || b.S.Paused != nil || b.S.Walk != nil {
		t.Fatalf("after the readied Move: it on %v, the walker on %v, prompt %+v", b.S.Units[2].Pos, b.S.Units[1].Pos, b.Prompt())
	}
}

// TestHiddenSpottedByUnseenWatcher: a hidden unit stepping where a
// hidden enemy has a clear line to it is spotted (the reading a GM
// gives: moving into sight reveals you, known watcher or not), and its
// side learns only that: no event names the watcher, which stays
// unseen.
func TestHiddenSpottedByUnseenWatcher(t *testing.T) {
	b := newTestBattle(t, 12, 5, []placed{{"tester", 0, pos(2, 0)}, {"guard", 1, pos(8, 4)}})
	wall(b, pos(5, 0), pos(5, 1), pos(5, 2), pos(5, 3))
	b.S.Units[0].Hidden, b.S.Units[1].Hidden = true, true
	if b.clearLine(pos(2, 0), pos(8, 4)) || !b.clearLine(pos(2, 4), pos(8, 4)) {
		t.Fatal("the wall does not hide the start and show the end")
	}
	to := pos(2, 4)
	ev := play(t, b, "move", 0, -1, -1, &to)
	if b.S.Units[0].Hidden || b.S.Units[0].Pos != to {
		t.Fatalf("the hider on %v, hidden %v: want spotted on %v", b.S.Units[0].Pos, b.S.Units[0].Hidden, to)
	}
	spotted := false
	for _, e := range ev {
		if e.Unit == 1 || e.Target == 1 || strings.Contains(e.Text, "Guard") {
			t.Errorf("an event names the unseen watcher: %+v", e)
		}
		spotted = spotted || e.Kind == rules.EvStatusLost && e.Unit == 0 && e.Status == rules.StatusHidden && e.Text == "Tester is spotted"
	}
	if !spotted || b.Sees(0, 1) {
		t.Fatalf("spotted event %v; the watcher seen %v", spotted, b.Sees(0, 1))
	}
}

// TestHiddenReadyGivesItselfAway: a hidden unit whose readied attack a
// foe's step triggers is no longer hidden, and the event that says it is
// triggered names it, whether it then attacks or keeps it ready.
func TestHiddenReadyGivesItselfAway(t *testing.T) {
	b := newTestBattle(t, 20, 5, []placed{{"tester", 0, pos(1, 2)}, {"def8", 1, pos(18, 2)}})
	playReady(t, b, 0, 0, readyAttackSteps)
	b.S.Units[0].Hidden = true
	endTurn(t, b)
	to := pos(13, 2)
	ev := play(t, b, "move", 1, -1, -1, &to)
	if pr := b.Prompt(); pr.Kind != kindReady || pr.Unit != 0 {
		t.Fatalf("prompt %+v, want the hidden tester's readied attack", pr)
	}
	named := false
	for _, e := range ev {
		named = named || e.Kind == rules.EvAction && e.Unit == 0 && e.Target == 1 && strings.Contains(e.Text, "triggered")
	}
	if !named || b.S.Units[0].Hidden || !b.Sees(1, 0) {
		t.Fatalf("triggered event %v, still hidden %v", named, b.S.Units[0].Hidden)
	}
	play(t, b, "hold_ready", 0, -1, -1, nil)
	if b.S.Units[1].Pos != to {
		t.Fatalf("the walk stopped on %v", b.S.Units[1].Pos)
	}
}

// TestReadyAllyAfterTheShootersOpportunity: a ranged attack from within
// an enemy's reach at someone else asks that enemy first (its target of
// opportunity), then the units readied for the attacked ally, each told
// once.
func TestReadyAllyAfterTheShootersOpportunity(t *testing.T) {
	b := newTestBattle(t, 20, 5, []placed{{"tester", 0, pos(1, 2)}, {"guard", 0, pos(13, 2)}, {"def8", 0, pos(8, 2)}, {"tester", 1, pos(12, 2)}})
	playReady(t, b, 0, 0, readyAttackAlly)
	endTurn(t, b)
	ev := play(t, b, "attack", 3, 2, 0, nil)
	if pr := b.Prompt(); pr.Kind != kindOpportunity || pr.Unit != 1 || len(b.S.Paused) != 1 {
		t.Fatalf("prompt %+v, paused %d: want the guard's target of opportunity first", pr, len(b.S.Paused))
	}
	ev = append(ev, play(t, b, "hold", 1, -1, -1, nil)...)
	if pr := b.Prompt(); pr.Kind != kindReady || pr.Unit != 0 || pr.Attacker != 3 || b.S.Window.Ally != 2 {
		t.Fatalf("prompt %+v: want the readied attack for the attacked ally", pr)
	}
	told := 0
	for _, e := range ev {
		if e.Kind == rules.EvAction && e.Unit == 0 && strings.Contains(e.Text, "triggered") {
			told++
		}
	}
	if told != 1 {
		t.Fatalf("the trigger is told %d times", told)
	}
	play(t, b, "ready_attack", 0, 3, 0, nil)
	if pr := b.Prompt(); pr.Kind != "turn" || b.S.Paused != nil {
		t.Fatalf("after the readied attack: prompt %+v, paused %v", pr, b.S.Paused)
	}
}
