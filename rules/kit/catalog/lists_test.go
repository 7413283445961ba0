package catalog

import (
	"testing"

	"sightline/rules"
)

type listWeapon struct{ id, name string }

func (w *listWeapon) Key() string { return w.id }

type listUnit struct{ id string }

func (u *listUnit) Key() string { return u.id }

func TestListsFindInPlace(t *testing.T) {
	l := Lists[listWeapon, *listWeapon, listUnit, *listUnit]{
		Weapons: []listWeapon{{"a", "Axe"}, {"b", "Bow"}},
		Units:   []listUnit{{"x"}, {"y"}},
		Squads:  []rules.Squad{{ID: "s", Units: []string{"x"}}},
	}
	w, ok := l.Weapon("b")
	if !ok || w.name != "Bow" || w != &l.Weapons[1] {
		t.Fatalf("Weapon(b): %v %v", w, ok)
	}
	if u, ok := l.Unit("y"); !ok || u != &l.Units[1] {
		t.Fatalf("Unit(y): %v %v", u, ok)
	}
	if _, ok := l.Weapon("x"); ok || l.HasWeapon("x") || l.HasUnit("a") || !l.HasUnit("x") || !l.HasWeapon("a") {
		t.Fatal("an id of the other list, or none, is found")
	}
}

func TestTable(t *testing.T) {
	list := []listWeapon{{"a", "Axe"}, {"b", "Bow"}}
	got := Table("Weapons", list, func(w *listWeapon) string { return w.name + " (" + w.id + ")" })
	if got.Title != "Weapons" || len(got.Entries) != 2 || got.Entries[0] != "Axe (a)" || got.Entries[1] != "Bow (b)" {
		t.Fatalf("Table: %+v", got)
	}
}
