// Package battle is the ruleset kit's battle core: the part of a ruleset's
// Battle that every ruleset answers alike. A ruleset's Battle embeds a
// Core holding its state type, its id, its field and the events of its
// start; the Core answers rules.Battle's Ruleset, Field, StartEvents,
// Version, Round, Over, Save and Hash from them, and Load reads a save
// into it. What is the ruleset's own (its units, prompts, commands,
// covers, sight, clones and round limit) stays in its package.
//
// A ruleset's state embeds Head first, the fields every state starts
// with, and says with an Outcome method whether the battle is over and
// who won; its saved form (and so its hash) is the state's JSON, Head's
// fields first.
//
// Beside the Core: Whole, the covers of a ruleset whose cover is not
// worn away, and SettledOdds, the odds assumption of one whose windows
// never change a declared attack.
package battle

import (
	"encoding/json"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	kitstate "sightline/rules/kit/state"
)

// Head is the head of every ruleset's saved state: the ruleset's id, the
// battle's dice seed, its version (rising with every accepted command)
// and its round. A ruleset's state embeds it as its first field.
type Head struct {
	Ruleset string `json:"ruleset"`
	Seed    uint64 `json:"seed"`
	Version uint64 `json:"version"`
	Round   int    `json:"round"`
}

// head returns h: a state that embeds Head has this method, which State
// asks for.
func (h *Head) head() *Head { return h }

// State is the constraint on a ruleset's state type S, as a pointer: S
// embeds Head, and Outcome reports whether the battle is over and the
// winning side (-1 for none).
type State[S any] interface {
	*S
	head() *Head
	Outcome() (over bool, winner int)
}

// Core is what a ruleset's Battle embeds: its state S, its ruleset's id,
// its field and the events of its start.
type Core[S any, P State[S]] struct {
	// S is the ruleset's whole state: what Save writes and Hash hashes.
	S     S
	id    string
	field *grid.Field
	start []rules.Event
}

// Init makes c the core of a battle of ruleset id on field f, in place:
// its state zero but for the Head's Ruleset, id, and no start events
// yet (SetStart). A clone's core is made so too, its state then set to
// a copy of the original's (kitstate.Copy, or the ruleset's own deep
// copy).
func Init[S any, P State[S]](c *Core[S, P], id string, f *grid.Field) {
	var zero S
	c.S, c.id, c.field, c.start = zero, id, f, nil
	P(&c.S).head().Ruleset = id
}

// SetStart records ev as the events of the battle's start, which
// StartEvents returns.
func SetStart[S any, P State[S]](c *Core[S, P], ev []rules.Event) { c.start = ev }

// Load reads data, a battle saved by c's ruleset, into c's state and
// checks it with check (the ruleset's load checks), as kitstate.Load
// does: a save that does not parse or that check refuses, or a core
// without a field, is one error.
// The state is read from zero: what the save does not hold stays
// unset, and check sees it so.
func Load[S any, P State[S]](c *Core[S, P], data []byte, check func() error) error {
	var zero S
	c.S = zero
	return kitstate.Load(c.id, c.field, data, &c.S, check)
}

// Ruleset returns the ruleset's id.
func (c *Core[S, P]) Ruleset() string { return c.id }

// Field returns the battlefield.
func (c *Core[S, P]) Field() *grid.Field { return c.field }

// StartEvents returns the events of the battle's start.
func (c *Core[S, P]) StartEvents() []rules.Event { return slices.Clone(c.start) }

// Version rises with every accepted command.
func (c *Core[S, P]) Version() uint64 { return P(&c.S).head().Version }

// Round is the current round.
func (c *Core[S, P]) Round() int { return P(&c.S).head().Round }

// Over reports the end and the winner.
func (c *Core[S, P]) Over() (bool, int) { return P(&c.S).Outcome() }

// Save writes the whole state as JSON.
func (c *Core[S, P]) Save() ([]byte, error) { return json.Marshal(&c.S) }

// Hash is the sha256 of the saved state, in hex.
func (c *Core[S, P]) Hash() string { return kitstate.Hash(&c.S) }

// Whole returns every cover section of f standing whole (1): the
// rules.Battle.Covers of a ruleset whose cover is not worn away.
func Whole(f *grid.Field) []int {
	out := make([]int, len(f.Covers))
	for i := range out {
		out[i] = 1
	}
	return out
}
