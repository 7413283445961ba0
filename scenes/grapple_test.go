package scenes

import (
	"testing"

	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// TestGrappleDefencePrompt grapples on a two-square field and checks the
// defence prompt offers Grapple Defense with its icon, and that the
// "always defend" policy takes the answer the grapple succeeds against
// least, not "no defence".
func TestGrappleDefencePrompt(t *testing.T) {
	f := grid.NewField("two", 2, 1)
	f.Zones = []grid.Zone{{Name: "spawn", Side: 0, Sides: 2, Tiles: []grid.Pos{{X: 0, Y: 0}}}, {Name: "spawn", Side: 1, Sides: 2, Tiles: []grid.Pos{{X: 1, Y: 0}}}}
	r, _ := all.Registry().Get("ads")
	b, err := r.NewBattle(rules.Setup{Field: f, Seed: 3, Sides: []rules.SideSetup{{Name: "A", Units: []string{"duelist"}}, {Name: "B", Units: []string{"duelist"}}}})
	if err != nil {
		t.Fatal(err)
	}
	pr := b.Prompt()
	var grapple rules.Command
	for _, c := range rules.Expand(b, b.Legal(pr.Side)) {
		if c.Action == "grapple" {
			grapple = c
		}
	}
	if grapple.Action == "" {
		t.Fatalf("no grapple offered: %v", rules.Expand(b, b.Legal(pr.Side)))
	}
	if _, err := b.Apply(grapple); err != nil {
		t.Fatal(err)
	}
	pr = b.Prompt()
	legal := rules.Expand(b, b.Legal(pr.Side))
	found := false
	for _, c := range legal {
		if c.Action == "grapple_defense" {
			found = true
		}
		if _, ok := newActionIcons(r.Reference()).of(c.Action); !ok {
			t.Errorf("answer %s has no icon", c.Action)
		}
	}
	if pr.Kind != "defend" || !found {
		t.Fatalf("prompt %+v offers %v", pr, legal)
	}
	s := &Battle{sess: session{b: b}}
	if c := match.BestDefence(s.sess.b, legal, false); c.Action == "no_defence" {
		t.Fatal("always defend answered a grapple with no defence")
	}
	if c := match.BestDefence(s.sess.b, legal, true); c.Action != "duck" {
		t.Fatalf("only-free policy chose %s, want duck", c.Action)
	}
}
