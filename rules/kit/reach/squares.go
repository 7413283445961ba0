package reach

import (
	"iter"

	"sightline/rules/grid"
)

// Squares is a remembered search seen within the mover's budget (View's
// Cost and Path) with the squares it reaches within it: what a ruleset's
// movement action asks of one search.
type Squares struct {
	View
	From grid.Pos
	// List is the squares reached but the start, in row order.
	List []grid.Spot
}

// All yields every square reached with its cost, the start (cost 0)
// among them, in row order, as grid.Reach's All does.
func (r Squares) All() iter.Seq2[grid.Pos, int] {
	return func(yield func(grid.Pos, int) bool) {
		started := false
		for _, sq := range r.List {
			p := sq.Pos()
			if !started && (p.Y > r.From.Y || (p.Y == r.From.Y && p.X > r.From.X)) {
				started = true
				if !yield(r.From, 0) {
					return
				}
			}
			if !yield(p, int(sq.Cost)) {
				return
			}
		}
		if !started {
			yield(r.From, 0)
		}
	}
}

// Search returns the search for k within budget, remembered or made on f
// with opt's options (Make's; Blocked, when nil, is marked from k's
// blockers in the memo's scratch space), seen within budget.
func (mm *Memo[R]) Search(f *grid.Field, k *Key, budget int, opt grid.MoveOpts) Squares {
	s, list, ok := mm.Find(k, budget)
	if !ok {
		if opt.Blocked == nil {
			opt.Blocked = mm.blockers(f, k)
		}
		s, list = mm.Make(f, k, budget, opt)
	}
	return Squares{View: View{S: s, Budget: budget}, From: k.From, List: list}
}

// blockers marks k's blockers on f in the memo's scratch space.
func (mm *Memo[R]) blockers(f *grid.Field, k *Key) []bool {
	if len(mm.blocked) != len(f.Cells) {
		mm.blocked = make([]bool, len(f.Cells))
	}
	clear(mm.blocked)
	for _, p := range k.Blockers {
		mm.blocked[p.Y*f.W+p.X] = true
	}
	return mm.blocked
}
