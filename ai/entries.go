package ai

import (
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
)

// The battle lists each movement action once, as an entry whose squares
// its Reach gives (rules.Anywhere). A decision reads the legal list as
// commands, one per square of each entry: the turn's scoring walks them
// by index. The AI lays them out itself: the commands of an attack that
// moves first (a Charge, a Hip Fire) are written out, since each is
// priced on its own, and a movement entry's commands are left unwritten
// in a run told by its squares (moveRun), read by their squares
// (moveFlags, keptMoves) and made only where the turn weighs one further
// or chooses it (listedAt).

// moveRun is one movement entry laid out in a decision's list: the
// commands from index Start up to, not including, End are Entry sent to
// Squares[k] for the command at Start+k. The list's memory there holds
// whatever it held (listedAt makes them).
type moveRun struct {
	Start, End int
	Squares    []rules.Reach
	Entry      rules.Command
}

// Command returns the command at index Start+k of the list.
func (r *moveRun) Command(k int) rules.Command { return r.Entry.At(r.Squares[k]) }

// layOut lays out entries, b's legal list, as a decision reads it: in
// legal's memory, with every command's cost priced by spendOf(pays) (the
// squares' in the runs' own memory), and the runs of the movement
// entries in runs' memory, in the list's order.
func layOut(b rules.Battle, entries []rules.Command, pays string, legal []rules.Command, runs []moveRun) ([]rules.Command, []moveRun) {
	legal, runs = legal[:0], runs[:0]
	var attack []rules.Reach
	for _, e := range entries {
		e.Cost = spendOf(pays, e.Cost)
		if !e.Spread() {
			legal = append(legal, e)
			continue
		}
		if e.Target != rules.NoUnit {
			attack = b.Reach(e, attack)
			for _, r := range attack {
				r.Cost = spendOf(pays, r.Cost)
				legal = append(legal, e.At(r))
			}
			continue
		}
		// The squares go in the memory of the run that was here last.
		var buf []rules.Reach
		if len(runs) < cap(runs) {
			buf = runs[:len(runs)+1][len(runs)].Squares
		}
		sq := b.Reach(e, buf)
		if pays != "" {
			for k := range sq {
				sq[k].Cost = spendOf(pays, sq[k].Cost)
			}
		}
		start := len(legal)
		legal = slices.Grow(legal, len(sq))[:start+len(sq)]
		runs = append(runs, moveRun{Start: start, End: start + len(sq), Squares: sq, Entry: e})
	}
	return legal, runs
}

// runAt returns the run of runs that holds index i of the legal list, nil
// for none; runs are in the list's order and do not overlap. A decision
// has a few runs (one per movement action), so they are looked through
// in turn.
func runAt(runs []moveRun, i int) *moveRun {
	for g := range runs {
		if r := &runs[g]; i < r.End {
			if i >= r.Start {
				return r
			}
			return nil
		}
	}
	return nil
}

// listedAt returns command i of legal, whose runs are unwritten: the one
// its run makes there, else the list's.
func listedAt(legal []rules.Command, runs []moveRun, i int) rules.Command {
	if r := runAt(runs, i); r != nil {
		return r.Command(i - r.Start)
	}
	return legal[i]
}

// moveAt returns the destination and the cost of command i of legal, as
// listedAt's command has them, without making the command.
func moveAt(legal []rules.Command, runs []moveRun, i int) (grid.Pos, int) {
	if r := runAt(runs, i); r != nil {
		sq := &r.Squares[i-r.Start]
		return sq.To, sq.Cost.N
	}
	return legal[i].To, legal[i].Cost.N
}

// runCursor reads the destinations and costs of a legal list's commands,
// as moveAt does, at indices asked in increasing order, for the passes
// over every movement command: it finds each one's run from where the
// last one's was.
type runCursor struct {
	legal []rules.Command
	runs  []moveRun
	g     int // the first run that may hold the next index asked
}

// moveAt returns moveAt(legal, runs, i); i is no lower than the index
// asked last.
func (c *runCursor) moveAt(i int) (grid.Pos, int) {
	for c.g < len(c.runs) && c.runs[c.g].End <= i {
		c.g++
	}
	if c.g < len(c.runs) {
		if r := &c.runs[c.g]; i >= r.Start {
			sq := &r.Squares[i-r.Start]
			return sq.To, sq.Cost.N
		}
	}
	return c.legal[i].To, c.legal[i].Cost.N
}

// canMove reports whether entries, a legal list, hold a movement entry of
// unit's.
func canMove(entries []rules.Command, unit int) bool {
	for _, e := range entries {
		if e.Unit == unit && e.Target == rules.NoUnit && e.Spread() {
			return true
		}
	}
	return false
}
