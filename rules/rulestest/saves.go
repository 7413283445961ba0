//go:build !js

package rulestest

import (
	"bytes"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// RefusesEdits edits data, a battle on f saved by r, one edit at a time
// (the first occurrence of edit[0] replaced by edit[1]) and fails t when
// an edit finds nothing to change or the broken save loads: each edit
// must be one error, never a panic.
func RefusesEdits(t *testing.T, r rules.Ruleset, f *grid.Field, data []byte, edits [][2]string) {
	t.Helper()
	for _, edit := range edits {
		broken := bytes.Replace(data, []byte(edit[0]), []byte(edit[1]), 1)
		if bytes.Equal(broken, data) {
			t.Fatalf("edit %q found nothing to change", edit[0])
		}
		if _, err := r.Load(broken, f); err == nil {
			t.Errorf("edit %q → %q loaded", edit[0], edit[1])
		}
	}
}

// SavesAndClones checks that b, of ruleset r, saves and loads back to
// the same hash, and that playing a clone's first legal command leaves b
// as it was; where names the state in failures.
func SavesAndClones(t *testing.T, r rules.Ruleset, b rules.Battle, where string) {
	t.Helper()
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := r.Load(data, b.Field())
	if err != nil {
		t.Fatalf("%s: load: %v", where, err)
	}
	if back.Hash() != b.Hash() {
		t.Fatalf("%s: the loaded battle's hash differs", where)
	}
	h := b.Hash()
	cl := b.Clone()
	if l := Legal(cl, cl.Prompt().Side); len(l) > 0 {
		if _, err := cl.Apply(l[0]); err != nil {
			t.Fatalf("%s: clone refused its own legal command: %v", where, err)
		}
	}
	if b.Hash() != h {
		t.Fatalf("%s: playing on a clone changed the battle", where)
	}
}
