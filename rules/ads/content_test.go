package ads

import (
	"strings"
	"testing"

	"sightline/rules"
)

// TestDefaultContent checks that the shipped content loads and that every
// squad fields four units with a rifleman, a gunner, a marksman and a
// melee fighter.
func TestDefaultContent(t *testing.T) {
	c, err := DefaultContent()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range c.Squads {
		if len(s.Units) != 4 {
			t.Errorf("squad %s has %d units, want 4", s.ID, len(s.Units))
		}
		roles := map[string]bool{}
		for _, id := range s.Units {
			u, _ := c.Unit(id)
			roles[u.Role] = true
		}
		for _, r := range []string{"rifleman", "gunner", "marksman", "melee"} {
			if !roles[r] {
				t.Errorf("squad %s has no %s", s.ID, r)
			}
		}
	}
}

// TestContentErrors checks that broken content gives a one-line error that
// names the file and the problem.
func TestContentErrors(t *testing.T) {
	cases := []struct{ from, to, want string }{
		{`"id": "rifle", "name": "Service rifle", "damage": 7, "range": 20`, `"id": "rifle", "name": "Service rifle", "damage": 7, "range": 0`, `weapon "rifle": range 0`},
		{`"weapons": ["rifle", "knife"]`, `"weapons": ["rifle", "spoon"]`, `unknown weapon "spoon"`},
		{`"role": "gunner"`, `"role": "tank"`, `role "tank"`},
		{`"reliability": "unreliable"`, `"reliability": "flaky"`, `reliability "flaky"`},
		{`"skills": {"ranged": 4, "melee": 1, "resolve": 1`, `"skills": {"ranged": 4, "juggling": 1, "resolve": 1`, `unknown skill "juggling"`},
		{`"units": ["trooper", "gunner"`, `"units": ["trooper", "ghost"`, `unknown unit "ghost"`},
		{`"ap": 3}`, `"ap": 3, "colour": "red"}`, `unknown field "colour"`},
		{`"feats": ["ambidextrous", "multi_weapon_melee"]`, `"feats": ["ambidextrous", "juggler"]`, `unknown feat "juggler"`},
		{`{"id": "none", "name": "No armour", "ap": 0},`, `{"id": "flak", "name": "No armour", "ap": 0},`, `armour "flak" defined twice`},
	}
	for _, c := range cases {
		src := string(defaultContent)
		if !strings.Contains(src, c.from) {
			t.Fatalf("test case text %q is not in content.json", c.from)
		}
		_, err := ParseContent([]byte(strings.Replace(src, c.from, c.to, 1)), "x.json")
		if err == nil || !strings.HasPrefix(err.Error(), "x.json: ") || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v, want a one-line x.json error with %q", c.to, err, c.want)
		}
	}
	if _, err := ParseContent([]byte("{"), "y.json"); err == nil || !strings.HasPrefix(err.Error(), "y.json: ") {
		t.Errorf("truncated JSON: %v", err)
	}
}

// TestTemplates: every unit of the content is offered to a squad builder,
// named, with its weapons and armour, and every offered id fields.
func TestTemplates(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	ts := r.Templates()
	if len(ts) != len(r.content.Units) {
		t.Fatalf("%d templates for %d units", len(ts), len(r.content.Units))
	}
	var ids []string
	for _, tp := range ts {
		if tp.Name == "" || tp.Role == "" || tp.Kit == "" {
			t.Errorf("template %+v lacks a name, role or kit", tp)
		}
		ids = append(ids, tp.ID)
	}
	byID := map[string]rules.Template{}
	for _, tp := range ts {
		byID[tp.ID] = tp
	}
	if got, want := byID["gunner"].Kit, "Light machine gun, Sidearm, Plate carrier"; got != want {
		t.Errorf("gunner's kit %q, want %q", got, want)
	}
	f := testField()
	if _, err := r.NewBattle(rules.Setup{Field: f, Seed: 1, Sides: []rules.SideSetup{{Units: ids[:2]}, {Units: ids[2:4]}}}); err != nil {
		t.Errorf("templates do not field: %v", err)
	}
}

// TestReferenceTables: the rules reference lists every unit, weapon and
// armour of the content with its numbers.
func TestReferenceTables(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	ref := r.Reference()
	want := map[string]int{"Units": len(r.content.Units), "Weapons": len(r.content.Weapons), "Armour": len(r.content.Armour)}
	lines := map[string]bool{}
	for _, tb := range ref.Tables {
		head, _, _ := strings.Cut(tb.Title, " (")
		if n, ok := want[head]; !ok || len(tb.Entries) != n {
			t.Errorf("table %q has %d entries, want %d", tb.Title, len(tb.Entries), want[head])
		}
		delete(want, head)
		for _, e := range tb.Entries {
			lines[e] = true
		}
	}
	if len(want) > 0 {
		t.Errorf("no table for %v", want)
	}
	for _, l := range []string{
		"Service rifle: damage 7, range 20, RoF 1/3/5, penetration 2, magazine 20, two-handed",
		"Throwing knives: damage 2, range 6, RoF 1, magazine 3, thrown (+STR damage)",
		"Breaching maul: damage 6, melee, impact, two-handed",
		"Padded duster: AP 1, cloak 2",
		"Duelist (melee): STR 3 · AG 4 · PER 2 · INT 2 · WP 2 · CHA 3 · Speed 4 · melee 3, acrobatics 2, resolve 1 · feats: ambidextrous, multi weapon melee; Machete, Sidearm, Knife, Padded duster",
	} {
		if !lines[l] {
			t.Errorf("the reference lacks %q", l)
		}
	}
}
