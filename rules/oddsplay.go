package rules

// OddsAssumer is implemented by battles whose Odds assume how an attack is
// answered and when its takedown is settled, so that a checker that plays
// the attack (rules/oddscheck, sim odds --check, the ruleset kit's
// conformance suite) plays it as the odds price it. A battle without it
// is checked with every window the attack opens answered by its hold and
// its takedown left unchecked.
type OddsAssumer interface {
	// OddsAnswer returns the command, among legal (what Legal offers on
	// the window p that a pending attack opened), with which Odds priced
	// that attack (ADS: the defender's Duck, or Grapple Defense for a
	// pinned one); ok is false where the odds assume none of them, and
	// the checker then answers with the window's hold.
	OddsAnswer(p Prompt, legal []Command) (c Command, ok bool)
	// OddsTakedownNow reports whether Odds(c).Takedown, for the legal
	// attack c, is settled within the attack: the target is out of the
	// fight (EvUnitDown, EvUnitDead) when the attack's last window is
	// answered, or stays in it. It is false where some of the chance waits
	// on later play (ADS: the Resolve test at the start of the target's
	// next turn).
	OddsTakedownNow(c Command) bool
}

// UnitPreparer is implemented by battles that can put a unit in a given
// state between commands, as sim odds scenarios ask ("stamina", "wounds",
// "statuses": the odds against a hurt, dazed target).
type UnitPreparer interface {
	// PrepareUnit sets the named tracks of unit (Name as Unit.Tracks
	// names them, any case; Value only) and gives it the statuses (the
	// ruleset's status ids, such as "dazed"), as if play had left it so.
	// An unknown track or status, or a value out of the track's range,
	// is an error of one line that names it, and changes nothing.
	PrepareUnit(unit int, tracks []Track, statuses []string) error
}
