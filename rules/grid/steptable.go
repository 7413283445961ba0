package grid

import "slices"

// StepTable remembers, for the searches given it in MoveOpts.Steps, the
// multipliers of the eight steps out of each square of one field under one
// set of broken cover and flight, occupancy aside: what the rules of
// step.go give with nothing blocked, 0 where the step is not allowed or
// leaves the field. A search then prices a step with one lookup instead of
// the full rule (edge cover, corners, elevation). A square's entry is
// filled the first time a search asks for it, and kept for the searches
// after it; a search on another field, or under other broken cover or
// flight, starts the table afresh. The field must not change in place
// while a table serves it. A table is not safe for use by more than one
// search at a time.
type StepTable struct {
	f      *Field
	fly    bool
	broken []bool
	// mul holds per square the multipliers of its steps, byte d for
	// steps[d], or unfilled for an entry not worked out since the table
	// was started afresh: one word a square, which a search reads with
	// one load. An entry whose multipliers are all 255 reads as unfilled
	// and is worked out each time, the same answer.
	mul []uint64
	// st prices the steps with nothing blocked.
	st stepper
	// off holds the index offsets in Field.Cells of the 8 steps.
	off [8]int
}

// unfilled marks a StepTable entry not worked out yet.
const unfilled = ^uint64(0)

// compassStep maps a compass8 direction to its index in steps.
var compassStep = [8]uint8{0, 4, 1, 5, 2, 6, 3, 7}

// prepare makes the table answer for f under opt (its Blocked ignored),
// forgetting every entry when the field, the broken cover or flight
// changed since the last search.
func (t *StepTable) prepare(f *Field, opt *MoveOpts) {
	var broken []bool
	fly := false
	if opt != nil {
		broken, fly = opt.Broken, opt.Fly
	}
	n := f.W * f.H
	if t.f == f && t.fly == fly && slices.Equal(t.broken, broken) && len(t.mul) == n {
		return
	}
	t.f, t.fly = f, fly
	t.broken = append(t.broken[:0], broken...)
	if len(t.mul) != n {
		t.mul = make([]uint64, n)
	}
	for i := range t.mul {
		t.mul[i] = unfilled
	}
	t.st = newStepper(f, &MoveOpts{Broken: t.broken, Fly: fly})
	for i, d := range steps {
		t.off[i] = d.Y*f.W + d.X
	}
}

// at returns the multipliers of the steps out of square index i.
func (t *StepTable) at(i int) uint64 {
	if m := t.mul[i]; m != unfilled {
		return m
	}
	return t.fill(i)
}

// fill works out and remembers the entry of square index i.
func (t *StepTable) fill(i int) uint64 {
	f := t.f
	px, py := i%f.W, i/f.W
	var m uint64
	for d, s := range steps {
		qx, qy := px+s.X, py+s.Y
		if uint(qx) >= uint(f.W) || uint(qy) >= uint(f.H) {
			continue
		}
		m |= uint64(uint8(t.st.mul(px, py, qx, qy))) << (8 * d)
	}
	t.mul[i] = m
	return m
}

// fillAll works out every entry not worked out yet.
func (t *StepTable) fillAll() {
	for i := range t.mul {
		t.at(i)
	}
}
