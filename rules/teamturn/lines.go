package teamturn

import (
	"sightline/rules/grid"
	kitsight "sightline/rules/kit/sight"
)

// sightFields is how many fields' line-of-sight caches a Ruleset
// keeps (kitsight.Fields): cover does not wear away here, so every
// battle on a field shares one.
const sightFields = 4

// clearLine reports whether a unit on a sees a unit on c, through the
// battle's cache, shared with its clones (kitsight.Clear).
func (b *Battle) clearLine(a, c grid.Pos) bool { return kitsight.Clear(&b.sight, b.Field(), a, c) }
