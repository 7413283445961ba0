package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// SavedList lists the saved battles, newest first: ↑ and ↓ (or the
// mouse) pick one, Enter or a click continues it, Delete twice discards
// it, Esc goes back. Each row tells the battle's map, players, how far it
// went and when it was first saved.
type SavedList struct {
	res  *Resources
	back game.Scene
	rowPicker
	err string
	// armed is the name Delete was pressed on once: a second Delete on it
	// discards it.
	armed string
	// labels caches each row's line, read from the save the first time
	// the row is drawn.
	labels map[string]string
}

// NewSavedList returns the list of the battles in res.Saves; back is where
// Esc returns, and where a battle continued from the list returns.
func NewSavedList(res *Resources, back game.Scene) *SavedList {
	l := &SavedList{res: res, back: back}
	l.read()
	return l
}

// read lists the saved battles again.
func (l *SavedList) read() {
	names, err := l.res.Saves.Battles()
	if err != nil {
		l.err = "saved battles: " + err.Error()
	}
	l.names = names
	l.pick = min(l.pick, max(0, len(names)-1))
}

// Update moves the pick, continues or discards the picked battle, or goes
// back.
func (l *SavedList) Update(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActBack) {
		return l.back, nil
	}
	if len(l.names) == 0 {
		return l, nil
	}
	play := l.choose(in)
	name := l.names[l.pick]
	if l.armed != name {
		l.armed = ""
	}
	if in.Pressed(game.ActDiscard) {
		if l.armed != name {
			l.armed = name
			return l, nil
		}
		if err := l.res.Saves.DropBattle(name); err != nil {
			l.err = name + ": not discarded: " + err.Error()
			return l, nil
		}
		l.armed, l.err = "", ""
		l.read()
		return l, nil
	}
	if !play {
		return l, nil
	}
	data, err := l.res.Saves.LoadBattle(name)
	if err != nil {
		l.err = name + ": " + err.Error()
		return l, nil
	}
	s, err := ResumeBattle(l.res, name, data, l.back)
	if err != nil {
		l.err = name + ": " + err.Error()
		return l, nil
	}
	return s, nil
}

// Draw draws the list.
func (l *SavedList) Draw(screen *ebiten.Image) {
	screen.Fill(colBackground)
	f := l.res.Fonts
	game.TextCentered(screen, "Saved battles", f.Title, game.ScreenW/2, 60, colHighlight)
	if len(l.names) == 0 {
		game.TextCentered(screen, "No saved battles: leave a battle with Save and leave to keep one.", f.Body, game.ScreenW/2, 130, colTextDim)
	}
	for k := 0; k < replayRows && l.first()+k < len(l.names); k++ {
		i := l.first() + k
		fill := colButton
		switch {
		case l.names[i] == l.armed:
			fill = colDanger
		case i == l.pick:
			fill = colButtonOn
		}
		flatButton(screen, rowRect(k), fit(l.label(l.names[i]), f.Body, float64(rowRect(k).Dx()-16)), f.Body, fill)
	}
	y := float64(rowRect(replayRows).Min.Y) + 10
	hint := "↑ ↓ pick · Enter or a click continues · Delete discards · Esc back"
	if l.armed != "" {
		hint = "Delete again discards the marked battle for good · ↑ ↓ or Esc keep it"
	}
	game.TextCentered(screen, hint, f.Body, game.ScreenW/2, y, colTextDim)
	if l.err != "" {
		game.TextCentered(screen, fit(l.err, f.Body, game.ScreenW-40), f.Body, game.ScreenW/2, y+28, colDanger)
	}
}

// label is what the list says of the saved battle called name
// (savedAbout), or its name and "cannot be read" when it cannot be.
func (l *SavedList) label(name string) string {
	if lb, ok := l.labels[name]; ok {
		return lb
	}
	if l.labels == nil {
		l.labels = map[string]string{}
	}
	lb := name + " · cannot be read"
	if data, err := l.res.Saves.LoadBattle(name); err == nil {
		if about := savedAbout(name, data); about != "" {
			lb = about
		}
	}
	l.labels[name] = lb
	return lb
}

// Export returns the scene's state.
func (l *SavedList) Export() any {
	return map[string]any{"scene": "saved", "names": l.names, "pick": l.pick, "armed": l.armed, "error": l.err}
}
