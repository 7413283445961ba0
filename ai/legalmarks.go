package ai

import (
	"sightline/rules"
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

// moveFlags marks, in m, the movement commands of unit: those of the
// runs of its movement entries (layOut), and their costs (see
// legalMarks). It lists the indices of unit's commands with a target, in
// order, for the passes that look at those alone.
func moveFlags(legal []rules.Command, runs []moveRun, unit int, m *legalMarks) {
	buf := append(m.moves[:0], make([]bool, len(legal))...)
	aimed := m.aimed[:0]
	costs := lowCosts{-1, -1}
	g := 0 // the next of runs
	for i := 0; i < len(legal); {
		if g < len(runs) && runs[g].Start == i {
			r := &runs[g]
			g++
			if r.Entry.Unit == unit {
				markAll(buf[r.Start:r.End])
				last := -1
				for k := range r.Squares {
					if n := r.Squares[k].Cost.N; n != last {
						costs.add(n)
						last = n
					}
				}
			}
			i = r.End
			continue
		}
		if c := &legal[i]; c.Unit == unit && c.Target != rules.NoUnit {
			aimed = append(aimed, int32(i))
		}
		i++
	}
	m.moves, m.aimed = buf, aimed
	m.cheapest, m.short = costs.moveCosts()
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
