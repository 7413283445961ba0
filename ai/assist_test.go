package ai_test

import (
	"testing"

	"sightline/ai"
	"sightline/rules"
)

// answerWindow shows a battle waiting on one unit's answer to a pending
// attack that is not aimed at it: a friend's attack that an "assist"
// helps along (majorminor's Assist), or an enemy's that a "disrupt"
// hinders, each against "hold". The battle prices the answers as it
// prices defences (rules.DefenceAdvisor and rules.ListedPricer): the
// pending attack's odds after each answer.
type answerWindow struct {
	rules.Battle
	pr    rules.Prompt
	legal []rules.Command
	odds  map[string]rules.Odds
}

func (b *answerWindow) Prompt() rules.Prompt           { return b.pr }
func (b *answerWindow) Legal(side int) []rules.Command { return b.legal }

func (b *answerWindow) DefenceOdds(c rules.Command) (rules.Odds, error) {
	return b.odds[c.Action], nil
}

func (b *answerWindow) ListedOdds(c rules.Command) (rules.Odds, bool) { return rules.Odds{}, false }

func (b *answerWindow) ListedDefenceOdds(c rules.Command) (rules.Odds, bool) {
	return b.odds[c.Action], true
}

func (b *answerWindow) ListedDefencePriced(c rules.Command) bool { return true }

// TestAnswersToAFriendsAttack: in a window whose pending attack is a
// friend's, the computer player takes the answer that makes the attack
// most harmful (paying a reaction for it); in one whose attack is an
// enemy's, the answer that makes it least; and in a defence, the answer
// that makes it least whoever attacks. Before, every priced answer was
// taken for a defence, so an Assist scored as the worst defence and was
// never chosen.
func TestAnswersToAFriendsAttack(t *testing.T) {
	base := newBattle(t, "village", 3)
	units := base.Units()
	var friends, foes []int
	for _, u := range units {
		if u.Side == 0 {
			friends = append(friends, u.ID)
		} else {
			foes = append(foes, u.ID)
		}
	}
	strong := rules.Odds{Hit: 0.9, Takedown: 0.6, Damage: []float64{0.1, 0, 0, 0.2, 0.3, 0.4}}
	weak := rules.Odds{Hit: 0.3, Takedown: 0.05, Damage: []float64{0.7, 0.2, 0.1}}
	for _, c := range []struct {
		name     string
		kind     string
		attacker int
		answer   string
		odds     rules.Odds // the attack's odds after the answer; hold leaves them
		hold     rules.Odds
		want     string
	}{
		{"a friend's attack, assisted", "assist", friends[0], "assist", strong, weak, "assist"},
		{"a friend's attack, assist that hurts it", "assist", friends[0], "assist", weak, strong, "hold"},
		{"an enemy's attack, disrupted", "assist", foes[0], "disrupt", weak, strong, "disrupt"},
		{"an enemy's attack, disrupt that helps it", "assist", foes[0], "disrupt", strong, weak, "hold"},
		{"a friend's shot at the unit, dodged", "defend", friends[0], "dodge", weak, strong, "dodge"},
		{"a friend's shot at the unit, a dodge that helps it", "defend", friends[0], "dodge", strong, weak, "hold"},
	} {
		me := friends[1]
		legal := []rules.Command{
			{Side: 0, Unit: me, Action: "hold", Target: rules.NoUnit, Weapon: -1},
			{Side: 0, Unit: me, Action: c.answer, Target: c.attacker, Weapon: -1, Cost: rules.Cost{Reaction: true}},
		}
		// Easy picks its answers almost at random by design (its
		// ReactNoise): it is held to nothing here.
		for _, name := range []string{"normal", "hard"} {
			for seed := range uint64(8) {
				b := &answerWindow{
					Battle: base,
					pr:     rules.Prompt{Side: 0, Unit: me, Kind: c.kind, Attacker: c.attacker},
					legal:  legal,
					odds:   map[string]rules.Odds{"hold": c.hold, c.answer: c.odds},
				}
				p, err := ai.New(name, seed)
				if err != nil {
					t.Fatal(err)
				}
				got, _, err := p.Decide(b, 0)
				if err != nil {
					t.Fatal(err)
				}
				if got.Action != c.want {
					t.Errorf("%s, %s player seed %d: %s, want %s", c.name, name, seed, got.Action, c.want)
				}
			}
		}
	}
}
