//go:build !js

package rulestest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"sightline/rules"
)

// Chooser picks the command a golden battle plays from the legal list,
// with the picker's dice: each ruleset's own bias, so that its battles
// come to blows.
type Chooser func(pick *rules.Dice, legal []rules.Command) rules.Command

// Started is a battle that keeps the events of its start, as every
// ruleset's battle does, for its log's first lines.
type Started interface {
	rules.Battle
	StartEvents() []rules.Event
}

// GoldenLogs is a ruleset's golden event logs test: for each seed it
// starts a battle with newBattle, plays it with GoldenLog (at most most
// commands, chosen by choose) and compares the log with
// testdata/battle_seed<seed>.golden, or rewrites it under update
// (Golden).
func GoldenLogs(t *testing.T, seeds []uint64, most int, newBattle func(t *testing.T, seed uint64) Started, choose Chooser, update bool) {
	for _, seed := range seeds {
		name := fmt.Sprintf("battle_seed%d.golden", seed)
		t.Run(name, func(t *testing.T) {
			Golden(t, filepath.Join("testdata", name), GoldenLog(t, newBattle(t, seed), seed, most, choose), update)
		})
	}
}

// GoldenLog plays b to its end, or for most commands, each chosen by
// choose from the side to move's legal commands (Legal) with dice seeded
// by seed (stream 7), and returns the log: the start events, then each
// command as a "# " line followed by its events, every event a JSON
// line, and last the "# hash" of the state reached.
func GoldenLog(t *testing.T, b Started, seed uint64, most int, choose Chooser) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, e := range b.StartEvents() {
		if err := enc.Encode(e); err != nil {
			t.Fatal(err)
		}
	}
	pick := rules.NewDice(seed, 7)
	for n := 0; n < most; n++ {
		if over, _ := b.Over(); over {
			break
		}
		c := choose(pick, Legal(b, b.Prompt().Side))
		fmt.Fprintf(&buf, "# %s\n", c)
		ev, err := b.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if err := enc.Encode(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	fmt.Fprintf(&buf, "# hash %s\n", b.Hash())
	return buf.Bytes()
}
