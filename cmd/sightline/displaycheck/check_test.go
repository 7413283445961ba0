package displaycheck

import (
	"strings"
	"testing"
)

// TestProblem checks which DISPLAY values stop the game, with what line.
func TestProblem(t *testing.T) {
	replies := map[string]Reply{
		"/tmp/.X11-unix/X0":  {Answered: true},
		"/tmp/.X11-unix/X99": {Answered: true},
		"/tmp/.X11-unix/X3":  {Answered: true, Refused: "Authorization required, but no authorization protocol specified"},
	}
	ask := func(socket, number string) Reply {
		if want := strings.TrimPrefix(socket, "/tmp/.X11-unix/X"); want != number {
			t.Errorf("asked %s as display number %q", socket, number)
		}
		return replies[socket]
	}
	for _, c := range []struct {
		display string
		want    string // "" for no problem, else a part of the line
	}{
		{"", "DISPLAY is not set"},
		{":0", ""},
		{":0.0", ""},
		{"unix:99", ""},
		{":99.1", ""},
		{":7", `no X server answers on display ":7" (nothing listens at /tmp/.X11-unix/X7)`},
		{"unix:7.0", "/tmp/.X11-unix/X7"},
		{":3", `the X server on display ":3" refuses this program (Authorization required, but no authorization protocol specified)`},
		{":x", `DISPLAY ":x" is not an X display name`},
		{":-1", "is not an X display name"},
		{"localhost:10.0", ""},
		{"host::0", ""},
		{"nodisplay", ""},
	} {
		got := Problem(c.display, ask)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("Problem(%q) = %q, want %q", c.display, got, c.want)
		}
		if strings.Contains(got, "\n") {
			t.Errorf("Problem(%q) is more than a line: %q", c.display, got)
		}
	}
}
