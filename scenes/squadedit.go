package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
)

// noUnit is a squad editor place's choice when it fields nobody.
const noUnit = "none"

// SquadEditor is the scene where a player builds a squad of their own for
// a side of the skirmish setup: maxOwnSquadUnits places, each empty
// or one of the ruleset's unit templates, chosen as the setup's rows are.
// Done (Enter, Esc or the button) hands the squad to the setup, which
// fields it and keeps it in the settings for the next time.
type SquadEditor struct {
	res   *Resources
	setup *Setup
	side  int
	// templates are the ruleset's units, by id.
	templates map[string]rules.Template
	rows      []setupRow
	cur       int
	err       string
	ui        *rowsUI
}

// NewSquadEditor returns the editor of side's squad (0 to 3) for setup,
// starting from units; templates are the ruleset's.
func NewSquadEditor(res *Resources, setup *Setup, side int, templates []rules.Template, units []string) *SquadEditor {
	e := &SquadEditor{res: res, setup: setup, side: side, templates: map[string]rules.Template{}}
	options := []string{noUnit}
	for _, t := range templates {
		options = append(options, t.ID)
		e.templates[t.ID] = t
	}
	for i := 0; i < maxOwnSquadUnits; i++ {
		at := 0
		if i < len(units) {
			at = max(0, indexOf(options, units[i]))
		}
		e.rows = append(e.rows, setupRow{label: fmt.Sprintf("Unit %d", i+1), options: options, at: at, show: e.unitName})
	}
	e.ui = newRowsUI(res, e.rows, 28, 7, func(row, d int) { e.cur = row; e.move(row, d) }, "Done  (Enter)")
	return e
}

// unitName is how a place names its choice: the unit's name and role.
func (e *SquadEditor) unitName(id string) string {
	if t, ok := e.templates[id]; ok {
		if strings.EqualFold(t.Name, t.Role) {
			return t.Name
		}
		return t.Name + " · " + t.Role
	}
	if id == noUnit {
		return "—"
	}
	return id
}

// units returns the squad the places describe, empty places left out.
func (e *SquadEditor) units() []string {
	var out []string
	for _, r := range e.rows {
		if id := r.options[r.at]; id != noUnit {
			out = append(out, id)
		}
	}
	return out
}

// move turns place row's choice d steps round.
func (e *SquadEditor) move(row, d int) {
	r := &e.rows[row]
	r.at = (r.at + d + len(r.options)) % len(r.options)
	e.err = ""
}

// Update changes the places, and hands the squad back to the setup on
// Enter, Esc or the button; a squad of nobody is refused.
func (e *SquadEditor) Update(in *game.Input) (game.Scene, error) {
	steer(in, len(e.rows), &e.cur, e.move)
	e.ui.update(in)
	e.ui.refresh(e.rows)
	done := in.Pressed(game.ActConfirm) || in.Pressed(game.ActBack) || e.ui.pressed
	e.ui.pressed = false
	if !done {
		return e, nil
	}
	units := e.units()
	if len(units) == 0 {
		e.err = "A squad needs at least one unit: ←→ puts one in a place."
		return e, nil
	}
	e.setup.ownSquadBuilt(e.side, units)
	return e.setup, nil
}

// Draw draws the places with the chosen one outlined, what the unit in it
// carries and its numbers, and the keys.
func (e *SquadEditor) Draw(screen *ebiten.Image) {
	sz := e.res.size()
	o := pageOrigin(sz)
	cx, oy := float64(sz.X)/2, float64(o.Y)
	screen.Fill(colBackground)
	f := e.res.Fonts
	game.TextCentered(screen, fmt.Sprintf("Side %d: a squad of your own", e.side+1), f.Banner, cx, oy+72, colHighlight)
	e.ui.refresh(e.rows)
	e.ui.draw(screen, e.cur)
	note, stats := "An empty place: ←→ puts a unit in it.", ""
	r := e.rows[e.cur]
	if t, ok := e.templates[r.options[r.at]]; ok {
		note, stats = fmt.Sprintf("%s (%s): %s", t.Name, t.Role, t.Kit), t.Stats
	}
	game.TextCentered(screen, note, f.Body, cx, oy+530, colText)
	game.TextCentered(screen, fit(stats, f.Small, game.ScreenW-40), f.Small, cx, oy+550, colTextDim)
	game.TextCentered(screen, "↑↓ choose a place · ←→ change it · Enter or Esc done", f.Body, cx, oy+572, colTextDim)
	if e.err != "" {
		game.TextCentered(screen, e.err, f.Body, cx, oy+602, colDanger)
	}
}

// Export returns the scene's state.
func (e *SquadEditor) Export() any {
	return map[string]any{"scene": "squad", "side": e.side + 1, "units": e.units(), "row": e.cur, "error": e.err}
}
