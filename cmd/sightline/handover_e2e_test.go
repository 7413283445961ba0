package main

import (
	"fmt"
	"slices"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// humanPlan is a person's part of a battle that a script plays in the
// window: the script's lines and the commands they send, in order.
type humanPlan struct {
	script []string
	cmds   []rules.Command
}

// barSlot is one button of the action bar as the battle scene builds it
// (scenes.chooser.build): the test lays the bar out again from the legal
// list to know which key arms or sends an action.
type barSlot struct {
	action string
	weapon int
	option string
	target bool
	aim    bool
	cmd    rules.Command
}

// actionBar lays out unit's action bar in b as the battle scene does:
// every listed command of the unit (and of the whole side) that is no
// move, one button per action and weapon (and option, for a targeted
// one), the targeted first, then in the reference's order and by
// weapon; an untargeted button sends the cheapest of its commands.
func actionBar(b rules.Battle, ref rules.Reference, side, unit int) []barSlot {
	order := map[string]int{}
	for i, a := range ref.Actions {
		order[a.ID] = i
	}
	moves := map[string]bool{}
	for _, e := range b.Legal(side) {
		if e.Spread() && e.Target == rules.NoUnit {
			moves[fmt.Sprint(e.Unit, e.Action)] = true
		}
	}
	var bar []barSlot
	seen := map[string]int{}
	for _, c := range rules.Expand(b, b.Legal(side)) {
		if (c.Unit != unit && c.Unit != rules.NoUnit) || (c.Target == rules.NoUnit && moves[fmt.Sprint(c.Unit, c.Action)]) {
			continue
		}
		target := c.Target != rules.NoUnit
		key := c.Action
		if target || c.Weapon != 0 {
			key = fmt.Sprint(c.Action, c.Weapon)
		}
		if target {
			key += " " + c.Option
		}
		if i, ok := seen[key]; ok {
			if !target && c.Cost.N < bar[i].cmd.Cost.N {
				bar[i].cmd = c
			}
			continue
		}
		seen[key] = len(bar)
		sl := barSlot{action: c.Action, weapon: c.Weapon, target: target, aim: !target && c.Option != "", cmd: c}
		if target {
			sl.option = c.Option
		}
		bar = append(bar, sl)
	}
	slices.SortStableFunc(bar, func(x, y barSlot) int {
		if x.target != y.target {
			if x.target {
				return -1
			}
			return 1
		}
		if order[x.action] != order[y.action] {
			return order[x.action] - order[y.action]
		}
		return x.weapon - y.weapon
	})
	return bar
}

// scripter writes the script of a person's turn with the keyboard
// cursor (M): it tracks the selected unit and the cursor's square as the
// battle scene does, and numbers the script's frames (which count only
// frames on which the battle takes input).
type scripter struct {
	lines    []string
	frame    int
	cursor   grid.Pos
	cursorOn bool
	selected int
}

// press adds a key press on the next frame.
func (sc *scripter) press(action string) {
	sc.lines = append(sc.lines, fmt.Sprintf("%d press %s", sc.frame, action))
	sc.frame += 2
}

// clickOn moves the cursor onto p a square a frame (diagonally where it
// can) and presses Enter, which clicks the cursor's square.
func (sc *scripter) clickOn(units []rules.Unit, p grid.Pos) {
	if !sc.cursorOn {
		// The cursor comes out on the selected unit.
		sc.press("cursor")
		sc.cursorOn, sc.cursor = true, units[sc.selected].Pos
	}
	for sc.cursor != p {
		if d := p.X - sc.cursor.X; d != 0 {
			sc.lines = append(sc.lines, fmt.Sprintf("%d press %s", sc.frame, map[bool]string{true: "pan_right", false: "pan_left"}[d > 0]))
			sc.cursor.X += sign(d)
		}
		if d := p.Y - sc.cursor.Y; d != 0 {
			sc.lines = append(sc.lines, fmt.Sprintf("%d press %s", sc.frame, map[bool]string{true: "pan_down", false: "pan_up"}[d > 0]))
			sc.cursor.Y += sign(d)
		}
		sc.frame++
	}
	sc.frame++
	sc.press("confirm")
}

func sign(d int) int {
	if d < 0 {
		return -1
	}
	return 1
}

// send adds the keys and clicks that send c on battle b, whose prompt
// is a turn of side, or returns false, adding nothing, when the screen
// would send another command for them (the script then stops short).
func (sc *scripter) send(b rules.Battle, ref rules.Reference, side int, c rules.Command) bool {
	pr := b.Prompt()
	units := b.Units()
	own := func(id int) bool { return id >= 0 && id < len(units) && units[id].Side == side && units[id].Active }
	listed := rules.Expand(b, b.Legal(side))
	acts := func(id int) bool {
		return slices.ContainsFunc(listed, func(x rules.Command) bool { return x.Unit == id })
	}
	switch {
	case pr.Unit != rules.NoUnit:
		sc.selected = pr.Unit
	case !own(sc.selected) || !acts(sc.selected):
		// As the scene's chooser does: on to the next unit of the side
		// after the selection (from the first without one) that still
		// acts, else the selection while it is the side's, else the
		// side's first.
		start, next := 0, rules.NoUnit
		if sc.selected >= 0 && sc.selected < len(units) {
			start = sc.selected + 1
		}
		for k := 0; k < len(units) && next == rules.NoUnit; k++ {
			if u := units[(start+k)%len(units)]; u.Side == side && u.Active && acts(u.ID) {
				next = u.ID
			}
		}
		if next == rules.NoUnit && own(sc.selected) {
			next = sc.selected
		}
		for _, u := range units {
			if next == rules.NoUnit && u.Side == side && u.Active {
				next = u.ID
			}
		}
		sc.selected = next
	}
	save := *sc
	save.lines = slices.Clone(sc.lines)
	fail := func() bool { *sc = save; return false }
	if c.Unit != rules.NoUnit && c.Unit != sc.selected {
		// A click on one's own unit selects it.
		if pr.Unit != rules.NoUnit || !own(c.Unit) {
			return fail()
		}
		sc.clickOn(units, units[c.Unit].Pos)
		sc.selected = c.Unit
	}
	legal := rules.Expand(b, b.Legal(side))
	bar := actionBar(b, ref, side, sc.selected)
	same := func(x rules.Command) bool { return x.Same(c) && x.Cost == c.Cost }
	k := slices.IndexFunc(bar, func(sl barSlot) bool {
		return sl.action == c.Action && sl.weapon == c.Weapon && (!sl.target || sl.option == c.Option) && sl.target == (c.Target != rules.NoUnit)
	})
	var tags []string
	if at, ok := b.(rules.ActionTagger); ok {
		tags = at.ActionTags(c.Action)
	}
	switch {
	case k < 0:
		// A move: a click on its square sends the cheapest move there.
		var best rules.Command
		found := false
		for _, x := range legal {
			if x.Unit == sc.selected && x.Target == rules.NoUnit && x.To == c.To && (!found || x.Cost.N < best.Cost.N) {
				best, found = x, true
			}
		}
		if !found || !same(best) || c.Unit != sc.selected {
			return fail()
		}
		sc.clickOn(units, c.To)
	case bar[k].target:
		// The slot's key arms the attack, a click on the target fires
		// the first of its commands on it.
		if k >= 9 {
			return fail()
		}
		i := slices.IndexFunc(legal, func(x rules.Command) bool {
			return x.Unit == sc.selected && x.Action == c.Action && x.Weapon == c.Weapon && x.Option == c.Option && x.Target == c.Target
		})
		if i < 0 || !same(legal[i]) {
			return fail()
		}
		sc.press(fmt.Sprintf("slot%d", k+1))
		sc.clickOn(units, units[c.Target].Pos)
	case bar[k].aim:
		return fail()
	case slices.Contains(tags, rules.TagEndTurn):
		// E sends the first untargeted end of turn on the bar.
		if i := slices.IndexFunc(bar, func(sl barSlot) bool { return !sl.target && sl.action == c.Action }); i != k || !same(bar[k].cmd) {
			return fail()
		}
		sc.press("end_turn")
	default:
		if k >= 9 || !same(bar[k].cmd) {
			return fail()
		}
		sc.press(fmt.Sprintf("slot%d", k+1))
	}
	return true
}

// planHuman plays the battle of ruleset on mapName and seed between two
// normal computer players, as sim battle --battles 1 --seed does, up to
// side 1's first decision, which must be a turn, and returns the keys
// and clicks by which a person playing side 1 in the window sends, one by
// one, the commands side 1's own computer player chooses through that
// turn (as far as a script can send them, at least one), then H, which
// hands the side to the computer.
func planHuman(t *testing.T, ruleset, mapName string, seed uint64) humanPlan {
	t.Helper()
	rs, err := all.Registry().Get(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Open(mapName, "")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := match.New(rs, m.Field, match.Spec{Ruleset: ruleset, Map: mapName, Sides: []string{"ai:normal", "ai:normal"}, Seed: match.BattleSeed(seed, 0)}, false, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	b := mt.Battle()
	for b.Prompt().Side != 0 {
		if _, ok, err := mt.Step(); !ok || err != nil {
			t.Fatalf("%s seed %d: %v %v", ruleset, seed, ok, err)
		}
	}
	var plan humanPlan
	sc := &scripter{frame: 10, selected: rules.NoUnit}
	ref := rs.Reference()
	for pr := b.Prompt(); pr.Side == 0 && pr.Kind == "turn"; pr = b.Prompt() {
		before := b.Clone()
		if _, ok, err := mt.Step(); !ok || err != nil {
			t.Fatalf("%s seed %d: %v %v", ruleset, seed, ok, err)
		}
		c := mt.Last()
		if !sc.send(before, ref, 0, c) {
			break
		}
		plan.cmds = append(plan.cmds, c)
	}
	if len(plan.cmds) == 0 {
		t.Fatalf("%s on %s, seed %d: side 1 does not open with a turn whose first command a script can send (%s): pick another seed", ruleset, mapName, seed, mt.Last().Action)
	}
	sc.press("hand_over")
	plan.script = sc.lines
	return plan
}
