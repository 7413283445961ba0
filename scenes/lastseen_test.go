package scenes

import (
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// TestLastSeen: a side remembers the square of every enemy it sees; an
// enemy it saw but sees no more is drawn faded where it was last seen
// (with the round), and is forgotten once one of the side's units stands
// next to that square.
func TestLastSeen(t *testing.T) {
	s := atHumanTurn(t)
	side := s.viewer
	hidden := -1
	for _, u := range s.sess.b.Units() {
		if u.Side == side || !u.Active {
			continue
		}
		g, ok := s.sightings.of(side).Last(u.ID)
		if s.visibleTo(side, u.ID) && (!ok || g.Pos != u.Pos) {
			t.Errorf("%s is in sight at %v but remembered at %v (%v)", u.Name, u.Pos, g.Pos, ok)
		}
		if !s.visibleTo(side, u.ID) && hidden < 0 {
			hidden = u.ID
		}
	}
	if hidden < 0 {
		t.Skip("every enemy is in sight at the human's first turn")
	}
	// An empty square three to the right of the selected unit, on the
	// screen, as where the hidden enemy was last seen.
	me := s.sess.b.Units()[s.sess.b.Prompt().Unit]
	at := me.Pos.Add(grid.Pos{X: 3})
	for _, u := range s.sess.b.Units() {
		if u.Pos == at {
			t.Skipf("%v is taken", at)
		}
	}
	s.view.centreOn(me.Pos, true)
	draw := func() []byte {
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		x, y := s.view.tileCentre(at)
		half := int(float64(s.view.tile()) * s.view.cam.Zoom / 2)
		px := make([]byte, 4*4*half*half)
		screen.SubImage(image.Rect(int(x)-half, int(y)-half, int(x)+half, int(y)+half)).(*ebiten.Image).ReadPixels(px)
		return px
	}
	before := draw()
	mark(t, s, side, rules.Marker{Unit: hidden, Pos: at, Round: 1})
	after := draw()
	changed := 0
	for i := 0; i < len(before); i += 4 {
		if before[i] != after[i] || before[i+1] != after[i+1] || before[i+2] != after[i+2] {
			changed++
		}
	}
	if changed < 40 {
		t.Errorf("the last-seen marker changed %d pixels of its square", changed)
	}
	name := s.sess.b.Units()[hidden].Name
	if got := s.sightings.at(at, s.viewer, s.sh.units, s.visible); len(got) != 1 || got[0] != name+" last seen here in round 1" {
		t.Errorf("the square's tooltip says %q", got)
	}
	// A unit of the side next to the square finds nobody: forgotten.
	mark(t, s, side, rules.Marker{Unit: hidden, Pos: me.Pos.Add(grid.Pos{X: 1}), Round: 1})
	s.noteSightings()
	if _, ok := s.sightings.of(side).Last(hidden); ok {
		t.Error("a sighting next to the side's own unit was kept")
	}
}

// mark gives side's knowledge the marker m, as a save that kept it
// restores it (rules.RestoreKnowledge).
func mark(t *testing.T, s *Battle, side int, m rules.Marker) {
	t.Helper()
	k := s.sightings.of(side).Saved()
	k.Markers = slices.DeleteFunc(k.Markers, func(o rules.Marker) bool { return o.Unit == m.Unit })
	k.Markers = append(k.Markers, m)
	r, err := rules.RestoreKnowledge(s.sess.b, k)
	if err != nil {
		t.Fatal(err)
	}
	s.sightings[side] = r
}

// brokenCover is a battle whose cover section i is broken.
type brokenCover struct {
	rules.Battle
	i     int
	whole []int
}

func (b brokenCover) Covers() []int {
	c := slices.Clone(b.whole)
	c[b.i] = 0
	return c
}

func (b brokenCover) WholeCovers() []int { return slices.Clone(b.whole) }

// TestCoversAsTheViewerKnowsThem: a cover section broken out of the
// viewer's sight is drawn whole, and a break the viewer does not perceive
// changes nothing shown, until a unit of its side sees the section.
func TestCoversAsTheViewerKnowsThem(t *testing.T) {
	s := atHumanTurn(t)
	f := s.sess.b.Field()
	whole := s.sess.b.Covers()
	hid := -1
	for i, c := range f.Covers {
		if whole[i] > 0 && !rules.SeesSquare(s.sess.b, s.viewer, c.Cell) {
			hid = i
			break
		}
	}
	if hid < 0 {
		t.Skip("the viewer sees every cover section")
	}
	real := s.sess.b
	s.sess.b = brokenCover{Battle: real, i: hid, whole: whole}
	s.synced = false
	s.catchUp()
	if got := s.sh.covers[hid]; got != whole[hid] {
		t.Errorf("cover section %d, broken out of sight, is shown with %d left, want %d", hid, got, whole[hid])
	}
	var q animQueue
	q.push([]rules.Event{{Kind: rules.EvCoverBroken, Unit: rules.NoUnit, Target: rules.NoUnit, Cover: hid, To: f.Covers[hid].Cell}}, []rules.Perceived{{How: rules.Heard}}, &s.sh)
	q.skip(&s.sh, 32)
	if got := s.sh.covers[hid]; got != whole[hid] {
		t.Errorf("a break heard out of sight shows section %d with %d left", hid, got)
	}
	s.sess.b = real
}
