package ai

import "math"

// keptSquares is turn's record, per square of the field, of the cheapest
// move kept to it in the decision under way (keepCommands, keepSquares).
// Each square holds a stamp: the decision's generation in its high 32 bits
// and the move's cost, counted down from math.MaxUint32, in its low bits
// (stampOf). A stamp of an earlier decision is below every stamp of this
// one, so a new decision starts by bumping the generation instead of
// clearing the squares, and "a move was kept here at a cost no greater
// than n" is the one comparison stamp >= stampOf(gen, n). It is a
// Utility's own scratch, shared with no other player or battle.
type keptSquares struct {
	stamps []uint64
	gen    uint64
}

// begin starts a decision on a field of size squares: no square has a
// move kept to it. When the generations run out the stamps are cleared.
func (s *keptSquares) begin(size int) {
	if len(s.stamps) != size {
		s.stamps = make([]uint64, size)
		s.gen = 0
	}
	s.gen++
	if s.gen > math.MaxUint32 {
		clear(s.stamps)
		s.gen = 1
	}
}

// stampOf is the stamp of a move at cost n (0 <= n <= math.MaxUint32)
// kept in generation gen: the lower the cost, the higher the stamp.
func stampOf(gen uint64, n int) uint64 {
	return gen<<32 | uint64(math.MaxUint32-uint32(n))
}

// cost returns the cost of the move kept to square j in the decision under
// way, and false when none is.
func (s *keptSquares) cost(j int) (int, bool) {
	if s.stamps[j]>>32 != s.gen {
		return 0, false
	}
	return int(math.MaxUint32 - uint32(s.stamps[j])), true
}
