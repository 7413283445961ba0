package ads

import (
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/arcs"
	"sightline/rules/kit/reach"
)

func tickCost(n int) rules.Cost { return rules.Cost{N: n, Unit: "tick"} }

// Legal lists every command side may send now: each movement action
// once, and each Charge and Hip Fire once per weapon and target, as
// spread entries whose squares Reach gives (rules.Anywhere).
func (b *Battle) Legal(side int) []rules.Command { return b.legal(nil, side, "", nil) }

// legalAs lists the legal commands of c's action that may be the same as
// c (rules.Command.Same), and perhaps a few more: what Apply, Odds and
// DefenceOdds check c against, without building every move of every other
// action, nor the attacks on other targets, nor the moves to other
// squares. The list is in the battle's scratch space, valid until the
// next call: its callers look a command up in it and are done.
func (b *Battle) legalAs(c rules.Command) []rules.Command {
	all := b.legal(nil, c.Side, c.Action, &c)
	if cap(all) > cap(b.scratch.legal) {
		b.scratch.legal = all[:0]
	}
	out := all[:0]
	for _, l := range all {
		if l.Action == c.Action {
			out = append(out, l)
		}
	}
	return out
}

// wanted reports whether a legal list asked for only (all actions when
// empty) takes any of actions. It is kept out of line: legal asks it in
// some twenty places (issue #38).
//
//go:noinline
func wanted(only string, actions []string) bool {
	if only == "" {
		return true
	}
	return slices.Contains(actions, only)
}

// newCommand returns side's command for action by unit at cost, with no
// target. It is kept out of line: legal builds one in some twenty places
// (issue #38).
//
//go:noinline
func newCommand(version uint64, side int, action string, unit int, cost rules.Cost) rules.Command {
	return rules.Command{Version: version, Side: side, Action: action, Unit: unit, Target: rules.NoUnit, Cost: cost}
}

// legal appends to out (nil for a new list) the commands side may send
// now; a non-empty only skips the costly parts (the move squares, the dive
// and charge searches) that cannot produce that action. With like nil it
// lists Legal's entries; a like other than nil lists commands, not
// entries: it skips the attacks, manoeuvres and charges on other targets
// than like's, and of the movement actions, Charges and Hip Fires it
// lists only the commands to like's square.
func (b *Battle) legal(out []rules.Command, side int, only string, like *rules.Command) []rules.Command {
	want := func(actions ...string) bool { return wanted(only, actions) }
	if b.s.Over {
		return out[:0]
	}
	pr := b.Prompt()
	if pr.Side != side {
		return out[:0]
	}
	cmd := func(action string, unit int, cost rules.Cost) rules.Command {
		return newCommand(b.s.Version, side, action, unit, cost)
	}
	if like != nil {
		out = b.scratch.legal[:0] // legalAs's, which it hands out for a moment only
	}
	if b.s.Pending == nil && len(b.s.Triggers) > 0 {
		if out == nil {
			return b.triggerLegal(side)
		}
		return append(out, b.triggerLegal(side)...)
	}
	if p := b.s.Pending; p != nil {
		t := &b.s.Units[p.Target]
		out = append(out, cmd("no_defence", t.ID, rules.Cost{}), cmd("duck", t.ID, rules.Cost{}))
		for _, a := range []string{"dodge", "block", "parry"} {
			if a == "parry" && !b.weapon(&b.s.Units[p.Attacker], p.Weapon).Melee {
				continue
			}
			if a == "block" && !isTest(p.Action) && !b.wields(t) { // §5.3
				continue
			}
			if c, ok := b.reactionCost(t, 1); ok {
				out = append(out, cmd(a, t.ID, c))
			}
		}
		if want("take_cover") {
			if to, ok := b.takeCoverSquare(t, p); ok {
				if c, ok := b.reactionCost(t, ticksOf("take_cover_reaction")); ok {
					tc := cmd("take_cover", t.ID, c)
					tc.To = to
					out = append(out, tc)
				}
			}
		}
		if want("defend_ally") {
			out = append(out, b.defendAllyLegal(t, p, cmd)...)
		}
		if want("aid_ally") {
			out = append(out, b.aidAllyLegal(t, cmd)...)
		}
		a := &b.s.Units[p.Attacker]
		w := b.weapon(a, p.Weapon)
		if !t.Prone && want("dive_for_cover") && b.s.Moving == nil { // never a walk within a walk
			if to, ok := b.diveSquare(t, a, w.Melee, w.Range); ok {
				if c, ok := b.reactionCost(t, ticksOf("dive_for_cover")); ok {
					d := cmd("dive_for_cover", t.ID, c)
					d.To = to
					out = append(out, d)
				}
			}
		}
		out = b.grappleDefences(t, p, out, cmd)
		out = append(out, b.aimDefenceLegal(t, p, cmd)...)
		out = append(out, b.dropProneLegal(t, p, cmd)...)
		for i := range out {
			out[i].Target = p.Attacker
			if out[i].Action != "dive_for_cover" && out[i].Action != "take_cover" {
				out[i].To = grid.Pos{}
			}
		}
		return out
	}
	u := b.current()
	if out == nil {
		// Legal's new list, with the room the last one took: grown
		// append by append it was copied over some six times.
		out = make([]rules.Command, 0, max(b.scratch.legalLen, 8))
	}
	out = append(out, cmd("end_turn", u.ID, rules.Cost{}))
	if u.Grapple != 0 { // only grapple actions (§9 Grappled, Pinned)
		if u.Delays < 2 && b.s.Turn+1 < len(b.s.Order) {
			out = append(out, cmd("delay", u.ID, rules.Cost{}))
		}
		return append(out, b.seenOnly(side, b.grappledLegal(u, cmd))...)
	}
	if u.Ticks >= 1 {
		if u.Prone || u.Hunkered {
			out = append(out, cmd("stand_up", u.ID, tickCost(1)))
		} else {
			out = append(out, cmd("drop_prone", u.ID, tickCost(1)))
		}
		if !u.Aimed {
			out = append(out, cmd("aim", u.ID, tickCost(1)))
		}
		if want("hunker_down") && u.InCover && !u.Hunkered && !u.TotalDefense && b.canTakeCover(u) {
			out = append(out, cmd("hunker_down", u.ID, tickCost(1)))
		}
	}
	if want("take_cover") && !u.InCover && b.canTakeCover(u) {
		out = append(out, cmd("take_cover", u.ID, rules.Cost{}))
	}
	if b.canFinish(u, ticksOf("total_defense")) && !u.Attacked && !u.TotalDefense && !u.Hunkered {
		out = append(out, cmd("total_defense", u.ID, tickCost(3)))
	}
	// held is the movement search made for the plain moves, which serves
	// the Charge and Hip Fire lists when its budget covers theirs, without
	// asking the memo again.
	var held *memoReach
	if !u.Prone && want("move", "run", "sprint", "quick_step") {
		// One search with the largest allowance of the movement actions
		// offered serves them all: cheapest costs within a smaller budget
		// are the same. Sprint has its own search.
		speed := b.speed(u)
		offered := func(a string) bool {
			pays := u.Ticks >= ticksOf(a) || ((a == "run" || a == "sprint") && b.canFinish(u, ticksOf(a))) // G4
			return want(a) && pays && !(a == "quick_step" && (u.QuickStepped || u.Moved)) && !(a != "quick_step" && u.QuickStepped)
		}
		// The plain movement actions in the order their commands are
		// listed, and which are offered; sprintAction is Sprint's index.
		moveActions := [...]string{"move", "run", "sprint", "quick_step"}
		const sprintAction = 2
		var offer [len(moveActions)]bool
		budget := -1
		for i, a := range moveActions {
			offer[i] = offered(a)
			if offer[i] && a != "sprint" {
				budget = max(budget, MoveAllowance(a, speed))
			}
		}
		// Each action's squares: the search's list when the action is
		// allowed its whole budget, else the remembered list within the
		// allowance, which holds the same squares in the same order as the
		// search's filtered by cost (often made already, by the AI's Reach).
		// The two searches' key is worked out once, in the memo's scratch
		// space, which nothing between them changes.
		var lists [len(moveActions)][]grid.Spot
		var k *reach.Key
		if budget >= 0 || offer[sprintAction] {
			k = b.searchKey(u)
		}
		if budget >= 0 {
			held, _ = b.memoSpotsFor(u, k, budget)
			for i, a := range moveActions {
				if offer[i] && i != sprintAction {
					lists[i] = b.scratch.memo.Within(held, MoveAllowance(a, speed))
				}
			}
		}
		if offer[sprintAction] { // one turn at most (§5.4)
			_, lists[sprintAction] = b.memoTurnFor(u, k, MoveAllowance("sprint", speed))
		}
		for i, list := range lists {
			a, n := moveActions[i], ticksOf(moveActions[i])
			if like == nil {
				if len(list) > 0 {
					e := cmd(a, u.ID, tickCost(n))
					e.To = rules.Anywhere
					out = append(out, e)
				}
				continue
			}
			for _, sq := range list {
				if sq.Pos() == like.To {
					out = append(out, cmd(a, u.ID, tickCost(n)))
					out[len(out)-1].To = like.To
				}
			}
		}
	}
	if u.Prone && want("move") { // §8.4: crawling (crawl.go)
		out = b.crawlLegal(out, u, cmd, like)
	}
	if u.Delays < 2 && b.s.Turn+1 < len(b.s.Order) {
		out = append(out, cmd("delay", u.ID, rules.Cost{}))
	}
	var charge, hip []grid.Spot // the Charge and Hip Fire searches, made once on first need
	var plainBuf [8]string      // attacksOnTo's memory, for each target in turn
	for wi := range u.Weapons {
		w := b.weapon(u, wi)
		ws := &u.Weapons[wi]
		if ws.Lost || ws.Broken || (w.Thrown && ws.Ammo == 0) {
			continue // taken by a Disarm, broken (G16), or all thrown
		}
		if wi != u.Drawn || ws.Dropped {
			// Only the weapon in hand fires, strikes, reloads or clears.
			if n := b.drawCost(u); u.Ticks >= n {
				c := cmd("draw", u.ID, tickCost(n))
				c.Weapon = wi
				out = append(out, c)
			}
			continue
		}
		if ws.Jammed {
			if b.canFinish(u, 2) {
				c := cmd("clear_jam", u.ID, tickCost(2))
				c.Weapon = wi
				out = append(out, c)
			}
			continue
		}
		if !w.Melee && !w.Thrown && ws.Ammo < w.Magazine && tickPool.CanBorrow(u.Ticks, 3) {
			c := cmd("reload", u.ID, tickCost(3))
			c.Weapon = wi
			out = append(out, c)
		}
		if want("overwatch") && !w.Melee && !w.Thrown && u.Ticks >= ticksOf("overwatch") && ws.Ammo >= 1 && !u.Ran && !u.TotalDefense && u.Overwatch == nil {
			reach := overwatchReach(w)
			for _, d := range arcs.Dirs() {
				if aim, ok := arcs.Aim(b.field, u.Pos, d.D, reach); ok {
					c := cmd("overwatch", u.ID, tickCost(ticksOf("overwatch")))
					c.Weapon, c.To, c.Option = wi, aim, d.Name
					out = append(out, c)
				}
			}
		}
		if want("spray_and_pray") {
			out = append(out, b.sprayLegal(u, wi, cmd)...)
		}
		if want("hip_fire") {
			out = b.hipFireLegal(out, u, wi, cmd, held, &hip, like)
		}
		if w.RoF.Auto > 0 && ws.Ammo >= w.RoF.Auto && u.Ticks >= ticksOf("covering_fire") && !u.Ran && !u.TotalDefense && !u.CoveringFire {
			c := cmd("covering_fire", u.ID, tickCost(ticksOf("covering_fire")))
			c.Weapon = wi
			out = append(out, c)
		}
		for ti := range b.s.Units {
			t := &b.s.Units[ti]
			if t.Side == u.Side || !t.Health.Active() || (like != nil && t.ID != like.Target) || !b.Sees(side, t.ID) {
				continue // an attack names a unit its side sees now (hidden.go)
			}
			plain := b.attacksOnTo(plainBuf[:0], u, wi, t)
			for _, a := range plain {
				c := cmd(a, u.ID, tickCost(ticksOf(a)))
				c.Target, c.Weapon, c.To = t.ID, wi, t.Pos
				out = append(out, c)
			}
			out = b.manoeuvreLegal(out, u, wi, t, plain, cmd)
			if w.Melee && want("charge") {
				for _, to := range b.chargeSquares(u, wi, t, held, &charge) {
					if like != nil && to != like.To {
						continue
					}
					c := cmd("charge", u.ID, tickCost(ticksOf("charge")))
					c.Target, c.Weapon, c.To = t.ID, wi, to
					if like == nil {
						c.To = rules.Anywhere // one entry (Reach)
					}
					out = append(out, c)
					if like == nil {
						break
					}
				}
			}
		}
	}
	// The rest is skipped, as are the overwatch, spray and cover commands
	// above, when only asks for none of the actions it lists.
	if want("draw_off_hand", "off_hand_strike", "off_hand_shot", "multi_strike") {
		out = append(out, b.seenOnly(side, b.handsLegal(u, cmd))...)
	}
	if want("swordpoint", "swordpoint_attack") {
		out = append(out, b.seenOnly(side, b.swordpointLegal(u, cmd))...)
	}
	if want("drop_weapon") {
		out = append(out, b.dropLegal(u, cmd)...)
	}
	if want("grapple", "disarm", "trip") {
		out = append(out, b.seenOnly(side, b.closeLegal(u, cmd))...)
	}
	if like == nil && only == "" {
		b.scratch.legalLen = len(out)
	}
	return out
}

// attacksOn lists the attack actions unit u can make with weapon wi on t.
func (b *Battle) attacksOn(u *unitState, wi int, t *unitState) []string {
	return b.attacksOnTo(nil, u, wi, t)
}

// attacksOnTo appends attacksOn(u, wi, t) to out and returns it.
func (b *Battle) attacksOnTo(out []string, u *unitState, wi int, t *unitState) []string {
	w := b.weapon(u, wi)
	ws := u.Weapons[wi]
	if u.Ran || u.TotalDefense || b.hiddenBehindCover(u, t) || b.hiddenBehindCover(t, u) {
		return out
	}
	if w.Melee {
		if chebyshev(u.Pos, t.Pos) <= w.Range {
			for _, a := range []string{"melee_strike", "precision_strike", "all_out_attack", "guarded_attack", "knockout_blow"} {
				if u.Ticks >= ticksOf(a) {
					out = append(out, a)
				}
			}
		}
		return out
	}
	if _, ok := RangeMod(grid.Distance(u.Pos, t.Pos), w.Range); !ok || !b.clearLine(u.Pos, t.Pos) {
		return out
	}
	if w.Thrown {
		return append(out, throwAttacks(u, ws)...)
	}
	if u.Ticks >= 2 && ws.Ammo >= 1 {
		out = append(out, "straight_shot")
	}
	if u.Ticks >= 3 && ws.Ammo >= 1 {
		out = append(out, "calculated_shot")
	}
	if u.Ticks >= 4 && ws.Ammo >= 1 {
		out = append(out, "called_shot")
	}
	if w.RoF.Burst > 0 && u.Ticks >= 3 && ws.Ammo >= w.RoF.Burst {
		out = append(out, "burst")
	}
	if w.RoF.Auto > 0 && u.Ticks >= 5 && ws.Ammo >= w.RoF.Auto {
		out = append(out, "full_auto")
	}
	if w.RoF.Auto > 0 && u.Ticks >= ticksOf("suppressing_fire") && ws.Ammo >= w.RoF.Auto && !t.Suppressed {
		out = append(out, "suppressing_fire")
	}
	return out
}

// drawCost is the price of drawing a weapon: free once a turn after a
// Move, into which it folds (§5.5), else 1 tick.
func (b *Battle) drawCost(u *unitState) int {
	if u.Moved && !u.FreeDraw {
		return 0
	}
	return 1
}

// chargeSquares lists where u can end a Charge on t with melee weapon wi:
// squares at least ChargeMinimum and at most 2x Speed of movement away, in
// the weapon's reach of t, in row order. cache holds the Charge search
// between calls of one Legal; held, when not nil, is a search Legal made
// for u now (heldSpots).
func (b *Battle) chargeSquares(u *unitState, wi int, t *unitState, held *memoReach, cache *[]grid.Spot) []grid.Pos {
	if u.Ran || u.Prone || u.TotalDefense || u.QuickStepped || t.Unaware || u.Ticks < ticksOf("charge") {
		return nil
	}
	w := b.weapon(u, wi)
	var out []grid.Pos
	if *cache == nil {
		*cache = b.heldSpots(u, held, MoveAllowance("charge", b.speed(u)))
	}
	// The squares are in row order: only the rows within the weapon's
	// reach of t are read.
	list := *cache
	i, _ := slices.BinarySearchFunc(list, t.Pos.Y-w.Range, func(sq grid.Spot, y int) int { return int(sq.Y) - y })
	for _, sq := range list[i:] {
		if int(sq.Y) > t.Pos.Y+w.Range {
			break
		}
		if p := sq.Pos(); sq.Cost >= ChargeMinimum && chebyshev(p, t.Pos) <= w.Range {
			out = append(out, p)
		}
	}
	return out
}

// reactionCost is the price of a defensive reaction of n ticks: the free
// Reaction takes one tick off (G3), and defensive reactions may borrow up
// to MaxDebt (G4).
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (b *Battle) reactionCost(u *unitState, n int) (rules.Cost, bool) {
	if u.FreeReaction {
		n--
	}
	if !tickPool.CanBorrow(u.Ticks, n) || (u.Unaware && b.s.Surprise && u.Ticks-n < 0) {
		return rules.Cost{}, false
	}
	return rules.Cost{N: n, Unit: "tick", Reaction: true}, true
}

func chebyshev(a, b grid.Pos) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

// isMove reports whether an action is a plain movement action.
func isMove(a string) bool { return actionIndex.Marked(a, markMove) }

// Reach returns the squares entry's action takes its unit to, read from
// the moves table: a movement action's (for any unit; a prone unit
// crawls), or a Charge's or Hip Fire's at entry's target with its weapon
// (for the unit whose turn it is), each at the command's price, in
// Legal's order. Band is 0 for squares a Move would also reach, 1 beyond.
func (b *Battle) Reach(entry rules.Command, buf []rules.Reach) []rules.Reach {
	if entry.Unit < 0 || entry.Unit >= len(b.s.Units) {
		return buf[:0]
	}
	return actions.Reach(b, entry, buf)
}

// moveSquares is the Squares of the plain movement actions.
func moveSquares(b *Battle, entry rules.Command, buf []rules.Reach) []rules.Reach {
	out := buf[:0]
	u, action := &b.s.Units[entry.Unit], entry.Action
	speed := b.speed(u)
	var squares []grid.Spot
	switch {
	case u.Prone: // only a crawl (crawl.go), and only as a Move
		if action != "move" {
			return out
		}
		squares, _ = b.reachSpots(u, CrawlSquares)
	case action == "sprint":
		squares = b.sprintReach(u)
	default:
		squares, _ = b.reachSpots(u, MoveAllowance(action, speed))
	}
	// Written field by field into the caller's memory, which a player
	// hands back decision after decision: a square holds a string (the
	// cost's unit), written only where it differs, since a write of it
	// costs a write barrier while the collector runs.
	cost := tickCost(ticksOf(action))
	out = slices.Grow(out, len(squares))[:len(squares)]
	for k, sq := range squares {
		r := &out[k]
		r.To = sq.Pos()
		r.Cost.N, r.Cost.Reaction = cost.N, false
		if r.Cost.Unit != cost.Unit {
			r.Cost.Unit = cost.Unit
		}
		r.Band = 0
		if int(sq.Cost) > speed {
			r.Band = 1
		}
	}
	return out
}

// attackSquares is the Squares of a Charge and a Hip Fire.
func attackSquares(b *Battle, entry rules.Command, buf []rules.Reach) []rules.Reach {
	return b.attackReach(buf[:0], &b.s.Units[entry.Unit], entry)
}

// attackReach appends the squares of a Charge or a Hip Fire entry: where
// u, whose turn it is, can end it at the entry's target with its weapon.
func (b *Battle) attackReach(out []rules.Reach, u *unitState, e rules.Command) []rules.Reach {
	pr := b.Prompt()
	if b.s.Over || b.s.Pending != nil || len(b.s.Triggers) > 0 || pr.Kind != rules.PromptTurn || pr.Unit != u.ID ||
		e.Target < 0 || e.Target >= len(b.s.Units) || e.Weapon < 0 || e.Weapon >= len(u.Weapons) {
		return out
	}
	t := &b.s.Units[e.Target]
	if t.Side == u.Side || !t.Health.Active() || !b.Sees(u.Side, t.ID) {
		return out
	}
	cost := tickCost(ticksOf(e.Action))
	var cache []grid.Spot
	if e.Action == "charge" {
		ws := &u.Weapons[e.Weapon]
		if !b.weapon(u, e.Weapon).Melee || e.Weapon != u.Drawn || ws.Dropped || ws.Lost || ws.Broken || ws.Jammed {
			return out
		}
		for _, to := range b.chargeSquares(u, e.Weapon, t, nil, &cache) {
			out = append(out, rules.Reach{To: to, Cost: cost})
		}
		return out
	}
	if !b.canHipFire(u, e.Weapon) {
		return out
	}
	ps, seen := b.hipFireSquares(u, e.Weapon, t, nil, &cache)
	for k, p := range ps {
		if seen[k] {
			out = append(out, rules.Reach{To: p, Cost: cost})
		}
	}
	return out
}

// Path returns the squares a move command walks, start excluded.
func (b *Battle) Path(c rules.Command) []grid.Pos {
	if !isMove(c.Action) || c.Unit < 0 || c.Unit >= len(b.s.Units) {
		return nil
	}
	u := &b.s.Units[c.Unit]
	if c.Action == "sprint" {
		return b.sprintPath(u, c.To)
	}
	_, r := b.reachSpots(u, MoveAllowance(c.Action, b.speed(u)))
	if _, ok := r.Cost(c.To); !ok || c.To == u.Pos {
		return nil
	}
	return r.Path(c.To, nil)
}
