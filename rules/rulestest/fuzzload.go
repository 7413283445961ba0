//go:build !js

package rulestest

import (
	"testing"

	"sightline/rules"
)

// FuzzLoad is a ruleset's load fuzz: seeded with the save of the battle
// r starts from setup, it feeds r's Load broken saves on setup's field;
// each must be refused with an error or give a battle that answers its
// prompt, the odds of every listed command, its units and its order,
// without a panic.
func FuzzLoad(f *testing.F, r rules.Ruleset, setup rules.Setup) {
	b, err := r.NewBattle(setup)
	if err != nil {
		f.Fatal(err)
	}
	data, err := b.Save()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		lb, err := r.Load(data, setup.Field)
		if err != nil {
			return
		}
		pr := lb.Prompt()
		for _, c := range Legal(lb, pr.Side) {
			_, _ = lb.Odds(c)
		}
		_ = lb.Units()
		_ = lb.Order()
	})
}
