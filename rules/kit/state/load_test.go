package state

import (
	"errors"
	"testing"

	"sightline/rules/grid"
)

// TestLoad checks Load's three refusals and their words, and that a good
// save is read before it is checked.
func TestLoad(t *testing.T) {
	type saved struct{ Round int }
	f := grid.NewField("load", 2, 2)
	var s saved
	checked := 0
	check := func() error {
		checked = s.Round
		if s.Round > 9 {
			return errors.New("round out of range")
		}
		return nil
	}
	if err := Load("x", f, []byte(`{"Round":3}`), &s, check); err != nil || s.Round != 3 || checked != 3 {
		t.Errorf("a good save: %v, read %+v, checked %d", err, s, checked)
	}
	for _, c := range []struct {
		f    *grid.Field
		data string
		want string
	}{
		{nil, `{"Round":3}`, "x: saved battle: no battlefield"},
		{f, `{"Round":`, "x: saved battle: unexpected end of JSON input"},
		{f, `{"Round":10}`, "x: saved battle: round out of range"},
	} {
		if err := Load("x", c.f, []byte(c.data), &s, check); err == nil || err.Error() != c.want {
			t.Errorf("Load(%s) = %v, want %q", c.data, err, c.want)
		}
	}
}
