package scenes

import (
	"testing"

	"sightline/rules/all"
)

// TestEveryActionHasAnIcon: every action of every registered ruleset
// names a picture the icon sheet has, and within a ruleset two actions
// share one only where they mean the same.
func TestEveryActionHasAnIcon(t *testing.T) {
	same := map[string][][2]string{
		"ads":        {{"take_cover", "take_cover_reaction"}, {"overwatch", "overwatch_shot"}, {"suppressing_fire", "suppress_shot"}},
		"majorminor": {{"hold", "hold_check"}},
		"teamturn":   {{"ready", "ready_attack"}, {"hold", "hold_ready"}},
	}
	reg := all.Registry()
	for _, id := range reg.IDs() {
		r, _ := reg.Get(id)
		ref := r.Reference()
		icons := newActionIcons(ref)
		by := map[string]string{}
		for _, a := range ref.Actions {
			if _, ok := icons.of(a.ID); !ok {
				t.Errorf("%s: action %q names no icon on the sheet (%q)", id, a.ID, a.Icon)
				continue
			}
			if other, ok := by[a.Icon]; ok {
				allowed := false
				for _, p := range same[id] {
					allowed = allowed || p == [2]string{other, a.ID} || p == [2]string{a.ID, other}
				}
				if !allowed {
					t.Errorf("%s: actions %q and %q share the icon %q", id, other, a.ID, a.Icon)
				}
			}
			by[a.Icon] = a.ID
		}
	}
}
