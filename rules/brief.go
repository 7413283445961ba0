package rules

// LegalBriefer is implemented by battles that can list their legal
// commands briefly, for players that probe many states (the attacks left
// after a stance, whether the unit can still move) and do not need every
// square of every move. LegalBrief returns Legal(side), in the same order,
// except that of each plain movement action (an action Reach answers for)
// only the first two commands are kept.
type LegalBriefer interface {
	LegalBrief(side int) []Command
}
