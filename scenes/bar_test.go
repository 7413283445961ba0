package scenes

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sightline/game"
	"sightline/rules"
)

// TestActionBarPages checks that a bar with more slots than buttons pages
// through them all with its More button, and that a short bar has none.
func TestActionBarPages(t *testing.T) {
	s := &Battle{pick: chooser{slots: make([]slot, 20)}}
	first := s.pick.barSlots()
	if len(first) != (hudLayout{}).slotsShown() || first[len(first)-1] != slotMore {
		t.Fatalf("first page %v, want %d buttons ending with More", first, (hudLayout{}).slotsShown())
	}
	seen := map[int]bool{}
	pages := (20 + len(first) - 2) / (len(first) - 1)
	for page := 0; page < pages; page++ {
		for _, i := range s.pick.barSlots() {
			if i >= 0 {
				seen[i] = true
			}
		}
		s.pick.activate(slotMore, nil)
	}
	if len(seen) != 20 {
		t.Fatalf("%d pages show %d of 20 slots", pages, len(seen))
	}
	if got := s.pick.barSlots(); !slices.Equal(got, first) {
		t.Fatalf("the pages do not wrap around: %v", got)
	}
	s.pick.slots = s.pick.slots[:7]
	if got := s.pick.barSlots(); len(got) != 7 || slices.Contains(got, slotMore) {
		t.Fatalf("short bar %v", got)
	}
}

// TestFitKeepTail: a long label with an option keeps the option and
// shortens the name; one without an option is shortened at its end.
func TestFitKeepTail(t *testing.T) {
	fonts, err := game.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := fonts.Small
	w, _ := text.Measure("Disabling Sh", face, 0)
	got := fitKeepTail("4 Disabling Shot · legs", face, w)
	if !strings.HasSuffix(got, "… · legs") {
		t.Errorf("fitKeepTail kept %q, want the option at the end", got)
	}
	if got := fitKeepTail("4 Disabling Shot", face, w); !strings.HasSuffix(got, "…") || strings.Contains(got, "·") {
		t.Errorf("fitKeepTail without an option gave %q", got)
	}
}

// TestWeaponsLine: the unit panel lists the weapons in hand first and says
// which hand holds them, and gives no ammunition for a weapon gone.
func TestWeaponsLine(t *testing.T) {
	u := &rules.Unit{Weapons: []rules.Weapon{
		{Name: "Machete", Melee: true},
		{Name: "Sidearm", Ammo: 3, Mag: 12, Jammed: true, OffHand: true},
		{Name: "Knife", Melee: true, Drawn: true},
		{Name: "Rifle (taken)", Ammo: 5, Mag: 5, Gone: true},
		{Name: "Hunting bow"},
	}}
	want := "Knife (in hand) · Sidearm 3/12 JAMMED (off hand) · Machete · Rifle (taken) · Hunting bow"
	if got := weaponsLine(u); got != want {
		t.Errorf("weaponsLine = %q, want %q", got, want)
	}
}

// TestBarCost: the action bar shows bare numbers when every cost is in
// one unit, and spells costs out when units differ (a d100 bar of halves
// and fulls) or the cost is free or a reaction.
func TestBarCost(t *testing.T) {
	ticks := []slot{{cost: rules.Cost{N: 4, Unit: "tick"}}, {cost: rules.Cost{}}, {cost: rules.Cost{N: 1, Unit: "tick"}}}
	if !oneBudgetUnit(ticks) {
		t.Fatal("a bar of ticks is not one unit")
	}
	if got := barCost(ticks[0].cost, true); got != "4" {
		t.Errorf("4 ticks on a bar of ticks reads %q", got)
	}
	if got := barCost(rules.Cost{}, true); got != "free" {
		t.Errorf("a free action reads %q", got)
	}
	if got := barCost(rules.Cost{Reaction: true}, true); got != "reaction" {
		t.Errorf("a reaction reads %q", got)
	}
	mixed := append(ticks, slot{cost: rules.Cost{N: 1, Unit: "full"}})
	if oneBudgetUnit(mixed) {
		t.Fatal("ticks and fulls are one unit")
	}
	if got := barCost(rules.Cost{N: 1, Unit: "half"}, false); got != "1 half" {
		t.Errorf("a half action on a mixed bar reads %q", got)
	}
}
