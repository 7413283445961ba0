package rules

// AttackProber is implemented by battles that can answer a player's probe
// of a command without playing it on a copy, for players that weigh what
// each Draw opens.
//
// NoAttackAfter reports true only when c, one of Legal's commands now,
// played as Apply would play it, rolls no dice, leaves the battle waiting
// on the same unit's turn, and leaves that unit no legal command naming a
// target, but for attacks that move it before they strike (their
// destination is neither its square nor the target's). False means it may
// have one, or the battle cannot tell cheaply.
//
// ProbeAfter calls probe with a battle in the state Apply(c) would leave,
// when c, one of Legal's commands now, would roll no dice and leave the
// battle waiting on the same unit's turn, and the battle can make that
// state without a copy (it may be the battle itself, changed for the
// call, so no other goroutine may use the battle meanwhile); it reports
// whether it called probe. probe must not change the battle nor keep it.
// When both answer false, the player plays c on a Clone.
type AttackProber interface {
	NoAttackAfter(c Command) bool
	ProbeAfter(c Command, probe func(Battle)) bool
}

// ListedPricer is implemented by battles that can price a command their
// player was just offered without looking it up in the legal list again,
// for players that price every attack and every defence they are offered
// (the lookup makes the command's part of the list anew each time). For
// c one of the commands Legal lists now (or one its entries stand for,
// Anywhere), ListedOdds(c)
// gives what Odds(c) gives, ok false where Odds refuses c, and
// ListedDefenceOdds(c) gives what the battle's DefenceOdds(c) gives
// (DefenceAdvisor), ok false where it refuses c or there is none;
// ListedDefencePriced(c) tells that ok without pricing c, for players
// that need not price every answer. For any other command they may answer
// anything, but change nothing and never panic. The Damage and Mods of
// their odds may be the battle's: the caller reads them before it asks the
// battle anything else and never changes them.
type ListedPricer interface {
	ListedOdds(c Command) (o Odds, ok bool)
	ListedDefenceOdds(c Command) (o Odds, ok bool)
	ListedDefencePriced(c Command) bool
}
