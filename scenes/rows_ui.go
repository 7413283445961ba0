package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"

	"github.com/ebitenui/ebitenui"
	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// rowsUI is a column of choices built with ebitenui, as the setup and
// settings scenes show them: per row a "<" button, the row's label and a
// ">" button, then one wide button (Start, Back).
type rowsUI struct {
	root    *ebitenui.UI
	rows    []*widget.Container
	labels  []*widget.Text
	buttons []*widget.Button
	// pressed is set by the wide button's handler for Update to act on.
	pressed bool
}

// buttonImage is the ebitenui look of the theme's buttons.
func buttonImage(idle, hover, pressed color.Color) *widget.ButtonImage {
	return &widget.ButtonImage{
		Idle:    eimage.NewNineSliceColor(idle),
		Hover:   eimage.NewNineSliceColor(hover),
		Pressed: eimage.NewNineSliceColor(pressed),
	}
}

// newRowsUI lays the rows' widgets out in the middle of the screen, each
// rowH pixels high (at least: the text may need more) and gap apart; pick
// is called with a row and -1 or 1 when its arrow is clicked, and button
// labels the wide button.
func newRowsUI(res *Resources, rows []setupRow, rowH, gap int, pick func(row, d int), button string) *rowsUI {
	u := &rowsUI{}
	f := res.Fonts
	title := f.Title
	textCol := &widget.ButtonTextColor{Idle: colText, Hover: colHighlight, Pressed: colText}
	arrows := buttonImage(colButton, colButtonOn, colHighlight)
	column := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(gap))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
			HorizontalPosition: widget.AnchorLayoutPositionCenter,
			VerticalPosition:   widget.AnchorLayoutPositionCenter,
		})),
	)
	for i := range rows {
		row := i
		c := widget.NewContainer(
			widget.ContainerOpts.BackgroundImage(eimage.NewNineSliceColor(colPanel)),
			widget.ContainerOpts.Layout(widget.NewGridLayout(
				widget.GridLayoutOpts.Columns(3),
				widget.GridLayoutOpts.Stretch([]bool{false, true, false}, []bool{true}))),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(440, rowH)),
		)
		arrow := func(label string, d int) *widget.Button {
			b := widget.NewButton(
				widget.ButtonOpts.Image(arrows),
				widget.ButtonOpts.Text(label, &title, textCol),
				widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(rowH, rowH)),
				widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { pick(row, d) }),
			)
			u.buttons = append(u.buttons, b)
			return b
		}
		c.AddChild(arrow("<", -1))
		label := widget.NewText(
			widget.TextOpts.Text("", &title, colText),
			widget.TextOpts.Position(widget.TextPositionCenter, widget.TextPositionCenter),
		)
		c.AddChild(label)
		c.AddChild(arrow(">", 1))
		column.AddChild(c)
		u.rows = append(u.rows, c)
		u.labels = append(u.labels, label)
	}
	startFace := text.Face(title)
	start := widget.NewButton(
		widget.ButtonOpts.Image(buttonImage(colButtonOn, colButton, colHighlight)),
		widget.ButtonOpts.Text(button, &startFace, &widget.ButtonTextColor{Idle: colText, Hover: colText, Pressed: colBackground}),
		widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(260, 50),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Position: widget.RowLayoutPositionCenter})),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { u.pressed = true }),
	)
	u.buttons = append(u.buttons, start)
	column.AddChild(start)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	root.AddChild(column)
	u.root = &ebitenui.UI{Container: root}
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

// update hands a scripted or touch click to the button under it (the
// widgets read the mouse themselves), and runs the widgets one frame.
func (u *rowsUI) update(in *game.Input) {
	if in.Click && in.Synthetic {
		for _, b := range u.buttons {
			if in.Cursor.In(b.GetWidget().Rect) {
				b.Click()
			}
		}
	}
	u.root.Update()
}

// draw draws the widgets with row cur outlined.
func (u *rowsUI) draw(screen *ebiten.Image, cur int) {
	u.root.Draw(screen)
	if cur >= 0 && cur < len(u.rows) {
		r := u.rows[cur].GetWidget().Rect
		vector.StrokeRect(screen, float32(r.Min.X)-3, float32(r.Min.Y)-3, float32(r.Dx())+6, float32(r.Dy())+6, 2, colHighlight, false)
	}
}
