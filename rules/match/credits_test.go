package match

import "testing"

// TestCredits: a unit out of the fight counts once, for what damaged it
// last; one nothing damaged counts for nothing.
func TestCredits(t *testing.T) {
	var c Credits[string]
	c.Hit(1, "rifle")
	c.Hit(1, "knife")
	if by, ok := c.Down(1); !ok || by != "knife" {
		t.Errorf("down after two hits: %q, %v; want the knife", by, ok)
	}
	if _, ok := c.Down(1); ok {
		t.Error("a unit dead after going down counted twice")
	}
	if _, ok := c.Down(2); ok {
		t.Error("a unit nothing damaged counted")
	}
}
