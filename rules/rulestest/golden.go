//go:build !js

package rulestest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"sightline/rules"
)

// Golden compares got with the golden file at path, or writes it there
// when update is set (each ruleset's tests take -update): a ruleset's
// golden event logs of seeded battles, which show first when a change
// alters play.
func Golden(t *testing.T, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(want, got) {
		t.Fatalf("%s differs from the events played now; rerun with -update if the change is intended", path)
	}
}

// SeedRolling returns a fresh dice stream whose first rolls are the
// given faces of the given dice (pairs of sides and face), for tests that
// play a worked example's exact rolls through a battle. It tries seeds
// in order up to limit and fails t when none rolls them.
func SeedRolling(t *testing.T, limit uint64, rolls ...[2]int) *rules.Dice {
	t.Helper()
	for seed := uint64(1); seed < limit; seed++ {
		d := rules.NewDice(seed, 1)
		ok := true
		for _, r := range rolls {
			if d.D(r[0]) != r[1] {
				ok = false
				break
			}
		}
		if ok {
			return rules.NewDice(seed, 1)
		}
	}
	t.Fatalf("no seed below %d rolls %v", limit, rolls)
	return nil
}
