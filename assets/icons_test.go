package assets

import (
	"image"
	"testing"

	"sightline/rules/ads"
)

// actionIDs lists the ADS action ids issue #8 asks an icon for.
func actionIDs() []string {
	return []string{
		"move", "quick_step", "run", "sprint", "charge", "take_cover", "hunker_down",
		"total_defense", "precision_strike", "all_out_attack", "guarded_attack",
		"knockout_blow", "aim", "delay", "calculated_shot", "called_shot",
		"drop_prone", "stand_up", "straight_shot", "burst", "full_auto",
		"spray_and_pray", "melee_strike", "overwatch", "suppressing_fire",
		"reaction_strike", "overwatch_shot", "suppress_shot", "hold", "reload",
		"draw", "clear_jam", "end_turn", "duck", "dodge", "block", "parry",
		"dive_for_cover", "no_defence",
	}
}

// sharedActionIcons returns the groups of action ids that mean the same and
// may show the same icon; any other two actions must differ.
func sharedActionIcons() [][]string {
	return [][]string{
		{"take_cover", "take_cover_reaction"},
		{"overwatch", "overwatch_shot"},
		{"suppressing_fire", "suppress_shot"},
	}
}

func TestEveryActionHasAnIcon(t *testing.T) {
	r, err := ads.New()
	if err != nil {
		t.Fatal(err)
	}
	ref := r.Reference()
	ids := actionIDs()
	for _, a := range ref.Actions {
		ids = append(ids, a.ID)
	}
	for _, id := range ids {
		if _, ok := ActionIcon(id); !ok {
			t.Errorf("action %q has no icon", id)
		}
	}
	for _, s := range ref.Statuses {
		if _, ok := IconByName(s.Name); !ok {
			t.Errorf("status %q has no icon", s.Name)
		}
	}
	for _, id := range []string{"", "prone", "bloodied", "tick", "fly"} {
		if i, ok := ActionIcon(id); ok {
			t.Errorf("ActionIcon(%q) = %v, want no icon for what is no action", id, i)
		}
	}
}

func TestDistinctActionsHaveDistinctIcons(t *testing.T) {
	group := map[string]int{}
	for g, ids := range sharedActionIcons() {
		for _, id := range ids {
			group[id] = g + 1
		}
	}
	by := map[Icon]string{}
	for id := range actionIcons() {
		i, _ := ActionIcon(id)
		if other, ok := by[i]; ok && (group[id] == 0 || group[id] != group[other]) {
			t.Errorf("actions %q and %q share the icon %v", id, other, i)
		}
		by[i] = id
	}
	sheet, err := IconSheet()
	if err != nil {
		t.Fatal(err)
	}
	for a := Icon(0); a < Icons; a++ {
		for b := a + 1; b < Icons; b++ {
			if samePixels(sheet, IconFrame(a), IconFrame(b)) {
				t.Errorf("icons %v and %v have the same pixels", a, b)
			}
		}
	}
}

// samePixels reports whether two equally sized areas of img are alike.
func samePixels(img image.Image, a, b image.Rectangle) bool {
	for y := 0; y < a.Dy(); y++ {
		for x := 0; x < a.Dx(); x++ {
			if img.At(a.Min.X+x, a.Min.Y+y) != img.At(b.Min.X+x, b.Min.Y+y) {
				return false
			}
		}
	}
	return true
}
