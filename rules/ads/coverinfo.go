package ads

import (
	"fmt"
	"strings"
)

// DescribeCover names cover section i as ADS reads it: its height class,
// material, armour and the structure left, or that it is broken
// (rules.CoverDescriber).
func (b *Battle) DescribeCover(i int) string {
	if i < 0 || i >= len(b.field.Covers) {
		return ""
	}
	cv := b.field.Covers[i]
	h := strings.ReplaceAll(cv.Class().String(), "_", "-") // half, three-quarter...
	left := cv.SP()
	if i < len(b.s.Covers) {
		left = b.s.Covers[i].Left()
	}
	name := strings.ReplaceAll(cv.Material.String(), "_", " ")
	if left <= 0 && cv.SP() > 0 {
		return name + " (broken)"
	}
	return fmt.Sprintf("%s %s cover, AP %d, SP %d/%d", h, name, cv.AP(), left, cv.SP())
}
