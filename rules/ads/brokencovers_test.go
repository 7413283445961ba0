package ads

import (
	"slices"
	"testing"

	"sightline/rules"
)

// TestBrokenRemembered breaks cover sections one by one on a battle, on
// its clones and on a Load of it, asking broken at every step, and checks
// each answer against a fresh reading of the sections, and that breaking
// a section on one battle changes no other's answer.
func TestBrokenRemembered(t *testing.T) {
	b := newTestBattle(t, 3)
	if len(b.s.Covers) < 3 {
		t.Fatal("the test battle has too little cover")
	}
	check := func(what string, b *Battle) {
		t.Helper()
		if got, want := b.broken(), scanBroken(b.s.Covers); !slices.Equal(got, want) {
			t.Fatalf("%s: broken gives %v, want %v", what, got, want)
		}
	}
	breakSection := func(b *Battle, i int) {
		for !b.s.Covers[i].Broken() {
			b.damageCover(i, 1, "test", new([]rules.Event))
			check("while wearing down", b)
		}
	}
	check("at the start", b)
	c := b.Clone().(*Battle)
	check("a clone at the start", c)
	breakSection(c, 0)
	check("the original after its clone broke cover", b)
	if b.broken() != nil {
		t.Fatal("breaking cover on the clone broke it on the original")
	}
	breakSection(b, 1)
	check("the clone after its original broke cover", c)
	if got := c.broken(); got == nil || got[1] {
		t.Fatalf("the clone's broken sections are %v, want 0 alone", got)
	}
	d := b.Clone().(*Battle)
	breakSection(b, 2)
	check("a clone made before the last break", d)
	if got := d.broken(); got == nil || !got[1] || got[2] {
		t.Fatalf("the second clone's broken sections are %v, want 1 alone", got)
	}
	data, err := b.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	l, err := r.Load(data, b.field)
	if err != nil {
		t.Fatal(err)
	}
	check("a Load", l.(*Battle))
	// Sections given to the battle anew are read anew.
	b.s.Covers = append([]Section(nil), b.s.Covers...)
	b.s.Covers[1].Damage = 0
	check("new sections", b)
}
