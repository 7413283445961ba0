package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
	"sightline/rules"
)

// budgetPart is one budget track as the unit panel shows it: its words
// and whether anything of it is left.
type budgetPart struct {
	text string
	left bool
}

// budgetParts lists a unit's budget tracks for its panel, in the
// ruleset's order: a track of one slot by its name alone ("Base", drawn
// struck through once spent), a larger one with what is left of it
// ("Ticks 5/8"), and a slot spent on something other than its own kind
// of action says what ("Base→Move": a Base traded down;
// rules.Track.SpentOn).
func budgetParts(u rules.Unit) []budgetPart {
	out := make([]budgetPart, 0, len(u.Budget))
	for _, b := range u.Budget {
		text := b.Name
		if b.SpentOn != "" {
			text += "→" + b.SpentOn
		}
		if b.Max != 1 || b.Value > 1 {
			text = fmt.Sprintf("%s %d/%d", text, b.Value, b.Max)
		}
		out = append(out, budgetPart{text: text, left: b.Value > 0})
	}
	return out
}

// budgetSummary is the budget in one line of words, for a tooltip: every
// track with what is left of it ("Base→Move 0/1 · Move 0/1").
func budgetSummary(u rules.Unit) string {
	words := make([]string, len(u.Budget))
	for i, b := range u.Budget {
		name := b.Name
		if b.SpentOn != "" {
			name += "→" + b.SpentOn
		}
		words[i] = fmt.Sprintf("%s %d/%d", name, b.Value, b.Max)
	}
	return strings.Join(words, " · ")
}

// drawBudgetLine draws a unit's budget at (x, y) within w pixels: what is
// left bright, what is spent dim and struck through, each part whole or
// not at all (an ellipsis says some did not fit).
func drawBudgetLine(dst *ebiten.Image, face text.Face, u rules.Unit, x, y, w float64) {
	sep, _ := text.Measure(" · ", face, 0)
	ell, _ := text.Measure("…", face, 0)
	parts := budgetParts(u)
	at := x
	for i, p := range parts {
		pw, _ := text.Measure(p.text, face, 0)
		room := x + w - at
		if i < len(parts)-1 {
			room -= ell // leave room to say the rest did not fit
		}
		if pw > room {
			game.Text(dst, "…", face, at, y, colTextDim)
			return
		}
		col := colTextDim
		if p.left {
			col = colText
		}
		game.Text(dst, p.text, face, at, y, col)
		if !p.left {
			_, ph := text.Measure(p.text, face, 0)
			vector.StrokeLine(dst, float32(at), float32(y+ph/2+1), float32(at+pw), float32(y+ph/2+1), 1, colTextDim, false)
		}
		at += pw
		if i < len(parts)-1 {
			game.Text(dst, " · ", face, at, y, colTextDim)
			at += sep
		}
	}
}
