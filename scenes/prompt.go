package scenes

import (
	"fmt"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/match"
)

// reactionPrompt is the screen's side of a prompt that is no turn (a
// defence, an opportunity): which answer Tab marked, whether the camera
// was brought to the prompt yet, and the hit chance each answer shows.
// Versions are one past the battle version they belong to (0: none).
type reactionPrompt struct {
	// shownV is the prompt the camera was last brought to.
	shownV uint64
	// sel is the answer Tab marked (-1: none), for the prompt selV.
	sel  int
	selV uint64
	// hit keeps the hit chance each answer shows at battle version hitV.
	hit  map[rules.Command]float64
	hitV uint64
}

// answerKeys is how many answers or action-bar buttons have a number
// key: 1 to 9, then 0 (game.ActSlot10).
const answerKeys = 10

// answerLabel is answer i's label: its number key (the first ten have
// one: 1 to 9, then 0) and its name.
func answerLabel(i int, name string) string {
	switch {
	case i < 9:
		return fmt.Sprintf("%d %s", i+1, name)
	case i == 9:
		return "0 " + name
	}
	return name
}

// promptAnswers returns the answers in legal to prompt pr: the commands
// of the unit it names, or of any unit when it names none.
func promptAnswers(legal []rules.Command, pr rules.Prompt) []rules.Command {
	var opts []rules.Command
	for _, c := range legal {
		if c.Unit == pr.Unit || pr.Unit == rules.NoUnit {
			opts = append(opts, c)
		}
	}
	return opts
}

// firstLook reports whether the prompt at battle version v is seen for
// the first time, and marks it seen.
func (rp *reactionPrompt) firstLook(v uint64) bool {
	if rp.shownV == v+1 {
		return false
	}
	rp.shownV = v + 1
	return true
}

// marked returns the answer Tab marked on the prompt at battle version v,
// or -1.
func (rp *reactionPrompt) marked(v uint64) int {
	if rp.selV != v+1 {
		return -1
	}
	return rp.sel
}

// choose reads the player's answer among opts, laid out by l, to the
// prompt at battle version v: Tab walks the answers and Enter sends the
// one marked, so that the keyboard reaches every answer, not only the
// first ten; the number keys (1 to 9, then 0) and a click send theirs.
func (rp *reactionPrompt) choose(in *game.Input, v uint64, opts []rules.Command, l promptLayout) (rules.Command, bool) {
	if rp.selV != v+1 {
		rp.sel, rp.selV = -1, v+1
	}
	if in.Pressed(game.ActNextTarget) {
		rp.sel = (rp.sel + 1) % len(opts)
	}
	if in.Pressed(game.ActConfirm) && rp.sel >= 0 && rp.sel < len(opts) {
		return opts[rp.sel], true
	}
	for i := range opts {
		if i < answerKeys && in.Pressed(game.Slot(i)) {
			return opts[i], true
		}
	}
	if in.Click {
		if i := l.at(in.Cursor); i >= 0 && i < len(opts) {
			return opts[i], true
		}
	}
	return rules.Command{}, false
}

// answerHit returns the hit chance an answer of a prompt shows in b: for
// a defence, the chance the pending attack hits if its target answers
// with c (the engine's DefenceOdds); for an opportunity taken (an
// overwatch shot, a reaction strike), the chance that attack hits (Odds);
// -1 when the engine does not price it. Kept per battle version, since
// the prompt is drawn every frame.
func (rp *reactionPrompt) answerHit(b rules.Battle, c rules.Command, defence bool) float64 {
	if rp.hitV != b.Version() || rp.hit == nil {
		rp.hit, rp.hitV = map[rules.Command]float64{}, b.Version()
	}
	// Keyed by the whole command: one Take Cover differs from another by
	// its square.
	if h, ok := rp.hit[c]; ok {
		return h
	}
	h := -1.0
	if defence {
		h = match.HitChance(b, c)
	} else if o, err := b.Odds(c); err == nil {
		h = o.Hit
	}
	rp.hit[c] = h
	return h
}

// forget forgets what it kept of the battle's versions, when the battle
// goes back to one it had (undo).
func (rp *reactionPrompt) forget() {
	rp.hit, rp.shownV = nil, 0
}
