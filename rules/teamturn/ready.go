package teamturn

import (
	"fmt"
	"slices"

	"sightline/rules"
)

// The options of a Ready command (rules.Command.Option): what it holds
// and what triggers it. The empty option is the first Ready built, an
// attack on a foe stepping within the weapon's reach or nominal range,
// kept as it was so that saved battles and recorded commands still
// read.
const (
	readyAttackSteps = ""
	readyAttackAlly  = "ally"
	readyMoveSteps   = "move"
	readyMoveAlly    = "move ally"
)

// triggerAlly is the trigger "an ally is attacked" (window.Trigger).
const triggerAlly = "ally"

// readyOptions are the Ready command's options, in the order Legal
// lists them.
var readyOptions = []string{readyAttackSteps, readyAttackAlly, readyMoveSteps, readyMoveAlly}

var _ rules.CommandNamer = (*Battle)(nil)

// CommandName names a Ready command's held action and trigger
// (rules.CommandNamer): "Twenty-metre gun, when a foe steps within range",
// "Move, when an ally is attacked"; "" for any other command.
func (b *Battle) CommandName(c rules.Command) string {
	if c.Action != "ready" || c.Unit < 0 || c.Unit >= len(b.S.Units) {
		return ""
	}
	u := &b.S.Units[c.Unit]
	what := "Move"
	if c.Option == readyAttackSteps || c.Option == readyAttackAlly {
		if c.Weapon < 0 || c.Weapon >= len(u.Integrity) {
			return ""
		}
		what = b.weapon(u, c.Weapon).Name
	}
	if c.Option == readyAttackAlly || c.Option == readyMoveAlly {
		return what + ", when an ally is attacked"
	}
	return what + ", when a foe steps within range"
}

// offerReady offers Ready an Action, a Quick action: for each usable
// weapon an attack held with the Base, and a Move held with the Move
// action (or the Base traded down), each for either trigger.
func offerReady(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if u.Ready || left(u, "quick") == 0 {
		return out
	}
	for _, opt := range readyOptions {
		if opt == readyMoveSteps || opt == readyMoveAlly {
			if b.canPay(u, tierMove) {
				c := b.command(u, "ready", quick)
				c.Option = opt
				out = append(out, c)
			}
			continue
		}
		if !b.canPay(u, tierBase) {
			continue
		}
		for wi := range u.Integrity {
			if w := b.weapon(u, wi); !w.ability() && !b.ruined(u, wi) {
				c := b.command(u, "ready", quick)
				c.Weapon, c.Option = wi, opt
				out = append(out, c)
			}
		}
	}
	return out
}

// applyReady holds the Base action for a readied attack, or the Move
// action (the Base traded down when the Move is spent) for a readied
// Move, with the trigger the option names.
func applyReady(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	u.Ready, u.ReadyWeapon, u.ReadyFrom = true, 0, ""
	u.ReadyMove = c.Option == readyMoveSteps || c.Option == readyMoveAlly
	u.ReadyAlly = c.Option == readyAttackAlly || c.Option == readyMoveAlly
	held := tierBase
	if u.ReadyMove && left(u, tierMove) > 0 {
		held, u.ReadyFrom = tierMove, tierMove
	}
	if !u.ReadyMove {
		u.ReadyWeapon = c.Weapon
	}
	u.Slots.Left[pools.Index(held)] = 0
	what := fmt.Sprintf("an attack with the %s", b.weapon(u, u.ReadyWeapon).Name)
	if u.ReadyMove {
		what = "a Move"
	}
	when := "a foe stepping within its range in sight triggers it"
	switch {
	case u.ReadyAlly:
		when = "an ally in sight attacked triggers it"
	case u.ReadyMove:
		when = fmt.Sprintf("a foe stepping within %d squares in sight triggers it", b.spec(u).Speed)
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Unit: u.ID, Target: rules.NoUnit, Status: "ready",
		Text: fmt.Sprintf("%s readies %s: %s", u.Name, what, when)})
}

// readyOn reports whether e's readied attack may be made on m now: e is
// ready with its reaction, m is within the readied weapon's melee reach
// or nominal range, and e may attack it with that weapon.
func (b *Battle) readyOn(e, m *unit) bool {
	if !e.Ready || e.ReadyMove || e.Reacted || e.HP <= 0 {
		return false
	}
	w := b.weapon(e, e.ReadyWeapon)
	d := distance(e.Pos, m.Pos)
	if w.Melee && d > w.Reach || !w.Melee && 3*d > 2*w.Nominal {
		return false
	}
	ok, _ := b.canTarget(e, m, e.ReadyWeapon)
	return ok
}

// readyOnStep reports whether m's step just taken triggers e's readied
// action held for a foe's step: an attack that may be made on m
// (readyOn), or a Move when m, a foe e sees, is within e's Speed.
func (b *Battle) readyOnStep(e, m *unit) bool {
	if !e.Ready || e.ReadyAlly || e.Reacted || e.HP <= 0 || e.Side == m.Side {
		return false
	}
	if e.ReadyMove {
		return b.seenBy(e, m) && distance(e.Pos, m.Pos) <= b.spec(e).Speed
	}
	return b.readyOn(e, m)
}

// readyOnAlly reports whether a's attack on t triggers e's readied
// action held for an ally's being attacked: t is an ally of e's (not e)
// to which e has a clear line, e sees a, and for a held attack, a is
// within the weapon's reach or nominal range and e may attack it.
func (b *Battle) readyOnAlly(e, a, t *unit) bool {
	if !e.Ready || !e.ReadyAlly || e.Reacted || e.HP <= 0 || t.Side != e.Side || t.ID == e.ID || a.Side == e.Side {
		return false
	}
	if !b.clearLine(e.Pos, t.Pos) || !b.seenBy(e, a) {
		return false
	}
	return e.ReadyMove || b.readyOn(e, a)
}

// readyAnswers reports whether e may still be asked in the readied
// window w.
func (b *Battle) readyAnswers(e *unit, w *window) bool {
	m := &b.S.Units[w.Attacker]
	if w.Trigger == triggerAlly {
		return b.readyOnAlly(e, m, &b.S.Units[w.Ally])
	}
	return b.readyOnStep(e, m)
}

// triggered lists, in id order, the units whose readied action the step
// of m just taken triggers and that this walk has not asked yet.
func (b *Battle) triggered(m *unit, w *walk) []int {
	var q []int
	for i := range b.S.Units {
		e := &b.S.Units[i]
		if !slices.Contains(w.Triggered, e.ID) && b.readyOnStep(e, m) {
			q = append(q, e.ID)
		}
	}
	return q
}

// allyTriggered lists, in id order, the units whose readied action an
// attack by a on targets triggers (readyOnAlly), with the attacked ally
// each is asked about: the first of targets that triggers the first of
// them. The reaction comes after the attack has resolved (doc.go).
func (b *Battle) allyTriggered(a *unit, targets []int) (q []int, ally int) {
	ally = rules.NoUnit
	for i := range b.S.Units {
		e := &b.S.Units[i]
		for _, id := range targets {
			if b.readyOnAlly(e, a, &b.S.Units[id]) {
				q = append(q, e.ID)
				if ally == rules.NoUnit {
					ally = id
				}
				break
			}
		}
	}
	return q, ally
}

// attacked goes on after a turn's attack by a on targets: the units
// readied for their allies' being attacked are asked, after the window
// the attack opened itself (the shooter's target of opportunity), if
// any, beneath which their window waits, each of them still to ask.
func (b *Battle) attacked(a int, targets []int, ev *[]rules.Event) {
	if b.S.Over {
		return
	}
	q, ally := b.allyTriggered(&b.S.Units[a], targets)
	if len(q) == 0 {
		return
	}
	w := &window{Kind: kindReady, Trigger: triggerAlly, Ally: ally, Unit: q[0], Queue: q[1:], Attacker: a}
	if b.S.Window != nil {
		w.Queue = q
		b.S.Paused = append(b.S.Paused, frame{Window: w})
		return
	}
	b.S.Window = w
	b.askReady(ev)
}

// askReady records that the readied window asks its unit: its readied
// action is triggered by the window's attacker. The trigger's side
// learns who reacts, as the walk or the turn stops for it and the
// prompt names the unit (a GM must say who is deciding): a hidden unit
// so triggered gives itself away, whatever it then does (doc.go).
func (b *Battle) askReady(ev *[]rules.Event) {
	w := b.S.Window
	u, m := &b.S.Units[w.Unit], &b.S.Units[w.Attacker]
	what := "attack"
	if u.ReadyMove {
		what = "Move"
	}
	rules.Emit(ev, rules.Event{Kind: rules.EvAction, Unit: u.ID, Target: m.ID, Text: fmt.Sprintf("%s's readied %s is triggered by %s", u.Name, what, m.Name)})
	if u.Hidden {
		u.Hidden = false
		rules.Emit(ev, rules.Event{Kind: rules.EvStatusLost, Unit: u.ID, Target: rules.NoUnit, Status: rules.StatusHidden, Text: u.Name + " gives itself away"})
	}
}

// offerReadyAttack offers the readied attack on the foe that triggered
// it.
func offerReadyAttack(b *Battle, u *unit, out []rules.Command) []rules.Command {
	w := b.S.Window
	if u.ReadyMove || !b.readyAnswers(u, w) {
		return out
	}
	c := b.command(u, "ready_attack", reaction)
	c.Target, c.Weapon = w.Attacker, u.ReadyWeapon
	return append(out, c)
}

// applyReadyAttack makes the readied attack, spending the held action
// and the reaction.
func applyReadyAttack(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	u.Ready = false
	b.strike(b.S.Dice, u, &b.S.Units[c.Target], c.Weapon, aim{}, "readied attack", ev)
	b.answered(c.Unit, []int{c.Target}, ev)
}

// offerReadyMove offers the readied Move as one entry (rules.Anywhere)
// when it reaches a square.
func offerReadyMove(b *Battle, u *unit, out []rules.Command) []rules.Command {
	if !u.ReadyMove || !b.readyAnswers(u, b.S.Window) {
		return out
	}
	for p := range b.reach(u, false).All() {
		if p != u.Pos {
			c := b.command(u, "ready_move", reaction)
			c.To = rules.Anywhere
			return append(out, c)
		}
	}
	return out
}

// readyMoveSquares lists the squares a readied Move takes entry's unit
// to: any square of one Move action (its Speed, the usual movement
// rules), each paid with the reaction; none for a unit with no Move
// ready and its reaction left.
func readyMoveSquares(b *Battle, entry rules.Command, buf []rules.Reach) []rules.Reach {
	out := buf[:0]
	if entry.Unit < 0 || entry.Unit >= len(b.S.Units) {
		return out
	}
	u := &b.S.Units[entry.Unit]
	if !u.Ready || !u.ReadyMove || u.Reacted || u.HP <= 0 {
		return out
	}
	for p := range b.reach(u, false).All() {
		if p != u.Pos {
			out = append(out, rules.Reach{To: p, Cost: reaction})
		}
	}
	return out
}

// applyReadyMove walks the readied Move as the unit's reaction: the
// window and the walk under way wait (pause) while it walks, its own
// steps giving targets of opportunity and triggering readied actions as
// any Move's do.
func applyReadyMove(b *Battle, c rules.Command, ev *[]rules.Event) {
	u := &b.S.Units[c.Unit]
	u.Ready = false
	path := b.Path(c)
	b.pause()
	b.S.Walk = &walk{Unit: u.ID, Path: path, Inside: make([]int, len(b.S.Units))}
	b.continueWalk(ev)
}
