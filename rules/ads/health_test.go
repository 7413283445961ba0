package ads

import (
	"reflect"
	"slices"
	"testing"
)

// TestHealthSameKnowsEveryField lists Health's fields, each of which same
// must compare: a new one must be added there and here.
func TestHealthSameKnowsEveryField(t *testing.T) {
	known := []string{"Base", "Stamina", "Wounds", "MaxWounds", "Bloodied", "Unconscious", "Dead"}
	var found []string
	ty := reflect.TypeOf(Health{})
	for i := 0; i < ty.NumField(); i++ {
		found = append(found, ty.Field(i).Name)
	}
	if !slices.Equal(found, known) {
		t.Fatalf("Health's fields are %q; same compares %q: teach it the new ones", found, known)
	}
}
