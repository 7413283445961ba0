package rules

// The prompt kinds every ruleset shares (Prompt.Kind). A reaction window
// of a ruleset's own (ADS's "overwatch" or "reaction_strike", say) has a
// kind of the ruleset's naming; screens and players tell the three below
// apart from every other, which is a window to answer.
const (
	// PromptTurn is an ordinary turn: a unit's, or with Prompt.Unit
	// NoUnit a whole side's (a team turn).
	PromptTurn = "turn"
	// PromptDefend is the window in which the target of an attack
	// chooses its defence, before the attack is rolled.
	PromptDefend = "defend"
	// PromptOver is the prompt of a battle that is over: nobody is
	// waited on (Side -1).
	PromptOver = "over"
)
