package grid

import (
	"strings"
	"testing"
)

// parseASCII builds a field from rows: '#' wall, '.' floor, ',' rough,
// '~' water, 'L' ladder (climb), digits '1'-'9' floor at that elevation,
// 'h' a half sandbag object. It returns marks for 'A'..'Z' letters other
// than L, which stand on floor.
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
			case ch == 'L':
				c.Climb = true
			case ch >= '1' && ch <= '9':
				c.Elevation = int8(ch - '0')
			case ch == 'h':
				f.Covers = append(f.Covers, Cover{Material: Sandbag, Cell: Pos{X: x, Y: y}})
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

func TestASCIIHelper(t *testing.T) {
	f, m := parseASCII(t, "A.#", ".,B")
	if f.Walkable(Pos{X: 2, Y: 0}) || m['B'] != (Pos{X: 2, Y: 1}) || f.At(Pos{X: 1, Y: 1}).Cost != 2 {
		t.Fatalf("parse wrong: %+v %v", f.Cells, m)
	}
	if !strings.Contains(f.Name, "ascii") {
		t.Fatal("name")
	}
}
