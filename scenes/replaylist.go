package scenes

import (
	"fmt"
	"image"
	"strings"

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
	// labels caches what each row shown says of its replay, read from
	// the replay's header the first time the row is drawn.
	labels map[string]string
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
// picked.
type rowPicker struct {
	names []string
	pick  int
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
	screen.Fill(colBackground)
	f := l.res.Fonts
	game.TextCentered(screen, "Replays", f.Title, game.ScreenW/2, 60, colHighlight)
	if len(l.names) == 0 {
		game.TextCentered(screen, "No replays kept yet: save one from a battle's results.", f.Body, game.ScreenW/2, 130, colTextDim)
	}
	for k := 0; k < replayRows && l.first()+k < len(l.names); k++ {
		i := l.first() + k
		fill := colButton
		if i == l.pick {
			fill = colButtonOn
		}
		flatButton(screen, rowRect(k), fit(l.label(l.names[i]), f.Body, float64(rowRect(k).Dx()-16)), f.Body, fill)
	}
	y := float64(rowRect(replayRows).Min.Y) + 10
	game.TextCentered(screen, "↑ ↓ pick · Enter or a click watches · Esc back", f.Body, game.ScreenW/2, y, colTextDim)
	if l.err != "" {
		game.TextCentered(screen, fit(l.err, f.Body, game.ScreenW-40), f.Body, game.ScreenW/2, y+28, colDanger)
	}
}

// label is what the list says of the replay called name: its ruleset,
// map and players, and the start of its final hash to tell two apart; or
// its name alone when it cannot be read.
func (l *ReplayList) label(name string) string {
	if lb, ok := l.labels[name]; ok {
		return lb
	}
	if l.labels == nil {
		l.labels = map[string]string{}
	}
	lb := name
	if data, err := l.res.Replays.LoadReplay(name); err == nil {
		if f, err := replay.Parse(data); err == nil {
			rs := f.Ruleset
			if r, err := all.Registry().Get(f.Ruleset); err == nil {
				rs = r.Name()
			}
			lb = fmt.Sprintf("%s on %s: %s · %.8s", rs, mapLabel(f.Map), strings.Join(f.Sides, " vs "), f.Final)
		}
	}
	l.labels[name] = lb
	return lb
}

// Export returns the scene's state.
func (l *ReplayList) Export() any {
	return map[string]any{"scene": "replays", "names": l.names, "pick": l.pick, "error": l.err}
}
