package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// TestRowsLayout checks that the rows lie where the setup, squad editor
// and settings have always drawn them (the places ebitenui's layout gave
// them before the rows were drawn here, which scripts and players click):
// centred, rowH high and gap apart, arrows square at both ends, the wide
// button gap below the last row.
func TestRowsLayout(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		n, rowH, gap               int
		row0, label0, right0, wide image.Rectangle
	}{
		{5, 28, 7, image.Rect(260, 207, 700, 235), image.Rect(288, 207, 672, 235), image.Rect(672, 207, 700, 235), image.Rect(350, 382, 610, 432)},
		{7, 28, 7, image.Rect(260, 172, 700, 200), image.Rect(288, 172, 672, 200), image.Rect(672, 172, 700, 200), image.Rect(350, 417, 610, 467)},
		{11, 24, 6, image.Rect(260, 130, 700, 154), image.Rect(284, 130, 676, 154), image.Rect(676, 130, 700, 154), image.Rect(350, 460, 610, 510)},
		{13, 24, 3, image.Rect(260, 119, 700, 143), image.Rect(284, 119, 676, 143), image.Rect(676, 119, 700, 143), image.Rect(350, 470, 610, 520)},
	} {
		var rows []setupRow
		for i := 0; i < c.n; i++ {
			rows = append(rows, setupRow{label: "Row", options: []string{"x"}})
		}
		u := newRowsUI(res, rows, c.rowH, c.gap, func(int, int) {}, "Start  (Enter)")
		if len(u.rows) != c.n || len(u.buttons) != 2*c.n+1 {
			t.Fatalf("%d rows: %d rows and %d buttons", c.n, len(u.rows), len(u.buttons))
		}
		if u.rows[0] != c.row0 || u.labels[0].Rect != c.label0 || u.buttons[0].Rect != image.Rect(c.row0.Min.X, c.row0.Min.Y, c.label0.Min.X, c.row0.Max.Y) || u.buttons[1].Rect != c.right0 || u.buttons[2*c.n].Rect != c.wide {
			t.Errorf("%d rows of %d, %d apart: row %v label %v arrows %v %v wide %v; want %v %v %v %v", c.n, c.rowH, c.gap,
				u.rows[0], u.labels[0].Rect, u.buttons[0].Rect, u.buttons[1].Rect, u.buttons[2*c.n].Rect, c.row0, c.label0, c.right0, c.wide)
		}
		if d := u.rows[1].Min.Y - u.rows[0].Min.Y; d != c.rowH+c.gap {
			t.Errorf("%d rows: the second row is %d below the first, want %d", c.n, d, c.rowH+c.gap)
		}
	}
}

// TestRowsShowThePointer checks that a button under the pointer is drawn
// in its hover colour and the others are not.
func TestRowsShowThePointer(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	u := newRowsUI(res, []setupRow{{label: "Row", options: []string{"x", "y"}}}, 28, 7, func(int, int) {}, "Go")
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	left, right := u.buttons[0].Rect, u.buttons[1].Rect
	u.update(&game.Input{Cursor: left.Min.Add(image.Pt(2, 2)), InWindow: true})
	u.draw(screen, -1)
	if got := screen.At(left.Min.X+1, left.Min.Y+1); got != colButtonOn {
		t.Errorf("the < under the pointer is %v, want the hover colour %v", got, colButtonOn)
	}
	if got := screen.At(right.Min.X+1, right.Min.Y+1); got != colButton {
		t.Errorf("the > away from the pointer is %v, want the idle colour %v", got, colButton)
	}
}
