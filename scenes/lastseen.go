package scenes

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/game"
	"sightline/rules/grid"
)

// sighting is where and when a side last saw an enemy unit, and how it
// stood then, for the faded marker the map keeps there once the unit is
// out of sight.
type sighting struct {
	pos    grid.Pos
	round  int
	facing int
}

// noteSightings records, for every side a person plays, the square of
// each enemy it sees now. What a side saw stays until it sees the unit
// again, as a player at the table remembers where a foe ducked out of
// sight; it is forgotten when the unit is out of the fight or one of the
// side's units stands on or next to the square and finds nobody (the
// computer players keep the same memory, ai/memory.go).
func (s *Battle) noteSightings() {
	if s.watch != nil {
		return
	}
	for side, st := range s.sess.seats {
		if st == nil {
			continue
		}
		seen := s.sightingsOf(side)
		units := s.sess.b.Units()
		for _, u := range units {
			switch {
			case u.Side == side:
			case !u.Active:
				delete(seen, u.ID)
			case s.visibleTo(side, u.ID):
				seen[u.ID] = sighting{pos: u.Pos, round: s.sess.b.Round(), facing: u.Facing}
			}
		}
		for id, g := range seen {
			if s.visibleTo(side, id) {
				continue
			}
			for _, o := range units {
				if o.Side == side && o.Active && grid.Distance(o.Pos, g.pos) <= 1 {
					delete(seen, id)
					break
				}
			}
		}
	}
}

// sightingsOf returns side's last-seen markers, made empty when it has
// none yet.
func (s *Battle) sightingsOf(side int) map[int]sighting {
	if s.sightings == nil {
		s.sightings = map[int]map[int]sighting{}
	}
	if s.sightings[side] == nil {
		s.sightings[side] = map[int]sighting{}
	}
	return s.sightings[side]
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
	for id, g := range s.sightings[s.viewer] {
		if id >= len(s.sh.units) || s.visible(id) || !s.sh.units[id].Active {
			continue
		}
		u := &s.sh.units[id]
		x, y := s.world(float64(g.pos.X)*t, float64(g.pos.Y)*t)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(z*t/assets.TileSize, z*t/assets.TileSize)
		op.GeoM.Translate(float64(x), float64(y))
		op.ColorScale.ScaleAlpha(0.5)
		screen.DrawImage(s.res.unit(roleOf(u.Role), u.Side, assets.Facing(g.facing&3), assets.Idle), op)
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
		label := sightingLabel(g.round)
		lw, _ := text.Measure(label, f.Small, 0)
		vector.FillRect(screen, x+w-float32(lw)-5, y+w-15, float32(lw)+4, 14, colPanel, false)
		game.Text(screen, label, f.Small, float64(x+w)-lw-3, float64(y+w)-15, col)
	}
}

// sightingLabel is the label under a last-seen marker: the round the
// unit was seen in.
func sightingLabel(round int) string { return fmt.Sprintf("R%d?", round) }

// sightingsAt returns, in unit order, what the tooltip of square p says
// of the enemies the viewer's side last saw there and no longer sees.
func (s *Battle) sightingsAt(p grid.Pos) []string {
	if s.viewer < 0 {
		return nil
	}
	var ids []int
	for id, g := range s.sightings[s.viewer] {
		if g.pos == p && id < len(s.sh.units) && !s.visible(id) && s.sh.units[id].Active {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	var out []string
	for _, id := range ids {
		out = append(out, fmt.Sprintf("%s last seen here in round %d", s.sh.units[id].Name, s.sightings[s.viewer][id].round))
	}
	return out
}
