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

// sighting is where and when a side last saw an enemy unit, and how it
// stood then, for the faded marker the map keeps there once the unit is
// out of sight.
type sighting struct {
	pos    grid.Pos
	round  int
	facing int
}

// sightingBook holds, per side a person plays, where it last saw each
// enemy, by unit id.
type sightingBook map[int]map[int]sighting

// note records, for every side a person plays (a seat in seats), the
// square of each enemy it sees now in b (sees). What a side saw stays
// until it sees the unit again, as a player at the table remembers where
// a foe ducked out of sight; it is forgotten when the unit is out of the
// fight or one of the side's units stands on or next to the square and
// finds nobody (the computer players keep the same memory,
// ai/memory.go).
func (sb *sightingBook) note(b rules.Battle, seats []*seat, sees func(side, id int) bool) {
	for side, st := range seats {
		if st == nil {
			continue
		}
		seen := sb.of(side)
		units := b.Units()
		for _, u := range units {
			switch {
			case u.Side == side:
			case !u.Active:
				delete(seen, u.ID)
			case sees(side, u.ID):
				seen[u.ID] = sighting{pos: u.Pos, round: b.Round(), facing: u.Facing}
			}
		}
		for id, g := range seen {
			if sees(side, id) {
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

// of returns side's last-seen markers, made empty when it has none yet.
func (sb *sightingBook) of(side int) map[int]sighting {
	if *sb == nil {
		*sb = sightingBook{}
	}
	if (*sb)[side] == nil {
		(*sb)[side] = map[int]sighting{}
	}
	return (*sb)[side]
}

// clone returns a copy of the book that changes to it do not reach.
func (sb sightingBook) clone() sightingBook {
	if sb == nil {
		return nil
	}
	c := sightingBook{}
	for side, m := range sb {
		c[side] = maps.Clone(m)
	}
	return c
}

// noteSightings records what the sides people play see now (note); a
// replay watched keeps no markers.
func (s *Battle) noteSightings() {
	if s.watch != nil {
		return
	}
	s.sightings.note(s.sess.b, s.sess.seats, s.visibleTo)
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
		x, y := s.view.world(float64(g.pos.X)*t, float64(g.pos.Y)*t)
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

// at returns, in unit order, what the tooltip of square p says of the
// enemies side last saw there and no longer sees (visible); units are the
// units as shown.
func (sb sightingBook) at(p grid.Pos, side int, units []rules.Unit, visible func(id int) bool) []string {
	if side < 0 {
		return nil
	}
	var ids []int
	for id, g := range sb[side] {
		if g.pos == p && id < len(units) && !visible(id) && units[id].Active {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	var out []string
	for _, id := range ids {
		out = append(out, fmt.Sprintf("%s last seen here in round %d", units[id].Name, sb[side][id].round))
	}
	return out
}
