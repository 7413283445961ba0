//go:build !js

// Package rulestest is the ruleset kit's conformance suite: what every
// ruleset must show, whatever its rules, run as TestConformance/<id> for
// every registered ruleset (rules/all). It plays random battles and, on a
// bounded sample of the states they pass through, checks the contract of
// rules.Battle: saves load back to the same hash, clones are independent,
// every movement entry has squares and stands for commands that are
// accepted, listed commands are accepted, refusals change nothing and
// say why,
// every window can be let pass and says what it is, listed attacks have
// odds, and the battle ends.
package rulestest

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// Options bound the suite's work.
type Options struct {
	// Battles is how many random battles to play on each field.
	Battles int
	// MaxCommands ends a battle that has not ended by then as a failure.
	MaxCommands int
	// Every is how many commands apart the sampled states are.
	Every int
	// Tried is how many listed commands of a sampled state are applied,
	// each on a clone (all of them where there are fewer).
	Tried int
	// OddsStates is how many sampled states of each battle have one of
	// their listed attacks played OddsSamples times against its odds.
	OddsStates, OddsSamples int
}

// Defaults are the suite's bounds in make test.
var Defaults = Options{Battles: 2, MaxCommands: 30000, Every: 23, Tried: 12, OddsStates: 2, OddsSamples: 1500}

// Run plays opts.Battles random battles of r's first two default squads
// on each field and checks every sampled state.
func Run(t *testing.T, r rules.Ruleset, fields []*grid.Field, opts Options) {
	squads := r.Squads()
	if len(squads) < 2 {
		t.Fatalf("%s ships %d squads, want at least 2", r.ID(), len(squads))
	}
	checkReference(t, r)
	for _, f := range fields {
		for k := 0; k < opts.Battles; k++ {
			seed := uint64(k + 1)
			b, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: []rules.SideSetup{
				{Name: "Blue", Squad: squads[0].ID}, {Name: "Orange", Squad: squads[1].ID}}})
			if err != nil {
				t.Fatalf("%s on %s: %v", r.ID(), f.Name, err)
			}
			play(t, r, b, fmt.Sprintf("%s on %s, seed %d", r.ID(), f.Name, seed), seed, opts)
		}
	}
}

// checkReference holds the rules reference to the contract: every
// action named, priced and described once.
func checkReference(t *testing.T, r rules.Ruleset) {
	ref := r.Reference()
	if ref.Summary == "" || ref.Turn == "" || len(ref.Actions) == 0 {
		t.Errorf("%s: the rules reference lacks its summary, turn or actions", r.ID())
	}
	seen := map[string]bool{}
	for _, a := range ref.Actions {
		if a.ID == "" || a.Name == "" || a.Effect == "" || seen[a.ID] {
			t.Errorf("%s: reference action %+v is unnamed, undescribed or listed twice", r.ID(), a)
		}
		seen[a.ID] = true
		for _, tag := range a.Tags {
			if !rules.IsTag(tag) {
				t.Errorf("%s: action %s has the unknown tag %q", r.ID(), a.ID, tag)
			}
		}
	}
}

// play plays b to its end with commands drawn from the legal list by its
// own stream, checking a state every opts.Every commands.
func play(t *testing.T, r rules.Ruleset, b rules.Battle, where string, seed uint64, opts Options) {
	pick := rules.NewDice(seed, 77)
	windows, states, priced := 0, 0, 0
	for n := 0; n < opts.MaxCommands; n++ {
		if over, w := b.Over(); over {
			if w < -1 || w >= 2 {
				t.Fatalf("%s: over with winner %d", where, w)
			}
			t.Logf("%s: %d commands, %d states checked, %d windows, %d attacks played against their odds", where, n, states, windows, priced)
			return
		}
		pr := b.Prompt()
		entries := b.Legal(pr.Side)
		checkEntries(t, b, entries, fmt.Sprintf("%s, command %d", where, n))
		legal := rules.Expand(b, entries)
		if len(legal) == 0 {
			t.Fatalf("%s, command %d: the battle waits on side %d, which has no legal command (%+v)", where, n, pr.Side, pr)
		}
		if pr.Kind == rules.PromptTurn {
			checkSeenTargets(t, b, pr.Side, entries, fmt.Sprintf("%s, command %d", where, n))
		}
		if pr.Kind != rules.PromptTurn {
			windows++
			checkWindow(t, b, pr, legal, fmt.Sprintf("%s, command %d", where, n))
		}
		if n%opts.Every == 0 {
			checkState(t, r, b, legal, fmt.Sprintf("%s, command %d", where, n), pick, opts)
			states++
			if priced < opts.OddsStates && pr.Kind == rules.PromptTurn {
				if c, ok := pricedAttack(b, legal, pick); ok {
					checkOdds(t, r, b, c, opts.OddsSamples, seed+uint64(n), fmt.Sprintf("%s, command %d", where, n))
					priced++
				}
			}
		}
		c := pickCommand(b, legal, pick)
		if _, err := b.Apply(c); err != nil {
			t.Fatalf("%s, command %d: the listed %v was refused: %v", where, n, c, err)
		}
	}
	t.Fatalf("%s: no end after %d commands", where, opts.MaxCommands)
}

// pickCommand draws a command: uniformly among the actions listed, then
// among that action's commands, so that hundreds of squares to move to
// do not drown the rest; an end of turn is drawn a third as often, so
// that battles come to blows.
func pickCommand(b rules.Battle, legal []rules.Command, pick *rules.Dice) rules.Command {
	var acts []string
	for _, c := range legal {
		if !slices.Contains(acts, c.Action) {
			acts = append(acts, c.Action)
		}
	}
	tagger, _ := b.(rules.ActionTagger)
	a := acts[pick.Intn(len(acts))]
	if tagger != nil && len(acts) > 1 && slices.Contains(tagger.ActionTags(a), rules.TagEndTurn) && pick.Intn(3) > 0 {
		a = acts[pick.Intn(len(acts))]
	}
	var of []rules.Command
	for _, c := range legal {
		if c.Action == a {
			of = append(of, c)
		}
	}
	return of[pick.Intn(len(of))]
}

// checkState checks one state of a battle.
func checkState(t *testing.T, r rules.Ruleset, b rules.Battle, legal []rules.Command, where string, pick *rules.Dice, opts Options) {
	t.Helper()
	h := b.Hash()
	pr := b.Prompt()
	// Save, load and hash.
	data, err := b.Save()
	if err != nil {
		t.Fatalf("%s: save: %v", where, err)
	}
	back, err := r.Load(data, b.Field())
	if err != nil {
		t.Fatalf("%s: a saved battle does not load: %v", where, err)
	}
	if back.Hash() != h {
		t.Fatalf("%s: the loaded battle's hash differs", where)
	}
	if bl := rules.Expand(back, back.Legal(pr.Side)); len(bl) != len(legal) {
		t.Fatalf("%s: the loaded battle lists %d commands, the battle %d", where, len(bl), len(legal))
	}
	// Listed commands are accepted, each on its own clone, which leaves
	// the battle as it was.
	idx := make([]int, len(legal))
	for i := range idx {
		idx[i] = i
	}
	for i := len(idx) - 1; i > 0; i-- {
		j := pick.Intn(i + 1)
		idx[i], idx[j] = idx[j], idx[i]
	}
	for _, i := range idx[:min(len(idx), opts.Tried)] {
		c := legal[i]
		cl := b.Clone()
		if cl.Hash() != h {
			t.Fatalf("%s: a clone's hash differs", where)
		}
		if _, err := cl.Apply(c); err != nil {
			t.Fatalf("%s: the listed %v was refused: %v", where, c, err)
		}
		if b.Hash() != h {
			t.Fatalf("%s: playing %v on a clone changed the battle", where, c)
		}
		if cl.Version() != b.Version()+1 {
			t.Fatalf("%s: an accepted command raised the version from %d to %d", where, b.Version(), cl.Version())
		}
	}
	// Refusals change nothing and say why.
	for _, bad := range []rules.Command{
		{Version: b.Version() + 1, Side: pr.Side, Action: legal[0].Action, Unit: legal[0].Unit, Target: legal[0].Target, To: legal[0].To},
		{Version: b.Version(), Side: pr.Side + 1, Action: legal[0].Action, Unit: legal[0].Unit, Target: rules.NoUnit},
		{Version: b.Version(), Side: pr.Side, Action: "no such action", Unit: legal[0].Unit, Target: rules.NoUnit},
		{Version: b.Version(), Side: pr.Side, Action: legal[0].Action, Unit: legal[0].Unit, Target: legal[0].Target, To: grid.Pos{X: -5, Y: -5}, Weapon: 99},
	} {
		if slices.ContainsFunc(legal, bad.Same) {
			continue
		}
		_, err := b.Apply(bad)
		var rej *rules.Rejection
		if !errors.As(err, &rej) || rej.Reason == "" {
			t.Fatalf("%s: %v was answered %v, want a rules.Rejection with a reason", where, bad, err)
		}
		if b.Hash() != h {
			t.Fatalf("%s: refusing %v changed the battle", where, bad)
		}
	}
	// The views hold together.
	units := b.Units()
	for i, u := range units {
		if u.ID != i || u.Side < 0 || !b.Field().In(u.Pos) {
			t.Fatalf("%s: unit view %d is %+v", where, i, u)
		}
	}
	if pr.Unit != rules.NoUnit && (pr.Unit < 0 || pr.Unit >= len(units)) {
		t.Fatalf("%s: the prompt names unit %d of %d", where, pr.Unit, len(units))
	}
	for _, id := range b.Order() {
		if id < 0 || id >= len(units) {
			t.Fatalf("%s: the order names unit %d of %d", where, id, len(units))
		}
	}
	if len(b.Covers()) != len(b.Field().Covers) {
		t.Fatalf("%s: %d cover states for %d sections", where, len(b.Covers()), len(b.Field().Covers))
	}
	// Every listed attack has odds that are probabilities.
	for _, c := range legal {
		if c.Target == rules.NoUnit || c.Target == c.Unit {
			continue
		}
		o, err := b.Odds(c)
		if err != nil {
			continue // not an attack (an answer naming a unit)
		}
		sum := 0.0
		for _, p := range o.Damage {
			sum += p
		}
		if o.Hit < 0 || o.Hit > 1+1e-9 || o.Takedown < 0 || o.Takedown > 1+1e-9 || len(o.Damage) > 0 && (sum < 1-1e-6 || sum > 1+1e-6) {
			t.Fatalf("%s: odds of %v are no probabilities: hit %v takedown %v damage mass %v", where, c, o.Hit, o.Takedown, sum)
		}
	}
}

// checkEntries holds a legal list's movement entries to the contract
// (rules.Anywhere): each is listed once, has a square to go to, and sent
// as it is, it is refused with a reason, leaving the battle as it was;
// each of its commands is found among the listed (rules.Listed).
func checkEntries(t *testing.T, b rules.Battle, entries []rules.Command, where string) {
	t.Helper()
	h := b.Hash()
	for i, e := range entries {
		if !e.Spread() {
			continue
		}
		for _, o := range entries[:i] {
			if o.Spread() && o.Same(e) {
				t.Fatalf("%s: the entry %v is listed twice", where, e)
			}
		}
		squares := b.Reach(e, nil)
		if len(squares) == 0 {
			t.Fatalf("%s: the entry %v is listed with no square to go to", where, e)
		}
		for _, r := range []rules.Reach{squares[0], squares[len(squares)-1]} {
			if l, ok := rules.Listed(b, entries, e.At(r)); !ok || l.To != r.To {
				t.Fatalf("%s: the command of %v to %v is not found among the listed", where, e, r.To)
			}
		}
		_, err := b.Apply(e)
		var rej *rules.Rejection
		if !errors.As(err, &rej) || rej.Reason == "" {
			t.Fatalf("%s: the entry %v sent as it is was answered %v, want a rules.Rejection with a reason", where, e, err)
		}
		if b.Hash() != h {
			t.Fatalf("%s: refusing the entry %v changed the battle", where, e)
		}
	}
}

// checkSeenTargets holds a turn's legal list to what its side sees
// (issue #42): a command names as its target only a unit the side sees
// now, never one its eyes have not found.
func checkSeenTargets(t *testing.T, b rules.Battle, side int, entries []rules.Command, where string) {
	t.Helper()
	for _, e := range entries {
		if e.Target != rules.NoUnit && !b.Sees(side, e.Target) {
			t.Fatalf("%s: side %d is offered %v, whose target it does not see", where, side, e)
		}
	}
}

// checkWindow holds a reaction window to the contract: it says what it
// is, and an answer lets it pass.
func checkWindow(t *testing.T, b rules.Battle, pr rules.Prompt, legal []rules.Command, where string) {
	t.Helper()
	if pr.Hint == "" && pr.Kind != rules.PromptDefend {
		t.Fatalf("%s: window %q has no hint", where, pr.Kind)
	}
	tagger, _ := b.(rules.ActionTagger)
	if tagger == nil || !slices.ContainsFunc(legal, func(c rules.Command) bool {
		tags := tagger.ActionTags(c.Action)
		return slices.Contains(tags, rules.TagHold) || slices.Contains(tags, rules.TagNoDefence)
	}) {
		t.Fatalf("%s: window %q has no answer that lets it pass (tagged hold or no_defence)", where, pr.Kind)
	}
}

// pricedAttack picks one of the listed commands that the battle prices
// as an attack with a chance of both hitting and missing.
func pricedAttack(b rules.Battle, legal []rules.Command, pick *rules.Dice) (rules.Command, bool) {
	var attacks []rules.Command
	for _, c := range legal {
		if c.Target == rules.NoUnit || c.Target == c.Unit {
			continue
		}
		if o, err := b.Odds(c); err == nil && o.Hit > 0.02 && o.Hit < 0.98 {
			attacks = append(attacks, c)
		}
	}
	if len(attacks) == 0 {
		return rules.Command{}, false
	}
	return attacks[pick.Intn(len(attacks))], true
}
