package scenes

import (
	"image/color"

	"github.com/ebitenui/ebitenui"
	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// setupUI is the setup scene's widgets, built with ebitenui: per row a
// "<" button, the row's label and a ">" button, then the Start button.
type setupUI struct {
	root    *ebitenui.UI
	rows    []*widget.Container
	labels  []*widget.Text
	buttons []*widget.Button
	// start is set by the Start button's handler for Update to act on.
	start bool
}

// buttonImage is the ebitenui look of the theme's buttons.
func buttonImage(idle, hover, pressed color.Color) *widget.ButtonImage {
	return &widget.ButtonImage{
		Idle:    eimage.NewNineSliceColor(idle),
		Hover:   eimage.NewNineSliceColor(hover),
		Pressed: eimage.NewNineSliceColor(pressed),
	}
}

// newSetupUI lays the setup's widgets out in the middle of the screen.
func newSetupUI(s *Setup) *setupUI {
	u := &setupUI{}
	f := s.res.Fonts
	title := f.Title
	textCol := &widget.ButtonTextColor{Idle: colText, Hover: colHighlight, Pressed: colText}
	arrows := buttonImage(colButton, colButtonOn, colHighlight)
	column := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(12))),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
			HorizontalPosition: widget.AnchorLayoutPositionCenter,
			VerticalPosition:   widget.AnchorLayoutPositionCenter,
		})),
	)
	for i := range s.rows {
		row := i
		c := widget.NewContainer(
			widget.ContainerOpts.BackgroundImage(eimage.NewNineSliceColor(colPanel)),
			widget.ContainerOpts.Layout(widget.NewGridLayout(
				widget.GridLayoutOpts.Columns(3),
				widget.GridLayoutOpts.Stretch([]bool{false, true, false}, []bool{true}))),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(440, 44)),
		)
		arrow := func(label string, d int) *widget.Button {
			b := widget.NewButton(
				widget.ButtonOpts.Image(arrows),
				widget.ButtonOpts.Text(label, &title, textCol),
				widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(44, 44)),
				widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) {
					s.cur = row
					s.move(row, d)
				}),
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
		widget.ButtonOpts.Text("Start  (Enter)", &startFace, &widget.ButtonTextColor{Idle: colText, Hover: colText, Pressed: colBackground}),
		widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(260, 50),
			widget.WidgetOpts.LayoutData(widget.RowLayoutData{Position: widget.RowLayoutPositionCenter})),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { u.start = true }),
	)
	u.buttons = append(u.buttons, start)
	column.AddChild(start)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	root.AddChild(column)
	u.root = &ebitenui.UI{Container: root}
	u.refresh(s)
	return u
}

// refresh writes each row's current choice into its label.
func (u *setupUI) refresh(s *Setup) {
	for i, l := range u.labels {
		r := s.rows[i]
		l.Label = r.label + ": " + r.options[r.at]
	}
}
