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
	return l.update(l.res.pageInput(in))
}

// update is Update with the pointer on the page.
func (l *SavedList) update(in *game.Input) (game.Scene, error) {
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
	l.res.drawPage(screen, colBackground, l.drawOn)
}

// drawOn draws the page on a screen of game.ScreenW×game.ScreenH.
func (l *SavedList) drawOn(screen *ebiten.Image) {
	hint := "↑ ↓ pick · Enter or a click continues · Delete discards · Esc back"
	if l.armed != "" {
		hint = "Delete again discards the marked battle for good · ↑ ↓ or Esc keep it"
	}
	l.draw(screen, l.res.Fonts, "Saved battles", "No saved battles: leave a battle with Save and leave to keep one.",
		hint, l.err, l.armed, l.label)
}

// label is what the list says of the saved battle called name
// (savedAbout), or its name and "cannot be read" when it cannot be.
func (l *SavedList) label(name string) string {
	return l.labelOf(name, func(name string) string {
		if data, err := l.res.Saves.LoadBattle(name); err == nil {
			if about := savedAbout(name, data); about != "" {
				return about
			}
		}
		return name + " · cannot be read"
	})
}

// Export returns the scene's state.
func (l *SavedList) Export() any {
	return map[string]any{"scene": "saved", "names": l.names, "pick": l.pick, "armed": l.armed, "error": l.err}
}
