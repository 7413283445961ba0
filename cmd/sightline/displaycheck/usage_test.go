package displaycheck

import (
	"strings"
	"testing"
)

// TestHelpAsked: the four spellings of the help flag are found anywhere
// before a "--", and nothing else is taken for them.
func TestHelpAsked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"--help"}, true},
		{[]string{"-h"}, true},
		{[]string{"--map", "village", "-help"}, true},
		{[]string{"--h"}, true},
		{[]string{"--", "--help"}, false},
		{[]string{"--helpful"}, false},
		{[]string{"--map", "help"}, false},
	} {
		if got := HelpAsked(c.args); got != c.want {
			t.Errorf("HelpAsked(%q) = %v, want %v", c.args, got, c.want)
		}
	}
	if !strings.HasPrefix(Usage, "Usage: sightline") || strings.Count(Usage, "\n") < 10 {
		t.Errorf("Usage is not the help text: %q", Usage)
	}
}
