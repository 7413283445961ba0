package scenes

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// sightingBook holds, per side a person plays, that side's knowledge of
// the battle (rules.Knowledge): where it last saw each enemy it sees no
// more, and the covers as it knows them. The engine keeps the knowledge;
// the screen notes it after each command and draws its markers.
type sightingBook map[int]*rules.Knowledge

// note brings the knowledge of every side a person plays (a seat in
// seats) up to date with what it sees in b now (rules.Knowledge.Note):
// what a side saw stays until it sees the unit again, as a player at the
// table remembers where a foe ducked out of sight; it is forgotten when
// the unit is out of the fight or one of the side's units stands on or
// next to the square and finds nobody (the computer players read the
// same knowledge, ai/memory.go).
func (sb *sightingBook) note(b rules.Battle, seats []*seat) {
	for side, st := range seats {
		if st != nil {
			sb.of(side).Note(b)
		}
	}
}

// of returns side's knowledge, made empty when it has none yet.
func (sb *sightingBook) of(side int) *rules.Knowledge {
	if *sb == nil {
		*sb = sightingBook{}
	}
	if (*sb)[side] == nil {
		(*sb)[side] = rules.NewKnowledge(side)
	}
	return (*sb)[side]
}

// markers returns side's last-seen markers: the enemies it saw and did
// not see when it last looked, in unit order.
func (sb sightingBook) markers(side int) []rules.Marker {
	if sb[side] == nil {
		return nil
	}
	return sb[side].Markers(nil)
}

// clone returns a copy of the book that changes to it do not reach.
func (sb sightingBook) clone() sightingBook {
	if sb == nil {
		return nil
	}
	c := sightingBook{}
	for side, k := range sb {
		c[side] = k.Clone()
	}
	return c
}

// String writes the book side by side as saves keep it, for tests that
// compare two.
func (sb sightingBook) String() string {
	var out []rules.SavedKnowledge
	for _, side := range slices.Sorted(maps.Keys(sb)) {
		out = append(out, sb[side].Saved())
	}
	return fmt.Sprint(out)
}

// noteSightings records what the sides people play see now (note); a
// replay watched keeps no markers.
func (s *Battle) noteSightings() {
	if s.watch != nil {
		return
	}
	s.sightings.note(s.sess.b, s.sess.seats)
}

// coversAsKnown shows the cover sections as the viewer's side knows them
// (rules.Knowledge): a section broken out of its sight still whole. A
// viewer who sees everything, or whose side no person plays, is shown
// the battle's.
func (s *Battle) coversAsKnown() {
	if s.viewer < 0 || s.sightings[s.viewer] == nil {
		return
	}
	s.sh.covers = s.sightings[s.viewer].Covers(s.sess.b, s.sh.covers)
}

// drawSightings draws, faded, each enemy the viewer's side saw but sees
// no more, where it last saw it, with the round it did.
func (s *Battle) drawSightings(screen *ebiten.Image) {
	if s.viewer < 0 {
		return
	}
	t := float64(s.view.tile())
	z := s.view.cam.Zoom
	f := s.res.Fonts
	for _, g := range s.sightings.markers(s.viewer) {
		id := g.Unit
		if id >= len(s.sh.units) || s.visible(id) || !s.sh.units[id].Active {
			continue
		}
		u := &s.sh.units[id]
		x, y := s.view.world(float64(g.Pos.X)*t, float64(g.Pos.Y)*t)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(z*t/assets.TileSize, z*t/assets.TileSize)
		op.GeoM.Translate(float64(x), float64(y))
		op.ColorScale.ScaleAlpha(0.5)
		screen.DrawImage(s.res.unit(roleOf(u.Role), u.Side, assets.Facing(g.Facing&3), assets.Idle), op)
		// Corner brackets in the unit's side colour: a last known
		// position, not a unit.
		w := float32(t * z)
		k := w / 4
		col := sideColour(u.Side)
		for _, c := range [4][2]float32{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			cx, cy := x+c[0]*(w-1), y+c[1]*(w-1)
			dx, dy := k*(1-2*c[0]), k*(1-2*c[1])
			vector.StrokeLine(screen, cx, cy, cx+dx, cy, 2, col, false)
			vector.StrokeLine(screen, cx, cy, cx, cy+dy, 2, col, false)
		}
		label := sightingLabel(g.Round)
		lw, _ := text.Measure(label, f.Small, 0)
		vector.FillRect(screen, x+w-float32(lw)-5, y+w-15, float32(lw)+4, 14, colPanel, false)
		game.Text(screen, label, f.Small, float64(x+w)-lw-3, float64(y+w)-15, col)
	}
}

// sightingLabel is the label under a last-seen marker: the round the
// unit was seen in.
func sightingLabel(round int) string { return fmt.Sprintf("R%d?", round) }

// at returns, in unit order, what the tooltip of square p says of the
// enemies side last saw there and no longer sees (visible); units are the
// units as shown.
func (sb sightingBook) at(p grid.Pos, side int, units []rules.Unit, visible func(id int) bool) []string {
	if side < 0 {
		return nil
	}
	var out []string
	for _, g := range sb.markers(side) {
		if id := g.Unit; g.Pos == p && id < len(units) && !visible(id) && units[id].Active {
			out = append(out, fmt.Sprintf("%s last seen here in round %d", units[id].Name, g.Round))
		}
	}
	return out
}
