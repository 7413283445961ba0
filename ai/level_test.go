package ai

import "testing"

// TestDescribeEveryLevel checks that every level the game offers has its
// one-line description, and that a misspelt one has none.
func TestDescribeEveryLevel(t *testing.T) {
	for _, lv := range Levels() {
		spec := "ai:" + lv
		if lv == "random" {
			spec = lv
		}
		if Describe(spec) == "" {
			t.Errorf("no description for %q", spec)
		}
	}
	if d := Describe("ai:expert"); d != "" {
		t.Errorf("ai:expert is described as %q", d)
	}
}
