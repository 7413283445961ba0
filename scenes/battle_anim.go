package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

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
	// seen tells, by unit id, whether the viewer sees the unit as shown:
	// set from the engine's sight when the screen catches up (see), then
	// by the events that play (a step the viewer saw shows its walker, one
	// it did not hides it); nil shows every unit.
	seen []bool
	// broken is brokenCovers' reused answer.
	broken []bool
}

// sync copies the engine's state.
func (s *shown) sync(b rules.Battle) {
	s.units = append(s.units[:0], b.Units()...)
	s.covers = append(s.covers[:0], b.Covers()...)
}

// see sets which units the viewer sees as shown from visible.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (s *shown) see(visible func(id int) bool) {
	s.seen = s.seen[:0]
	for i := range s.units {
		s.seen = append(s.seen, visible(i))
	}
}

// sees reports whether the viewer sees unit id as shown.
func (s *shown) sees(id int) bool {
	return s.seen == nil || id < 0 || id >= len(s.seen) || s.seen[id]
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
	ev rules.Event
	// seen is how the viewer perceived the event (rules.Perceive): an
	// event it did not see takes no time and shows nothing, sounds
	// nothing and follows no one; the parts of an event seen that name a
	// unit it does not see are not drawn.
	seen rules.Perceived
	// side is the side whose perception seen is (-1 for a viewer who
	// sees everything).
	side  int
	kind  rules.EventKind
	t, n  float64 // elapsed and total frames
	from  grid.Pos
	to    grid.Pos
	unit  int
	hit   bool
	begun bool
	// What the event showed the viewer, for --state's account (shownEvent):
	// the sounds and floaters it queued, the log lines it filed and
	// whether it moved the camera.
	sounds, floaters, logged int
	moved                    bool
}

// shownEvent is --state's account of one event the viewer's screen
// played, or that the log of a hotseat side not viewing filed: how that
// side perceived it and what it showed of it, so that tests can check
// that nothing follows an event a side did not perceive.
type shownEvent struct {
	// Side is the side whose screen played the event, or whose log
	// filed it while another side viewed (-1: a viewer who sees
	// everything).
	Side     int             `json:"side"`
	Kind     rules.EventKind `json:"kind"`
	How      string          `json:"how"`
	Sounds   int             `json:"sounds"`
	Floaters int             `json:"floaters"`
	Logged   int             `json:"logged"`
	Camera   bool            `json:"camera"`
}

// maxShownEvents bounds the account of events kept for --state.
const maxShownEvents = 4000

// floater is a non-blocking effect: a rising number or word, or a burst
// of chips or an impact, drawn until it expires.
type floater struct {
	wx, wy float64 // world pixels
	text   string
	col    color.RGBA
	effect assets.Effect
	sprite bool
	t, n   float64
}

// animQueue turns engine events into animations, one command's events at a
// time, and applies each event to the shown state when its animation ends.
type animQueue struct {
	items    []anim
	floaters []floater
	// sounds are the effect names to play this frame.
	sounds []string
	// onEvent is called once per event as it starts, for the combat log
	// and the camera; it notes in the anim what it logged and whether it
	// moved the camera.
	onEvent func(*anim)
	// played counts the sounds played and floated the floaters shown
	// since the battle began; shownEvents accounts for the events played
	// (the last maxShownEvents), for --state.
	played, floated int
	shownEvents     []shownEvent
	// side is the side whose perception the events pushed next are
	// (-1 for everything).
	side int
}

// everything returns the perception of an event by a viewer who sees it
// all (a replay watched, a battle of computer players).
func everything() rules.Perceived {
	return rules.Perceived{How: rules.Seen, Unit: true, Target: true}
}

// push queues the events of one command, as the viewer perceived each
// (seen[i] for ev[i]; nil when it sees everything). An event it did not
// see takes no frames: the screen passes over it at once.
func (q *animQueue) push(ev []rules.Event, seen []rules.Perceived, sh *shown) {
	for i, e := range ev {
		a := anim{ev: e, seen: everything(), side: q.side, kind: e.Kind, unit: e.Unit, from: e.From, to: e.To}
		if seen != nil {
			a.seen = seen[i]
		}
		if a.seen.How != rules.Seen {
			q.items = append(q.items, a)
			continue
		}
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
			ns, nf := len(q.sounds), len(q.floaters)
			q.begin(a, sh, tile)
			a.sounds, a.floaters = len(q.sounds)-ns, len(q.floaters)-nf
		}
		step := min(budget, a.n-a.t)
		a.t += step
		budget -= step
		if a.t >= a.n {
			ns, nf := len(q.sounds), len(q.floaters)
			q.finish(a, sh, tile)
			a.sounds += len(q.sounds) - ns
			a.floaters += len(q.floaters) - nf
			q.account(a)
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

// account notes what a played animation showed, for --state.
func (q *animQueue) account(a *anim) {
	q.floated += a.floaters
	q.note(shownEvent{Side: a.side, Kind: a.kind, How: a.seen.How.String(), Sounds: a.sounds, Floaters: a.floaters, Logged: a.logged, Camera: a.moved})
}

// note adds an event's account, keeping the last maxShownEvents.
//
// It is kept out of line: inlined into its callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (q *animQueue) note(e shownEvent) {
	if len(q.shownEvents) >= maxShownEvents {
		q.shownEvents = append(q.shownEvents[:0], q.shownEvents[len(q.shownEvents)-maxShownEvents/2:]...)
	}
	q.shownEvents = append(q.shownEvents, e)
}

// begin starts an animation: sounds, log and the shown state that changes
// at its start. An event the viewer did not see changes the shown state
// (the screen draws none of it) and shows nothing more.
func (q *animQueue) begin(a *anim, sh *shown, tile int) {
	if q.onEvent != nil {
		q.onEvent(a)
	}
	if a.seen.How != rules.Seen {
		q.unseen(a, sh)
		return
	}
	e := a.ev
	if e.Kind != rules.EvStep {
		a.seen = shownParts(a.seen, e, sh)
	}
	switch e.Kind {
	case rules.EvStep:
		if u := unitOf(sh, e.Unit); u != nil {
			// A walker comes into view from the square it steps off,
			// wherever the screen last showed it.
			u.Pos = e.From
			u.Facing = facingOf(e.From, e.To, u.Facing)
			if e.Unit < len(sh.seen) {
				sh.seen[e.Unit] = true
			}
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
		if a.seen.Target || e.Target == rules.NoUnit && a.seen.Unit {
			p := posOf(sh, e.Target, e.To)
			q.float(p, tile, fmt.Sprintf("-%d", e.Value), color.RGBA{0xff, 0x60, 0x50, 0xff})
		}
	case rules.EvCoverDamage:
		if e.Cover >= 0 && e.Cover < len(sh.covers) {
			sh.covers[e.Cover] = max(0, sh.covers[e.Cover]-e.Value)
		}
		q.burst(e.To, tile, assets.ChipsWood)
		q.float(e.To, tile, fmt.Sprintf("-%d SP", e.Value), color.RGBA{0xd8, 0xc0, 0x90, 0xff})
	case rules.EvCoverBroken:
		if e.Cover >= 0 && e.Cover < len(sh.covers) {
			sh.covers[e.Cover] = 0
		}
		q.burst(e.To, tile, assets.ChipsStone)
		q.float(e.To, tile, "cover broken", color.RGBA{0xff, 0xb0, 0x40, 0xff})
		q.sounds = append(q.sounds, "cover_break")
	case rules.EvStatusGained:
		if u := unitOf(sh, e.Unit); u != nil && e.Status != "" {
			if a.seen.Unit {
				q.float(u.Pos, tile, strings.ReplaceAll(e.Status, "_", " "), color.RGBA{0xf0, 0xe0, 0x70, 0xff})
			}
			if !among(u.Statuses, e.Status) {
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
		if u := unitOf(sh, e.Unit); u != nil && a.seen.Unit {
			q.float(u.Pos, tile, "jammed!", color.RGBA{0xff, 0x90, 0x40, 0xff})
		}
	case rules.EvUnitDown, rules.EvUnitDead:
		if u := unitOf(sh, e.Unit); u != nil && a.seen.Unit {
			word := "down"
			if e.Kind == rules.EvUnitDead {
				word = "killed"
			}
			q.float(u.Pos, tile, word, color.RGBA{0xff, 0x40, 0x40, 0xff})
		}
	}
}

// shownParts returns p, the viewer's perception of event e, with the
// units the screen does not show now taken out of it: a unit the viewer
// sees in the command (before it or at its end) but that is not drawn yet
// stands where the screen last left it, which may be a square the viewer
// never saw it on (an enemy that starts its turn out of sight and walks
// into view): no floater, tracer or impact is drawn there. A step is
// not passed through it: the step itself brings its walker into view.
func shownParts(p rules.Perceived, e rules.Event, sh *shown) rules.Perceived {
	if e.Unit != rules.NoUnit && !sh.sees(e.Unit) {
		p.Unit = false
	}
	if e.Target != rules.NoUnit && !sh.sees(e.Target) {
		p.Target = false
	}
	return p
}

// unseen applies to the shown state what an event the viewer did not
// see changes at its start, and shows nothing of it.
func (q *animQueue) unseen(a *anim, sh *shown) {
	e := a.ev
	switch e.Kind {
	case rules.EvStep:
		// A walker the viewer does not see step is out of its sight.
		if e.Unit >= 0 && e.Unit < len(sh.seen) {
			sh.seen[e.Unit] = false
		}
	}
	// Cover damage out of sight changes nothing shown: the viewer's side
	// learns it when it sees the section (rules.Knowledge), and the
	// screen draws the covers as it knows them.
}

// finish applies the end of an animation to the shown state: a shot's
// impact and its sound show where the viewer sees the unit shot at.
func (q *animQueue) finish(a *anim, sh *shown, tile int) {
	e := a.ev
	switch e.Kind {
	case rules.EvStep:
		if u := unitOf(sh, e.Unit); u != nil {
			u.Pos = e.To
		}
	case rules.EvShot:
		switch {
		case a.seen.How != rules.Seen || !a.seen.Target:
			// Where it struck, and whether it did, is out of sight.
		case a.hit:
			q.burst(a.to, tile, assets.Impact0)
			q.sounds = append(q.sounds, "hit")
		default:
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

// Floating texts' size in world pixels at zoom 1, as the Title font
// draws them (about), and how far one rises over its life.
const (
	floatLineH = 18.0
	floatRuneW = 9.0
	floatRise  = 24.0
)

// float starts a rising text over square p, stacked above every text
// still rising whose box it would overlap: texts rise together, so boxes
// apart at the start stay apart.
func (q *animQueue) float(p grid.Pos, tile int, s string, c color.RGBA) {
	x, y := float64(p.X*tile+tile/2), float64(p.Y*tile)
	for k := 0; k < 16 && q.crowded(x, y, s); k++ {
		y -= floatLineH
	}
	q.floaters = append(q.floaters, floater{wx: x, wy: y, text: s, col: c, n: floatFrames})
}

// crowded reports whether a text s starting at (x, y) would overlap a
// text floater where it is now.
func (q *animQueue) crowded(x, y float64, s string) bool {
	w := floatRuneW * float64(utf8.RuneCountInString(s))
	for _, f := range q.floaters {
		if f.sprite {
			continue
		}
		fw := floatRuneW * float64(utf8.RuneCountInString(f.text))
		fy := f.wy - f.t/f.n*floatRise
		if math.Abs(f.wx-x) < (w+fw)/2 && math.Abs(fy-y) < floatLineH {
			return true
		}
	}
	return false
}

// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (q *animQueue) burst(p grid.Pos, tile int, e assets.Effect) {
	q.floaters = append(q.floaters, floater{wx: float64(p.X*tile + tile/2), wy: float64(p.Y*tile + tile/2), effect: e, sprite: true, n: burstFrames})
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
		q.played++
	}
	q.sounds = q.sounds[:0]
}
