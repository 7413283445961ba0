package scenes

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
)

// TestTeamTurnReadyButtons: each held action and trigger of teamturn's
// Ready is a button of its own on the action bar, named by the engine
// (rules.CommandNamer), none of them an aim; pressing one sends that
// command, and the unit panel's Ready line reads it.
func TestTeamTurnReadyButtons(t *testing.T) {
	r, err := all.Registry().Get("teamturn")
	if err != nil {
		t.Fatal(err)
	}
	f := grid.NewField("open", 12, 5)
	f.Zones = []grid.Zone{{Name: "spawn", Side: 0, Sides: 2, Tiles: []grid.Pos{{X: 0, Y: 2}}}, {Name: "spawn", Side: 1, Sides: 2, Tiles: []grid.Pos{{X: 11, Y: 2}}}}
	b, err := r.NewBattle(rules.Setup{Field: f, Seed: 1, Sides: []rules.SideSetup{
		{Name: "A", Units: []string{"operator"}}, {Name: "B", Units: []string{"gunman"}}}})
	if err != nil {
		t.Fatal(err)
	}
	s := &Battle{sess: session{b: b}, rs: r, pick: chooser{selected: 0, armed: -1, ref: r.Reference()}}
	s.sh.sync(b)
	s.pick.legal = rules.Expand(b, b.Legal(0))
	s.pick.build(s.sess.b, s.sh.units)
	var names []string
	moveAlly := -1
	for i, sl := range s.pick.slots {
		if sl.action != "ready" {
			continue
		}
		if sl.aim || sl.target {
			t.Errorf("the Ready button %q asks for a square or a target", sl.name)
		}
		names = append(names, sl.name)
		if sl.cmd.Option == "move ally" {
			moveAlly = i
		}
	}
	for _, want := range []string{"Ready an Action · Carbine, when a foe steps within range", "Ready an Action · Carbine, when an ally is attacked",
		"Ready an Action · Move, when a foe steps within range", "Ready an Action · Move, when an ally is attacked"} {
		if !slices.Contains(names, want) {
			t.Errorf("no button %q among %q", want, names)
		}
	}
	if moveAlly < 0 {
		t.Fatal("no button readies a Move for an ally attacked")
	}
	c, send, _ := s.pick.activate(moveAlly, s.sh.units)
	if !send {
		t.Fatal("the button sends nothing")
	}
	if _, err := b.Apply(c); err != nil {
		t.Fatal(err)
	}
	s.sh.sync(b)
	if got := readyLine(s.sh.units[0]); got != "Ready: Move when an ally is attacked in sight" {
		t.Errorf("the Ready line reads %q", got)
	}
}
