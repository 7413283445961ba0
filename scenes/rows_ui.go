package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
)

// rowsUI is a column of choices, as the setup, squad editor and settings
// scenes show them: per row a "<" button, the row's label and a ">"
// button, then one wide button (Start, Back), centred on the screen.
// Every click reaches it through game.Input, the mouse's as a script's or
// a finger's.
type rowsUI struct {
	face    text.Face
	rows    []image.Rectangle
	labels  []*rowLabel
	buttons []*rowButton
	// pressed is set by the wide button's handler for Update to act on.
	pressed bool
	// cursor is where the pointer was at the last update; hover is false
	// when it is outside the window; down when the primary button is
	// held.
	cursor      image.Point
	hover, down bool
}

// rowLabel is a row's text between its arrows.
type rowLabel struct {
	Rect  image.Rectangle
	Label string
}

// rowButton is one of rowsUI's buttons: its place, text, colours and what
// a click on it does.
type rowButton struct {
	Rect  image.Rectangle
	Label string
	look  buttonLook
	click func()
}

// buttonLook is a button's fill and text colours when idle, under the
// pointer and pressed.
type buttonLook struct {
	idle, hover, pressed, text, textHover, textPressed color.Color
}

// The width of a row and the size of the wide button, in pixels.
const (
	rowsWidth   = 440
	wideButtonW = 260
	wideButtonH = 50
)

// newRowsUI lays the rows out in the middle of the screen, each rowH
// pixels high (at least: the text may need more) and gap apart, the wide
// button gap below the last; pick is called with a row and -1 or 1 when
// its arrow is clicked, and button labels the wide button.
func newRowsUI(res *Resources, rows []setupRow, rowH, gap int, pick func(row, d int), button string) *rowsUI {
	u := &rowsUI{face: res.Fonts.Title}
	m := u.face.Metrics()
	h := max(rowH, int(math.Ceil(m.HAscent+m.HDescent)))
	x := (game.ScreenW - rowsWidth) / 2
	y := (game.ScreenH - (len(rows)*(h+gap) + wideButtonH)) / 2
	arrows := buttonLook{idle: colButton, hover: colButtonOn, pressed: colHighlight, text: colText, textHover: colHighlight, textPressed: colText}
	for i := range rows {
		row := i
		r := image.Rect(x, y, x+rowsWidth, y+h)
		u.rows = append(u.rows, r)
		u.buttons = append(u.buttons,
			&rowButton{Rect: image.Rect(r.Min.X, r.Min.Y, r.Min.X+h, r.Max.Y), Label: "<", look: arrows, click: func() { pick(row, -1) }},
			&rowButton{Rect: image.Rect(r.Max.X-h, r.Min.Y, r.Max.X, r.Max.Y), Label: ">", look: arrows, click: func() { pick(row, 1) }})
		u.labels = append(u.labels, &rowLabel{Rect: image.Rect(r.Min.X+h, r.Min.Y, r.Max.X-h, r.Max.Y)})
		y += h + gap
	}
	sx := (game.ScreenW - wideButtonW) / 2
	u.buttons = append(u.buttons, &rowButton{Rect: image.Rect(sx, y, sx+wideButtonW, y+wideButtonH), Label: button,
		look:  buttonLook{idle: colButtonOn, hover: colButton, pressed: colHighlight, text: colText, textHover: colText, textPressed: colBackground},
		click: func() { u.pressed = true }})
	u.refresh(rows)
	return u
}

// refresh writes each row's current choice into its label.
func (u *rowsUI) refresh(rows []setupRow) {
	for i, l := range u.labels {
		r := rows[i]
		opt := r.options[r.at]
		if r.show != nil {
			opt = r.show(opt)
		}
		l.Label = r.label + ": " + opt
	}
}

// steer moves the chosen row *cur of n with ↑↓ and turns it with ←→
// through move.
func steer(in *game.Input, n int, cur *int, move func(row, d int)) {
	if in.Pressed(game.ActPanUp) {
		*cur = (*cur + n - 1) % n
	}
	if in.Pressed(game.ActPanDown) {
		*cur = (*cur + 1) % n
	}
	if in.Pressed(game.ActPanLeft) {
		move(*cur, -1)
	}
	if in.Pressed(game.ActPanRight) {
		move(*cur, 1)
	}
}

// update hands a click to the button under it and notes the pointer for
// drawing the buttons under it.
func (u *rowsUI) update(in *game.Input) {
	u.cursor, u.hover, u.down = in.Cursor, in.InWindow, in.Down()
	if !in.Click {
		return
	}
	for _, b := range u.buttons {
		if in.Cursor.In(b.Rect) {
			b.click()
			return
		}
	}
}

// draw draws the rows and buttons, with row cur outlined.
func (u *rowsUI) draw(screen *ebiten.Image, cur int) {
	for _, r := range u.rows {
		fillRect(screen, r, colPanel)
	}
	for _, l := range u.labels {
		centreText(screen, l.Label, u.face, l.Rect, colText)
	}
	for _, b := range u.buttons {
		fill, ink := b.look.idle, b.look.text
		if u.hover && u.cursor.In(b.Rect) {
			fill, ink = b.look.hover, b.look.textHover
			if u.down {
				fill, ink = b.look.pressed, b.look.textPressed
			}
		}
		fillRect(screen, b.Rect, fill)
		centreText(screen, b.Label, u.face, b.Rect, ink)
	}
	if cur >= 0 && cur < len(u.rows) {
		r := u.rows[cur]
		vector.StrokeRect(screen, float32(r.Min.X)-3, float32(r.Min.Y)-3, float32(r.Dx())+6, float32(r.Dy())+6, 2, colHighlight, false)
	}
}

// fillRect fills r on dst with c.
func fillRect(dst *ebiten.Image, r image.Rectangle, c color.Color) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
}

// centreText draws s centred in r, on whole pixels.
func centreText(dst *ebiten.Image, s string, face text.Face, r image.Rectangle, c color.Color) {
	w, h := text.Measure(s, face, 0)
	game.Text(dst, s, face, math.Floor(float64(r.Min.X)+(float64(r.Dx())-w)/2), math.Floor(float64(r.Min.Y)+(float64(r.Dy())-h)/2), c)
}
