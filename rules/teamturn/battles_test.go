package teamturn

import (
	"fmt"
	"slices"
	"testing"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/rulestest"
)

// randomBattle plays a battle on a bundled map to its end with commands
// drawn from the legal list, calling check after each.
func randomBattle(t *testing.T, mapName string, seed uint64, check func(b *Battle, c rules.Command, ev []rules.Event)) *Battle {
	t.Helper()
	return randomBattleWith(t, mapName, seed, seed, check)
}

// randomBattleWith is randomBattle with the command picker's stream
// seeded apart from the battle's.
func randomBattleWith(t *testing.T, mapName string, seed, picks uint64, check func(b *Battle, c rules.Command, ev []rules.Event)) *Battle {
	t.Helper()
	r, _ := New()
	sides := []rules.SideSetup{{Name: "A", Squad: "freelancers"}, {Name: "B", Squad: "wyrdhands", Ambush: seed%2 == 0}}
	// Moves would drown the rest, and ending the turn would end it too
	// soon: one draw in four is a move, one in three an end.
	choose := func(pick *rules.Dice, legal []rules.Command) rules.Command {
		c := legal[pick.Intn(len(legal))]
		if (c.Action == "move" || c.Action == "disengage" || c.Action == "end_turn") && pick.Intn(4) > 0 {
			if others := slices.DeleteFunc(slices.Clone(legal), func(c rules.Command) bool {
				return c.Action == "move" || c.Action == "disengage" || c.Action == "end_turn"
			}); len(others) > 0 {
				c = others[pick.Intn(len(others))]
			}
		}
		return c
	}
	return rulestest.PlayBundled(t, r, mapName, seed, picks, sides, choose, check)
}

// TestRandomBattles plays random battles on every bundled map and holds
// the invariants after every command: a team turn names no unit and
// lists only its side's members; every window has a hint and an answer
// tagged hold; units stand on distinct walkable squares; budgets stay
// in the rules (a Long action alone, at most two Moves or two Quicks);
// and now and then the saved state loads back to the same hash, a clone
// is independent, listed attacks have odds and a refusal changes
// nothing.
func TestRandomBattles(t *testing.T) {
	r, _ := New()
	names := maps.Names()
	if testing.Short() {
		names = names[:2]
	}
	for _, name := range names {
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
		{`"ruleset":"teamturn"`, `"ruleset":"ads"`},
		{`"team":`, `"team":99`},
		{`"teams":[`, `"teams":[0,`},
		{`"template":"operator"`, `"template":"nobody"`},
		{`"integrity":[`, `"integrity":[99,`},
		{`"charged":[`, `"charged":[true,`},
		{`"left":[`, `"left":[5,`},
		{`"side":0`, `"side":5`},
		{`"round":`, `"round":999`},
		{`"slots":`, `"traded":"long","slots":`},
	})
}

// FuzzLoad feeds Load broken saves: it must refuse or load, never panic,
// and a loaded battle must answer its prompt, legal list and views.
func FuzzLoad(f *testing.F) {
	m, err := maps.LoadBundled("village")
	if err != nil {
		f.Fatal(err)
	}
	r, _ := New()
	rulestest.FuzzLoad(f, r, rules.Setup{Field: m.Field, Seed: 1, Sides: []rules.SideSetup{{Name: "A", Squad: "freelancers"}, {Name: "B", Squad: "syndicate"}}})
}

// invariants returns the checker TestRandomBattles and FuzzInvariants
// hold a battle to after every command (see TestRandomBattles).
func invariants(t *testing.T, r *Ruleset, name string, seed uint64) func(b *Battle, c rules.Command, ev []rules.Event) {
	n := 0
	return func(b *Battle, c rules.Command, ev []rules.Event) {
		n++
		where := fmt.Sprintf("%s seed %d command %d (%v)", name, seed, n, c)
		if over, _ := b.Over(); over {
			return
		}
		pr := b.Prompt()
		legal := rulestest.Legal(b, pr.Side)
		if pr.Kind == "turn" {
			if pr.Unit != rules.NoUnit {
				t.Fatalf("%s: a turn prompt names unit %d", where, pr.Unit)
			}
			if b.S.Walk != nil || len(b.S.Paused) > 0 {
				t.Fatalf("%s: a team turn prompt with a walk under way or %d windows and walks set aside", where, len(b.S.Paused))
			}
			for _, l := range legal {
				if l.Unit != rules.NoUnit && b.S.Units[l.Unit].Side != pr.Side {
					t.Fatalf("%s: the team turn lists %v of another side", where, l)
				}
			}
		} else {
			rulestest.WindowHolds(t, b, pr, legal, where)
		}
		rulestest.StandApart(t, b, where)
		for i := range b.S.Units {
			u := &b.S.Units[i]
			l := u.Slots.Left
			if l[3] > 0 && (l[0] == 0 || l[1] == 0 || l[2] == 0) || l[0] > 1 || l[1] > 1 || l[2] > 1 || l[3] > 1 {
				t.Fatalf("%s: unit %d's budget %v breaks §4", where, u.ID, l)
			}
			if u.HP <= 0 && (u.Hidden || u.Dodging) {
				t.Fatalf("%s: a unit out of the fight is hidden or dodging", where)
			}
		}
		if n%13 != 0 {
			return
		}
		rulestest.SavesAndClones(t, r, b, where)
		rulestest.AttacksPriced(t, b, legal, []string{"attack", "attack_long", "two_weapon", "cone", "opportunity_attack", "ready_attack"}, where)
		// A unit attacking itself is refused and changes nothing.
		rulestest.RefusesUnchanged(t, b, rules.Command{Version: b.Version(), Side: pr.Side, Action: "attack", Unit: 0, Target: 0}, where)
	}
}

// FuzzInvariants plays random legal commands on a bundled map, the
// battle and the picker seeded by the input, and holds every state to
// the invariants.
func FuzzInvariants(f *testing.F) {
	f.Add(uint64(1), uint64(2), uint8(0))
	f.Add(uint64(78), uint64(0), uint8(3))
	names := maps.Names()
	r, _ := New()
	f.Fuzz(func(t *testing.T, seed, picks uint64, m uint8) {
		name := names[int(m)%len(names)]
		randomBattleWith(t, name, seed, picks, invariants(t, r, name, seed))
	})
}
