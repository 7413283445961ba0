package scenes

import (
	"sightline/assets/palette"
	"sightline/rules/grid"
)

// colFog shades the ground the viewing side sees none of.
var colFog = rgba(palette.Ink, 0x58)

// drawFog shades, for a side viewing the battle, every square none of its
// units in the fight has a line of sight to, so that the ground it cannot
// see reads as fog; a battle watched with every unit in sight (no viewer)
// has none. Sight is the field's line of sight (rules/grid's FOV) from
// each unit's square.
func (o *overlay) drawFog(fr *overlayFrame, t float32) {
	if fr.viewer < 0 {
		return
	}
	seen := o.seenBy(fr)
	if seen == nil {
		return
	}
	f := fr.b.Field()
	for i, v := range seen {
		if !v {
			x, y := i%f.W, i/f.W
			o.img.FillRect(float32(x)*t, float32(y)*t, t, t, colFog, false)
			o.empty = false
		}
	}
}

// seenBy returns, square by square (y*W+x), whether a unit of the viewing
// side in the fight has a line of sight to it; nil when the side has no
// unit in the fight, whose view is then left clear.
func (o *overlay) seenBy(fr *overlayFrame) []bool {
	f := fr.b.Field()
	if len(o.fog) != f.W*f.H {
		o.fog = make([]bool, f.W*f.H)
	}
	clear(o.fog)
	radius := f.W + f.H
	any := false
	for _, u := range fr.units {
		if !u.Active || u.Side != fr.viewer {
			continue
		}
		any = true
		o.fov.Compute(f, u.Pos, radius)
		for y := 0; y < f.H; y++ {
			for x := 0; x < f.W; x++ {
				if !o.fog[y*f.W+x] && o.fov.Visible(grid.Pos{X: x, Y: y}) {
					o.fog[y*f.W+x] = true
				}
			}
		}
	}
	if !any {
		return nil
	}
	return o.fog
}
