package scenes

import (
	"runtime"
	"time"

	"sightline/rules"
)

// seat is the player of a human side: the battle scene fills its pending
// command from clicks and keys, and the match takes it on its next step.
type seat struct {
	pending *rules.Command
}

// Decide returns the command the player has chosen, if any.
func (s *seat) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	if s.pending == nil {
		return rules.Command{}, false, nil
	}
	c := *s.pending
	s.pending = nil
	c.Version = b.Version()
	return c, true, nil
}

// choose queues c for the next step.
func (s *seat) choose(c rules.Command) { s.pending = &c }

// decision is the result of one background decision.
type decision struct {
	version uint64
	c       rules.Command
	ok      bool
	err     error
}

// async runs a computer player's Decide on a copy of the battle in the
// background, so that a slow decision never stalls a frame. The inner
// player is asked exactly once per decision, as the simulator asks it, so
// the client and the simulator play the same battle.
type async struct {
	inner   rules.Player
	running bool
	version uint64
	done    chan decision
}

// newAsync wraps p. In the browser, where the page has one thread and a
// running goroutine is never interrupted, a computer player that can
// pause (ai.Utility.SetPause) sleeps a moment now and then during a
// decision, so that the page keeps drawing its frames (issue #38).
func newAsync(p rules.Player) *async {
	if pp, ok := p.(pauser); ok && runtime.GOOS == "js" {
		pp.SetPause(func() { time.Sleep(time.Millisecond) })
	}
	return &async{inner: p, done: make(chan decision, 1)}
}

// pauser is a player that can pause during a decision (newAsync).
type pauser interface{ SetPause(func()) }

// Decide starts a decision on a clone, or returns the finished one.
func (a *async) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	if !a.running {
		cp := b.Clone()
		if cp == nil {
			return a.inner.Decide(b, side)
		}
		a.running, a.version = true, b.Version()
		go func() {
			c, ok, err := a.inner.Decide(cp, side)
			a.done <- decision{version: cp.Version(), c: c, ok: ok, err: err}
		}()
		return rules.Command{}, false, nil
	}
	select {
	case d := <-a.done:
		a.running = false
		if d.version != b.Version() {
			// The battle moved on without this player; ask again.
			return rules.Command{}, false, nil
		}
		return d.c, d.ok, d.err
	default:
		return rules.Command{}, false, nil
	}
}
