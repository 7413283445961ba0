package main

import (
	"io"
	"os"
	"testing"

	"sightline/rules/all"
)

// FuzzScenario reads arbitrary bytes as an odds scenario, starting from
// docs/simulator.md's example: parseScenario refuses them with an error, or the
// odds are worked out and printed, or refused with an error; never a
// panic.
func FuzzScenario(f *testing.F) {
	example, err := os.ReadFile("testdata/ads-odds.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(example)
	f.Add([]byte(`{"attacker":{"unit":"duelist","stances":["aimed"]},"defender":{"unit":"breacher","stances":["prone"]},"weapon":"machete","action":"melee_strike","distance":1}`))
	f.Add([]byte(`{"attacker":{"unit":"gunner","elevation":3},"defender":{"unit":"scout"},"weapon":"lmg","action":"full_auto","distance":30,"cover":{"material":"sandbag","height":"full"}}`))
	r, err := all.Registry().Get("ads")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := parseScenario(data)
		if err != nil {
			return
		}
		o, err := s.odds(r)
		if err != nil {
			return
		}
		printOdds(io.Discard, s, o)
	})
}
