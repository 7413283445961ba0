package scenes

import (
	"image"

	"sightline/rules"
	"sightline/rules/grid"
)

// oddsPreview is the odds panel of the command under the pointer: the
// engine's answers kept for it, the panel this frame still has to draw,
// and where it was last drawn.
type oddsPreview struct {
	odds oddsCache
	// pending is the panel this frame still has to draw; at is where the
	// panel was last drawn.
	pending pendingPreview
	at      image.Rectangle
	// unitRects is drawPreview's reused list of the squares of units in
	// sight.
	unitRects []image.Rectangle
}

// oddsCache keeps the engine's answers for the hovered command, so a
// preview held under the pointer is asked for once, not every frame.
type oddsCache struct {
	version uint64
	cmd     rules.Command
	odds    rules.Odds
	err     error
	valid   bool

	pathV   uint64
	pathCmd rules.Command
	pathSq  []grid.Pos
	pathOK  bool
}

// get returns the odds of c on b.
func (o *oddsCache) get(b rules.Battle, c rules.Command) (rules.Odds, error) {
	if !o.valid || o.version != b.Version() || !o.cmd.Same(c) {
		o.odds, o.err = b.Odds(c)
		o.version, o.cmd, o.valid = b.Version(), c, true
	}
	return o.odds, o.err
}

// path returns the squares move c walks on b.
func (o *oddsCache) path(b rules.Battle, c rules.Command) []grid.Pos {
	if !o.pathOK || o.pathV != b.Version() || !o.pathCmd.Same(c) {
		o.pathSq = b.Path(c)
		o.pathV, o.pathCmd, o.pathOK = b.Version(), c, true
	}
	return o.pathSq
}
