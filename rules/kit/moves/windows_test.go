package moves

import "testing"

// TestWindowsOf checks that Of finds each kind's window and none for a
// kind the list lacks.
func TestWindowsOf(t *testing.T) {
	ws := Windows{{Kind: "opportunity", Action: "strike", Hint: "strike or hold"}, {Kind: "assist", Action: "help", Hint: "help or hold"}}
	for _, w := range ws {
		if got, ok := ws.Of(w.Kind); !ok || got != w {
			t.Errorf("Of(%q) = %+v, %v", w.Kind, got, ok)
		}
	}
	if w, ok := ws.Of("overwatch"); ok || w != (Window{}) {
		t.Errorf("Of(overwatch) = %+v, %v", w, ok)
	}
}
