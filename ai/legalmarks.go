package ai

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// legalMarks is what a decision's passes over the legal list read of it
// before scoring it, in memory reused from one decision to the next.
type legalMarks struct {
	// moves[i] says whether legal[i] is a movement command of the unit.
	moves []bool
	// aimed lists the indices of the unit's commands with a target, in
	// order.
	aimed []int32
	// cheapest and short are the movement commands' lowest cost and the
	// highest cost of an ordinary move (see moveCosts); -1 for none.
	cheapest, short int
}

// moveFlags marks, in m, the movement commands of unit: commands without
// a target whose action, among the legal commands, names destinations
// that b can reach with it, and their costs (see legalMarks). It lists the
// indices of unit's commands with a target, in order, for the passes that
// look at those alone. The first such command of an action tells: b gives
// the walk to its destination (Path) exactly when the action is a
// movement, which costs one lookup where Reach would list every square.
// Being a movement is the action's own property in b's ruleset, so kinds
// remembers the answer from one decision to the next.
//
// Commands of one action come in runs, so the pass marks each run's
// commands from what it knows of the action. runs holds some of them, as
// the battle told them (rules.LegalRunsAppender; nil for none); the pass
// finds the others, by one comparison a command (of strings that are
// usually the same one). A run told with its squares is marked without
// reading its commands, which a sparse list leaves unwritten
// (rules.SparseLegalAppender): the few it asks are made from the run
// (listedAt). Such a run is of one unit's commands without a target, so
// it is marked all or none. An action whose first command names no
// destination is settled by a later one, and then its earlier commands
// are marked again.
func moveFlags(b rules.Battle, legal []rules.Command, runs []rules.ActionRun, unit int, m *legalMarks, kinds *actionKinds) {
	buf := append(m.moves[:0], make([]bool, len(legal))...)
	aimed := m.aimed[:0]
	costs := lowCosts{-1, -1}
	// acts holds the actions met so far: whether one of their commands
	// named a destination yet (dest), whether they are movements, and
	// whether a command was marked before the destination came (early).
	type act struct {
		name              string
		dest, move, early bool
	}
	var arr [16]act
	acts := arr[:0]
	late := false
	g := 0                 // the next of runs
	var made rules.Command // a command asked of a run told with its squares
	for start := 0; start < len(legal); {
		var name string
		var end int
		var told *rules.ActionRun // the run told here, if one is
		if g < len(runs) && runs[g].Start == start {
			told = &runs[g]
			name, end = told.Action, told.End
			g++
		} else {
			// A run of the list's own, up to the next run told at most.
			limit := len(legal)
			if g < len(runs) {
				limit = runs[g].Start
			}
			name = legal[start].Action
			end = start + 1
			for end < limit && legal[end].Action == name {
				end++
			}
		}
		cur := -1
		for j := range acts {
			if acts[j].name == name {
				cur = j
				break
			}
		}
		if cur < 0 {
			acts = append(acts, act{name: name})
			cur = len(acts) - 1
		}
		a := &acts[cur]
		i := start
		squares := told != nil && told.Squares != nil
		// Until the action names a destination, each command is asked.
		for ; i < end && !a.dest; i++ {
			c := &legal[i]
			if squares {
				made = told.Command(i - start)
				c = &made
			}
			if c.Unit != unit {
				continue
			}
			if c.Target != rules.NoUnit {
				aimed = append(aimed, int32(i))
				continue
			}
			if c.To == (grid.Pos{}) {
				a.early = true
				continue
			}
			// An action with a destination is a move when the engine
			// can reach squares with it; an aimed action (an overwatch
			// arc) is not.
			a.dest, a.move = true, kinds.move(b, c)
			late = late || a.move && a.early
			if a.move {
				buf[i] = true
				costs.add(c.Cost.N)
			}
		}
		// The rest of the run is marked from what is known of the action;
		// a cost the same as the last adds nothing to costs. A run told
		// with its squares is of one unit's commands without a target at
		// one cost: all of them are marked, or none, and none has a target.
		switch {
		case squares:
			if a.move && told.Unit == unit && i < end {
				markAll(buf[i:end])
				costs.add(told.Cost.N)
			}
		case a.move:
			aimed, costs = markMoves(legal[i:end], buf[i:end], unit, i, aimed, costs)
		default:
			for ; i < end; i++ {
				if c := &legal[i]; c.Unit == unit && c.Target != rules.NoUnit {
					aimed = append(aimed, int32(i))
				}
			}
		}
		start = end
	}
	m.moves, m.aimed = buf, aimed
	if !late {
		m.cheapest, m.short = costs.moveCosts()
		return
	}
	for i := range legal {
		c := listedAt(legal, runs, i)
		if c.Unit != unit || c.Target != rules.NoUnit {
			continue
		}
		for j := range acts {
			if acts[j].name == c.Action {
				buf[i] = acts[j].move
				break
			}
		}
	}
	m.cheapest, m.short = moveCosts(legal, runs, buf)
}

// markMoves marks, in marks, the commands of unit without a target in
// run, a run of a movement action's commands from index base of the legal
// list, and returns aimed with the indices of unit's commands with a
// target in run appended, and costs with the marked commands' costs
// added (a cost the same as the last adds nothing). It is moveFlags' loop
// over the hundreds of commands of a movement action, in a function of
// its own so that its variables keep to registers.
func markMoves(run []rules.Command, marks []bool, unit, base int, aimed []int32, costs lowCosts) ([]int32, lowCosts) {
	marks = marks[:len(run)]
	last := -1
	for k := range run {
		c := &run[k]
		if c.Unit != unit {
			continue
		}
		if c.Target != rules.NoUnit {
			aimed = append(aimed, int32(base+k))
			continue
		}
		marks[k] = true
		if n := c.Cost.N; n != last {
			costs.add(n)
			last = n
		}
	}
	return aimed, costs
}

// markAll sets every mark of marks, by copies of the marks set so far,
// which double each time.
func markAll(marks []bool) {
	if len(marks) == 0 {
		return
	}
	marks[0] = true
	for k := 1; k < len(marks); k *= 2 {
		copy(marks[k:], marks[:k])
	}
}

// moveCosts returns the lowest cost among the movement commands (-1 for
// none) and the highest cost of an ordinary move: the second lowest
// distinct movement cost (the lowest is often a free step), or the lowest
// when there is one. Dearer moves are runs, after which the AI does not
// count on shooting. runs are the list's runs, which may be unwritten
// where told with their squares (listedAt).
func moveCosts(legal []rules.Command, runs []rules.ActionRun, moves []bool) (cheapest, short int) {
	costs := lowCosts{-1, -1}
	at := runCursor{legal: legal, runs: runs}
	for i := range legal {
		if moves[i] {
			_, n := at.moveAt(i)
			costs.add(n)
		}
	}
	return costs.moveCosts()
}

// lowCosts keeps the lowest and the second lowest distinct of the costs
// added, in whatever order they come (-1 for none yet).
type lowCosts struct{ lo, next int }

// add counts cost n; adding a cost again changes nothing.
func (l *lowCosts) add(n int) {
	switch {
	case l.lo < 0 || n < l.lo:
		l.lo, l.next = n, l.lo
	case n > l.lo && (l.next < 0 || n < l.next):
		l.next = n
	}
}

// moveCosts returns moveCosts' answer for the movement costs added.
func (l lowCosts) moveCosts() (cheapest, short int) {
	if l.next < 0 {
		return l.lo, l.lo
	}
	return l.lo, l.next
}
