package scenes

import (
	"fmt"
	"image"
	"math"
	"sort"
	"strconv"

	"sightline/assets"
	"sightline/rules"
	"sightline/rules/grid"
)

// slot is one button of the action bar.
type slot struct {
	action string
	weapon int
	name   string
	cost   rules.Cost
	// target is true when the action needs a target click; aim is true
	// when it needs a square (an overwatch arc's direction); otherwise cmd
	// is the command the button sends.
	target bool
	aim    bool
	cmd    rules.Command
	// option is a targeted action's option (a Disabling Shot's area):
	// each option of the action has its own button.
	option string
	// icon is the action's icon, when hasIcon.
	icon    assets.Icon
	hasIcon bool
}

// key names the slot's action, weapon and option, to find it again after
// the bar is rebuilt.
//
// It is kept out of line: inlined into its callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (sl slot) key() string { return fmt.Sprint(sl.action, sl.weapon, " ", sl.option) }

// chooser is the human's choosing on the battle screen: the legal list
// of the side deciding, the selected unit, the action bar's slots and the
// action armed on it, the target Tab picked and the square an attack
// moves through first. It finds the legal command a click or a key
// means; it decides no rule, only looks commands up in the engine's list.
type chooser struct {
	// bar lays the action bar's buttons out on the screen.
	bar hudLayout
	// legal is the written-out legal list (rules.Expand) of side legalFor
	// at battle version legalV.
	legal    []rules.Command
	legalV   uint64
	legalFor int
	moves    []rules.Command // the movement entries of the list, for legalV
	selected int
	slots    []slot
	armed    int // index in slots, or -1
	target   int // the unit Tab picked as the target, or -1
	// via is the square picked for an armed attack that moves first
	// (Charge, Hip Fire), or nil for the engine's first.
	via *grid.Pos
	// slotPage is the action bar's page when its slots overflow.
	slotPage int
	// ref is the ruleset's rules reference, which orders and names the
	// action bar's slots; icons are the pictures its actions name.
	ref   rules.Reference
	icons actionIcons
}

// newChooser returns a chooser with nothing selected, armed or picked,
// whose bar orders, names and draws actions as ref and icons do.
func newChooser(ref rules.Reference, icons actionIcons) chooser {
	return chooser{selected: rules.NoUnit, armed: -1, target: -1, legalFor: -1, ref: ref, icons: icons}
}

// optionName is how a targeted action's option reads on its button: a
// unit's name when the option is a unit id (a Multi-Strike's second
// target), else the option itself (a Disabling Shot's area).
func optionName(units []rules.Unit, option string) string {
	if id, err := strconv.Atoi(option); err == nil && id >= 0 && id < len(units) {
		return units[id].Name
	}
	return option
}

// refresh reads the legal commands of side when battle b moved on, and
// rebuilds the action bar for the selected unit; units are the units as
// shown.
func (ch *chooser) refresh(b rules.Battle, units []rules.Unit, side int, pr rules.Prompt) {
	if ch.legalV == b.Version() && ch.legalFor == side && ch.legal != nil {
		return
	}
	entries := b.Legal(side)
	ch.moves = ch.moves[:0]
	for _, e := range entries {
		if e.Spread() && e.Target == rules.NoUnit {
			ch.moves = append(ch.moves, e)
		}
	}
	ch.legal = rules.Expand(b, entries)
	ch.legalV, ch.legalFor = b.Version(), side
	ch.target, ch.via = -1, nil
	if pr.Unit != rules.NoUnit {
		ch.selected = pr.Unit
	} else if ch.selected < 0 || units[ch.selected].Side != side || !units[ch.selected].Active || !ch.hasOwn(ch.selected) {
		// On a turn naming no unit (a team's), the selection moves on
		// from a member with nothing left to do to one that has.
		ch.selected = ch.nextActing(units, side)
	}
	ch.build(b, units)
}

// hasOwn reports whether the legal list holds a command of unit id's own.
func (ch *chooser) hasOwn(id int) bool {
	for _, c := range ch.legal {
		if c.Unit == id {
			return true
		}
	}
	return false
}

// nextActing returns the next active unit of side after the kept
// selection (from the first unit when there is none), in unit order and
// round, that has a command of its own; else the selection as it is when
// it is still side's, else side's first active unit.
func (ch *chooser) nextActing(units []rules.Unit, side int) int {
	n := len(units)
	start := 0
	if ch.selected >= 0 && ch.selected < n {
		start = ch.selected + 1
	}
	for k := 0; k < n; k++ {
		u := units[(start+k)%n]
		if u.Side == side && u.Active && ch.hasOwn(u.ID) {
			return u.ID
		}
	}
	if ch.selected >= 0 && ch.selected < n && units[ch.selected].Side == side && units[ch.selected].Active {
		return ch.selected
	}
	return firstOwn(units, side)
}

// firstOwn returns the first active unit of side.
func firstOwn(units []rules.Unit, side int) int {
	for _, u := range units {
		if u.Side == side && u.Active {
			return u.ID
		}
	}
	return rules.NoUnit
}

// isMove reports whether an action of the listed commands moves the unit
// to a chosen square: whether the engine lists it as a movement entry
// (rules.Anywhere).
func (ch *chooser) isMove(unit int, action string) bool {
	for _, e := range ch.moves {
		if e.Unit == unit && e.Action == action {
			return true
		}
	}
	return false
}

// build lists the selected unit's non-move actions, and the side's own
// (those naming no unit), for the action bar, in the ruleset's reference
// order.
func (ch *chooser) build(b rules.Battle, units []rules.Unit) {
	prevArmed := ""
	if ch.armed >= 0 && ch.armed < len(ch.slots) {
		prevArmed = ch.slots[ch.armed].key()
	}
	ch.slots, ch.armed = ch.slots[:0], -1
	ref := ch.ref
	order := map[string]int{}
	names := map[string]string{}
	for i, a := range ref.Actions {
		order[a.ID], names[a.ID] = i, a.Name
	}
	// weapons counts the weapons each action can use now: an attack's
	// button names its weapon only when there is a choice.
	weapons := map[string]int{}
	seenW := map[string]bool{}
	for _, c := range ch.legal {
		if k := fmt.Sprint(c.Action, c.Weapon); c.Unit == ch.selected && !seenW[k] {
			seenW[k] = true
			weapons[c.Action]++
		}
	}
	seen := map[string]int{}
	for _, c := range ch.legal {
		// A command of the whole side (teamturn's End team turn names no
		// unit) is on every unit's bar.
		if (c.Unit != ch.selected && c.Unit != rules.NoUnit) || (c.Target == rules.NoUnit && ch.isMove(c.Unit, c.Action)) {
			continue
		}
		target := c.Target != rules.NoUnit
		key := c.Action
		if target || c.Weapon != 0 {
			key = fmt.Sprint(c.Action, c.Weapon)
		}
		option, label := "", ""
		if cn, ok := b.(rules.CommandNamer); ok && !target {
			label = cn.CommandName(c)
		}
		if target || label != "" {
			// A named command (teamturn's Ready with its trigger) is a
			// button of its own, as each option of a targeted action.
			option = c.Option
			key = fmt.Sprint(c.Action, c.Weapon, " ", option)
		}
		if i, ok := seen[key]; ok {
			if !target && c.Cost.N < ch.slots[i].cost.N {
				ch.slots[i].cmd, ch.slots[i].cost = c, c.Cost
			}
			continue
		}
		name := names[c.Action]
		if name == "" {
			name = c.Action
		}
		if c.Unit >= 0 {
			if u := units[c.Unit]; (target && weapons[c.Action] > 1 || hasTag(b, c.Action, rules.TagReload) || hasTag(b, c.Action, rules.TagDraw)) && c.Weapon < len(u.Weapons) && len(u.Weapons) > 1 {
				name += " · " + u.Weapons[c.Weapon].Name
			}
		}
		switch {
		case label != "":
			name += " · " + label
		case option != "":
			name += " · " + optionName(units, option)
		}
		seen[key] = len(ch.slots)
		aim := !target && c.Option != "" && label == ""
		ic, hasIcon := ch.icons.of(c.Action)
		ch.slots = append(ch.slots, slot{action: c.Action, weapon: c.Weapon, name: name, cost: c.Cost, target: target, aim: aim, cmd: c, option: option, icon: ic, hasIcon: hasIcon})
	}
	sort.SliceStable(ch.slots, func(i, j int) bool {
		if ch.slots[i].target != ch.slots[j].target {
			return ch.slots[i].target
		}
		oi, oj := order[ch.slots[i].action], order[ch.slots[j].action]
		if oi != oj {
			return oi < oj
		}
		return ch.slots[i].weapon < ch.slots[j].weapon
	})
	for i, sl := range ch.slots {
		if sl.key() == prevArmed {
			ch.armed = i
		}
	}
	if ch.armed < 0 {
		// Arm the cheapest attack, so a click on an enemy shoots; a free
		// one (joining a grapple) only when there is nothing else. An
		// action on allies alone (teamturn's Help) is never armed so, or
		// a click that selects a team mate would send it.
		hostile := map[string]bool{}
		for _, c := range ch.legal {
			if c.Unit >= 0 && c.Unit == ch.selected && c.Target >= 0 && c.Target < len(units) && units[c.Target].Side != units[c.Unit].Side {
				hostile[fmt.Sprint(c.Action, c.Weapon, " ", c.Option)] = true
			}
		}
		for _, paid := range []bool{true, false} {
			for i, sl := range ch.slots {
				if sl.target && hostile[sl.key()] && (sl.cost.N > 0 || !paid) && (ch.armed < 0 || sl.cost.N < ch.slots[ch.armed].cost.N) {
					ch.armed = i
				}
			}
			if ch.armed >= 0 {
				break
			}
		}
	}
}

// findUntargeted returns the selected unit's legal command, on the action
// bar, of an action with tag that needs no target or square.
func (ch *chooser) findUntargeted(b rules.Battle, tag string) (rules.Command, bool) {
	for _, sl := range ch.slots {
		if hasTag(b, sl.action, tag) && !sl.target {
			return sl.cmd, true
		}
	}
	return rules.Command{}, false
}

// hasTag reports whether battle b gives action the tag
// (rules.ActionTagger, as the computer players read it): the End Turn,
// Delay and Reload keys and the bar's weapon names find their actions so,
// whatever the ruleset calls them.
func hasTag(b rules.Battle, action, tag string) bool {
	at, ok := b.(rules.ActionTagger)
	return ok && among(at.ActionTags(action), tag)
}

// attackOn returns the armed attack's legal command on target.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (ch *chooser) attackOn(target int) (rules.Command, bool) {
	if ch.armed < 0 || ch.armed >= len(ch.slots) {
		return rules.Command{}, false
	}
	sl := ch.slots[ch.armed]
	for _, c := range ch.legal {
		if c.Unit == ch.selected && c.Action == sl.action && c.Weapon == sl.weapon && c.Option == sl.option && c.Target == target && (ch.via == nil || c.To == *ch.via) {
			return c, true
		}
	}
	return rules.Command{}, false
}

// movesFirst reports whether an attack slot's commands move the unit
// before the attack (a Charge, a Hip Fire): some of them end on a square
// other than their target's and the unit's.
func (ch *chooser) movesFirst(units []rules.Unit, sl slot) bool {
	me := units[ch.selected].Pos
	for _, c := range ch.legal {
		if c.Unit == ch.selected && c.Action == sl.action && c.Weapon == sl.weapon && c.Target != rules.NoUnit &&
			c.To != me && c.To != units[c.Target].Pos {
			return true
		}
	}
	return false
}

// endsOn reports whether a command of the attack slot ends on p.
func (ch *chooser) endsOn(sl slot, p grid.Pos) bool {
	for _, c := range ch.legal {
		if c.Unit == ch.selected && c.Action == sl.action && c.Weapon == sl.weapon && c.To == p {
			return true
		}
	}
	return false
}

// aimAt returns, when an aimed action (overwatch) is armed, its legal
// command whose aim point lies most nearly in the direction of p.
func (ch *chooser) aimAt(units []rules.Unit, p grid.Pos) (rules.Command, bool) {
	if ch.armed < 0 || ch.armed >= len(ch.slots) || !ch.slots[ch.armed].aim || ch.selected < 0 {
		return rules.Command{}, false
	}
	sl := ch.slots[ch.armed]
	me := units[ch.selected].Pos
	dx, dy := float64(p.X-me.X), float64(p.Y-me.Y)
	if dx == 0 && dy == 0 {
		return rules.Command{}, false
	}
	var best rules.Command
	bestCos, found := -2.0, false
	for _, c := range ch.legal {
		if c.Unit != ch.selected || c.Action != sl.action || c.Weapon != sl.weapon {
			continue
		}
		ax, ay := float64(c.To.X-me.X), float64(c.To.Y-me.Y)
		n := math.Hypot(ax, ay) * math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		if cos := (ax*dx + ay*dy) / n; cos > bestCos {
			best, bestCos, found = c, cos, true
		}
	}
	return best, found
}

// moveTo returns the cheapest legal move of the selected unit to p.
func (ch *chooser) moveTo(b rules.Battle, p grid.Pos) (rules.Command, bool) {
	var best rules.Command
	found := false
	for _, c := range ch.legal {
		if c.Unit != ch.selected || c.Target != rules.NoUnit || c.To != p || !ch.isMove(c.Unit, c.Action) {
			continue
		}
		if !found || c.Cost.N < best.Cost.N {
			best, found = c, true
		}
	}
	return best, found
}

// barSlots returns what the action bar's buttons hold on the current
// page: slot indices, and slotMore for the page-turning button when the
// slots do not fit on one page.
func (ch *chooser) barSlots() []int {
	n := len(ch.slots)
	shown := ch.bar.slotsShown()
	if n <= shown {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	per := shown - 1
	pages := (n + per - 1) / per
	page := ch.slotPage % pages
	var out []int
	for i := page * per; i < min(n, (page+1)*per); i++ {
		out = append(out, i)
	}
	return append(out, slotMore)
}

// slotAt returns what the action-bar button under p holds (a slot index
// or slotMore), or -1.
func (ch *chooser) slotAt(p image.Point) int {
	for k, i := range ch.barSlots() {
		if p.In(ch.bar.slot(k)) {
			return i
		}
	}
	return -1
}

// armedSlot returns the armed attack's slot, or nil.
func (ch *chooser) armedSlot() *slot {
	if ch.armed < 0 || ch.armed >= len(ch.slots) {
		return nil
	}
	return &ch.slots[ch.armed]
}

// actionTagged returns the first action of the reference with tag, or "".
func (ch *chooser) actionTagged(tag string) string {
	for _, a := range ch.ref.Actions {
		if among(a.Tags, tag) {
			return a.ID
		}
	}
	return ""
}

// plainMove returns the ruleset's plain move (rules.TagMove), the one a
// refused click on a square is explained by; "move" where no action has
// the tag.
func (ch *chooser) plainMove() string {
	if a := ch.actionTagged(rules.TagMove); a != "" {
		return a
	}
	return "move"
}

// nextTarget picks the next target of the armed attack, and returns it
// (-1 when there is none) and the note that says so; Enter then fires at
// it.
func (ch *chooser) nextTarget(units []rules.Unit) (int, string) {
	sl := ch.armedSlot()
	if sl == nil {
		return -1, "No attack to aim"
	}
	var ids []int
	for _, c := range ch.legal {
		if c.Unit == ch.selected && c.Action == sl.action && c.Weapon == sl.weapon && c.Option == sl.option && c.Target != rules.NoUnit && !among(ids, c.Target) {
			ids = append(ids, c.Target)
		}
	}
	if len(ids) == 0 {
		return -1, "No target for " + sl.name
	}
	sort.Ints(ids)
	next := ids[0]
	for _, id := range ids {
		if id > ch.target {
			next = id
			break
		}
	}
	ch.target = next
	return next, fmt.Sprintf("Target: %s. Enter fires %s", units[next].Name, sl.name)
}

// activate presses action-bar slot i: an attack or an aimed action is
// armed, with a note that says what to click next; anything else is the
// command to send (send). The More button turns the bar's page.
func (ch *chooser) activate(i int, units []rules.Unit) (c rules.Command, send bool, note string) {
	if i == slotMore {
		ch.slotPage++
		return rules.Command{}, false, ""
	}
	sl := ch.slots[i]
	if sl.target {
		ch.armed, ch.via = i, nil
		if ch.movesFirst(units, sl) {
			return rules.Command{}, false, "Click a square to move to, then a target, for " + sl.name
		}
		return rules.Command{}, false, "Click a target for " + sl.name
	}
	if sl.aim {
		ch.armed = i
		return rules.Command{}, false, "Click a square to aim " + sl.name
	}
	return sl.cmd, true, ""
}
