package ads

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/grid"
)

// refusal says in a player's words why c, which is not among the legal
// commands, cannot be played now: the Rejection's reason, which the battle
// screen shows for a refused click ("Breacher is out of range: 31
// squares, the Submachine gun reaches 30"). It names only what side c.Side
// can see, and falls back to naming the action when no simple reason
// fits (a manoeuvre's own conditions).
func (b *Battle) refusal(c rules.Command) string {
	st := &b.s
	if c.Unit < 0 || c.Unit >= len(st.Units) {
		return "no such unit"
	}
	a := actions.ByID(c.Action)
	if a == nil {
		return fmt.Sprintf("%q is no action of Tesseris ADS", c.Action)
	}
	u := &st.Units[c.Unit]
	name := b.spec(u).Name
	if c.Spread() {
		return fmt.Sprintf("choose the square %s's %s goes to", name, a.Name)
	}
	if st.Pending != nil || len(st.Triggers) > 0 {
		return fmt.Sprintf("that %s is not one of the answers offered: %s", a.Name, b.Prompt().Text)
	}
	if cur := b.current(); cur != nil && cur.ID != u.ID {
		return fmt.Sprintf("it is %s's turn, not %s's", b.spec(cur).Name, name)
	}
	if a.Refusal != nil {
		if r := a.Refusal(b, c); r != "" {
			return r
		}
	}
	if !offered(a, b, u) {
		if r := b.unitRefusal(u, name, c.Action); r != "" {
			return r
		}
	}
	return fmt.Sprintf("%s is not open to %s now", a.Name, name)
}

// offered reports whether action a is legal for u now, for some target
// or square.
func offered(a *action, b *Battle, u *unitState) bool { return len(a.Offers(b, u, nil)) > 0 }

// refuseMove is the Refusal of the plain movement actions: why u cannot
// walk to c.To (moveRefusal).
func refuseMove(b *Battle, c rules.Command) string {
	if c.Target != rules.NoUnit {
		return ""
	}
	u, a := &b.s.Units[c.Unit], actions.ByID(c.Action)
	return b.moveRefusal(c, u, b.spec(u).Name, a.Name, offered(a, b, u))
}

// refuseTarget is the Refusal of the attacks: what about the target
// stands in the way (targetRefusal), or "".
func refuseTarget(b *Battle, c rules.Command) string {
	if c.Target == rules.NoUnit {
		return ""
	}
	u := &b.s.Units[c.Unit]
	return b.targetRefusal(c, u, b.spec(u).Name, actionName(c.Action))
}

// unitRefusal names what keeps u from the action at all, or "".
func (b *Battle) unitRefusal(u *unitState, name, action string) string {
	n, act := ticksOf(action), actionName(action)
	switch {
	case u.Grapple != 0:
		return fmt.Sprintf("%s is caught in a grapple: only grapple actions are open to it", name)
	case n > 0 && u.Ticks < n && !(borrows(action) && b.canFinish(u, n)):
		return fmt.Sprintf("%s costs %v and %s has %d left", act, tickCost(n), name, max(u.Ticks, 0))
	}
	return ""
}

// borrows reports whether an action may be paid partly from the next
// turn's ticks (G4: Run, Sprint, Clear Jam, Total Defense, Reload,
// Sword-point).
func borrows(action string) bool { return actionIndex.Marked(action, markBorrows) }

// moveRefusal says why u cannot walk to c.To with c's action.
func (b *Battle) moveRefusal(c rules.Command, u *unitState, name, act string, offered bool) string {
	to := c.To
	switch {
	case !b.field.In(to):
		return fmt.Sprintf("%v is off the map", to)
	case to == u.Pos:
		return fmt.Sprintf("%s is already on %v", name, to)
	case !b.field.Walkable(to):
		return fmt.Sprintf("%v cannot be walked on", to)
	}
	if o := b.unitAt(to); o >= 0 && b.Sees(c.Side, o) {
		return fmt.Sprintf("%s stands on %v", b.spec(&b.s.Units[o]).Name, to)
	}
	if !offered {
		switch {
		case u.Prone && c.Action != "move":
			return fmt.Sprintf("%s is prone: it can only crawl (Move) until it stands up", name)
		case u.QuickStepped:
			return fmt.Sprintf("%s took a Quick Step this turn and cannot move again", name)
		case c.Action == "quick_step" && u.Moved:
			return fmt.Sprintf("%s has moved this turn: no Quick Step after a move", name)
		}
		if r := b.unitRefusal(u, name, c.Action); r != "" {
			return r
		}
		return fmt.Sprintf("%s is not open to %s now", act, name)
	}
	// Another movement action may reach the square where this one does not.
	// (The same action reaching it means c differs from the offer in
	// something else, such as a weapon: the fallback says so.)
	for _, l := range b.legal(nil, c.Side, "", &c) {
		if l.Unit == u.ID && l.Target == rules.NoUnit && l.To == to && isMove(l.Action) {
			if l.Action == c.Action {
				return fmt.Sprintf("%s is not open to %s now", act, name)
			}
			return fmt.Sprintf("%v is beyond a %s: a %s reaches it", to, act, actionName(l.Action))
		}
	}
	if u.Prone {
		return fmt.Sprintf("%s is prone and crawls one square at a time: %v is beyond that", name, to)
	}
	return fmt.Sprintf("%s cannot reach %v this turn", name, to)
}

// targetRefusal says why u cannot make c on its target, or "" when the
// target is not what stands in the way.
func (b *Battle) targetRefusal(c rules.Command, u *unitState, name, act string) string {
	st := &b.s
	if c.Target < 0 || c.Target >= len(st.Units) {
		return "no such target"
	}
	t := &st.Units[c.Target]
	tn := b.spec(t).Name
	if t.Side == u.Side {
		return "" // an ally's manoeuvre (Grapple Assist, Defend Ally): its own conditions
	}
	if !b.Sees(c.Side, t.ID) {
		return fmt.Sprintf("%s cannot see that enemy now", name)
	}
	if !t.Health.Active() {
		return fmt.Sprintf("%s is out of the fight", tn)
	}
	if c.Weapon < 0 || c.Weapon >= len(u.Weapons) {
		return fmt.Sprintf("%s has no such weapon", name)
	}
	ws, w := &u.Weapons[c.Weapon], b.weapon(u, c.Weapon)
	switch {
	case ws.Lost:
		return fmt.Sprintf("%s's %s was taken", name, w.Name)
	case ws.Broken:
		return fmt.Sprintf("%s's %s is broken", name, w.Name)
	case c.Weapon != u.Drawn || ws.Dropped:
		return fmt.Sprintf("%s must Draw the %s first", name, w.Name)
	case ws.Jammed:
		return fmt.Sprintf("the %s is jammed: clear it first", w.Name)
	case !w.Melee && ws.Ammo == 0:
		if w.Thrown {
			return fmt.Sprintf("%s has no %s left to throw", name, w.Name)
		}
		return fmt.Sprintf("the %s is empty: reload it", w.Name)
	case u.Ran:
		return fmt.Sprintf("%s ran this turn and cannot attack until its next", name)
	case u.TotalDefense:
		return fmt.Sprintf("%s is in Total Defense and cannot attack until its next turn", name)
	}
	if r := b.unitRefusal(u, name, c.Action); r != "" {
		return r
	}
	if w.Melee {
		if d := chebyshev(u.Pos, t.Pos); d > w.Range && c.Action != "charge" {
			return fmt.Sprintf("%s is out of reach: %d squares away, the %s reaches %d", tn, d, w.Name, w.Range)
		}
	} else if d := grid.Distance(u.Pos, t.Pos); d > rangeLimit(w.Range) {
		return fmt.Sprintf("%s is out of range: %d squares, the %s reaches %d", tn, d, w.Name, rangeLimit(w.Range))
	}
	switch {
	case b.hiddenBehindCover(u, t):
		return fmt.Sprintf("%s is hunkered down behind cover", tn)
	case b.hiddenBehindCover(t, u):
		return fmt.Sprintf("%s is hunkered down behind cover and cannot attack across it", name)
	case !w.Melee && !b.clearLine(u.Pos, t.Pos):
		return fmt.Sprintf("no clear line of fire to %s", tn)
	}
	return ""
}
