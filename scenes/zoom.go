package scenes

import (
	"image"
	"math"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// fit tells the camera how far it may zoom out: to the zoom at which the
// whole map fits the battle's room, and where the map then goes.
func (v *viewport) fit() {
	w, h := v.worldSize()
	v.cam.Room = v.lay.room()
	v.cam.Fit = game.FitZoom(v.cam.Room, w, h)
}

// tileView is the first and last map tiles on the battlefield's part of
// the screen (between the top bar and the action bar, the whole width),
// both inclusive and within the map; --state exports it as state.view.
type tileView struct {
	X0 int `json:"x0"`
	Y0 int `json:"y0"`
	X1 int `json:"x1"`
	Y1 int `json:"y1"`
}

// tiles returns the tiles the battlefield shows, each at least in part.
func (v *viewport) tiles() tileView {
	f := v.field
	t := float64(v.tile())
	x0, y0 := v.cam.ScreenToWorld(image.Pt(0, topH))
	x1, y1 := v.cam.ScreenToWorld(image.Pt(v.lay.w(), v.lay.h()-bottomH))
	tile := func(v float64, n int) int { return max(0, min(n-1, int(math.Floor(v/t)))) }
	// The far edges are exclusive: a tile that starts on them is off.
	return tileView{tile(x0, f.W), tile(y0, f.H), tile(math.Nextafter(x1, math.Inf(-1)), f.W), tile(math.Nextafter(y1, math.Inf(-1)), f.H)}
}

// openView points the camera where the battle opens: on the unit whose
// turn it is when the viewer sees it, else on the middle of the viewer's
// own units (of the side whose turn it is, for a viewer of every side),
// never on empty ground while an unseen enemy takes the first turn.
func (s *Battle) openView() {
	pr := s.sess.b.Prompt()
	if pr.Unit >= 0 && pr.Unit < len(s.sh.units) && s.visible(pr.Unit) {
		s.centreOnActive(true)
		return
	}
	side := s.viewer
	if side < 0 {
		side = pr.Side
	}
	var sx, sy, n int
	for _, u := range s.sess.b.Units() {
		if u.Side == side && u.Active {
			sx, sy, n = sx+u.Pos.X, sy+u.Pos.Y, n+1
		}
	}
	if n > 0 {
		s.view.centreOn(grid.Pos{X: sx / n, Y: sy / n}, true)
	}
}

// centreOnActive centres the camera on the unit whose turn it is, when
// the side viewing the battle sees it: the camera never points at an
// enemy the viewer cannot see (issue #42, leak 4).
func (s *Battle) centreOnActive(force bool) {
	pr := s.sess.b.Prompt()
	if pr.Unit >= 0 && pr.Unit < len(s.sh.units) && s.visible(pr.Unit) {
		s.view.centreOn(s.sh.units[pr.Unit].Pos, force)
	}
}

// showAbovePrompt moves the camera so that the unit pr asks stands in the
// middle of the battlefield left above a prompt laid out as l, with the
// unit that provoked it when both fit there and the player sees it.
func (s *Battle) showAbovePrompt(pr rules.Prompt, l promptLayout) {
	if pr.Unit < 0 || pr.Unit >= len(s.sh.units) {
		return
	}
	t := float64(s.view.tile()) * s.view.cam.Zoom
	p := s.sh.units[pr.Unit].Pos
	x, y := float64(p.X), float64(p.Y)
	top, bottom := topH, l.panel().Min.Y
	if a := pr.Attacker; a >= 0 && a < len(s.sh.units) && s.visible(a) {
		q := s.sh.units[a].Pos
		if math.Abs(float64(q.Y-p.Y))*t <= float64(bottom-top)-2*t && math.Abs(float64(q.X-p.X))*t <= float64(s.view.lay.w()-logW)-2*t {
			x, y = (x+float64(q.X))/2, (y+float64(q.Y))/2
		}
	}
	w, h := s.view.worldSize()
	tw := float64(s.view.tile())
	s.view.cam.CentreOn(x*tw+tw/2, y*tw+tw/2, w, h)
	s.view.cam.Pan(0, float64(s.view.lay.h()/2-(top+bottom)/2), w, h)
}
