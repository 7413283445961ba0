package match

import "sightline/rules"

// The undo rule: which of a person's commands can be taken back. It is a
// decision, not drawing: the battle screen keeps the points to go back to
// and asks these; the rule reads only the engine's prompt, command and
// events, and what the side sees.

// undoKinds are the events a command may bring and still be taken back:
// nothing rolled, nobody shot or reacted, the turn not passed on.
var undoKinds = map[rules.EventKind]bool{
	rules.EvAction: true, rules.EvStep: true, rules.EvFacing: true, rules.EvResource: true,
	rules.EvStatusGained: true, rules.EvStatusLost: true, rules.EvPrompt: true, rules.EvReload: true,
}

// UndoCandidate reports whether command c, sent at turn prompt pr, may
// be taken back if its events allow: a move or a stance (no target) of the
// unit the prompt names, or of any unit of the side on a whole side's
// turn (a prompt naming no unit).
func UndoCandidate(pr rules.Prompt, c rules.Command) bool {
	return pr.Kind == rules.PromptTurn && c.Target == rules.NoUnit && (c.Unit == pr.Unit || pr.Unit == rules.NoUnit) && c.Unit >= 0
}

// Undoable reports whether the command of prompt pr, which brought
// events ev and after which the battle prompts next, can be taken back:
// it brought no roll, shot or reaction, left the same unit to go on with
// its turn, and showed its side (sees, now) no unit it did not see before
// (saw, by unit id).
func Undoable(pr rules.Prompt, ev []rules.Event, next rules.Prompt, saw []bool, sees func(id int) bool) bool {
	for _, e := range ev {
		if !undoKinds[e.Kind] {
			return false
		}
	}
	if next.Kind != rules.PromptTurn || next.Side != pr.Side || next.Unit != pr.Unit {
		// The turn went on to another unit or side, or a window opened.
		return false
	}
	for id, was := range saw {
		if !was && sees(id) {
			return false
		}
	}
	return true
}
