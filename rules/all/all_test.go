package all

import "testing"

// TestRegistry checks that every ruleset is registered under its id and
// that each call builds a fresh registry.
func TestRegistry(t *testing.T) {
	r := Registry()
	ids := r.IDs()
	if len(ids) == 0 || ids[0] != "ads" {
		t.Fatalf("ids %v, want ads first", ids)
	}
	for _, id := range ids {
		rs, err := r.Get(id)
		if err != nil || rs.ID() != id {
			t.Fatalf("Get(%q) = %v, %v", id, rs, err)
		}
		if len(rs.Squads()) < 2 {
			t.Errorf("%s ships %d squads, want at least 2", id, len(rs.Squads()))
		}
	}
	if Registry() == r {
		t.Fatal("Registry returned a shared instance")
	}
}
