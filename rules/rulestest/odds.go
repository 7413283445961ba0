//go:build !js

package rulestest

import (
	"encoding/json"
	"fmt"
	"testing"

	"sightline/rules"
	"sightline/rules/oddscheck"
)

// reseeded returns the saved state data with its dice, kept under the
// top-level key "dice" as every ruleset keeps them, set to a fresh stream
// from seed: the same position with other dice to come.
func reseeded(data []byte, seed uint64) ([]byte, error) {
	var st map[string]json.RawMessage
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, err
	}
	if _, ok := st["dice"]; !ok {
		return nil, fmt.Errorf("the saved state keeps no \"dice\"")
	}
	d, err := rules.NewDice(seed, 1).MarshalJSON()
	if err != nil {
		return nil, err
	}
	st["dice"] = d
	return json.Marshal(st)
}

// checkOdds plays the listed attack c of b n times from its position,
// each time with other dice (reseeded), and holds the odds to what play
// gives (rules/oddscheck, as sim odds --check does).
func checkOdds(t *testing.T, r rules.Ruleset, b rules.Battle, c rules.Command, n int, seed uint64, where string) {
	t.Helper()
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	f := b.Field()
	stage := func(s uint64) (rules.Battle, rules.Command, error) {
		d, err := reseeded(data, s)
		if err != nil {
			return nil, rules.Command{}, err
		}
		nb, err := r.Load(d, f)
		return nb, c, err
	}
	res, err := oddscheck.Run(stage, n, seed, 1)
	if err != nil {
		t.Fatalf("%s: checking the odds of %v: %v", where, c, err)
	}
	if line, bad := res.Fault(oddscheck.Limit); bad {
		t.Fatalf("%s: the odds of %v are not what play gives: %s", where, c, line)
	}
}
