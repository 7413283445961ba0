package ai

import (
	"sort"

	"sightline/rules"
)

// lookahead refines the best moves for the hard level: each is played on
// the side's view of the battle (rules.Viewer; a clone where the battle
// gives none) and priced by the attacks that remain possible after it at
// enemies side already sees, so that a move keeps its promise (a run that
// forbids shooting, a square without a line of fire).
func (p *Utility) lookahead(t *turnCtx) {
	idx := make([]int, 0, len(p.cands))
	for i, s := range p.cands {
		if s.move {
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(a, b int) bool { return p.cands[idx[a]].score > p.cands[idx[b]].score })
	if len(idx) > p.w.Candidates {
		idx = idx[:p.w.Candidates]
	}
	side := t.v.side
	for _, i := range idx {
		p.breathe()
		c := t.command(p.cands[i].i)
		// On the side's view where the battle gives one, so that the
		// move is judged by what the side sees (issue #42).
		var nb rules.Battle
		if vw, ok := t.v.b.(rules.Viewer); ok {
			nb = vw.View(side)
		} else {
			nb = t.v.b.Clone()
		}
		if nb == nil {
			continue
		}
		ev, err := nb.Apply(c)
		if err != nil {
			p.cands[i].score -= 5
			continue
		}
		if rolled(ev) {
			// Something fired on the way; the copy's dice are the
			// battle's own, so what it rolled must not be read.
			p.cands[i].score -= 1
			continue
		}
		pr := nb.Prompt()
		if !stillTurn(pr, side, t.me.ID) {
			// The move provoked a reaction or ended the turn.
			if pr.Kind != rules.PromptTurn {
				p.cands[i].score -= 1
			}
			continue
		}
		best := p.bestRateOn(t, nb, nb.Legal(side), c.To)
		// The square's guess of shots this turn gives way to the real ones.
		if p.cands[i].ready {
			p.cands[i].score -= 0.7 * t.pos.offense(c.To) * p.w.Offense
		}
		p.cands[i].score += 0.7 * best
	}
}

// bestRetreat is the gain of the best move costing at most n from where
// the unit stands, judged as a place to end the turn.
// A square whose bound (positions.bound) gains no more than the best so
// far is not scored.
func bestRetreat(t *turnCtx, n int) float64 {
	best := 0.0
	here := t.pos.score(t.me.Pos, false)
	bounded := t.pos.canBound()
	at := runCursor{legal: t.legal, runs: t.runs}
	for i := range t.legal {
		if !t.moves[i] {
			continue
		}
		to, cost := at.moveAt(i)
		if cost > n {
			continue
		}
		if bounded && t.v.f.In(to) && !t.pos.known(to) && t.pos.bound(to, false)-here <= best {
			continue
		}
		best = max(best, t.pos.score(to, false)-here)
	}
	return best
}

// valueOf prices odds against target under weights w.
func valueOf(w *weights, v *view, target *rules.Unit, o rules.Odds) float64 {
	return (1 + w.Focus*(1-health(target))) * v.menace(target, w.Menace) * harmOf(w, o)
}

// strayHarm is the cost under w of an attack's chance to stray into the
// attacker's own side: the harm the attack does its target when it hits,
// done to an ally hit by a fresh roll (taken to hit a little more often
// than the shot that missed: without the modifier that made it miss).
func strayHarm(w *weights, o rules.Odds) float64 {
	if o.Stray == 0 || w.Stray == 0 {
		return 0
	}
	perHit := harmOf(w, o) / max(o.Hit, 0.05)
	return w.Stray * o.Stray * perHit * min(1, o.Hit+0.15)
}

// harmOf weighs an attack's odds by the weights' value of a takedown, of
// a point of damage and of the share of a turn it takes from the target.
func harmOf(w *weights, o rules.Odds) float64 {
	return w.Kill*o.Takedown + w.Damage*o.ExpectedDamage() + w.Hinder*o.Hinder
}
