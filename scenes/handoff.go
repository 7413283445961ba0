package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
	"sightline/rules"
)

// handOffGuard is how many frames a hand-off ignores input for, so that a
// key or click the last player was still making does not skip it.
const handOffGuard = 20

// HandOff hides a hotseat battle while the screen passes from one player
// to the next: it names the side that decides next and draws nothing of
// the battlefield until that player confirms, so that neither player sees
// what only the other's units see. Confirming shows the battle through the
// new player's eyes.
type HandOff struct {
	res    *Resources
	battle *Battle
	side   int
	frames int
}

// newHandOff returns the hand-off of battle b to side.
func newHandOff(res *Resources, b *Battle, side int) *HandOff {
	return &HandOff{res: res, battle: b, side: side}
}

// Update shows the battle to the new side on Enter, Space or a click
// (after a short guard). To leave the battle, its player confirms the
// hand-off, then presses Esc there.
func (h *HandOff) Update(in *game.Input) (game.Scene, error) {
	return h.update(h.res.pageInput(in))
}

// update is Update with the pointer on the page.
func (h *HandOff) update(in *game.Input) (game.Scene, error) {
	h.frames++
	if h.frames <= handOffGuard {
		return h, nil
	}
	if in.Pressed(game.ActConfirm) || in.Click {
		h.battle.viewTo(h.side)
		return h.battle, nil
	}
	return h, nil
}

// Busy reports whether the hand-off still ignores input, so that scripts
// wait for it as they wait for an animation.
func (h *HandOff) Busy() bool { return h.frames <= handOffGuard }

// Draw covers the screen and names the player to take it.
func (h *HandOff) Draw(screen *ebiten.Image) {
	h.res.drawPage(screen, colBackground, h.drawOn)
}

// drawOn draws the page on a screen of game.ScreenW×game.ScreenH.
func (h *HandOff) drawOn(screen *ebiten.Image) {
	screen.Fill(colBackground)
	f := h.res.Fonts
	cx, cy := game.ScreenW/2, game.ScreenH/2
	r := image.Rect(cx-260, cy-110, cx+260, cy+110)
	panel(screen, r)
	vector.FillRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), 8, sideColour(h.side), false)
	title := fmt.Sprintf("Side %d, your turn", h.side+1)
	if h.battle.sess.b.Prompt().Kind != rules.PromptTurn {
		title = fmt.Sprintf("Side %d, you may react", h.side+1)
	}
	game.TextCentered(screen, title, f.Banner, float64(cx), float64(cy-55), sideColour(h.side))
	game.TextCentered(screen, fmt.Sprintf("Round %d · pass the screen to side %d's player; side %d must not look.", h.battle.sess.b.Round(), h.side+1, h.battle.viewer+1), f.Body, float64(cx), float64(cy), colText)
	game.TextCentered(screen, "Your units defend on their own with the engine's best answer;", f.Small, float64(cx), float64(cy+26), colTextDim)
	game.TextCentered(screen, "P on one of your units makes the game ask you instead.", f.Small, float64(cx), float64(cy+42), colTextDim)
	msg := "Enter or a click when ready"
	if h.frames <= handOffGuard {
		msg = "…"
	}
	game.TextCentered(screen, msg, f.Title, float64(cx), float64(cy+80), colHighlight)
}

// Closing saves the battle handed over (game.Closer).
func (h *HandOff) Closing() error { return h.battle.Closing() }

// Outcome reports the battle's result so far, for --state.
func (h *HandOff) Outcome() (over bool, winner, rounds int, hash string) {
	return h.battle.Outcome()
}

// Export returns the scene's state: the side the screen passes to and the
// side it passes from.
func (h *HandOff) Export() any {
	return map[string]any{"scene": "handoff", "side": h.side, "from": h.battle.viewer,
		"round": h.battle.sess.b.Round(), "ready": h.frames > handOffGuard}
}
