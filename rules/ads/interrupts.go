package ads

import (
	"fmt"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/arcs"
	"sightline/rules/kit/moves"
)

// Interrupts: movement walks one step at a time, and a step can give other
// units an opportunity — a Reaction Strike from a foe whose reach the mover
// leaves (G11), an overwatch shot when it enters a watched area (G20), or
// the suppressor's free Straight Shot when a Suppressed unit moves (G21).
// Each opportunity waits, as a prompt, on the reacting unit's side, which
// answers with the shot or "hold"; a shot then waits on the mover's
// defence like any attack; then the walk goes on, unless the mover is out
// of the fight. A Charge's attack is declared when its walk ends.

// moveState is a walk in progress.
type moveState struct {
	Unit   int        `json:"unit"`
	Action string     `json:"action"`
	Path   []grid.Pos `json:"path"`
	Next   int        `json:"next"` // index in Path of the next step
	// Asked lists the units already offered an opportunity by this
	// action: each foe gets at most one per provoking action.
	Asked []int `json:"asked,omitempty"`
	// Then is the attack a Charge declares when the walk ends.
	Then *pendingAttack `json:"then,omitempty"`
	// Resume is the attack a Dive for Cover or a Take Cover reaction
	// (Action "take_cover") answered: at a dive's end a melee attack is
	// cancelled and a ranged one rolled against Duck; at Take Cover's end
	// the attack is rolled against Duck from cover.
	Resume *pendingAttack `json:"resume,omitempty"`
}

// trigger is an opportunity waiting on the reacting unit's side.
type trigger struct {
	Unit   int    `json:"unit"`   // the unit that may react
	Kind   string `json:"kind"`   // "reaction_strike", "overwatch", "suppression", "follow_step", "swordpoint" or "grapple_assist"
	Target int    `json:"target"` // the unit that provoked it
	Weapon int    `json:"weapon"`
	// To is the square a Follow Step would enter.
	To *grid.Pos `json:"to,omitempty"`
	// Why is how the target exposed itself where it stood (exposure.go),
	// empty for an opportunity a step gave.
	Why string `json:"why,omitempty"`
}

// overwatchState is a unit's overwatch: the weapon, the arc's direction
// and how many overwatch shots it has taken (the first is free, a second
// spends a Reaction).
type overwatchState struct {
	Weapon int    `json:"weapon"`
	Dir    string `json:"dir"`
	Shots  int    `json:"shots,omitempty"`
}

// OverwatchArc is the full angle of an overwatch arc, in degrees (§5.2).
const OverwatchArc = 45

// overwatchReach is how far an overwatch arc reaches: half the listed
// range, at least 1.
func overwatchReach(w WeaponSpec) int { return max(1, w.Range/2) }

// watches reports whether watcher w's overwatch covers square p: inside
// the 45° arc out to half range, and in sight.
func (b *Battle) watches(w *unitState, p grid.Pos) bool {
	ow := w.Overwatch
	if ow == nil || !w.Health.Active() {
		return false
	}
	return b.inArc(w, arcs.Vector(ow.Dir), overwatchReach(b.weapon(w, ow.Weapon)), p)
}

// inArc reports whether watcher w, its arc facing dir out to r squares,
// sees square p: within the arc and in a clear line.
func (b *Battle) inArc(w *unitState, dir grid.Pos, r int, p grid.Pos) bool {
	return overwatchArc(w, dir, r).Holds(p, b.clearFrom(w.Pos))
}

// overwatchArea returns the squares unit's overwatch covers now, in row
// order, or nil when it is not on overwatch.
func (b *Battle) overwatchArea(unit int) []grid.Pos {
	if unit < 0 || unit >= len(b.s.Units) || b.s.Units[unit].Overwatch == nil {
		return nil
	}
	w := &b.s.Units[unit]
	if !w.Health.Active() {
		return nil // watches nothing
	}
	// watches' test square by square, the reach and the arc's direction
	// found once, through the battle's memo of arcs (arcmemo.go).
	r := overwatchReach(b.weapon(w, w.Overwatch.Weapon))
	return slices.Clone(b.arcSquares(w, arcs.Vector(w.Overwatch.Dir), r))
}

// Areas returns every active overwatch, and every suppression as the
// suppressed unit's square held by its suppressor, as rules.Areas for
// overlays.
func (b *Battle) Areas() []rules.Area {
	var out []rules.Area
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if u.Overwatch != nil && u.Health.Active() {
			out = append(out, rules.Area{Unit: u.ID, Side: u.Side, Kind: "overwatch", Squares: b.overwatchArea(u.ID)})
		}
		if u.Suppressed && u.Health.Active() {
			s := &b.s.Units[u.SuppressedBy]
			out = append(out, rules.Area{Unit: s.ID, Side: s.Side, Kind: "suppression", Squares: []grid.Pos{u.Pos}})
		}
	}
	return out
}

// startWalk begins u's walk to `to` with a movement action; the steps are
// taken by flow.
func (b *Battle) startWalk(u *unitState, action string, to grid.Pos, then *pendingAttack, ev *[]rules.Event) {
	var path []grid.Pos
	if action == "sprint" {
		path = b.sprintPath(u, to)
	} else {
		_, r := b.reachSpots(u, MoveAllowance(action, b.speed(u)))
		path = r.Path(to, nil)
	}
	// Room for an event a step and one after, made at once: flow appends
	// the steps one by one.
	*ev = slices.Grow(*ev, len(path)+2)
	inCover := u.InCover
	b.leaveCover(u, ev)
	b.s.Moving = &moveState{Unit: u.ID, Action: action, Path: path, Then: then}
	if inCover { // leaving cover exposes u before its first step
		b.exposureTriggers(u, exposeLeaveCover, action, true, &b.s.Moving.Asked)
	}
}

// provokes reports whether a movement action provokes Reaction Strikes
// (G11: Quick Step does not).
func provokes(action string) bool { return action != "quick_step" }

// flow carries the battle on after a command: it prompts for waiting
// opportunities, walks the steps of a walk in progress, and declares a
// Charge's attack at the walk's end. It stops when a decision is needed.
func (b *Battle) flow(ev *[]rules.Event) {
	st := &b.s
	for !st.Over && st.Pending == nil {
		if st.Spray != nil {
			if b.nextSpray(ev) {
				return
			}
			continue
		}
		for len(st.Triggers) > 0 && !b.triggerValid(&st.Triggers[0]) {
			st.Triggers = st.Triggers[1:]
		}
		if len(st.Triggers) > 0 {
			pr := b.Prompt()
			rules.Emit(ev, rules.Event{Kind: rules.EvPrompt, Round: st.Round, Side: pr.Side, Unit: pr.Unit, Target: pr.Attacker, Text: pr.Text})
			return
		}
		st.Triggers = nil
		m := st.Moving
		if m == nil {
			// A unit taken out of the fight on its own turn (by a strike
			// or an overwatch shot) ends that turn.
			if u := b.current(); u != nil && !u.Health.Active() {
				rules.Emit(ev, rules.Event{Kind: rules.EvTurnEnd, Round: st.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit})
				b.nextTurn(ev)
				continue
			}
			return
		}
		u := &st.Units[m.Unit]
		if !u.Health.Active() || m.Next >= len(m.Path) {
			st.Moving = nil
			if m.Then != nil && u.Health.Active() {
				b.declare(u, m.Then, ev)
			}
			if m.Resume != nil && m.Action == "take_cover" {
				b.endTakeCover(u, m.Resume, ev)
			} else if m.Resume != nil {
				b.endDive(u, m.Resume, ev)
			}
			continue
		}
		from, to := u.Pos, m.Path[m.Next]
		if o := b.unitAt(to); o >= 0 { // planned on u's side's view (hidden.go)
			b.runInto(u, m, &st.Units[o], ev)
			continue
		}
		m.Next++
		rules.Emit(ev, rules.Event{Kind: rules.EvStep, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, From: from, To: to})
		u.Facing = facing(from, to, u.Facing)
		u.Pos = to
		b.stepTriggers(u, m, from, to)
	}
}

// stepTriggers queues the opportunities u's step from `from` to `to`
// gives: strikes from foes whose reach it left, overwatch whose area it
// entered, and the free shot of the unit suppressing it.
func (b *Battle) stepTriggers(u *unitState, m *moveState, from, to grid.Pos) {
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.Side == u.Side || !o.Health.Active() || slices.Contains(m.Asked, o.ID) {
			continue
		}
		var tr *trigger
		switch {
		case provokes(m.Action) && b.strikeWeapon(o, from) >= 0:
			tr = &trigger{Unit: o.ID, Kind: "reaction_strike", Target: u.ID, Weapon: b.strikeWeapon(o, from)}
		case m.Action == "quick_step" && b.followsStep(o, from, to):
			left := from
			tr = &trigger{Unit: o.ID, Kind: "follow_step", Target: u.ID, Weapon: o.Drawn, To: &left}
		case o.Overwatch != nil && b.watches(o, to) && !b.watches(o, from):
			tr = &trigger{Unit: o.ID, Kind: "overwatch", Target: u.ID, Weapon: o.Overwatch.Weapon}
		case u.Suppressed && u.SuppressedBy == o.ID && o.SuppressShot:
			tr = &trigger{Unit: o.ID, Kind: "suppression", Target: u.ID, Weapon: b.suppressWeapon(o)}
		}
		if tr != nil && b.triggerValid(tr) {
			m.Asked = append(m.Asked, o.ID)
			b.s.Triggers = append(b.s.Triggers, *tr)
		}
	}
}

// standTriggers queues the Reaction Strikes that dropping prone or
// standing up next to foes provokes (G11).
func (b *Battle) standTriggers(u *unitState) {
	for i := range b.s.Units {
		o := &b.s.Units[i]
		if o.Side == u.Side || !o.Health.Active() {
			continue
		}
		if wi := b.strikeWeapon(o, u.Pos); wi >= 0 {
			tr := trigger{Unit: o.ID, Kind: "reaction_strike", Target: u.ID, Weapon: wi}
			if b.triggerValid(&tr) {
				b.s.Triggers = append(b.s.Triggers, tr)
			}
		}
	}
}

// strikeWeapon returns the melee weapon o can make a Reaction Strike with
// at a unit on p, or -1: o must not have Run this turn (G11) and must be
// able to pay the strike without borrowing (attacks never borrow, G4).
func (b *Battle) strikeWeapon(o *unitState, p grid.Pos) int {
	if o.Ran || o.TotalDefense || o.Grapple != 0 || !inHand(o) || o.Weapons[o.Drawn].Broken {
		return -1
	}
	if c, ok := b.reactionCost(o, 1); !ok || o.Ticks < c.N {
		return -1
	}
	if w := b.weapon(o, o.Drawn); w.Melee && chebyshev(o.Pos, p) <= w.Range {
		return o.Drawn
	}
	return -1
}

// suppressWeapon returns the weapon a suppressor fires its free shot
// with: the one in hand.
func (b *Battle) suppressWeapon(o *unitState) int { return o.Drawn }

// triggerValid reports whether an opportunity can still be taken.
func (b *Battle) triggerValid(tr *trigger) bool {
	if !b.opportunitySeen(tr) {
		return false
	}
	if tr.Kind == "follow_step" {
		return b.followValid(tr)
	}
	if tr.Kind == "swordpoint" {
		return b.swordpointValid(tr)
	}
	if tr.Kind == "grapple_assist" {
		return b.assistValid(tr)
	}
	o, t := &b.s.Units[tr.Unit], &b.s.Units[tr.Target]
	if !o.Health.Active() || !t.Health.Active() || o.Grapple != 0 {
		return false
	}
	if tr.Kind == "reaction_strike" {
		c, ok := b.reactionCost(o, 1)
		return ok && o.Ticks >= c.N && !o.Ran
	}
	ws := &o.Weapons[tr.Weapon]
	w := b.weapon(o, tr.Weapon)
	if w.Melee || ws.Jammed || ws.Lost || ws.Dropped || ws.Broken || ws.Ammo < 1 || !b.clearLine(o.Pos, t.Pos) {
		return false
	}
	if _, ok := RangeMod(grid.Distance(o.Pos, t.Pos), w.Range); !ok {
		return false
	}
	if tr.Kind == "overwatch" && o.Overwatch != nil && o.Overwatch.Shots >= 1 {
		c, ok := b.reactionCost(o, 1)
		return ok && o.Ticks >= c.N && o.Overwatch.Shots < 2
	}
	return true
}

// triggerCost is the price of taking an opportunity: a Reaction Strike and
// a second overwatch shot spend a Reaction; the first overwatch shot and
// the suppressor's free shot are free.
func (b *Battle) triggerCost(tr *trigger) rules.Cost {
	o := &b.s.Units[tr.Unit]
	if tr.Kind == "grapple_assist" {
		c, _ := b.reactionCost(o, ticksOf("grapple_assist"))
		return c
	}
	if tr.Kind == "reaction_strike" || tr.Kind == "follow_step" || tr.Kind == "swordpoint" || (tr.Kind == "overwatch" && o.Overwatch != nil && o.Overwatch.Shots >= 1) {
		c, _ := b.reactionCost(o, 1)
		return c
	}
	return rules.Cost{}
}

// triggerWindows are the opportunities a trigger may offer (trigger.Kind),
// each with the attack action its taking sends (a Grapple Assist lists
// its answers itself, assistLegal) and what its answers do, in a line.
var triggerWindows = moves.Windows{
	{Kind: "reaction_strike", Action: "reaction_strike", Hint: "Strike as it leaves your reach, or hold to let it go"},
	{Kind: "overwatch", Action: "overwatch_shot", Hint: "Take the shot, or hold to let it pass"},
	{Kind: "suppression", Action: "suppress_shot", Hint: "Take the shot, or hold to let it pass"},
	{Kind: "follow_step", Action: "follow_step", Hint: "Step into the square it left, or hold"},
	{Kind: "swordpoint", Action: "swordpoint_attack", Hint: "Strike at +2 for a critical to the head, or keep the threat"},
	{Kind: "grapple_assist", Action: "grapple_assist", Hint: "Assist an ally in the grapple (bonus to its next move), or hold"},
}

// triggerPrompt describes the waiting opportunity.
func (b *Battle) triggerPrompt(tr *trigger) rules.Prompt {
	o, t := &b.s.Units[tr.Unit], &b.s.Units[tr.Target]
	text := b.exposurePrompt(tr)
	switch {
	case text != "":
	case tr.Kind == "swordpoint":
		text = b.swordpointPrompt(tr)
	case tr.Kind == "grapple_assist":
		text = b.assistPrompt(tr)
	case tr.Kind == "reaction_strike":
		text = fmt.Sprintf("%s leaves %s's reach: strike?", b.spec(t).Name, b.spec(o).Name)
	case tr.Kind == "overwatch":
		text = fmt.Sprintf("%s enters %s's overwatch: fire?", b.spec(t).Name, b.spec(o).Name)
	case tr.Kind == "follow_step":
		text = fmt.Sprintf("%s steps out of %s's reach: follow?", b.spec(t).Name, b.spec(o).Name)
	default:
		text = fmt.Sprintf("%s moves under %s's suppressing fire: fire?", b.spec(t).Name, b.spec(o).Name)
	}
	w, _ := triggerWindows.Of(tr.Kind)
	return rules.Prompt{Side: o.Side, Unit: o.ID, Kind: tr.Kind, Attacker: t.ID, Text: text, Hint: w.Hint}
}

// takeTrigger answers the first waiting opportunity with c: "hold", or the
// shot, which is declared as an attack on the provoker.
func (b *Battle) takeTrigger(c rules.Command, ev *[]rules.Event) {
	st := &b.s
	tr := st.Triggers[0]
	st.Triggers = st.Triggers[1:]
	o := &st.Units[tr.Unit]
	if c.Action == "hold" {
		rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Round: st.Round, Side: o.Side, Unit: o.ID, Target: tr.Target, Action: "hold"})
		return
	}
	cost := b.triggerCost(&tr)
	o.Ticks -= cost.N
	if cost.Reaction && o.FreeReaction {
		o.FreeReaction = false
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvReaction, Round: st.Round, Side: o.Side, Unit: o.ID, Target: tr.Target, Action: c.Action, Cost: cost})
	switch tr.Kind {
	case "overwatch":
		o.Overwatch.Shots++
	case "suppression":
		o.SuppressShot = false
	case "swordpoint":
		b.endSwordpoint(o, "it strikes", ev)
	case "grapple_assist":
		b.assistReaction(o, c, ev)
		return
	case "follow_step":
		b.followStep(o, tr, ev)
		return
	}
	b.declare(o, &pendingAttack{Attacker: o.ID, Target: tr.Target, Action: c.Action, Weapon: tr.Weapon, Bullets: 1}, ev)
}

// declare makes a's declared attack p pending: it counts the attack,
// spends ammunition, turns a to face the target, uses up Aim, and prompts
// the defender.
func (b *Battle) declare(a *unitState, p *pendingAttack, ev *[]rules.Event) {
	st := &b.s
	into := b.intoGrapple(a, p, ev)
	t := &st.Units[p.Target]
	w := b.weapon(a, p.Weapon)
	// A Reaction Strike's reach was judged when it was provoked (G11);
	// a grapple's participants are in each other's reach, and an attack
	// into a grapple falls on the one the dice chose (G26).
	if !t.Health.Active() || (w.Melee && p.Action != "reaction_strike" && !into && !sameGrapple(a, t) && chebyshev(a.Pos, t.Pos) > w.Range) {
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: a.Side, Unit: a.ID, Target: t.ID, Action: p.Action,
			Text: fmt.Sprintf("%s: %s finds no target", b.spec(a).Name, actionName(p.Action))})
		return
	}
	a.Attacks++
	p.Number = a.Attacks
	if !w.Melee {
		a.Weapons[p.Weapon].Ammo -= p.Bullets
		rules.Emit(ev, rules.Event{Kind: rules.EvResource, Round: st.Round, Unit: a.ID, Target: rules.NoUnit, Text: "ammo", Value: a.Weapons[p.Weapon].Ammo})
	}
	a.Facing = facing(a.Pos, t.Pos, a.Facing)
	p.Aimed = a.Aim
	st.Pending = p
	if a.Aim {
		a.Aim = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: st.Round, Unit: a.ID, Target: rules.NoUnit, Status: "aiming"})
	}
	pr := b.Prompt()
	rules.Emit(ev, rules.Event{Kind: rules.EvPrompt, Round: st.Round, Side: pr.Side, Unit: pr.Unit, Target: a.ID, Text: pr.Text})
}

// triggerLegal lists the answers to the waiting opportunity.
func (b *Battle) triggerLegal(side int) []rules.Command {
	tr := &b.s.Triggers[0]
	if tr.Kind == "grapple_assist" {
		return b.assistLegal(tr, side)
	}
	o := &b.s.Units[tr.Unit]
	w, _ := triggerWindows.Of(tr.Kind)
	shot := rules.Command{Version: b.s.Version, Side: side, Action: w.Action, Unit: o.ID, Target: tr.Target, Weapon: tr.Weapon,
		To: b.s.Units[tr.Target].Pos, Cost: b.triggerCost(tr)}
	if tr.Kind == "follow_step" {
		shot.To = *tr.To
	}
	hold := rules.Command{Version: b.s.Version, Side: side, Action: "hold", Unit: o.ID, Target: tr.Target, Weapon: tr.Weapon, To: shot.To}
	return append([]rules.Command{shot, hold}, b.aimOpportunityLegal(tr, side)...)
}

// endSuppression lifts the Suppressed status u put on others and its free
// shot, at the start of u's turn or when u is out of the fight.
func (b *Battle) endSuppression(u *unitState, ev *[]rules.Event) {
	u.SuppressShot = false
	for i := range b.s.Units {
		t := &b.s.Units[i]
		if t.Suppressed && t.SuppressedBy == u.ID {
			t.Suppressed, t.SuppressedBy = false, 0
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: "suppressed"})
		}
	}
}

// endDive ends a Dive for Cover: the diver is prone, and in cover (head and
// arms this round) when cover is next to it; the melee attack it dived from
// is cancelled, and a ranged one is rolled at the end square, the diver
// defending with Duck.
func (b *Battle) endDive(u *unitState, p *pendingAttack, ev *[]rules.Event) {
	st := &b.s
	if u.Health.Active() {
		if !u.Prone {
			u.Prone = true
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "prone"})
		}
		if b.canTakeCover(u) {
			u.InCover, u.CoverRound = true, st.Round
			rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: st.Round, Unit: u.ID, Target: rules.NoUnit, Status: "in_cover"})
		}
	}
	a := &st.Units[p.Attacker]
	if b.weapon(a, p.Weapon).Melee || !u.Health.Active() || !a.Health.Active() {
		rules.Emit(ev, rules.Event{Kind: rules.EvAction, Round: st.Round, Side: a.Side, Unit: a.ID, Target: u.ID, Action: p.Action,
			Text: fmt.Sprintf("%s's %s is cancelled by the dive", b.spec(a).Name, actionName(p.Action))})
		return
	}
	b.roll(p, "duck", ev)
}

// diveSquare returns where t dives to from attacker a: among the squares
// up to DiveSquares of movement away, against a ranged attack the one whose
// cover against a is strongest (then the cheapest, then row order); against
// a melee attack the cheapest out of a's reach. ok is false when no square
// helps.
func (b *Battle) diveSquare(t, a *unitState, melee bool, reach int) (grid.Pos, bool) {
	squares, _ := b.reach(t, DiveSquares)
	best, bestAP, bestCost, ok := grid.Pos{}, -1, 0, false
	broken := b.broken()
	for _, sq := range squares {
		ap := 0
		if melee {
			if chebyshev(a.Pos, sq.p) <= reach {
				continue
			}
		} else {
			i := grid.CoverBetween(b.field, a.Pos, sq.p, broken)
			if i == grid.NoCover {
				continue
			}
			ap = b.s.Covers[i].AP
		}
		if !ok || ap > bestAP || (ap == bestAP && sq.cost < bestCost) {
			best, bestAP, bestCost, ok = sq.p, ap, sq.cost, true
		}
	}
	return best, ok
}
