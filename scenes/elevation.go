package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"sightline/assets/palette"
	"sightline/game"
	"sightline/rules/grid"
)

// elevationLabelSpacing is how far apart, in squares, the level marks
// along one level's edge stand at the least.
const elevationLabelSpacing = 8

// shadeElevation lightens raised ground in the cached terrain by its
// level, gives a raised area a dark lip on its lower sides, and marks its
// level ("▲2") on a few squares of its edge (elevationLabels), so height
// reads at a glance without a label on every square. The hovered square
// names its level too (drawCoverInfo). It runs once, on the offscreen
// terrain image.
func shadeElevation(mi *game.MapImage, f *grid.Field, res *Resources) {
	t := float32(mi.TileW)
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			e := f.At(grid.Pos{X: x, Y: y}).Elevation
			if e <= 0 {
				continue
			}
			mi.Image.FillRect(float32(x)*t, float32(y)*t, t, t, rgba(palette.White, uint8(min(int(e)*14, 60))), false)
			// Edges of a raised area get a dark lip on their lower sides.
			for _, d := range []grid.Pos{{X: 0, Y: 1}, {X: 1, Y: 0}} {
				n := grid.Pos{X: x + d.X, Y: y + d.Y}
				if f.In(n) && f.At(n).Elevation < e {
					if d.Y == 1 {
						mi.Image.FillRect(float32(x)*t, float32(y+1)*t-2, t, 2, rgba(palette.Ink, 0xa0), false)
					} else {
						mi.Image.FillRect(float32(x+1)*t-2, float32(y)*t, 2, t, rgba(palette.Ink, 0xa0), false)
					}
				}
			}
		}
	}
	for _, p := range elevationLabels(f) {
		// A dark chip keeps the level legible on pale, speckled ground
		// and under the reach tint.
		label := fmt.Sprintf("▲%d", f.At(p).Elevation)
		w, _ := text.Measure(label, res.Fonts.Small, 0)
		mi.Image.FillRect(float32(p.X)*t+1, float32(p.Y)*t+1, float32(w)+3, 12, rgba(palette.Ink, 0x90), false)
		mi.Image.Text(label, res.Fonts.Small, float64(p.X)*float64(t)+2, float64(p.Y)*float64(t)+1, rgba(palette.White, 0xff))
	}
}

// elevationLabels returns the squares that carry a level mark: on each
// area of raised ground at one level (4-connected), squares of its edge
// (a neighbour at another level, or the map's border), the first in
// reading order and then any edge square at least elevationLabelSpacing
// squares (Chebyshev) from every mark of its area already placed. So
// every raised area is marked, a large one along its rim, and no label
// wallpapers its inside.
func elevationLabels(f *grid.Field) []grid.Pos {
	area := make([]int, f.W*f.H)
	for i := range area {
		area[i] = -1
	}
	var marks []grid.Pos
	var byArea [][]grid.Pos
	dirs := []grid.Pos{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}}
	edge := func(p grid.Pos) bool {
		e := f.At(p).Elevation
		for _, d := range dirs {
			n := grid.Pos{X: p.X + d.X, Y: p.Y + d.Y}
			if !f.In(n) || f.At(n).Elevation != e {
				return true
			}
		}
		return false
	}
	for y := 0; y < f.H; y++ {
		for x := 0; x < f.W; x++ {
			p := grid.Pos{X: x, Y: y}
			e := f.At(p).Elevation
			if e <= 0 {
				continue
			}
			if area[y*f.W+x] < 0 {
				// Flood the new area from its first square.
				id := len(byArea)
				byArea = append(byArea, nil)
				area[y*f.W+x] = id
				stack := []grid.Pos{p}
				for len(stack) > 0 {
					q := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					for _, d := range dirs {
						n := grid.Pos{X: q.X + d.X, Y: q.Y + d.Y}
						if f.In(n) && area[n.Y*f.W+n.X] < 0 && f.At(n).Elevation == e {
							area[n.Y*f.W+n.X] = id
							stack = append(stack, n)
						}
					}
				}
			}
			id := area[y*f.W+x]
			if !edge(p) {
				continue
			}
			far := true
			for _, m := range byArea[id] {
				if max(abs(m.X-p.X), abs(m.Y-p.Y)) < elevationLabelSpacing {
					far = false
					break
				}
			}
			if far {
				byArea[id] = append(byArea[id], p)
				marks = append(marks, p)
			}
		}
	}
	return marks
}
