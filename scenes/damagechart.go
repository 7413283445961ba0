package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
)

// damageChartH is the height of the odds panel's damage chart, in pixels.
const damageChartH = 36.0

// damageScale returns the probability the damage chart's full height
// stands for: the likeliest amount of damage above 0, so that a likely
// miss does not flatten the bars that matter; the zero bar alone sets it
// when nothing else has a chance. clipped says the zero bar is taller than
// the chart and is cut at its top.
func damageScale(dist []float64) (peak float64, clipped bool) {
	for _, p := range dist[min(1, len(dist)):] {
		peak = max(peak, p)
	}
	if peak == 0 && len(dist) > 0 {
		return dist[0], false
	}
	return peak, len(dist) > 0 && dist[0] > peak
}

// drawDamageChart draws the distribution of an attack's damage, dist[k]
// the chance of k, as bars standing on a baseline at y within w pixels
// from x: a y axis marked with the chance its top stands for, an x axis
// marked 0 and the greatest damage, the zero bar (no damage) dim and, when
// it is cut at the top, marked so and its chance written on the axis.
func drawDamageChart(screen *ebiten.Image, f *game.Fonts, dist []float64, x, y, w float64) {
	peak, clipped := damageScale(dist)
	top := fmt.Sprintf("%.0f%%", 100*peak)
	if peak > 0 && peak < 0.01 {
		top = "<1%"
	}
	gutter, _ := text.Measure(top, f.Small, 0)
	gutter += 4
	ax := x + gutter
	bw := min(14.0, (w-gutter-1)/float64(len(dist)))
	// The axes: the chance the top stands for, and the baseline.
	game.Text(screen, top, f.Small, x, y-damageChartH, colTextDim)
	vector.StrokeLine(screen, float32(ax-1), float32(y-damageChartH), float32(ax-1), float32(y+1), 1, colTextDim, false)
	vector.StrokeLine(screen, float32(ax-1), float32(y+0.5), float32(ax+bw*float64(len(dist))), float32(y+0.5), 1, colTextDim, false)
	vector.StrokeLine(screen, float32(ax-4), float32(y-damageChartH), float32(ax-1), float32(y-damageChartH), 1, colTextDim, false)
	for k, p := range dist {
		bh := 0.0
		if peak > 0 {
			bh = min(damageChartH, damageChartH*p/peak)
		}
		col := colDanger
		if k == 0 {
			col = colTextDim
		}
		bx := float32(ax + float64(k)*bw)
		vector.FillRect(screen, bx, float32(y-bh), float32(max(1, bw-1)), float32(bh), col, false)
		if k == 0 && clipped {
			// A break across the cut bar: it runs past the top.
			vector.StrokeLine(screen, bx-1, float32(y-damageChartH+4), bx+float32(max(1, bw-1))+1, float32(y-damageChartH+1), 2, colBackground, false)
		}
	}
	// The x axis: 0 (with its chance when the bar is cut), the damage, the
	// greatest amount.
	zero := "0"
	if clipped {
		zero = fmt.Sprintf("0: %.0f%%", 100*dist[0])
	}
	game.Text(screen, zero, f.Small, ax, y+2, colTextDim)
	end := fmt.Sprint(len(dist) - 1)
	ew, _ := text.Measure(end, f.Small, 0)
	game.Text(screen, end, f.Small, min(ax+bw*float64(len(dist))-ew, x+w-ew), y+2, colTextDim)
	zw, _ := text.Measure(zero, f.Small, 0)
	mid := "damage"
	mw, _ := text.Measure(mid, f.Small, 0)
	if mx := ax + (bw*float64(len(dist))-mw)/2; mx > ax+zw+4 && mx+mw < ax+bw*float64(len(dist))-ew-4 {
		game.Text(screen, mid, f.Small, mx, y+2, colTextDim)
	}
}
