package ads

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestActionTags: the reference carries the table's tags, and a battle
// answers ActionTags with them (the table's Check holds every tag to
// rules' tags); the actions the computer players weigh by meaning
// (ending the turn, reloading, taking cover, going prone) have theirs.
func TestActionTags(t *testing.T) {
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range r.Reference().Actions {
		if !slices.Equal(a.Tags, actions.ByID(a.ID).Tags) {
			t.Errorf("reference %s tags %v, want %v", a.ID, a.Tags, actions.ByID(a.ID).Tags)
		}
	}
	b, _, _ := stage(t, openField(12), 1, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 8, Y: 5})
	for id, want := range map[string]string{"move": rules.TagMove, "end_turn": rules.TagEndTurn, "reload": rules.TagReload, "take_cover": rules.TagTakeCover, "drop_prone": rules.TagGoProne, "no_defence": rules.TagNoDefence} {
		if got := b.ActionTags(id); !slices.Contains(got, want) {
			t.Errorf("%s: tags %v, want %s", id, got, want)
		}
	}
	if got := b.ActionTags("straight_shot"); len(got) != 0 {
		t.Errorf("straight_shot tags %v, want none", got)
	}
}

// TestProneStatusName: a unit that drops prone shows rules.StatusProne,
// the name the computer players read to know it can only crawl.
func TestProneStatusName(t *testing.T) {
	b, _, mover := stage(t, openField(12), 1, grid.Pos{X: 2, Y: 5}, grid.Pos{X: 8, Y: 5})
	b.s.Turn = 1
	apply(t, b, find(t, b, mover.Side, "drop_prone", rules.NoUnit))
	if got := b.Units()[mover.ID].Statuses; !slices.Contains(got, rules.StatusProne) {
		t.Fatalf("statuses after dropping prone %v, want %q among them", got, rules.StatusProne)
	}
}
