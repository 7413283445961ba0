package game

import (
	"os"
	"strings"
	"testing"
)

// TestControlsCoverTheKeymap checks that the controls list every bound
// action with its keys, F1 for the controls and ? for the rules.
func TestControlsCoverTheKeymap(t *testing.T) {
	km := DefaultKeymap()
	cs := km.Controls()
	byHelp := map[string][]string{}
	for _, c := range cs {
		if c.Help == "" || len(c.Keys) == 0 {
			t.Errorf("control %+v lacks words or keys", c)
		}
		byHelp[c.Help] = c.Keys
	}
	for a := Action(0); a < actionCount; a++ {
		if len(km[a]) == 0 || (a >= ActSlot1 && a <= ActSlot9) {
			continue
		}
		if _, ok := byHelp[a.Help()]; !ok {
			t.Errorf("%v (%q) is bound but not in the controls", a, a.Help())
		}
	}
	if k := byHelp[ActHelp.Help()]; strings.Join(k, " ") != "F1" {
		t.Errorf("the controls open with %v, want F1", k)
	}
	if k := byHelp[ActRules.Help()]; strings.Join(k, " ") != "?" {
		t.Errorf("the rules open with %v, want ?", k)
	}
	if k := byHelp["action bar slots 1–9"]; strings.Join(k, " ") != "1–9" {
		t.Errorf("the action bar slots are %v, want one line 1–9", k)
	}
	// A rebound slot no longer collapses into one line.
	km[ActSlot3] = km[ActSlot4]
	if _, ok := func() (bool, bool) {
		for _, c := range km.Controls() {
			if c.Help == ActSlot3.Help() {
				return true, true
			}
		}
		return false, false
	}(); !ok {
		t.Error("with slot 3 rebound the slots still share one line")
	}
}

// TestPlayingGuideKeyTable checks that the players' guide's key table
// (docs/playing.md) is the one the keymap generates, so the two cannot
// drift apart.
func TestPlayingGuideKeyTable(t *testing.T) {
	b, err := os.ReadFile("../docs/playing.md")
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultKeymap().ControlsTable()
	if !strings.Contains(string(b), want) {
		t.Errorf("docs/playing.md lacks the generated key table; put this in place of its table:\n%s", want)
	}
}

// TestReadmeFirstControls checks that the README's short table of the
// controls a first battle needs holds rows of the generated table, as
// the keymap binds them, and no more than a dozen.
func TestReadmeFirstControls(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]bool{}
	for _, l := range strings.Split(DefaultKeymap().ControlsTable(), "\n") {
		rows[l] = true
	}
	var in bool
	n := 0
	for _, l := range strings.Split(string(b), "\n") {
		switch {
		case l == "| Action | Keys |":
			in = true
		case in && strings.HasPrefix(l, "|---"):
		case in && strings.HasPrefix(l, "| "):
			n++
			if !rows[l] {
				t.Errorf("README.md's controls row %q is not a row of the keymap's table", l)
			}
		default:
			in = false
		}
	}
	if n < 8 || n > 12 {
		t.Errorf("README.md's controls table has %d rows; want the ten or so a first battle needs", n)
	}
}
