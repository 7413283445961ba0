package ads

import "testing"

// TestMoveActionNames checks that isMoveAction knows each plain movement
// action's name (moveActionName) and no other's.
func TestMoveActionNames(t *testing.T) {
	names := []string{"move", "run", "sprint", "quick_step"}
	for ai, a := range names {
		if moveActionName(ai) != a {
			t.Fatalf("moveActionName(%d) = %q, want %q", ai, moveActionName(ai), a)
		}
		for aj, o := range append(names, "duck", "aim", "", "sprints") {
			if got := isMoveAction(o, ai); got != (aj == ai) {
				t.Fatalf("isMoveAction(%q, %d) = %v", o, ai, got)
			}
		}
	}
}
