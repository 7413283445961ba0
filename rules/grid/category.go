package grid

import "fmt"

// CoverCategory is how much of a body a cover section hides: the reading
// of cover by the rulesets that have categories rather than materials
// (common.md §8 and §12; ail's light, half, full and loophole cover,
// d100's and teamturn's partial and heavy cover, majorminor's half and
// three-quarter cover). Each ruleset says what a category is worth; ADS
// reads materials and heights instead. The categories run from the least
// hidden to the most.
type CoverCategory uint8

// The categories. CategoryByHeight, the zero value, names none: the
// section's Class is then CoverHalf for half-height and CoverFull for
// full-height cover. Only full cover hides a body whole, so only it is
// full height and blocks sight; a loophole is a wall's slit that shots
// pass through both ways.
const (
	CategoryByHeight CoverCategory = iota
	CoverLight
	CoverHalf
	CoverThreeQuarter
	CoverLoophole
	CoverFull
)

// categoryNames are the categories' Tiled enum values, by CoverCategory.
var categoryNames = [...]string{"auto", "light", "half", "three_quarter", "loophole", "full"}

// String returns the category's Tiled enum value, such as "three_quarter".
func (k CoverCategory) String() string {
	if int(k) < len(categoryNames) {
		return categoryNames[k]
	}
	return fmt.Sprintf("category(%d)", k)
}

// CategoryNames returns the Tiled enum values of the categories, "auto"
// (CategoryByHeight) first.
func CategoryNames() []string { return categoryNames[:] }

// ParseCoverCategory reads a category as written in a Tiled property; ""
// and "auto" are CategoryByHeight.
func ParseCoverCategory(s string) (CoverCategory, bool) {
	if s == "" {
		return CategoryByHeight, true
	}
	for i, n := range categoryNames {
		if n == s {
			return CoverCategory(i), true
		}
	}
	return 0, false
}

// Class returns the section's category: Category, or when that is
// CategoryByHeight, CoverFull for full-height and CoverHalf for
// half-height cover.
func (c Cover) Class() CoverCategory {
	switch {
	case c.Category != CategoryByHeight:
		return c.Category
	case c.Full:
		return CoverFull
	}
	return CoverHalf
}
