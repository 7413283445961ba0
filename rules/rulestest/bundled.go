package rulestest

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"sightline/maps"
	"sightline/rules"
)

// Bundled starts a battle of r on the bundled map named mapName with
// dice seed seed and the given sides, failing t when it cannot.
func Bundled(t testing.TB, r rules.Ruleset, mapName string, seed uint64, sides []rules.SideSetup) rules.Battle {
	t.Helper()
	m, err := maps.LoadBundled(mapName)
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.NewBattle(rules.Setup{Field: m.Field, Seed: seed, Sides: sides})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// PlayBundled is a ruleset's random battle: it starts a battle of r on
// the bundled map named mapName (Bundled) and plays it out (PlayOut, at
// most 20,000 commands) with commands chosen by choose on a picker's
// stream seeded by picks, calling check, when it is not nil, with the
// battle (as the ruleset's type B), every command and its events. It
// returns the battle played.
func PlayBundled[B rules.Battle](t *testing.T, r rules.Ruleset, mapName string, seed, picks uint64, sides []rules.SideSetup, choose Chooser, check func(b B, c rules.Command, ev []rules.Event)) B {
	t.Helper()
	b := Bundled(t, r, mapName, seed, sides).(B)
	var after func(c rules.Command, ev []rules.Event)
	if check != nil {
		after = func(c rules.Command, ev []rules.Event) { check(b, c, ev) }
	}
	PlayOut(t, b, rules.NewDice(picks, 9), 20000, fmt.Sprintf("%s seed %d", mapName, seed), choose, after)
	return b
}

// GoldenBundled is a ruleset's golden event logs test (GoldenLogs) on
// the bundled map named mapName: the battle of each seed has the sides
// sides(seed) gives.
func GoldenBundled(t *testing.T, r rules.Ruleset, mapName string, sides func(seed uint64) []rules.SideSetup, seeds []uint64, most int, choose Chooser, update bool) {
	t.Helper()
	newBattle := func(t *testing.T, seed uint64) Started {
		b, ok := Bundled(t, r, mapName, seed, sides(seed)).(Started)
		if !ok {
			t.Fatalf("%s keeps no start events", r.ID())
		}
		return b
	}
	GoldenLogs(t, seeds, most, newBattle, choose, update)
}

// StandApart fails t, naming the state by where, when two of b's units
// stand on one square or one stands where the field cannot be walked.
func StandApart(t *testing.T, b rules.Battle, where string) {
	t.Helper()
	seen := map[[2]int]bool{}
	for _, u := range b.Units() {
		k := [2]int{u.Pos.X, u.Pos.Y}
		if seen[k] || !b.Field().Walkable(u.Pos) {
			t.Fatalf("%s: unit %d on %v: shared or not walkable", where, u.ID, u.Pos)
		}
		seen[k] = true
	}
}

// WindowHolds fails t, naming the state by where, when the reaction
// window pr (not a turn) has no hint, or legal, its commands, none
// tagged hold by tagger.
func WindowHolds(t *testing.T, tagger rules.ActionTagger, pr rules.Prompt, legal []rules.Command, where string) {
	t.Helper()
	if pr.Hint == "" {
		t.Fatalf("%s: window %q has no hint", where, pr.Kind)
	}
	if !slices.ContainsFunc(legal, func(c rules.Command) bool { return slices.Contains(tagger.ActionTags(c.Action), rules.TagHold) }) {
		t.Fatalf("%s: window %q has no answer tagged hold", where, pr.Kind)
	}
}

// AttacksPriced fails t, naming the state by where, when b has no odds
// for one of legal whose action is among attacks, or odds whose chance
// to hit is not a probability or whose takedown is likelier than a hit.
func AttacksPriced(t *testing.T, b rules.Battle, legal []rules.Command, attacks []string, where string) {
	t.Helper()
	for _, l := range legal {
		if !slices.Contains(attacks, l.Action) {
			continue
		}
		o, err := b.Odds(l)
		if err != nil || o.Hit < 0 || o.Hit > 1+1e-9 || o.Takedown > o.Hit+1e-9 {
			t.Fatalf("%s: odds of %v: %+v %v", where, l, o, err)
		}
	}
}

// RefusesUnchanged fails t, naming the state by where, unless b refuses
// bad, a command no rule allows, as illegal, out of turn or after the
// end, and its state hash stays as it was.
func RefusesUnchanged(t *testing.T, b rules.Battle, bad rules.Command, where string) {
	t.Helper()
	h := b.Hash()
	_, err := b.Apply(bad)
	if err == nil || !errors.Is(err, rules.ErrIllegal) && !errors.Is(err, rules.ErrNotYourTurn) && !errors.Is(err, rules.ErrGameOver) || b.Hash() != h {
		t.Fatalf("%s: %v: %v", where, bad, err)
	}
}
