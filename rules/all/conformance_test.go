package all

import (
	"testing"

	"sightline/maps"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestConformance runs the kit's conformance suite on every registered
// ruleset, on two bundled maps.
func TestConformance(t *testing.T) {
	fields := bundledFields(t, "village", "rooftops")
	r := Registry()
	for _, id := range r.IDs() {
		rs, _ := r.Get(id)
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			rulestest.Run(t, rs, fields, rulestest.Defaults)
		})
	}
}

// TestHiddenInformation runs the kit's hidden-information check on every
// registered ruleset (issue #42): what a side is offered does not change
// with where an enemy it does not see stands.
func TestHiddenInformation(t *testing.T) {
	fields := bundledFields(t, "village", "warehouse")
	r := Registry()
	for _, id := range r.IDs() {
		rs, _ := r.Get(id)
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			rulestest.Hidden(t, rs, fields, rulestest.Options{Battles: 2, MaxCommands: 3000, Every: 11})
		})
	}
}

// bundledFields loads the named bundled maps' fields.
func bundledFields(t *testing.T, names ...string) []*grid.Field {
	var fields []*grid.Field
	for _, name := range names {
		m, err := maps.LoadBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		fields = append(fields, m.Field)
	}
	return fields
}
