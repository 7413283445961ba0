//go:build !js

package rulestest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// Hidden is the kit's hidden-information check (issue #42), run as
// TestHiddenInformation/<id>: on turns sampled from random battles, the
// deciding side is shown a twin of the battle that differs only in an
// enemy it does not see: where it stands (moved, through a save, to
// another square it would not see it on), and, where the battle is a
// rules.UnitPreparer, its health (its first track halved, or for a track
// that harms as it fills, raised by one while it stays in the fight) and
// a status of the ruleset's it did not have, and its ammunition and
// reactions where the ruleset keeps them (unseenState: ADS rounds,
// overwatch and free reaction; majorminor the Minor slot its reactions
// spend; teamturn its spent reaction and Ready); and must be offered the same: the same
// commands (every entry written out), the same squares for each movement
// entry, the same walks, and the same views of the units it sees. It
// reads a save's top-level "units" list and each unit's "pos", as the
// kit's rulesets and ADS keep them.
func Hidden(t *testing.T, r rules.Ruleset, fields []*grid.Field, opts Options) {
	squads := r.Squads()
	if len(squads) < 2 {
		t.Fatalf("%s ships %d squads, want at least 2", r.ID(), len(squads))
	}
	compared, perceived, varied := 0, 0, 0
	for _, f := range fields {
		for k := 0; k < opts.Battles; k++ {
			seed := uint64(k + 1)
			b, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: []rules.SideSetup{
				{Name: "Blue", Squad: squads[0].ID}, {Name: "Orange", Squad: squads[1].ID}}})
			if err != nil {
				t.Fatalf("%s on %s: %v", r.ID(), f.Name, err)
			}
			pick := rules.NewDice(seed, 78)
			for n := 0; n < opts.MaxCommands; n++ {
				if over, _ := b.Over(); over {
					break
				}
				pr := b.Prompt()
				legal := rules.Expand(b, b.Legal(pr.Side))
				var twin rules.Battle
				var moved int
				where := ""
				if pr.Kind == rules.PromptTurn && n%opts.Every == 0 {
					var ok, vary bool
					if twin, moved, vary, ok = hiddenTwin(t, r, b, pr.Side, pick); ok {
						if vary {
							varied++
						}
						where = fmt.Sprintf("%s on %s, seed %d, command %d, unseen unit %d moved, hurt, given a status, its ammunition and reactions changed", r.ID(), f.Name, seed, n, moved)
						compareViews(t, b, twin, pr.Side, legal, where)
						compared++
					} else {
						twin = nil
					}
				}
				c := pickCommand(b, legal, pick)
				if twin != nil && comparePerceived(t, b, twin, pr.Side, moved, c, where) {
					perceived++
				}
				if _, err := b.Apply(c); err != nil {
					t.Fatalf("%s on %s, seed %d, command %d: %v", r.ID(), f.Name, seed, n, err)
				}
			}
		}
	}
	t.Logf("%s: %d states compared with a twin (%d with the unit's ammunition and reactions changed), %d commands' events as the side perceived them", r.ID(), compared, varied, perceived)
	if compared < 5 {
		t.Fatalf("%s: only %d states had an unseen enemy to move: too few to tell", r.ID(), compared)
	}
}

// HiddenTwin returns a copy of b in which one enemy of side that side
// does not see stands elsewhere, still unseen, hurt and with another
// status where the battle can be told so (unsee), and that enemy's id;
// ok is false when no enemy is unseen or no square hides one. Players' tests
// use it too: a player that decides from what its side sees decides the
// same on both.
func HiddenTwin(t *testing.T, r rules.Ruleset, b rules.Battle, side int, pick *rules.Dice) (rules.Battle, int, bool) {
	t.Helper()
	twin, id, _, ok := hiddenTwin(t, r, b, side, pick)
	return twin, id, ok
}

// hiddenTwin is HiddenTwin, saying too whether the twin's unit has its
// ammunition and reactions changed (unseenState) or, its load check
// refusing them, not.
func hiddenTwin(t *testing.T, r rules.Ruleset, b rules.Battle, side int, pick *rules.Dice) (rules.Battle, int, bool, bool) {
	t.Helper()
	units := b.Units()
	var unseen []int
	taken := map[grid.Pos]bool{}
	for _, u := range units {
		taken[u.Pos] = true
		if u.Side != side && !b.Sees(side, u.ID) {
			unseen = append(unseen, u.ID)
		}
	}
	if len(unseen) == 0 {
		return nil, 0, false, false
	}
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatalf("the save is no JSON object: %v", err)
	}
	list, ok := st["units"].([]any)
	if !ok {
		t.Fatalf("the save has no top-level \"units\" list")
	}
	id := unseen[pick.Intn(len(unseen))]
	u, ok := list[id].(map[string]any)
	if !ok || u["pos"] == nil {
		t.Fatalf("unit %d of the save has no \"pos\"", id)
	}
	f := b.Field()
	plain := cloneJSON(u)
	for try := 0; try < 40; try++ {
		p := grid.Pos{X: pick.Intn(f.W), Y: pick.Intn(f.H)}
		if taken[p] || f.At(p).Cost == 0 || f.At(p).BlocksSight || f.At(p).Elevation != f.At(units[id].Pos).Elevation {
			continue
		}
		// The unit's ammunition and reactions changed where the ruleset
		// keeps them (unseenState), else as it was: a state the
		// ruleset's load check refuses is tried without.
		for _, vary := range []bool{true, false} {
			w := cloneJSON(plain)
			w["pos"] = map[string]any{"x": p.X, "y": p.Y}
			if vary {
				unseenState(r.ID(), w, pick)
			}
			list[id] = w
			moved, err := json.Marshal(st)
			if err != nil {
				t.Fatal(err)
			}
			twin, err := r.Load(moved, f)
			if err != nil {
				continue // a square the ruleset refuses (a grapple's partner, say)
			}
			unsee(twin, units[id], r.Reference().Statuses, pick)
			if !twin.Sees(side, id) {
				return twin, id, vary, true
			}
			break
		}
	}
	return nil, 0, false, false
}

// cloneJSON returns a deep copy of a decoded JSON object.
func cloneJSON(m map[string]any) map[string]any {
	data, err := json.Marshal(m)
	if err != nil {
		panic(err) // decoded JSON always encodes
	}
	var out map[string]any
	if err := json.Unmarshal(data, &out); err != nil {
		panic(err)
	}
	return out
}

// unseenState changes, in u (a unit of a save of ruleset id, decoded),
// what a side that does not see the unit cannot know of its ammunition
// and its reactions, as the rulesets keep them: ADS a ranged weapon's
// rounds (one fewer), its overwatch (taken up or given up) and its free
// reaction; majorminor its Minor slot, which pays its reactions;
// teamturn whether its reaction of the round is spent and whether it
// holds a Ready. Rulesets it does not know are left as they are.
func unseenState(id string, u map[string]any, pick *rules.Dice) {
	flip := func(key string) {
		if on, _ := u[key].(bool); on {
			delete(u, key)
		} else {
			u[key] = true
		}
	}
	switch id {
	case "ads":
		ws, _ := u["weapons"].([]any)
		ranged := -1
		for i, x := range ws {
			if w, ok := x.(map[string]any); ok {
				if n, _ := w["ammo"].(float64); n > 0 {
					w["ammo"] = n - 1
					if ranged < 0 {
						ranged = i
					}
				}
			}
		}
		if u["overwatch"] != nil {
			delete(u, "overwatch")
		} else if ranged >= 0 {
			dirs := []string{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
			u["overwatch"] = map[string]any{"weapon": ranged, "dir": dirs[pick.Intn(len(dirs))]}
		}
		flip("free_reaction")
	case "majorminor":
		if sl, ok := u["slots"].(map[string]any); ok {
			if left, ok := sl["left"].([]any); ok && len(left) > 1 {
				if n, _ := left[1].(float64); n > 0 {
					left[1] = 0.0
				} else {
					left[1] = 1.0
				}
			}
		}
	case "teamturn":
		flip("reacted")
		if on, _ := u["ready"].(bool); on {
			delete(u, "ready")
			delete(u, "ready_weapon")
		} else {
			u["ready"], u["ready_weapon"] = true, 0
		}
	}
}

// unsee changes, where b is a rules.UnitPreparer, what the side that
// cannot see unit u could not know of it: the first health track of a
// unit in the fight (halved down to 1, or raised by one for a track that
// harms as it fills, short of its end) and one status of the ruleset's (from statuses, by name as
// the reference gives it or in lower case with underscores, tried in an
// order pick draws) that the battle accepts and u lacks.
func unsee(b rules.Battle, u rules.Unit, statuses []rules.StatusInfo, pick *rules.Dice) {
	pu, ok := b.(rules.UnitPreparer)
	if !ok {
		return
	}
	if len(u.Tracks) > 0 && u.Active {
		tr := u.Tracks[0]
		v := max(1, tr.Value/2)
		if tr.Bad {
			v = min(tr.Value+1, tr.Max-1)
		}
		if v != tr.Value && v >= 0 {
			_ = pu.PrepareUnit(u.ID, []rules.Track{{Name: tr.Name, Value: v}}, nil) // a value refused leaves it as it was
		}
	}
	n := len(statuses)
	if n == 0 {
		return
	}
	first := pick.Intn(n)
	for k := range n {
		name := statuses[(first+k)%n].Name
		for _, st := range []string{name, strings.ToLower(name), strings.ReplaceAll(strings.ToLower(name), " ", "_")} {
			if slices.Contains(u.Statuses, st) {
				break
			}
			if pu.PrepareUnit(u.ID, nil, []string{st}) == nil {
				return
			}
		}
	}
}

// compareViews fails t unless side is offered the same on b and twin.
func compareViews(t *testing.T, b, twin rules.Battle, side int, legal []rules.Command, where string) {
	t.Helper()
	if got := rules.Expand(twin, twin.Legal(side)); !reflect.DeepEqual(got, legal) {
		t.Fatalf("%s: the legal lists differ (%d commands and %d)%s", where, len(legal), len(got), firstDiff(legal, got))
	}
	for _, e := range b.Legal(side) {
		if !e.Spread() {
			continue
		}
		if a, c := b.Reach(e, nil), twin.Reach(e, nil); !reflect.DeepEqual(a, c) {
			t.Fatalf("%s: the squares of %v differ (%d and %d)", where, e, len(a), len(c))
		}
	}
	for i, c := range legal {
		if i%7 != 0 || c.Target != rules.NoUnit {
			continue
		}
		if a, w := b.Path(c), twin.Path(c); !reflect.DeepEqual(a, w) {
			t.Fatalf("%s: the walks of %v to %v differ: %v and %v", where, c, c.To, a, w)
		}
	}
	bu, tu := b.Units(), twin.Units()
	for i := range bu {
		if b.Sees(side, i) != twin.Sees(side, i) {
			t.Fatalf("%s: side %d sees unit %d in one and not the other", where, side, i)
		}
		if b.Sees(side, i) && !reflect.DeepEqual(bu[i], tu[i]) {
			t.Fatalf("%s: side %d's view of unit %d differs", where, side, i)
		}
	}
}

// perceivedEvent is what a side perceives of one event, for comparing
// twins: its kind, how, the units it sees in it and, for a step or a
// cover event it sees, the squares.
type perceivedEvent struct {
	kind         rules.EventKind
	how          rules.Perception
	unit, target int
	from, to     grid.Pos
}

// perceivedOf returns what side perceives of the events of command c
// applied to a clone of b (rules.Perceive over rules.SightOf), and
// whether it perceived unit id in any of them. The statuses its own units
// gain and lose are left out: a rule may tell a side through its own
// unit's sheet what an enemy it cannot see does (teamturn's Hide is lost
// on a step into an enemy's sight, seen or not), as the rule that a walk
// into an unseen unit finds it does.
func perceivedOf(t *testing.T, b rules.Battle, side, id int, c rules.Command) ([]perceivedEvent, bool) {
	t.Helper()
	before := rules.SeenUnits(b, side, nil)
	cp := b.Clone()
	ev, err := cp.Apply(c)
	if err != nil {
		t.Fatalf("%v: %v", c, err)
	}
	sight := rules.SightOf(cp, side, before)
	units := cp.Units()
	var out []perceivedEvent
	found := false
	for _, e := range ev {
		p := rules.Perceive(e, &sight)
		if p.How == rules.Unnoticed {
			continue
		}
		if (e.Kind == rules.EvStatusGained || e.Kind == rules.EvStatusLost) && e.Unit >= 0 && e.Unit < len(units) && units[e.Unit].Side == side {
			continue
		}
		pe := perceivedEvent{kind: e.Kind, how: p.How, unit: rules.NoUnit, target: rules.NoUnit}
		if p.Unit {
			pe.unit = e.Unit
		}
		if p.Target {
			pe.target = e.Target
		}
		found = found || pe.unit == id || pe.target == id
		if p.How == rules.Seen && (e.Kind == rules.EvStep || e.Kind == rules.EvCoverDamage || e.Kind == rules.EvCoverBroken) {
			pe.from, pe.to = e.From, e.To
		}
		out = append(out, pe)
	}
	return out, found
}

// comparePerceived fails t unless side perceives the events of its
// command c alike on b and on twin, which differ only in unseen unit id;
// it reports whether it compared them. A command that finds the unit in
// either (a walk into it, a shot it answers) shows the side what the twin
// changed, and is not compared. The events' dice, values and words are
// not compared: both twins draw from the same dice, and an unseen unit's
// own roll shifts what the seen ones draw, which tells a side nothing.
func comparePerceived(t *testing.T, b, twin rules.Battle, side, id int, c rules.Command, where string) bool {
	t.Helper()
	if c.Side != side {
		return false
	}
	c.Version = twin.Version()
	a, foundA := perceivedOf(t, b, side, id, c)
	w, foundW := perceivedOf(t, twin, side, id, c)
	if foundA || foundW {
		return false
	}
	if !reflect.DeepEqual(a, w) {
		for i := range min(len(a), len(w)) {
			if a[i] != w[i] {
				t.Fatalf("%s: side %d perceives the events of %v apart: event %d is %+v and %+v", where, side, c, i, a[i], w[i])
			}
		}
		t.Fatalf("%s: side %d perceives %d events of %v and %d", where, side, len(a), c, len(w))
	}
	return true
}

// firstDiff says where two lists of commands first differ.
func firstDiff(a, b []rules.Command) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf(": command %d is %v to %v, and %v to %v", i, a[i], a[i].To, b[i], b[i].To)
		}
	}
	return ""
}
