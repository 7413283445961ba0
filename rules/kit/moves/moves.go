// Package moves is the ruleset kit's moves table: one definition per
// action (its name, picture, hotkey, price, tags, the window it answers,
// the commands it offers, what it does and why it is refused), from
// which a ruleset's Legal, Apply, ActionTags and rules reference are
// read, as boardgame.io's moves are. B is the ruleset's battle and U its
// unit state, which the table's functions take.
package moves

import (
	"fmt"

	"sightline/rules"
)

// Action is one entry of the table.
type Action[B, U any] struct {
	ID, Name, Key, Effect string
	// Icon names the picture that shows the action (assets.IconByName).
	Icon string
	// Cost is the listed price; a command's own (Command.Cost, as Legal
	// fills it) may differ where the ruleset prices by circumstance (a
	// reaction paid with next turn's Major, a Move paid with a Base).
	Cost rules.Cost
	Tags []string
	// Window is the reaction window the action answers, "" for a turn
	// action.
	Window string
	// Team marks an action of the whole side, not of a unit (teamturn's
	// End team turn).
	Team bool
	// Mod is the action's own modifier to its roll (ADS's All-Out Attack
	// +2, d100's Aim +10), which the ruleset adds where its rules say;
	// the zero Mod, with no Source, for none.
	Mod rules.Mod
	// Marks are the ruleset's own classes of the action, as bits it
	// defines (ADS: an attack, one that exposes its unit, a walk to the
	// square of its attack): its rules ask Index.Marked where they would
	// otherwise list the actions of a class.
	Marks uint32
	// Offers appends the commands of the action that u may send now; for
	// an action with Squares, its entries (rules.Anywhere).
	Offers func(b B, u U, out []rules.Command) []rules.Command
	// Squares, for a movement action (one legal entry whose squares the
	// player picks from), appends to buf[:0] the squares entry goes to,
	// each with its command's price (rules.Battle.Reach); nil for an
	// action whose commands Offers lists one by one.
	Squares func(b B, entry rules.Command, buf []rules.Reach) []rules.Reach
	// Apply plays a listed command; its price is already paid.
	Apply func(b B, c rules.Command, ev *[]rules.Event)
	// Refusal says why c, which is not listed, cannot be played; "" to
	// leave it to the ruleset's general reason. It may be nil.
	Refusal func(b B, c rules.Command) string
}

// Table is a ruleset's actions, in the order its rules reference lists
// them.
type Table[B, U any] []*Action[B, U]

// ByID returns the entry of action id, or nil.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (t Table[B, U]) ByID(id string) *Action[B, U] {
	for _, a := range t {
		if a.ID == id {
			return a
		}
	}
	return nil
}

// Tags returns the tags of action id (rules.ActionTagger), none for an
// id that is no action.
func (t Table[B, U]) Tags(id string) []string {
	if a := t.ByID(id); a != nil {
		return a.Tags
	}
	return nil
}

// Reach is a battle's rules.Battle.Reach read from the table: the
// squares of entry's action, nothing for an action without Squares.
func (t Table[B, U]) Reach(b B, entry rules.Command, buf []rules.Reach) []rules.Reach {
	if a := t.ByID(entry.Action); a != nil && a.Squares != nil {
		return a.Squares(b, entry, buf)
	}
	return buf[:0]
}

// Infos returns the table as the rules reference lists it.
// It is kept out of line: inlined into the rulesets' references it was a
// copy of the loop and its struct each, some 1,000 wasm instructions, in
// the browser's download (issue #38).
//
//go:noinline
func (t Table[B, U]) Infos() []rules.ActionInfo {
	out := make([]rules.ActionInfo, 0, len(t))
	for _, a := range t {
		out = append(out, rules.ActionInfo{ID: a.ID, Name: a.Name, Cost: a.Cost, Effect: a.Effect, Key: a.Key, Tags: a.Tags, Icon: a.Icon})
	}
	return out
}

// Check reports the first entry that is incomplete (no id, name,
// effect, offers or apply), listed twice, or tagged with a tag that is
// not one of rules' tags.
func (t Table[B, U]) Check() error {
	seen := map[string]bool{}
	for _, a := range t {
		switch {
		case a.ID == "" || a.Name == "" || a.Effect == "" || a.Offers == nil || a.Apply == nil:
			return fmt.Errorf("moves: action %q is incomplete", a.ID)
		case seen[a.ID]:
			return fmt.Errorf("moves: action %q is listed twice", a.ID)
		}
		seen[a.ID] = true
		for _, tag := range a.Tags {
			if !rules.IsTag(tag) {
				return fmt.Errorf("moves: action %q has the unknown tag %q", a.ID, tag)
			}
		}
	}
	return nil
}
