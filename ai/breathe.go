package ai

import "time"

// SetPause has the player call pause now and then during a long
// decision: about every breath of work it does between its questions to
// the battle. A browser build runs the computer player on the page's one
// thread, where a running goroutine is never interrupted, so a decision
// froze the page until it returned (issue #38); with a pause that sleeps,
// the page draws its frames meanwhile. The pauses change nothing the
// player decides. nil (the default) never pauses.
func (p *Utility) SetPause(pause func()) { p.pause, p.breathed = pause, time.Time{} }

// breath is how long the player works between pauses. The page's frame
// and the decision share one stretch of the page's thread when the
// pause ends as a frame begins, so the breath is short: 8 ms let the
// decision's share of a stretch reach 8 ms, while the decisions are a
// small part of a battle's time in the page (0.4 s of 50-70 s), which
// the extra pauses hardly lengthen (issue #38).
const breath = 4 * time.Millisecond

// breathe pauses when a breath of work has passed since the last pause
// (SetPause). It reads the clock every sixteenth call only: it is called
// in the scoring's loops.
func (p *Utility) breathe() {
	if p.pause == nil {
		return
	}
	p.breaths++
	if p.breaths&15 != 0 {
		return
	}
	p.breatheNow()
}

// breatheNow pauses when a breath of work has passed since the last pause
// or the decision's start, reading the clock whatever the count: the
// decision calls it between the steps of its preparation (the legal
// list, the view, the threat maps, the positions), each of which can
// take a breath or more with no call to breathe.
func (p *Utility) breatheNow() {
	if p.pause == nil {
		return
	}
	now := time.Now()
	if p.breathed.IsZero() {
		p.breathed = now
		return
	}
	if now.Sub(p.breathed) >= breath || p.breathless {
		p.pause()
		p.breathed = time.Now()
	}
}

// startBreath starts a decision's first breath now.
func (p *Utility) startBreath() {
	if p.pause != nil {
		p.breathed = time.Now()
	}
}
