package majorminor

import "sightline/rules/grid"

// Lines of sight depend on the field alone here (no cover breaks), so a
// Ruleset answers every battle's on one field through one
// grid.SightCache (kitsight.Fields), which remembers each pair of squares
// asked about: the computer players ask again and again who sees whom,
// for every unit at every decision and on every copy they probe.

// sightFields is how many fields' caches a Ruleset keeps.
const sightFields = 4

// sightOn returns the ruleset's cache of lines of sight on f; nil for a
// Ruleset made without one, whose battles make their own.
func (r *Ruleset) sightOn(f *grid.Field) *grid.SightCache {
	if r.sight == nil || f == nil {
		return nil
	}
	return r.sight.On(f)
}

// clearLine reports whether a unit on a sees a unit on c: grid.LineOfSight
// with no section broken, through the battle's cache, shared with its
// clones.
func (b *Battle) clearLine(a, c grid.Pos) bool {
	if b.sight == nil || b.sight.Index().Field() != b.Field() {
		b.sight = grid.NewSightCache(grid.NewSightIndex(b.Field()))
	}
	return b.sight.LineOfSightFunc(a, c, unbroken)
}

// unbroken reports that no cover section is broken.
func unbroken(int) bool { return false }
