package rules

// LegalBriefer is implemented by battles that can list their legal
// commands briefly, for players that probe many states (the attacks left
// after a stance, whether the unit can still move) and do not need every
// square of every move. LegalBrief returns Legal(side), in the same order,
// except that of each plain movement action (an action Reach answers for)
// only the first two commands are kept, and an attack that moves the unit
// before it shoots (ADS's Hip Fire) only from the square it stands on.
type LegalBriefer interface {
	LegalBrief(side int) []Command
}

// LegalAppender is implemented by battles that can append their legal
// commands to a caller's slice, for players that ask at every decision
// and can reuse one buffer instead of a new list each time. AppendLegal
// returns dst[:0] with Legal(side) appended, in the same order.
type LegalAppender interface {
	AppendLegal(dst []Command, side int) []Command
}
