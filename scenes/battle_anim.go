package scenes

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"sightline/assets"
	"sightline/rules"
	"sightline/rules/grid"
)

// Animation lengths at speed 1, in frames.
const (
	stepFrames  = 8
	shotFrames  = 10
	downFrames  = 16
	floatFrames = 50
	burstFrames = 18
)

// shown is what the screen shows of the battle: it lags the engine while
// the events of the last command play, and catches up when they end.
type shown struct {
	units  []rules.Unit
	covers []int
	// broken is brokenCovers' reused answer.
	broken []bool
}

// sync copies the engine's state.
func (s *shown) sync(b rules.Battle) {
	s.units = append(s.units[:0], b.Units()...)
	s.covers = append(s.covers[:0], b.Covers()...)
}

// brokenCovers returns which cover sections of f are broken as shown,
// for sight lines.
func (s *shown) brokenCovers(f *grid.Field) []bool {
	if len(s.broken) != len(s.covers) {
		s.broken = make([]bool, len(s.covers))
	}
	for i, v := range s.covers {
		s.broken[i] = v <= 0 && f.Covers[i].SP() > 0
	}
	return s.broken
}

// anim is one blocking animation: the queue plays them in order.
type anim struct {
	ev    rules.Event
	kind  rules.EventKind
	t, n  float64 // elapsed and total frames
	from  grid.Pos
	to    grid.Pos
	unit  int
	hit   bool
	begun bool
}

// floater is a non-blocking effect: a rising number or word, or a burst
// of chips or an impact, drawn until it expires.
type floater struct {
	wx, wy float64 // world pixels
	text   string
	col    color.RGBA
	effect assets.Effect
	sprite bool
	t, n   float64
	// unit is the unit the word is about, or NoUnit; the screen hides
	// words about units the viewer cannot see.
	unit int
}

// animQueue turns engine events into animations, one command's events at a
// time, and applies each event to the shown state when its animation ends.
type animQueue struct {
	items    []anim
	floaters []floater
	// sounds are the effect names to play this frame.
	sounds []string
	// onEvent is called once per event as it starts, for the combat log
	// and the camera.
	onEvent func(rules.Event)
}

// push queues the events of one command.
func (q *animQueue) push(ev []rules.Event, sh *shown) {
	for _, e := range ev {
		a := anim{ev: e, kind: e.Kind, unit: e.Unit, from: e.From, to: e.To}
		switch e.Kind {
		case rules.EvStep:
			a.n = stepFrames
		case rules.EvShot:
			a.n, a.hit = shotFrames, e.Hit
		case rules.EvUnitDown, rules.EvUnitDead:
			a.n = downFrames
		}
		q.items = append(q.items, a)
	}
}

// busy reports whether a blocking animation is still playing.
func (q *animQueue) busy() bool { return len(q.items) > 0 }

// skip finishes every queued animation at once.
func (q *animQueue) skip(sh *shown, tile int) {
	for q.busy() {
		q.update(1e9, sh, tile)
	}
	q.floaters = q.floaters[:0]
}

// update advances the animations by speed frames.
func (q *animQueue) update(speed float64, sh *shown, tile int) {
	budget := speed
	for len(q.items) > 0 && budget > 0 {
		a := &q.items[0]
		if !a.begun {
			a.begun = true
			q.begin(a, sh, tile)
		}
		step := min(budget, a.n-a.t)
		a.t += step
		budget -= step
		if a.t >= a.n {
			q.finish(a, sh, tile)
			q.items = q.items[1:]
			if a.n > 0 {
				// A blocking animation ends the frame's progress, so the
				// next one is seen starting.
				if speed < 1e8 {
					break
				}
			}
		}
	}
	live := q.floaters[:0]
	for _, f := range q.floaters {
		f.t += max(1, speed/2)
		if f.t < f.n {
			live = append(live, f)
		}
	}
	q.floaters = live
}

// begin starts an animation: sounds, log and the shown state that changes
// at its start.
func (q *animQueue) begin(a *anim, sh *shown, tile int) {
	if q.onEvent != nil {
		q.onEvent(a.ev)
	}
	e := a.ev
	switch e.Kind {
	case rules.EvStep:
		if u := unitOf(sh, e.Unit); u != nil {
			u.Facing = facingOf(e.From, e.To, u.Facing)
		}
		q.sounds = append(q.sounds, "step")
	case rules.EvFacing:
		if u := unitOf(sh, e.Unit); u != nil {
			u.Facing = facingOf(u.Pos, e.To, u.Facing)
		}
	case rules.EvShot:
		a.from, a.to = posOf(sh, e.Unit, e.From), posOf(sh, e.Target, e.To)
		if u := unitOf(sh, e.Unit); u != nil {
			u.Facing = facingOf(u.Pos, a.to, u.Facing)
		}
		q.sounds = append(q.sounds, "shot")
	case rules.EvDamage:
		p := posOf(sh, e.Target, e.To)
		q.float(e.Target, p, tile, fmt.Sprintf("-%d", e.Value), color.RGBA{0xff, 0x60, 0x50, 0xff})
	case rules.EvCoverDamage:
		if e.Cover >= 0 && e.Cover < len(sh.covers) {
			sh.covers[e.Cover] = max(0, sh.covers[e.Cover]-e.Value)
		}
		q.burst(e.To, tile, assets.ChipsWood)
		q.float(rules.NoUnit, e.To, tile, fmt.Sprintf("-%d SP", e.Value), color.RGBA{0xd8, 0xc0, 0x90, 0xff})
	case rules.EvCoverBroken:
		if e.Cover >= 0 && e.Cover < len(sh.covers) {
			sh.covers[e.Cover] = 0
		}
		q.burst(e.To, tile, assets.ChipsStone)
		q.float(rules.NoUnit, e.To, tile, "cover broken", color.RGBA{0xff, 0xb0, 0x40, 0xff})
		q.sounds = append(q.sounds, "cover_break")
	case rules.EvStatusGained:
		if u := unitOf(sh, e.Unit); u != nil && e.Status != "" {
			q.float(u.ID, u.Pos, tile, strings.ReplaceAll(e.Status, "_", " "), color.RGBA{0xf0, 0xe0, 0x70, 0xff})
			if !slices.Contains(u.Statuses, e.Status) {
				u.Statuses = append(u.Statuses, e.Status)
			}
		}
	case rules.EvStatusLost:
		if u := unitOf(sh, e.Unit); u != nil {
			out := u.Statuses[:0:0]
			for _, s := range u.Statuses {
				if s != e.Status {
					out = append(out, s)
				}
			}
			u.Statuses = out
		}
	case rules.EvJam:
		if u := unitOf(sh, e.Unit); u != nil {
			q.float(u.ID, u.Pos, tile, "jammed!", color.RGBA{0xff, 0x90, 0x40, 0xff})
		}
	case rules.EvUnitDown, rules.EvUnitDead:
		if u := unitOf(sh, e.Unit); u != nil {
			word := "down"
			if e.Kind == rules.EvUnitDead {
				word = "killed"
			}
			q.float(u.ID, u.Pos, tile, word, color.RGBA{0xff, 0x40, 0x40, 0xff})
		}
	}
}

// finish applies the end of an animation to the shown state.
func (q *animQueue) finish(a *anim, sh *shown, tile int) {
	e := a.ev
	switch e.Kind {
	case rules.EvStep:
		if u := unitOf(sh, e.Unit); u != nil {
			u.Pos = e.To
		}
	case rules.EvShot:
		if a.hit {
			q.burst(a.to, tile, assets.Impact0)
			q.sounds = append(q.sounds, "hit")
		} else {
			q.sounds = append(q.sounds, "miss")
		}
	case rules.EvUnitDown:
		if u := unitOf(sh, e.Unit); u != nil {
			u.Active = false
		}
	case rules.EvUnitDead:
		if u := unitOf(sh, e.Unit); u != nil {
			u.Active, u.Dead = false, true
		}
	}
}

func (q *animQueue) float(unit int, p grid.Pos, tile int, s string, c color.RGBA) {
	// Stack floaters that start on the same square.
	dy := 0.0
	for _, f := range q.floaters {
		if !f.sprite && f.t < 8 && int(f.wx)/tile == p.X {
			dy -= 12
		}
	}
	q.floaters = append(q.floaters, floater{wx: float64(p.X*tile + tile/2), wy: float64(p.Y*tile) + dy, text: s, col: c, n: floatFrames, unit: unit})
}

func (q *animQueue) burst(p grid.Pos, tile int, e assets.Effect) {
	q.floaters = append(q.floaters, floater{wx: float64(p.X*tile + tile/2), wy: float64(p.Y*tile + tile/2), effect: e, sprite: true, n: burstFrames, unit: rules.NoUnit})
}

// unitOf returns the shown unit with the id, or nil.
func unitOf(sh *shown, id int) *rules.Unit {
	if id < 0 || id >= len(sh.units) {
		return nil
	}
	return &sh.units[id]
}

// posOf returns the shown square of a unit, or fallback.
func posOf(sh *shown, id int, fallback grid.Pos) grid.Pos {
	if u := unitOf(sh, id); u != nil {
		return u.Pos
	}
	return fallback
}

// facingOf returns the facing from a towards b, or keep when they are the
// same square.
func facingOf(a, b grid.Pos, keep int) int {
	dx, dy := b.X-a.X, b.Y-a.Y
	switch {
	case dx == 0 && dy == 0:
		return keep
	case abs(dx) >= abs(dy) && dx > 0:
		return 1
	case abs(dx) >= abs(dy):
		return 3
	case dy < 0:
		return 0
	}
	return 2
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// playSounds plays the queued sound effects on p (nil is silent), and
// empties the queue of them.
func (q *animQueue) playSounds(p Player) {
	for _, n := range q.sounds {
		if p != nil {
			p.Play(n)
		}
	}
	q.sounds = q.sounds[:0]
}
