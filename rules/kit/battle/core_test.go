package battle

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	kitstate "sightline/rules/kit/state"
)

// testState is a ruleset's state as the kit asks for it.
type testState struct {
	Head
	Units  []int `json:"units"`
	Over   bool  `json:"over"`
	Winner int   `json:"winner"`
}

func (s *testState) Outcome() (bool, int) { return s.Over, s.Winner }

func TestCoreAnswersFromTheState(t *testing.T) {
	f := grid.NewField("t", 4, 3)
	var c Core[testState, *testState]
	Init(&c, "toy", f)
	if c.Ruleset() != "toy" || c.S.Ruleset != "toy" || c.Field() != f {
		t.Fatalf("a new core: ruleset %q, state's %q, field %p", c.Ruleset(), c.S.Ruleset, c.Field())
	}
	c.S.Version, c.S.Round, c.S.Over, c.S.Winner, c.S.Seed = 7, 3, true, 1, 42
	c.S.Units = []int{5, 6}
	if c.Version() != 7 || c.Round() != 3 {
		t.Fatalf("version %d, round %d", c.Version(), c.Round())
	}
	if over, w := c.Over(); !over || w != 1 {
		t.Fatalf("over %v, winner %d", over, w)
	}
	data, err := c.Save()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"ruleset":"toy","seed":42,"version":7,"round":3,"units":[5,6],"over":true,"winner":1}`
	if string(data) != want {
		t.Fatalf("saved %s, want the Head's fields first: %s", data, want)
	}
	if len(c.Hash()) != 64 {
		t.Fatalf("hash %q", c.Hash())
	}
	ev := []rules.Event{{Kind: rules.EvBattleStart}}
	SetStart(&c, ev)
	got := c.StartEvents()
	got[0].Kind = "changed"
	if c.StartEvents()[0].Kind != rules.EvBattleStart {
		t.Fatal("StartEvents shares the recorded events")
	}
	var cl Core[testState, *testState]
	Init(&cl, c.Ruleset(), c.Field())
	kitstate.Copy(&cl.S, &c.S)
	cl.S.Units[0] = 9
	if c.S.Units[0] != 5 || cl.Hash() == c.Hash() || cl.Ruleset() != "toy" || cl.Field() != f || cl.StartEvents() != nil {
		t.Fatalf("a clone: units %v and %v, start events %v", c.S.Units, cl.S.Units, cl.StartEvents())
	}
}

func TestLoadReadsFromZero(t *testing.T) {
	f := grid.NewField("t", 2, 2)
	var c Core[testState, *testState]
	Init(&c, "toy", f)
	c.S.Units = []int{1}
	checked := ""
	check := func() error {
		checked = c.S.Ruleset
		if c.S.Ruleset != "toy" {
			return errors.New("not a toy save")
		}
		return nil
	}
	if err := Load(&c, []byte(`{"round":2}`), check); err == nil || !strings.HasPrefix(err.Error(), "toy: saved battle: ") {
		t.Fatalf("a save without its ruleset: %v (the check saw %q)", err, checked)
	}
	if err := Load(&c, []byte(`{"ruleset":"toy","round":2,"winner":-1}`), check); err != nil {
		t.Fatal(err)
	}
	if c.S.Units != nil || c.Round() != 2 {
		t.Fatalf("loaded units %v, round %d", c.S.Units, c.Round())
	}
	if err := Load(&c, []byte(`{`), check); err == nil {
		t.Fatal("a broken save loads")
	}
	var none Core[testState, *testState]
	Init(&none, "toy", nil)
	if err := Load(&none, []byte(`{"ruleset":"toy"}`), check); err == nil {
		t.Fatal("a save loads onto no field")
	}
}

func TestWhole(t *testing.T) {
	f := grid.NewField("t", 3, 3)
	f.Covers = make([]grid.Cover, 3)
	if got := Whole(f); !slices.Equal(got, []int{1, 1, 1}) {
		t.Fatalf("Whole: %v", got)
	}
}

func TestSettledOdds(t *testing.T) {
	var o SettledOdds
	legal := []rules.Command{{Action: "hold"}, {Action: "assist"}}
	if c, ok := o.OddsAnswer(rules.Prompt{Kind: "assist"}, legal); ok || c.Action != "" {
		t.Fatalf("SettledOdds answers a window with %+v", c)
	}
	if !o.OddsTakedownNow(rules.Command{Action: "attack"}) {
		t.Fatal("SettledOdds leaves a takedown to later play")
	}
}
