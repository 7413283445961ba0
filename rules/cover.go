package rules

// CoverDescriber is implemented by battles that say what a cover section
// is worth under their rules, for the screen's cover tooltip: ADS names
// its material, armour and the structure left ("half stone cover, AP 8,
// SP 21/30"), a ruleset of categories what the category does ("half
// cover: +2 to the Defense Check"). Without it the screen names the
// section's category alone. i indexes Field.Covers.
type CoverDescriber interface {
	DescribeCover(i int) string
}
