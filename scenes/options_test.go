package scenes

import (
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
)

// TestTargetedOptionsGetButtons checks that each option of a targeted
// action (a Disabling Shot's area) has its own bar button, named by the
// option, that a click on the target sends that option's command, and
// that an option naming a unit reads as the unit's name.
func TestTargetedOptionsGetButtons(t *testing.T) {
	s := duelScene(t, "trooper")
	target := 1 - s.pick.selected
	var areas []string
	for i, sl := range s.pick.slots {
		if sl.action != "disabling_shot" {
			continue
		}
		areas = append(areas, sl.option)
		if !strings.HasSuffix(sl.name, " · "+sl.option) {
			t.Errorf("button %q does not name its area %q", sl.name, sl.option)
		}
		s.pick.armed = i
		c, ok := s.pick.attackOn(target)
		if !ok || c.Option != sl.option || c.Action != "disabling_shot" {
			t.Errorf("the %s button sends %+v", sl.option, c)
		}
	}
	if strings.Join(areas, ",") != "arms,legs,weapon" {
		t.Fatalf("disabling shot buttons %v, want one per area", areas)
	}
	if got := optionName(s.sh.units, "1"); got != s.sh.units[1].Name {
		t.Errorf("option 1 reads %q, want the unit's name", got)
	}
	if got := optionName(s.sh.units, "legs"); got != "legs" {
		t.Errorf("option legs reads %q", got)
	}
}

// TestOffHandDrawsNameTheirWeapon checks that each draw into the off hand
// names the weapon it takes, as Draw does.
func TestOffHandDrawsNameTheirWeapon(t *testing.T) {
	s := duelScene(t, "duelist")
	var names []string
	for _, sl := range s.pick.slots {
		if sl.action == "draw_off_hand" {
			names = append(names, sl.name)
		}
	}
	if len(names) != 2 || !strings.HasSuffix(names[0], "Sidearm") || !strings.HasSuffix(names[1], "Knife") {
		t.Fatalf("off-hand draw buttons %q, want one per weapon, named", names)
	}
}

// duelScene is a battle scene, slots built, over a 5x5 open field where a
// unit of the given template faces another, the first to act selected.
func duelScene(t *testing.T, unit string) *Battle {
	t.Helper()
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	f := grid.NewField("open", 5, 5)
	f.Zones = []grid.Zone{{Name: "spawn", Side: 0, Sides: 2, Tiles: []grid.Pos{{X: 0, Y: 2}}}, {Name: "spawn", Side: 1, Sides: 2, Tiles: []grid.Pos{{X: 4, Y: 2}}}}
	b, err := r.NewBattle(rules.Setup{Field: f, Seed: 1, Sides: []rules.SideSetup{
		{Name: "A", Units: []string{unit}}, {Name: "B", Units: []string{unit}}}})
	if err != nil {
		t.Fatal(err)
	}
	pr := b.Prompt()
	s := &Battle{sess: session{b: b}, rs: r, pick: chooser{selected: pr.Unit, armed: -1}}
	s.sh.sync(b)
	s.pick.legal = rules.Expand(b, b.Legal(pr.Side))
	s.pick.build(s.sess.b, s.sh.units)
	return s
}
