package ai

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// A legal list from rules.SparseLegalAppender leaves the commands of the
// runs it tells with their squares unwritten. The AI reads those runs by
// their squares (moveFlags, keptMoves), makes a command from its run only
// where it weighs one further or chooses it (listedAt), and writes a run
// out only when a pass would read its commands one by one (fillRuns). The
// same reading serves a full list, whose commands there are the same.

// runAt returns the run of runs told with its squares that holds index i
// of the legal list, nil for none; runs are in the list's order and do not
// overlap (rules.LegalRunsAppender). A battle tells a few runs (one per
// movement action), so they are looked through in turn.
func runAt(runs []rules.ActionRun, i int) *rules.ActionRun {
	for g := range runs {
		if r := &runs[g]; i < r.End {
			if i >= r.Start && r.Squares != nil {
				return r
			}
			return nil
		}
	}
	return nil
}

// listedAt returns command i of legal, whose runs told with their squares
// may be unwritten: the one its run makes there, else the list's.
func listedAt(legal []rules.Command, runs []rules.ActionRun, i int) rules.Command {
	if r := runAt(runs, i); r != nil {
		return r.Command(i - r.Start)
	}
	return legal[i]
}

// moveAt returns the destination and the cost of command i of legal, as
// listedAt's command has them, without making the command.
func moveAt(legal []rules.Command, runs []rules.ActionRun, i int) (grid.Pos, int) {
	if r := runAt(runs, i); r != nil {
		return r.Squares[i-r.Start].Pos(), r.Cost.N
	}
	return legal[i].To, legal[i].Cost.N
}

// runCursor reads the destinations and costs of a legal list's commands,
// as moveAt does, at indices asked in increasing order, for the passes
// over every movement command: it finds each one's run from where the
// last one's was.
type runCursor struct {
	legal []rules.Command
	runs  []rules.ActionRun
	g     int // the first run that may hold the next index asked
}

// moveAt returns moveAt(legal, runs, i); i is no lower than the index
// asked last.
func (c *runCursor) moveAt(i int) (grid.Pos, int) {
	for c.g < len(c.runs) && c.runs[c.g].End <= i {
		c.g++
	}
	if c.g < len(c.runs) {
		if r := &c.runs[c.g]; i >= r.Start && r.Squares != nil {
			return r.Squares[i-r.Start].Pos(), r.Cost.N
		}
	}
	return c.legal[i].To, c.legal[i].Cost.N
}

// fillRuns writes into legal the commands of every run told with its
// squares, for the passes that read the commands of a sparse list one by
// one (a decision that is no turn).
func fillRuns(legal []rules.Command, runs []rules.ActionRun) {
	for g := range runs {
		fillRun(legal, &runs[g])
	}
}

// fillRun writes into legal the commands of run r when it is told with
// its squares.
func fillRun(legal []rules.Command, r *rules.ActionRun) {
	if r.Squares == nil {
		return
	}
	for k := range r.End - r.Start {
		legal[r.Start+k] = r.Command(k)
	}
}
