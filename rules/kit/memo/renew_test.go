package memo

import "testing"

// TestRenew checks that Renew reports a change of the shared inputs once,
// and keeps its own copy of them.
func TestRenew(t *testing.T) {
	var held []bool
	if Renew(&held, nil) || Renew(&held, []bool{}) {
		t.Error("no inputs renewed an empty memo")
	}
	now := []bool{false, true}
	if !Renew(&held, now) {
		t.Fatal("new inputs did not renew")
	}
	if Renew(&held, now) {
		t.Error("the same inputs renewed twice")
	}
	now[0] = true
	if !Renew(&held, now) {
		t.Error("a change made through the caller's slice went unseen: Renew keeps no copy")
	}
}
