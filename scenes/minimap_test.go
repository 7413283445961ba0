package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
)

// TestMinimapClickMovesCamera: a click on the minimap's corners brings
// the map's corners into view; a click off it is left to the battlefield.
func TestMinimapClickMovesCamera(t *testing.T) {
	s := atHumanTurn(t)
	f := s.sess.b.Field()
	r := s.mini.rect()
	if !s.mini.click(image.Pt(r.Max.X-1, r.Max.Y-1)) {
		t.Fatal("a click on the minimap's corner not taken")
	}
	if v := s.view.tiles(); v.X1 != f.W-1 || v.Y1 != f.H-1 {
		t.Errorf("after a click on the minimap's bottom right the view is %+v, want it to reach (%d, %d)", v, f.W-1, f.H-1)
	}
	s.mini.click(r.Min)
	if v := s.view.tiles(); v.X0 != 0 || v.Y0 != 0 {
		t.Errorf("after a click on the minimap's top left the view is %+v, want it from (0, 0)", v)
	}
	// The middle of the minimap centres the battlefield on the map's
	// middle.
	s.mini.click(image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2))
	w, h := s.view.worldSize()
	x, y := s.view.cam.WorldToScreen(float64(w)/2, float64(h)/2)
	if mx, my := float64(game.ScreenW)/2, float64(topH+game.ScreenH-bottomH)/2; (x-mx)*(x-mx)+(y-my)*(y-my) > 4*4 && w*int(s.view.cam.Zoom) > game.ScreenW {
		t.Errorf("the map's middle is drawn at (%g, %g), want the battlefield's (%g, %g)", x, y, mx, my)
	}
	if s.mini.click(image.Pt(r.Min.X-20, r.Min.Y-20)) {
		t.Error("a click off the minimap was taken")
	}
}

// TestMinimapShowsSeenUnits draws the battle and reads the minimap: each
// unit the viewer sees is a dot of its side's colour where it stands,
// and an enemy it does not see (and never saw) is not there.
func TestMinimapShowsSeenUnits(t *testing.T) {
	s := atHumanTurn(t)
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen)
	r := s.mini.rect()
	k := s.mini.scale(r)
	tile := float64(s.view.tile())
	at := func(x, y int) image.Point {
		return image.Pt(r.Min.X+int((float64(x)+0.5)*tile*k), r.Min.Y+int((float64(y)+0.5)*tile*k))
	}
	seen, unseen := 0, 0
	for _, u := range s.sess.b.Units() {
		if !u.Active {
			continue
		}
		p := at(u.Pos.X, u.Pos.Y)
		got := screen.At(p.X, p.Y)
		want := sideColour(u.Side)
		same := func() bool {
			r1, g1, b1, _ := got.RGBA()
			r2, g2, b2, _ := want.RGBA()
			return r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8
		}()
		foe := false // a unit of another side whose dot may cover this one's
		for _, o := range s.sess.b.Units() {
			d := at(o.Pos.X, o.Pos.Y).Sub(p)
			foe = foe || (o.Side != u.Side && o.Active && d.X*d.X+d.Y*d.Y <= 36)
		}
		switch {
		case s.visible(u.ID):
			seen++
			if !same && !foe {
				t.Errorf("%s (side %d), seen, is %v on the minimap at %v, want %v", u.Name, u.Side, got, p, want)
			}
		case len(s.sightings.markers(s.viewer)) == 0:
			unseen++
			near := false
			for _, o := range s.sess.b.Units() {
				d := at(o.Pos.X, o.Pos.Y).Sub(p)
				near = near || (o.ID != u.ID && s.visible(o.ID) && d.X*d.X+d.Y*d.Y <= 25)
			}
			if same && !near {
				t.Errorf("%s, unseen, shows on the minimap at %v", u.Name, p)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no unit seen: the test tells nothing")
	}
	t.Logf("%d units seen, %d unseen", seen, unseen)
	// An enemy seen before and lost: a ring of its side's colour where
	// it was last seen, in the minimap's empty corner.
	for _, u := range s.sess.b.Units() {
		if u.Active && !s.visible(u.ID) {
			f := s.sess.b.Field()
			last := u.Pos
			last.X, last.Y = f.W-2, f.H-2
			mark(t, s, s.viewer, rules.Marker{Unit: u.ID, Pos: last, Round: 1})
			s.Draw(screen)
			p := at(last.X, last.Y)
			ring := 0
			for y := p.Y - 6; y <= p.Y+6; y++ {
				for x := p.X - 6; x <= p.X+6; x++ {
					r1, g1, b1, _ := screen.At(x, y).RGBA()
					r2, g2, b2, _ := sideColour(u.Side).RGBA()
					if r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8 {
						ring++
					}
				}
			}
			if ring < 8 {
				t.Errorf("the last-seen ring of %s at %v has %d pixels of its colour", u.Name, p, ring)
			}
			return
		}
	}
}

// TestLogFolds: L steps the log from one line an action to every entry
// open, then folds it to a tab; a click on the tab unfolds it.
func TestLogFolds(t *testing.T) {
	s := &Battle{}
	s.logs.log.entries = []logEntry{{head: "Trooper: Move"}}
	s.logs.cycle()
	if !s.logs.all || s.logs.folded {
		t.Fatalf("after one L: full %v, folded %v", s.logs.all, s.logs.folded)
	}
	s.logs.cycle()
	r, rows := s.logs.layout()
	if !s.logs.folded || len(rows) != 0 || r != s.logs.lay.logTab() {
		t.Fatalf("after two: folded %v, %d rows in %v", s.logs.folded, len(rows), r)
	}
	if !s.logs.click(r.Min.Add(image.Pt(5, 5))) || s.logs.folded {
		t.Fatal("a click on the tab did not unfold the log")
	}
	if _, rows := s.logs.layout(); len(rows) != 1 {
		t.Fatalf("unfolded, the log has %d rows", len(rows))
	}
}

// TestMinimapHidesNoHover: the pointer on the minimap hovers no square of
// the battlefield under it.
func TestMinimapHidesNoHover(t *testing.T) {
	s := atHumanTurn(t)
	r := s.mini.rect()
	in := game.Input{Cursor: image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2), InWindow: true}
	s.view.updateHover(&in, s.mini.rect().Inset(-3))
	if s.view.hoverIn {
		t.Errorf("the pointer on the minimap hovers square %v", s.view.hover)
	}
	in.Cursor = image.Pt(r.Min.X-40, r.Min.Y-40)
	s.view.updateHover(&in, s.mini.rect().Inset(-3))
	if !s.view.hoverIn {
		t.Error("the pointer beside the minimap hovers no square")
	}
}
