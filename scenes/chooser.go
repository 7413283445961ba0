package scenes

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// chooser is the human's choosing on the battle screen: the legal list
// of the side deciding, the selected unit, the action bar's slots and the
// action armed on it, the target Tab picked and the square an attack
// moves through first. It finds the legal command a click or a key
// means; it decides no rule, only looks commands up in the engine's list.
type chooser struct {
	// legal is the written-out legal list (rules.Expand) of side legalFor
	// at battle version legalV.
	legal    []rules.Command
	legalV   uint64
	legalFor int
	moves    map[string]bool // which actions are moves, for legalV
	selected int
	slots    []slot
	armed    int // index in slots, or -1
	target   int // the unit Tab picked as the target, or -1
	// via is the square picked for an armed attack that moves first
	// (Charge, Hip Fire), or nil for the engine's first.
	via *grid.Pos
	// slotPage is the action bar's page when its slots overflow.
	slotPage int
	// promptSel is the prompt answer Tab marked (-1: none), for the
	// prompt of battle version promptSelV-1.
	promptSel  int
	promptSelV uint64
}

// newChooser returns a chooser with nothing selected, armed or picked.
func newChooser() chooser {
	return chooser{selected: rules.NoUnit, armed: -1, target: -1, legalFor: -1}
}
