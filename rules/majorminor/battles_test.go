package majorminor

import (
	"fmt"
	"slices"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/rulestest"
)

// randomBattle plays a battle on a bundled map to its end with commands
// drawn uniformly from the legal list, calling check after each.
func randomBattle(t *testing.T, mapName string, seed uint64, check func(b *Battle, c rules.Command, ev []rules.Event)) *Battle {
	t.Helper()
	return randomBattleWith(t, mapName, seed, seed, check)
}

// randomBattleWith is randomBattle with the command picker's stream
// seeded apart from the battle's.
func randomBattleWith(t *testing.T, mapName string, seed, picks uint64, check func(b *Battle, c rules.Command, ev []rules.Event)) *Battle {
	t.Helper()
	r, _ := New()
	// Plain moves would drown the rest: one draw in four is a move.
	choose := func(pick *rules.Dice, legal []rules.Command) rules.Command {
		c := legal[pick.Intn(len(legal))]
		if c.Action == "move" && pick.Intn(4) > 0 {
			if i := slices.IndexFunc(legal, func(c rules.Command) bool { return c.Action != "move" }); i >= 0 {
				c = legal[i+pick.Intn(len(legal)-i)]
			}
		}
		return c
	}
	return rulestest.PlayBundled(t, r, mapName, seed, picks, []rules.SideSetup{{Name: "A", Squad: "posse"}, {Name: "B", Squad: "gang"}}, choose, check)
}

// TestRandomBattles plays random battles on every bundled map and holds
// the invariants after every command: the saved state loads back to the
// same hash, a clone is independent, every window has a hint and an
// answer tagged hold, every listed attack has odds, and units stand on
// distinct walkable squares.
func TestRandomBattles(t *testing.T) {
	r, _ := New()
	for _, name := range maps.Names() {
		for seed := uint64(1); seed <= 3; seed++ {
			randomBattle(t, name, seed, invariants(t, r, name, seed))
		}
	}
}

// TestLoadRefusesBrokenSaves edits a saved state one field at a time:
// each edit is one error, never a panic.
func TestLoadRefusesBrokenSaves(t *testing.T) {
	b := randomBattle(t, "village", 1, nil)
	data, _ := b.Save()
	r, _ := New()
	rulestest.RefusesEdits(t, r, b.Field(), data, [][2]string{
		{`"ruleset":"majorminor"`, `"ruleset":"ads"`},
		{`"phase":"`, `"phase":"x`},
		{`"turn":`, `"turn":99`},
		{`"template":"gunhand"`, `"template":"nobody"`},
		{`"grappling":-1`, `"grappling":77`},
		{`"held":0`, `"held":9`},
		{`"left":[`, `"left":[5,`},
		{`"order":[`, `"order":[0,`},
		{`"side":0`, `"side":5`},
	})
}

// FuzzLoad feeds Load broken saves: it must refuse or load, never panic,
// and a loaded battle must answer its prompt and legal list.
func FuzzLoad(f *testing.F) {
	m, err := maps.LoadBundled("village")
	if err != nil {
		f.Fatal(err)
	}
	r, _ := New()
	rulestest.FuzzLoad(f, r, rules.Setup{Field: m.Field, Seed: 1, Sides: []rules.SideSetup{{Name: "A", Squad: "posse"}, {Name: "B", Squad: "gang"}}})
}

// invariants returns the checker TestRandomBattles and FuzzInvariants
// hold a battle to after every command: the saved state loads back to the
// same hash, a clone is independent, every window has a hint and an
// answer tagged hold, every listed attack has odds, a refusal changes
// nothing, and units stand on distinct walkable squares.
func invariants(t *testing.T, r *Ruleset, name string, seed uint64) func(b *Battle, c rules.Command, ev []rules.Event) {
	n := 0
	return func(b *Battle, c rules.Command, ev []rules.Event) {
		n++
		where := fmt.Sprintf("%s seed %d command %d (%v)", name, seed, n, c)
		pr := b.Prompt()
		if over, _ := b.Over(); !over && pr.Kind != "turn" {
			rulestest.WindowHolds(t, b, pr, rulestest.Legal(b, pr.Side), where)
		}
		rulestest.StandApart(t, b, where)
		if n%17 == 0 {
			rulestest.SavesAndClones(t, r, b, where)
			rulestest.AttacksPriced(t, b, rulestest.Legal(b, pr.Side), []string{"attack", "opportunity_attack", "grapple"}, where)
			// A unit attacking itself is refused and changes nothing.
			rulestest.RefusesUnchanged(t, b, rules.Command{Version: b.Version(), Side: pr.Side, Action: "attack", Unit: pr.Unit, Target: pr.Unit}, where)
		}
	}
}

// FuzzInvariants plays random legal commands on a bundled map, the
// battle and the picker seeded by the input, and holds every state to
// the invariants.
func FuzzInvariants(f *testing.F) {
	f.Add(uint64(1), uint64(2), uint8(0))
	f.Add(uint64(77), uint64(0), uint8(3))
	names := maps.Names()
	r, _ := New()
	f.Fuzz(func(t *testing.T, seed, picks uint64, m uint8) {
		name := names[int(m)%len(names)]
		randomBattleWith(t, name, seed, picks, invariants(t, r, name, seed))
	})
}
