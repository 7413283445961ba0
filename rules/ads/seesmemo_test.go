package ads

import (
	"slices"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// seesWorkedOut is Sees worked out afresh, as it was before its memo: any
// active unit of side with a clear line to unit, unit not hidden from it
// behind hunkered cover.
func seesWorkedOut(b *Battle, side, unit int) bool {
	t := &b.s.Units[unit]
	if t.Side == side {
		return true
	}
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if u.Side == side && u.Health.Active() && b.clearLine(u.Pos, t.Pos) && !b.hiddenBehindCover(u, t) {
			return true
		}
	}
	return false
}

// TestSeesMemoMatchesWorkedOut plays random battles and, after every
// command, asks Sees (through its memo, kept from one command to the next)
// about some or all of the units for every side, and compares each answer
// with one worked out afresh. The units asked about change from step to
// step, so that the memo also meets states many commands apart. It checks
// that the memo both kept answers and worked some out again, and that
// units were seen and unseen.
func TestSeesMemoMatchesWorkedOut(t *testing.T) {
	kept, seen, unseen, hunkered := 0, 0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 5)
		for n := 0; n < 600; n++ {
			if over, _ := b.Over(); over {
				break
			}
			for side := 0; side < 2; side++ {
				for unit := range b.s.Units {
					if pick.Intn(3) == 0 {
						continue
					}
					e := b.scratch.sees.Entry(side, unit, len(b.s.Units), b.broken())
					wasAt, wasSeen, wasKnown := e.Known()
					got, want := b.Sees(side, unit), seesWorkedOut(b, side, unit)
					if got != want {
						t.Fatalf("seed %d step %d: Sees(%d, %d) = %v, worked out %v", seed, n, side, unit, got, want)
					}
					if at, seen, _ := e.Known(); wasKnown && b.s.Units[unit].Side != side && at == wasAt && seen == wasSeen {
						kept++
					}
					if b.s.Units[unit].Hunkered {
						hunkered++
					}
					if got {
						seen++
					} else {
						unseen++
					}
				}
			}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if kept == 0 || seen == 0 || unseen == 0 || hunkered == 0 {
		t.Fatalf("kept %d, seen %d, unseen %d, hunkered %d: the test missed a case", kept, seen, unseen, hunkered)
	}
	t.Logf("%d answers asked again, %d seen, %d unseen, %d about hunkered units", kept, seen, unseen, hunkered)
}

// seesField is a 16 by 16 field of rows of thin wooden edge cover, most
// of it full height, that shots break and units hunker behind, and a
// wall, with spawns in two corners.
func seesField() *grid.Field {
	f := grid.NewField("sees", 16, 16)
	for _, y := range []int{5, 11} {
		for x := 2; x < 14; x++ {
			f.HEdges[y*f.W+x] = int16(len(f.Covers))
			f.Covers = append(f.Covers, grid.Cover{Material: grid.ThinWood, Full: x%4 != 0, Cell: grid.Pos{X: x, Y: y}, Edge: grid.North})
		}
	}
	for y := 7; y < 10; y++ {
		c := f.At(grid.Pos{X: 8, Y: y})
		c.Cost, c.BlocksSight, c.Terrain = 0, true, grid.Wall
	}
	spawnCorners(f)
	return f
}

// TestSeesMemoFollowsChanges changes random battles behind the memo's
// back between the questions, as no command does at once: it moves units
// to random squares, hunkers them in cover or not, knocks them out or
// brings them back, and breaks cover sections, asking Sees about every
// unit for both sides after each change and comparing each answer with one
// worked out afresh. Each step's changes are undone before the next
// random command is played.
func TestSeesMemoFollowsChanges(t *testing.T) {
	seen, unseen, hidden := 0, 0, 0
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 4; seed++ {
		nb, err := r.NewBattle(rules.Setup{Field: seesField(), Seed: seed, Sides: []rules.SideSetup{{Name: "A", Squad: "line", Hero: true}, {Name: "B", Squad: "raiders"}}})
		if err != nil {
			t.Fatal(err)
		}
		b := nb.(*Battle)
		pick := rules.NewDice(seed, 6)
		for n := 0; n < 150; n++ {
			if over, _ := b.Over(); over {
				break
			}
			units := slices.Clone(b.s.Units)
			covers := slices.Clone(b.s.Covers) // ownCovers may break them in place
			for k := 0; k < 10; k++ {
				u := &b.s.Units[pick.Intn(len(b.s.Units))]
				switch pick.Intn(4) {
				case 0:
					u.Pos = grid.Pos{X: pick.Intn(b.field.W), Y: pick.Intn(b.field.H)}
				case 1:
					u.Hunkered, u.InCover = pick.Intn(2) == 0, pick.Intn(3) != 0
				case 2:
					u.Health.Unconscious = !u.Health.Unconscious
				default:
					if len(b.s.Covers) > 0 {
						b.ownCovers()
						c := &b.s.Covers[pick.Intn(len(b.s.Covers))]
						c.Damage = c.SP + 1
						b.brokenCovers = brokenMemo{} // as damageCover does
					}
				}
				for side := 0; side < 2; side++ {
					for unit := range b.s.Units {
						got, want := b.Sees(side, unit), seesWorkedOut(b, side, unit)
						if got != want {
							t.Fatalf("seed %d step %d change %d: Sees(%d, %d) = %v, worked out %v", seed, n, k, side, unit, got, want)
						}
						if got {
							seen++
						} else {
							unseen++
						}
						if u := &b.s.Units[unit]; u.Hunkered && u.InCover {
							hidden++
						}
					}
				}
			}
			copy(b.s.Units, units)
			b.s.Covers, b.coversShared, b.brokenCovers = covers, false, brokenMemo{}
			if _, err := b.Apply(pickCommand(pick, rulestest.Legal(b, b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 || unseen == 0 || hidden == 0 {
		t.Fatalf("seen %d, unseen %d, asked about hunkered in cover %d: the test missed a case", seen, unseen, hidden)
	}
	t.Logf("%d seen, %d unseen, %d asked about hunkered in cover", seen, unseen, hidden)
}
