package catalog

import (
	"testing"

	"sightline/rules"
)

type spec struct{ ID, Name string }

func specID(s *spec) string { return s.ID }

// TestFind checks that Find returns the entry in place, the first of two
// with one id, and nil for an unknown id.
func TestFind(t *testing.T) {
	list := []spec{{"a", "first"}, {"b", "second"}, {"b", "third"}}
	if s := Find(list, "b", specID); s != &list[1] {
		t.Errorf("Find(b) = %v, want the second entry in place", s)
	}
	if s := Find(list, "c", specID); s != nil {
		t.Errorf("Find(c) = %v, want nil", s)
	}
	if s := Find[spec](nil, "a", specID); s != nil {
		t.Errorf("Find in an empty list = %v", s)
	}
}

// TestUnknownAndSquads checks the first unknown id and the squads'
// error.
func TestUnknownAndSquads(t *testing.T) {
	known := func(id string) bool { return id == "a" || id == "b" }
	if id, ok := Unknown([]string{"a", "x", "y"}, known); !ok || id != "x" {
		t.Errorf("Unknown = %q %v, want x", id, ok)
	}
	if _, ok := Unknown([]string{"a", "b"}, known); ok {
		t.Error("Unknown found an unknown id among known ones")
	}
	squads := []rules.Squad{{ID: "good", Units: []string{"a", "b"}}, {ID: "bad", Units: []string{"b", "z"}}}
	if err := CheckSquads(squads[:1], known); err != nil {
		t.Errorf("a good squad: %v", err)
	}
	if err := CheckSquads(squads, known); err == nil || err.Error() != `squad "bad": unknown unit "z"` {
		t.Errorf("a squad naming an unknown unit: %v", err)
	}
}

// TestTemplates checks that every unit is written once, in order, from
// its place in the list, and that no units give none.
func TestTemplates(t *testing.T) {
	list := []spec{{"a", "first"}, {"b", "second"}}
	got := Templates(list, func(s *spec) rules.Template { return rules.Template{ID: s.ID, Name: s.Name} })
	if len(got) != 2 || got[0].ID != "a" || got[1].Name != "second" {
		t.Errorf("Templates = %+v", got)
	}
	if got := Templates[spec](nil, nil); got != nil {
		t.Errorf("Templates of no units = %+v, want nil", got)
	}
}
