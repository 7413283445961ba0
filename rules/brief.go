package rules

import "sightline/rules/grid"

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

// LegalBriefAppender is implemented by battles that can append their brief
// legal list (LegalBriefer) to a caller's slice, for players that probe
// many states one after another and can reuse one buffer.
// AppendLegalBrief returns dst[:0] with LegalBrief(side) appended.
type LegalBriefAppender interface {
	AppendLegalBrief(dst []Command, side int) []Command
}

// OverwatchAreaer is implemented by AreaWatchers that can give one unit's
// overwatch alone, for players that need only the seen enemies' arcs.
// OverwatchArea returns the squares of the area Areas lists for unit with
// kind "overwatch", nil when it lists none.
type OverwatchAreaer interface {
	OverwatchArea(unit int) []grid.Pos
}

// ListedPricer is implemented by battles that can price a command their
// player was just offered without looking it up in the legal list again,
// for players that price every attack and every defence they are offered
// (the lookup makes the command's part of the list anew each time). For
// c one of the commands Legal (or LegalBrief) lists now, ListedOdds(c)
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

// ActionRun is a run of consecutive commands of one action in a legal
// list: the commands from index Start up to, not including, End all have
// the action Action.
//
// Squares, when not nil, tells the run's commands in compact form, for
// players that read hundreds of movement commands a decision: it holds
// End-Start squares, and the command at Start+k is the one without a
// target, weapon 0 and no option by which unit Unit moves to
// Squares[k].Pos() at the price Cost, the same for every command of the
// run. The squares' own costs are the movement's, not the command's.
// The squares are the battle's memory: they must not be changed. Version
// and Side are the commands' own (a battle that tells squares sets them),
// so that Command can make any of them.
type ActionRun struct {
	Action     string
	Start, End int
	Squares    []grid.Spot
	Unit       int
	Cost       Cost
	Version    uint64
	Side       int
}

// Command returns the command at index Start+k of the list, as a run with
// Squares tells it: every field as the battle writes it.
func (r *ActionRun) Command(k int) Command {
	return Command{Version: r.Version, Side: r.Side, Action: r.Action, Unit: r.Unit, Target: NoUnit,
		To: r.Squares[k].Pos(), Cost: r.Cost}
}

// LegalRunsAppender is implemented by battles that can tell, as they list
// their legal commands, where long runs of one action's commands lie in the
// list (a movement action's hundreds of squares), for players that sort
// every command by its action and would otherwise compare each command's
// action with its neighbour's. AppendLegalRuns returns what AppendLegal
// (dst, side) returns, and runs[:0] with runs of the list appended (see
// ActionRun), in the list's order and not overlapping. A command in no run
// may have any action, and one action's commands may come in several runs
// or outside them.
type LegalRunsAppender interface {
	AppendLegalRuns(dst []Command, runs []ActionRun, side int) ([]Command, []ActionRun)
}

// SparseLegalAppender is implemented by LegalRunsAppenders that can leave
// the commands of the runs they tell with their squares unwritten, for
// players that read those runs by their squares and make a command only
// for the few they weigh further or choose, instead of the battle writing
// a few hundred a decision. AppendSparseLegal returns what
// AppendLegalRuns(dst, runs, side) returns, except that at the index
// Start+k of a run with Squares the list holds whatever dst's memory held
// there (the zero command in memory it grew): the command is
// run.Command(k). The other commands are written.
type SparseLegalAppender interface {
	AppendSparseLegal(dst []Command, runs []ActionRun, side int) ([]Command, []ActionRun)
}
