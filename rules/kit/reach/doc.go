// Package reach is the ruleset kit's memo of movement searches, a memo
// shared by a battle and its clones (rules/kit/memo says the kinds). One
// decision asks for the same search many times (the legal list's move
// squares, Reach for each movement action, a path, an attack that moves
// first, Apply's check and walk), and the state often changes without
// changing a search (an aim, a shot that kills no one). A search depends
// only on the field, the mover's square, the budget, the squares of the
// other units that block it and the broken cover sections (Key), so it is
// remembered under exactly those: no state version, no invalidation, and a
// state changed by any means (a test, a load, a walk half done) simply
// misses. Every other option of the searches (grid.MoveOpts' Fly, StepOK,
// StepCost, Jump) must be the same for every search one Memo makes, but
// for what a step rule reads of the state, which the key holds (Rule).
//
// A search with a larger budget serves a smaller one: the bucket queue
// expands states in cost order, and a state dearer than the smaller budget
// never decides anything about a cheaper one (a state is only beaten by
// one reached at most as cheaply), so the costs and parent links of every
// state within the smaller budget are those the smaller search finds
// (rules/grid's TestReachSmallerBudget). A search made with other blockers
// serves too when they made no difference to it (Same).
//
// A remembered search never changes once made, so a clone starts with its
// original's searches (Memo.Shared) and the two may be used on different
// goroutines (the game decides on a clone while it draws the original);
// each battle keeps its own lists of them, its own grid.StepTable (the
// steps' prices on the field, which the searches fill in as they go) and
// its own converted lists.
//
// A search keeps its squares as spots (grid.Spot), a third of the memory
// of a cost and square each: a unit that moved needs new searches, and
// their lists are most of what the memo leaves for the collector. A
// frozen grid.Reach makes its list of spots as it is frozen, and a
// one-turn search hands its squares over as spots, without a call per
// square.
package reach
