package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules/all"
	"sightline/rules/replay"
)

// ReplayList lists the kept replays, newest first: ↑ and ↓ (or the
// mouse) pick one, Enter or a click watches it, Esc goes back.
type ReplayList struct {
	res  *Resources
	back game.Scene
	rowPicker
	err string
}

// replayRows is how many replays the list shows at once.
const replayRows = 14

// NewReplayList returns the list of the replays in res.Replays; back is
// where Esc returns, and where a replay watched to its end returns.
func NewReplayList(res *Resources, back game.Scene) *ReplayList {
	l := &ReplayList{res: res, back: back}
	names, err := res.Replays.Replays()
	if err != nil {
		l.err = "replays: " + err.Error()
	}
	l.names = names
	return l
}

// rowRect is the screen rectangle of the list's k-th row shown.
func rowRect(k int) image.Rectangle {
	return image.Rect(game.ScreenW/2-260, 110+k*30, game.ScreenW/2+260, 110+k*30+26)
}

// rowPicker is a list of names shown replayRows at a time, one of them
// picked, with a cache of what each row says.
type rowPicker struct {
	names []string
	pick  int
	// labels caches each row's line, read the first time it is drawn.
	labels map[string]string
}

// labelOf returns what the row of name says, read reads it the first
// time.
//
// It is kept out of line: inlined into its callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (r *rowPicker) labelOf(name string, read func(name string) string) string {
	if lb, ok := r.labels[name]; ok {
		return lb
	}
	if r.labels == nil {
		r.labels = map[string]string{}
	}
	lb := read(name)
	r.labels[name] = lb
	return lb
}

// draw draws the list under its title: the rows shown with their labels
// (label), the picked one lit and the one named marked, if any, in red;
// empty when there are none; the hint under the rows, and err under it.
func (r *rowPicker) draw(screen *ebiten.Image, f *game.Fonts, title, empty, hint, err, marked string, label func(name string) string) {
	screen.Fill(colBackground)
	game.TextCentered(screen, title, f.Title, game.ScreenW/2, 60, colHighlight)
	if len(r.names) == 0 {
		game.TextCentered(screen, empty, f.Body, game.ScreenW/2, 130, colTextDim)
	}
	for k := 0; k < replayRows && r.first()+k < len(r.names); k++ {
		i := r.first() + k
		fill := colButton
		switch {
		case r.names[i] == marked:
			fill = colDanger
		case i == r.pick:
			fill = colButtonOn
		}
		flatButton(screen, rowRect(k), fit(label(r.names[i]), f.Body, float64(rowRect(k).Dx()-16)), f.Body, fill)
	}
	y := float64(rowRect(replayRows).Min.Y) + 10
	game.TextCentered(screen, hint, f.Body, game.ScreenW/2, y, colTextDim)
	if err != "" {
		game.TextCentered(screen, fit(err, f.Body, game.ScreenW-40), f.Body, game.ScreenW/2, y+28, colDanger)
	}
}

// first is the index of the first name shown: the picked one stays in
// sight.
func (r *rowPicker) first() int {
	return min(max(0, r.pick-replayRows+1), max(0, len(r.names)-replayRows))
}

// choose moves the pick with ↑ and ↓, and reports whether Enter, or a
// click on a row (which picks it), chose the picked name.
func (r *rowPicker) choose(in *game.Input) bool {
	switch {
	case in.Pressed(game.ActPanUp):
		r.pick = max(0, r.pick-1)
	case in.Pressed(game.ActPanDown):
		r.pick = min(len(r.names)-1, r.pick+1)
	}
	chosen := in.Pressed(game.ActConfirm)
	if in.Click {
		for k := 0; k < replayRows && r.first()+k < len(r.names); k++ {
			if in.Cursor.In(rowRect(k)) {
				r.pick, chosen = r.first()+k, true
			}
		}
	}
	return chosen
}

// Update moves the pick, watches the picked replay, or goes back.
func (l *ReplayList) Update(in *game.Input) (game.Scene, error) {
	return l.update(l.res.pageInput(in))
}

// update is Update with the pointer on the page.
func (l *ReplayList) update(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActBack) {
		return l.back, nil
	}
	if len(l.names) == 0 || !l.choose(in) {
		return l, nil
	}
	name := l.names[l.pick]
	data, err := l.res.Replays.LoadReplay(name)
	if err != nil {
		l.err = name + ": " + err.Error()
		return l, nil
	}
	f, err := replay.Parse(data)
	if err != nil {
		l.err = name + ": " + err.Error()
		return l, nil
	}
	s, err := WatchReplay(l.res, f, BattleConfig{}, l)
	if err != nil {
		l.err = name + ": " + err.Error()
		return l, nil
	}
	return s, nil
}

// Draw draws the list.
func (l *ReplayList) Draw(screen *ebiten.Image) {
	l.res.drawPage(screen, colBackground, l.drawOn)
}

// drawOn draws the page on a screen of game.ScreenW×game.ScreenH.
func (l *ReplayList) drawOn(screen *ebiten.Image) {
	l.draw(screen, l.res.Fonts, "Replays", "No replays kept yet: save one from a battle's results.",
		"↑ ↓ pick · Enter or a click watches · Esc back", l.err, "", l.label)
}

// label is what the list says of the replay called name: its ruleset,
// map, players and length, and when it was saved where its name says; or
// its name alone when it cannot be read.
func (l *ReplayList) label(name string) string {
	return l.labelOf(name, func(name string) string {
		data, err := l.res.Replays.LoadReplay(name)
		if err != nil {
			return name
		}
		f, err := replay.Parse(data)
		if err != nil {
			return name
		}
		rs := f.Ruleset
		if r, err := all.Registry().Get(f.Ruleset); err == nil {
			rs = r.Name()
		}
		about := fmt.Sprintf("%s on %s: %s · %d commands", rs, mapLabel(f.Map), playersLabel(f.Sides), len(f.Steps))
		if at, ok := savedAt(name); ok {
			about += " · " + at.Format("2 Jan 15:04")
		}
		return about
	})
}

// Export returns the scene's state.
func (l *ReplayList) Export() any {
	return map[string]any{"scene": "replays", "names": l.names, "pick": l.pick, "error": l.err}
}
