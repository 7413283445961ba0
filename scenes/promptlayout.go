package scenes

import (
	"image"
	"sort"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sightline/assets"
	"sightline/rules"
)

// Answer buttons of a reaction prompt: at least promptMinW wide, at most
// promptMaxW (five of them to a row fit the screen), one line for the name
// and one for the cost and hit chance (promptLineH each), a promptGap
// between them.
const (
	promptMinW  = 128
	promptMaxW  = 180
	promptLineH = 16
	promptGap   = 6
	promptPad   = 4
)

// promptLayout is where a reaction prompt's answers go: n of them, cols to
// a row, each w wide with its name on lines lines, so that no name is cut.
type promptLayout struct {
	n, cols, w, lines int
	// lay is the battle screen's layout, whose action bar the prompt
	// stands on.
	lay hudLayout
}

// promptCols returns how many answers a row of a prompt with n answers
// holds: three for up to six, then as many as keep the answers to two
// rows, up to five, so that a defence with ten answers leaves the
// battlefield above it (the attacker with the defender) in sight.
func promptCols(n int) int {
	return min(max(3, (n+1)/2), 5)
}

// layPrompt lays out n answers whose labels (number and name) need need
// pixels of text beside the icon: the buttons grow to fit the widest
// label up to promptMaxW, and a label still wider wraps onto a second
// line of its button.
func layPrompt(n int, need float64) promptLayout {
	l := promptLayout{n: n, cols: promptCols(n), w: promptMinW, lines: 1}
	textW := func(w int) float64 { return float64(w) - assets.IconSize - 3*promptPad }
	for l.w < promptMaxW && textW(l.w) < need {
		l.w++
	}
	if textW(l.w) < need {
		l.lines = 2
	}
	return l
}

// withLayout returns l standing on the action bar of a battle screen
// laid out as lay.
func (l promptLayout) withLayout(lay hudLayout) promptLayout {
	l.lay = lay
	return l
}

// height is an answer button's height.
func (l promptLayout) height() int { return (l.lines+1)*promptLineH + promptPad + 2 }

// panel returns the prompt's panel, standing on the bottom panel, so that
// the battlefield above it (where the camera brings the prompted unit)
// stays in sight.
func (l promptLayout) panel() image.Rectangle {
	rows := (l.n + l.cols - 1) / l.cols
	half := (l.cols*(l.w+8) - 8 + 24) / 2
	bottom := l.lay.h() - bottomH - 6
	cx := l.lay.w() / 2
	return image.Rect(cx-half, bottom-66-rows*(l.height()+promptGap), cx+half, bottom)
}

// rect returns where answer i is drawn.
func (l promptLayout) rect(i int) image.Rectangle {
	p := l.panel()
	x := p.Min.X + 12 + (i%l.cols)*(l.w+8)
	y := p.Min.Y + 56 + (i/l.cols)*(l.height()+promptGap)
	return image.Rect(x, y, x+l.w, y+l.height())
}

// at returns the answer under p, or -1.
func (l promptLayout) at(p image.Point) int {
	for i := 0; i < l.n; i++ {
		if p.In(l.rect(i)) {
			return i
		}
	}
	return -1
}

// textWidth returns the pixels a label needs in face.
func textWidth(s string, face text.Face) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}

// promptShown returns the answers of prompt pr as the prompt shows them
// and the keys pick them, and their layout: a defence's answers ordered by
// the chance the attack then hits, lowest first (answers the engine does
// not price after them, each group in the engine's order), any other
// prompt's in the engine's order.
func (s *Battle) promptShown(pr rules.Prompt) ([]rules.Command, promptLayout) {
	opts := promptAnswers(s.pick.legal, pr)
	if pr.Kind == rules.PromptDefend {
		hit := make([]float64, len(opts))
		idx := make([]int, len(opts))
		for i, c := range opts {
			hit[i], idx[i] = s.prompt.answerHit(s.sess.b, c, true), i
		}
		sort.SliceStable(idx, func(a, b int) bool {
			ha, hb := hit[idx[a]], hit[idx[b]]
			if (ha < 0) != (hb < 0) {
				return hb < 0
			}
			return ha < hb
		})
		sorted := make([]rules.Command, len(opts))
		for k, i := range idx {
			sorted[k] = opts[i]
		}
		opts = sorted
	}
	need := 0.0
	for i, c := range opts {
		need = max(need, textWidth(answerLabel(i, s.answerName(c)), s.res.Fonts.Small))
	}
	return opts, layPrompt(len(opts), need).withLayout(s.view.lay)
}
