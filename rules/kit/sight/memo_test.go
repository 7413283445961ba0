package sight

import (
	"math/rand/v2"
	"testing"

	"sightline/rules/grid"
)

// testUnit is a unit of the test's battles: a side, a square and whether
// it is active.
type testUnit struct {
	side   int
	pos    grid.Pos
	active bool
}

// seesWith is the test's "side sees t" through the memo, as a ruleset
// writes it: a unit sees another within 3 squares on the same row or
// column band, a test of the two squares alone.
func seesWith(m *Memo, units []testUnit, side, t int, broken []bool) bool {
	near := func(u *testUnit) bool {
		d := max(abs(u.pos.X-units[t].pos.X), abs(u.pos.Y-units[t].pos.Y))
		return d <= 3
	}
	e := m.Entry(side, t, len(units), broken)
	if e.Holds(units[t].pos, false) {
		seen, i, f := e.Witness()
		if !seen {
			for i := range units {
				u := &units[i]
				now := From{u.pos, u.side == side && u.active}
				if e.Changed(i, now) && now.Active && near(u) {
					e.Saw(i)
					return true
				}
			}
			return false
		}
		if w := &units[i]; w.side == side && w.active && f.Active && w.pos == f.Pos {
			return true
		}
	}
	e.Begin(len(units))
	for i := range units {
		u := &units[i]
		now := From{u.pos, u.side == side && u.active}
		e.Record(i, now)
		if now.Active && near(u) {
			e.Saw(i)
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestMemoMatchesWorkedOut moves, knocks out and revives units at random
// and checks every answer through the memo against one worked out
// afresh, and that answers were both kept and worked out again, seen and
// unseen.
func TestMemoMatchesWorkedOut(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	units := make([]testUnit, 8)
	for i := range units {
		units[i] = testUnit{side: i % 2, pos: grid.Pos{X: r.IntN(12), Y: r.IntN(12)}, active: true}
	}
	var m Memo
	broken := []bool{false}
	kept, seen, unseen := 0, 0, 0
	for n := 0; n < 3000; n++ {
		switch u := &units[r.IntN(len(units))]; r.IntN(4) {
		case 0:
			u.pos = grid.Pos{X: r.IntN(12), Y: r.IntN(12)}
		case 1:
			u.active = !u.active
		}
		if n%500 == 499 {
			broken[0] = !broken[0]
		}
		side, ti := r.IntN(2), r.IntN(len(units))
		if units[ti].side == side {
			continue
		}
		want := false
		for i := range units {
			u := &units[i]
			if u.side == side && u.active && max(abs(u.pos.X-units[ti].pos.X), abs(u.pos.Y-units[ti].pos.Y)) <= 3 {
				want = true
			}
		}
		e := m.Entry(side, ti, len(units), broken)
		at, _, known := e.Known()
		if known && at == units[ti].pos {
			kept++
		}
		if got := seesWith(&m, units, side, ti, broken); got != want {
			t.Fatalf("step %d: side %d sees %d: %v through the memo, %v worked out", n, side, ti, got, want)
		}
		if want {
			seen++
		} else {
			unseen++
		}
	}
	if kept == 0 || seen == 0 || unseen == 0 {
		t.Fatalf("kept %d, seen %d, unseen %d: the test missed a case", kept, seen, unseen)
	}
}

// TestMemoForgets checks that a change of the broken cover or of the
// number of units forgets every answer, and that a side beyond Sides has
// no entry.
func TestMemoForgets(t *testing.T) {
	var m Memo
	e := m.Entry(1, 2, 4, []bool{false})
	e.Holds(grid.Pos{X: 1, Y: 1}, false)
	if _, _, ok := m.Entry(1, 2, 4, []bool{false}).Known(); !ok {
		t.Fatal("an answer was forgotten with nothing changed")
	}
	if _, _, ok := m.Entry(1, 2, 4, []bool{true}).Known(); ok {
		t.Error("other broken cover kept an answer")
	}
	m.Entry(1, 2, 4, []bool{true}).Holds(grid.Pos{X: 1, Y: 1}, false)
	if _, _, ok := m.Entry(1, 2, 5, []bool{true}).Known(); ok {
		t.Error("another number of units kept an answer")
	}
	if m.Entry(Sides, 0, 5, nil) != nil || m.Entry(-1, 0, 5, nil) != nil {
		t.Error("a side the memo does not keep has an entry")
	}
}
