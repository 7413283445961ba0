package scenes

import (
	"fmt"
	"image"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
)

// KeyBindings is the settings' page of key bindings: every action a
// player may rebind with its keys. Enter (or a click) on an action waits
// for the next key and binds it to that action alone, taking it from the
// action that had it; Delete clears an action's keys, R puts every key
// back as it was. The arrows, Enter and Esc work here whatever they are
// bound to, so that no binding locks a player out. Each change takes
// effect at once (Resources.Keys is the game's keymap) and is kept with
// the settings.
type KeyBindings struct {
	res     *Resources
	back    game.Scene
	actions []game.Action
	cur     int
	// waiting is true while the next key pressed is bound to the
	// current action.
	waiting bool
	note    string
	err     string
}

// NewKeyBindings returns the key bindings page over back.
func NewKeyBindings(res *Resources, back game.Scene) *KeyBindings {
	if res.Keys == nil {
		res.Keys = game.DefaultKeymap()
	}
	return &KeyBindings{res: res, back: back, actions: game.Rebindable()}
}

// Rows of the page: two columns of keyRowsPerCol, each row keyRowH high.
const (
	keyRowsPerCol = 18
	keyRowH       = 22
	keyTop        = 92
	keyColW       = 430
)

// keyRow returns where action row i is drawn.
func keyRow(i int) image.Rectangle {
	x := 40 + (i/keyRowsPerCol)*(keyColW+20)
	y := keyTop + (i%keyRowsPerCol)*keyRowH
	return image.Rect(x, y, x+keyColW, y+keyRowH-2)
}

// pressedRaw reports whether key k was pressed this frame.
func pressedRaw(in *game.Input, k ebiten.Key) bool { return among(in.Keys, k) }

// Update waits for a key to bind, or moves between the actions, starts
// a binding, clears or resets, and goes back.
func (kb *KeyBindings) Update(in *game.Input) (game.Scene, error) {
	return kb.update(kb.res.pageInput(in))
}

// update is Update with the pointer on the page.
func (kb *KeyBindings) update(in *game.Input) (game.Scene, error) {
	if kb.waiting {
		for _, k := range in.Keys {
			kb.waiting = false
			if k == ebiten.KeyEscape {
				kb.note = ""
				return kb, nil
			}
			kb.bind(kb.actions[kb.cur], k)
			return kb, nil
		}
		return kb, nil
	}
	n := len(kb.actions)
	switch {
	case pressedRaw(in, ebiten.KeyEscape) || in.Pressed(game.ActBack) || in.Pressed(game.ActSettings):
		return kb.back, nil
	case pressedRaw(in, ebiten.KeyArrowUp) || in.Pressed(game.ActPanUp):
		kb.cur = (kb.cur + n - 1) % n
	case pressedRaw(in, ebiten.KeyArrowDown) || in.Pressed(game.ActPanDown):
		kb.cur = (kb.cur + 1) % n
	case pressedRaw(in, ebiten.KeyArrowLeft) || in.Pressed(game.ActPanLeft):
		kb.cur = max(0, kb.cur-keyRowsPerCol)
	case pressedRaw(in, ebiten.KeyArrowRight) || in.Pressed(game.ActPanRight):
		kb.cur = min(n-1, kb.cur+keyRowsPerCol)
	case pressedRaw(in, ebiten.KeyEnter) || in.Pressed(game.ActConfirm):
		kb.wait()
	case pressedRaw(in, ebiten.KeyDelete) || pressedRaw(in, ebiten.KeyBackspace):
		a := kb.actions[kb.cur]
		kb.res.Keys[a] = nil
		kb.note = a.Help() + " has no key now"
		kb.keep()
	case pressedRaw(in, ebiten.KeyR):
		kb.res.Keys.Reset()
		kb.note = "Every key is back as it was"
		kb.keep()
	case in.Click:
		for i := range kb.actions {
			if in.Cursor.In(keyRow(i)) {
				kb.cur = i
				kb.wait()
			}
		}
	}
	return kb, nil
}

// wait starts waiting for the key to bind to the current action.
func (kb *KeyBindings) wait() {
	kb.waiting = true
	kb.note = "Press the key for " + kb.actions[kb.cur].Help() + " (Esc: keep it as it is)"
}

// bind binds k to a alone, says which actions lost it, and keeps the
// bindings.
func (kb *KeyBindings) bind(a game.Action, k ebiten.Key) {
	took := kb.res.Keys.Bind(a, k)
	kb.note = fmt.Sprintf("%s: %s", game.KeyName(k), a.Help())
	for _, b := range took {
		kb.note += fmt.Sprintf(" · it was %s's", b.Help())
		if len(kb.res.Keys[b]) == 0 {
			kb.note += ", which has no key now"
		}
	}
	kb.keep()
}

// keep puts the bindings in the settings and saves them.
func (kb *KeyBindings) keep() {
	kb.res.Prefs.Keys = kb.res.Keys.Overrides()
	kb.err = ""
	if kb.res.Store != nil {
		if err := kb.res.Store.Save(kb.res.Prefs); err != nil {
			kb.err = "Not saved for the next time: " + err.Error()
		}
	}
}

// keysOf names action a's keys, "—" for none.
func (kb *KeyBindings) keysOf(a game.Action) string {
	var names []string
	for _, k := range kb.res.Keys[a] {
		names = append(names, game.KeyName(k))
	}
	if len(names) == 0 {
		return "—"
	}
	return strings.Join(names, ", ")
}

// Draw draws the actions with their keys, the current one lit, and what
// the last change did.
func (kb *KeyBindings) Draw(screen *ebiten.Image) {
	kb.res.drawPage(screen, colBackground, kb.drawOn)
}

// drawOn draws the page on a screen of game.ScreenW×game.ScreenH.
func (kb *KeyBindings) drawOn(screen *ebiten.Image) {
	screen.Fill(colBackground)
	f := kb.res.Fonts
	game.TextCentered(screen, "Key bindings", f.Banner, game.ScreenW/2, 44, colHighlight)
	def := game.DefaultKeymap()
	for i, a := range kb.actions {
		r := keyRow(i)
		fill := colPanel
		if i == kb.cur {
			fill = colButtonOn
		}
		vector.FillRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), fill, false)
		keys := kb.keysOf(a)
		col := colHighlight
		if slices.Equal(kb.res.Keys[a], def[a]) {
			col = colText
		}
		if i == kb.cur && kb.waiting {
			keys, col = "press a key…", colHighlight
		}
		game.Text(screen, fit(keys, f.Small, 110), f.Small, float64(r.Min.X)+6, float64(r.Min.Y)+3, col)
		game.Text(screen, fit(a.Help(), f.Small, float64(r.Dx())-130), f.Small, float64(r.Min.X)+122, float64(r.Min.Y)+3, colText)
	}
	y := float64(keyTop + keyRowsPerCol*keyRowH + 12)
	game.TextCentered(screen, "↑↓←→ choose · Enter or a click: bind a key · Delete: no key · R: every key as it was · Esc back", f.Body, game.ScreenW/2, y, colTextDim)
	if kb.note != "" {
		game.TextCentered(screen, fit(kb.note, f.Body, game.ScreenW-40), f.Body, game.ScreenW/2, y+26, colText)
	}
	if kb.err != "" {
		game.TextCentered(screen, kb.err, f.Body, game.ScreenW/2, y+50, colDanger)
	}
}

// Closing lets the scene under the settings (a battle) keep what it would
// lose (game.Closer).
func (kb *KeyBindings) Closing() error {
	if c, ok := kb.back.(game.Closer); ok {
		return c.Closing()
	}
	return nil
}

// Export returns the scene's state: each action's keys by action name.
func (kb *KeyBindings) Export() any {
	keys := map[string][]string{}
	for _, a := range kb.actions {
		names := []string{}
		for _, k := range kb.res.Keys[a] {
			names = append(names, k.String())
		}
		keys[a.String()] = names
	}
	return map[string]any{"scene": "keys", "row": kb.cur, "action": kb.actions[kb.cur].String(), "waiting": kb.waiting, "keys": keys, "note": kb.note, "error": kb.err}
}
