package scenes

import (
	"image"
	"image/color"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sightline/assets/palette"
	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// overlayKey is everything the cached overlay depends on.
type overlayKey struct {
	version  uint64
	selected int
	armed    string
	threat   bool
	human    bool
	viewer   int
	// window is the chunks of the overlay the screen shows: only they are
	// drawn, so a big map's overlay holds a few chunks, not the world.
	window image.Rectangle
}

// overlay is the selected unit's reach, its weapon's range bands and the
// threat map, drawn into one world-sized image only when they change.
type overlay struct {
	img        *game.Chunks
	key        overlayKey
	valid      bool
	empty      bool
	reachCount int
	fov        grid.FOV
	seen       []bool
	// fog is which squares the viewing side sees (seenBy's memory).
	fog []bool
}

func (o *overlay) init(mi *game.MapImage) {
	b := mi.Image.Bounds()
	o.img = game.NewChunks(b.Dx(), b.Dy())
}

// overlayFrame is what the overlay is drawn from in a frame: the
// engine's battle and the units as shown, the human's choosing, the
// viewport, the side viewing and what it sees, whether the threat map is
// on and whether a human's turn waits (human), and the labels' font.
type overlayFrame struct {
	b       rules.Battle
	units   []rules.Unit
	pick    *chooser
	view    *viewport
	viewer  int
	visible func(id int) bool
	threat  bool
	human   bool
	font    text.Face
}

// update redraws the overlay when its inputs changed.
func (o *overlay) update(fr *overlayFrame) {
	human := fr.human
	x0, y0 := fr.view.cam.ScreenToWorld(image.Point{})
	x1, y1 := fr.view.cam.ScreenToWorld(fr.view.lay.screen())
	view := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1)))
	k := overlayKey{version: fr.b.Version(), selected: fr.pick.selected, threat: fr.threat, human: human, viewer: fr.viewer, window: o.img.Span(view)}
	if sl := fr.pick.armedSlot(); sl != nil {
		k.armed = sl.key()
	}
	if o.valid && o.key == k {
		return
	}
	o.key, o.valid = k, true
	o.img.SetWindow(k.window)
	o.img.Clear()
	o.empty, o.reachCount = true, 0
	t := float32(fr.view.tile())
	o.drawFog(fr, t)
	if fr.threat {
		o.drawThreat(fr, t)
	}
	o.drawWatch(fr, t)
	if !human || fr.pick.selected < 0 {
		return
	}
	// Reach: each square by the cost of the cheapest move to it.
	cost := map[grid.Pos]int{}
	for _, c := range fr.pick.legal {
		if c.Unit != fr.pick.selected || c.Target != rules.NoUnit || !fr.pick.isMove(c.Unit, c.Action) {
			continue
		}
		if old, ok := cost[c.To]; !ok || c.Cost.N < old {
			cost[c.To] = c.Cost.N
		}
	}
	var levels []int
	for _, v := range cost {
		levels = append(levels, v)
	}
	sort.Ints(levels)
	rank := map[int]int{}
	for _, v := range levels {
		if _, ok := rank[v]; !ok {
			rank[v] = min(len(rank), len(colReach)-1)
		}
	}
	for p, v := range cost {
		o.img.FillRect(float32(p.X)*t+1, float32(p.Y)*t+1, t-2, t-2, colReach[rank[v]], false)
	}
	// The reach's rim, so that its edge reads where a band's colour is
	// the ground's (the yellow band on sand).
	if len(cost) > 0 {
		f := fr.b.Field()
		outline(o.img, f.W, f.H, t, func(x, y int) bool { _, ok := cost[grid.Pos{X: x, Y: y}]; return ok }, colReachRim)
	}
	o.reachCount = len(cost)
	if len(cost) > 0 {
		o.empty = false
	}
	// Range bands of the armed weapon, each labelled with its modifier.
	sl := fr.pick.armedSlot()
	rb, ok := fr.b.(rules.RangeBander)
	if sl == nil || !ok {
		return
	}
	bands := rb.RangeBands(fr.pick.selected, sl.weapon)
	if len(bands) == 0 {
		return
	}
	o.empty = false
	f := fr.b.Field()
	me := fr.units[fr.pick.selected].Pos
	band := func(p grid.Pos) int {
		if !f.In(p) {
			return -1
		}
		d := grid.Distance(me, p)
		for i, b := range bands {
			if d <= b.Max {
				return i
			}
		}
		return -1
	}
	last := bands[len(bands)-1].Max
	for y := max(0, me.Y-last); y <= min(f.H-1, me.Y+last); y++ {
		for x := max(0, me.X-last); x <= min(f.W-1, me.X+last); x++ {
			p := grid.Pos{X: x, Y: y}
			bi := band(p)
			if bi < 0 {
				continue
			}
			o.img.FillRect(float32(x)*t, float32(y)*t, t, t, colBand[bi%2], false)
			// Band borders on the east and south sides.
			if e := band(grid.Pos{X: x + 1, Y: y}); e != bi {
				o.img.StrokeLine(float32(x+1)*t, float32(y)*t, float32(x+1)*t, float32(y+1)*t, 1, colHighlight, false)
			}
			if sb := band(grid.Pos{X: x, Y: y + 1}); sb != bi {
				o.img.StrokeLine(float32(x)*t, float32(y+1)*t, float32(x+1)*t, float32(y+1)*t, 1, colHighlight, false)
			}
			// The outermost west and north borders; inner ones are drawn
			// as the neighbour's east and south sides.
			if w := band(grid.Pos{X: x - 1, Y: y}); w < 0 && x > 0 {
				o.img.StrokeLine(float32(x)*t, float32(y)*t, float32(x)*t, float32(y+1)*t, 1, colHighlight, false)
			}
			if n := band(grid.Pos{X: x, Y: y - 1}); n < 0 && y > 0 {
				o.img.StrokeLine(float32(x)*t, float32(y)*t, float32(x+1)*t, float32(y)*t, 1, colHighlight, false)
			}
		}
	}
	// Labels along the four axes, just inside each band's outer edge.
	for _, b := range bands {
		for _, d := range []grid.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
			p := grid.Pos{X: me.X + d.X*b.Max, Y: me.Y + d.Y*b.Max}
			if !f.In(p) {
				continue
			}
			x, y := float64(p.X)*float64(t)+2, float64(p.Y)*float64(t)+2
			o.img.FillRect(float32(x)-1, float32(y)-1, 24, 13, colPanel, false)
			o.img.Text(b.Label, fr.font, x+1, y-1, colHighlight)
		}
	}
}

// drawThreat tints every square that a visible enemy of the viewer could
// shoot: in its sight and within its threatReach.
func (o *overlay) drawThreat(fr *overlayFrame, t float32) {
	f := fr.b.Field()
	if len(o.seen) != f.W*f.H {
		o.seen = make([]bool, f.W*f.H)
	}
	clear(o.seen)
	me := fr.viewer
	if me < 0 {
		me = fr.b.Prompt().Side
	}
	for _, u := range fr.units {
		if !u.Active || u.Side == me || !fr.visible(u.ID) {
			continue
		}
		reach := threatReach(&u)
		if reach == 0 {
			continue
		}
		o.fov.Compute(f, u.Pos, reach)
		for y := max(0, u.Pos.Y-reach); y <= min(f.H-1, u.Pos.Y+reach); y++ {
			for x := max(0, u.Pos.X-reach); x <= min(f.W-1, u.Pos.X+reach); x++ {
				p := grid.Pos{X: x, Y: y}
				if o.fov.Visible(p) && grid.Distance(u.Pos, p) <= reach {
					o.seen[y*f.W+x] = true
				}
			}
		}
	}
	line := rgba(palette.Red, 0xd0)
	for i, v := range o.seen {
		if v {
			x, y := i%f.W, i/f.W
			o.img.FillRect(float32(x)*t, float32(y)*t, t, t, colThreat, false)
			o.empty = false
		}
	}
	// The threatened area's rim, so that it reads on red roofs and brown
	// ground as on grass.
	outline(o.img, f.W, f.H, t, func(x, y int) bool { return o.seen[y*f.W+x] }, line)
}

// outline strokes, on tiles of t pixels, the edges between squares in an
// area (in(x, y)) and squares out of it or off the w×h map.
func outline(img *game.Chunks, w, h int, t float32, in func(x, y int) bool, col color.RGBA) {
	at := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < h && in(x, y) }
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if !in(x, y) {
				continue
			}
			px, py := float32(x)*t, float32(y)*t
			if !at(x+1, y) {
				img.StrokeLine(px+t-1, py, px+t-1, py+t, 2, col, false)
			}
			if !at(x-1, y) {
				img.StrokeLine(px+1, py, px+1, py+t, 2, col, false)
			}
			if !at(x, y+1) {
				img.StrokeLine(px, py+t-1, px+t, py+t-1, 2, col, false)
			}
			if !at(x, y-1) {
				img.StrokeLine(px, py+1, px+t, py+1, 2, col, false)
			}
		}
	}
}

// threatReach is the farthest a unit can attack with a weapon it still
// has, jammed or not (a jam is cleared in a turn): the longer of each
// weapon's listed range and its MaxRange, the end of its last range band.
func threatReach(u *rules.Unit) int {
	reach := 0
	for _, w := range u.Weapons {
		if !w.Gone {
			reach = max(reach, w.Range, w.MaxRange)
		}
	}
	return reach
}

// humanTurn reports whether the battle waits on a human's ordinary turn
// and the screen has caught up with it.
func (s *Battle) humanTurn() bool {
	if s.q.busy() || !s.synced {
		return false
	}
	if over, _ := s.sess.b.Over(); over {
		return false
	}
	pr := s.sess.b.Prompt()
	return pr.Kind == rules.PromptTurn && pr.Side >= 0 && pr.Side < len(s.sess.seats) && s.sess.seats[pr.Side] != nil && s.pick.legalV == s.sess.b.Version() && s.pick.legal != nil
}

// watchAlpha and suppressAlpha are the opacities of an overwatch arc's
// tint and of a suppressed square's.
const (
	watchAlpha    = 0x30
	suppressAlpha = 0x58
)

// drawWatch tints the areas visible units hold under overwatch in their
// side's colour, outlined, so a player sees where moving draws fire, and
// draws each suppression as a line of fire to the suppressed unit.
func (o *overlay) drawWatch(fr *overlayFrame, t float32) {
	aw, ok := fr.b.(rules.AreaWatcher)
	if !ok {
		return
	}
	for _, a := range aw.Areas() {
		if !fr.visible(a.Unit) {
			continue
		}
		in := map[grid.Pos]bool{}
		for _, p := range a.Squares {
			in[p] = true
		}
		// A faint tint (premultiplied: the colour scaled with its alpha,
		// so the cover under it still reads) inside a solid outline.
		fill, line := rgba(palette.SideColor(a.Side), watchAlpha), sideColour(a.Side)
		if a.Kind == "suppression" {
			// A line of fire from the suppressor to the pinned unit.
			from := fr.units[a.Unit].Pos
			for _, p := range a.Squares {
				o.img.StrokeLine((float32(from.X)+0.5)*t, (float32(from.Y)+0.5)*t, (float32(p.X)+0.5)*t, (float32(p.Y)+0.5)*t, 2, line, false)
			}
			fill = rgba(palette.SideColor(a.Side), suppressAlpha)
		}
		for _, p := range a.Squares {
			o.img.FillRect(float32(p.X)*t, float32(p.Y)*t, t, t, fill, false)
		}
		f := fr.b.Field()
		outline(o.img, f.W, f.H, t, func(x, y int) bool { return in[grid.Pos{X: x, Y: y}] }, line)
		if len(a.Squares) > 0 {
			o.empty = false
		}
	}
}
