package ads

import (
	"testing"

	"sightline/rules/grid"
)

// TestDescribeCover: a section is named by height, material, armour and
// the structure left, and a broken one as broken.
func TestDescribeCover(t *testing.T) {
	b, _, _ := stage(t, coverField(), 1, grid.Pos{X: 5, Y: 2}, grid.Pos{X: 5, Y: 6})
	if got, want := b.DescribeCover(0), "half stone cover, AP 8, SP 30/30"; got != want {
		t.Errorf("intact: %q, want %q", got, want)
	}
	b.ownCovers()
	b.s.Covers[0].Damage = b.s.Covers[0].SP + 1
	if got := b.DescribeCover(0); got != "stone (broken)" {
		t.Errorf("broken: %q", got)
	}
	if b.DescribeCover(7) != "" {
		t.Error("a section that is not there is described")
	}
}
