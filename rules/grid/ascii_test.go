package grid

import (
	"strings"
	"testing"
)

// parseASCII builds a field from rows: '#' wall, '.' floor, ',' rough,
// '~' water, 'w' deep water (impassable), 'L' ladder (climb), digits '1'-'9' floor at that elevation,
// 'h' a half-height sandbag object, 'H' a full-height stone object. It
// returns marks for 'A'..'Z' letters other than L and H, which stand on
// floor. Edge cover is added afterwards with addEdge.
func parseASCII(t testing.TB, rows ...string) (*Field, map[rune]Pos) {
	t.Helper()
	f := NewField("ascii", len(rows[0]), len(rows))
	marks := map[rune]Pos{}
	for y, row := range rows {
		if len(row) != f.W {
			t.Fatalf("row %d has %d cells, want %d", y, len(row), f.W)
		}
		for x, ch := range row {
			c := f.At(Pos{X: x, Y: y})
			switch {
			case ch == '#':
				c.Terrain, c.Cost, c.BlocksSight = Wall, 0, true
			case ch == ',':
				c.Terrain, c.Cost = Rough, 2
			case ch == '~':
				c.Terrain, c.Cost = Water, 2
			case ch == 'w':
				c.Terrain, c.Cost = Water, 0
			case ch == 'L':
				c.Climb = true
			case ch >= '1' && ch <= '9':
				c.Elevation = int8(ch - '0')
			case ch == 'h' || ch == 'H':
				f.Covers = append(f.Covers, Cover{Material: Sandbag, Cell: Pos{X: x, Y: y}})
				if ch == 'H' {
					f.Covers[len(f.Covers)-1] = Cover{Material: Stone, Full: true, Cell: Pos{X: x, Y: y}}
				}
				c.Cover, c.Cost = int16(len(f.Covers)-1), 0
			case ch >= 'A' && ch <= 'Z':
				marks[ch] = Pos{X: x, Y: y}
			case ch == '.':
			default:
				t.Fatalf("unknown map character %q", ch)
			}
		}
	}
	return f, marks
}

// addEdge puts a cover section on side (North, East, South or West) of p
// and returns its index, spelling the edge the way Field documents it.
func addEdge(t testing.TB, f *Field, p Pos, side uint8, m Material, full bool) int16 {
	t.Helper()
	cv := Cover{Material: m, Full: full, Cell: p, Edge: side}
	switch side {
	case South:
		cv.Cell, cv.Edge = Pos{X: p.X, Y: p.Y + 1}, North
	case East:
		cv.Cell, cv.Edge = Pos{X: p.X + 1, Y: p.Y}, West
	}
	i := int16(len(f.Covers))
	f.Covers = append(f.Covers, cv)
	if cv.Edge == North {
		f.HEdges[cv.Cell.Y*f.W+cv.Cell.X] = i
	} else {
		f.VEdges[cv.Cell.Y*(f.W+1)+cv.Cell.X] = i
	}
	return i
}

func TestASCIIHelper(t *testing.T) {
	f, m := parseASCII(t, "A.#", ".,B")
	if f.Walkable(Pos{X: 2, Y: 0}) || m['B'] != (Pos{X: 2, Y: 1}) || f.At(Pos{X: 1, Y: 1}).Cost != 2 {
		t.Fatalf("parse wrong: %+v %v", f.Cells, m)
	}
	if !strings.Contains(f.Name, "ascii") {
		t.Fatal("name")
	}
}
