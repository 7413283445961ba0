package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/assets/palette"
	"sightline/game"
)

// legendEntry is one line of the legend: a swatch drawn in a box of
// legendSwatch pixels at (x, y), and what it means.
type legendEntry struct {
	swatch func(dst *ebiten.Image, res *Resources, x, y float32)
	text   string
}

// legendSwatch is the size of a legend line's swatch, in pixels.
const legendSwatch = 18

// legendSections are the legend's parts: the tints on the ground, the
// marks over the map, and the top bar's turn order. Every swatch is drawn
// with the colour or picture the battle itself uses, so the two cannot
// drift apart.
var legendSections = []struct {
	head    string
	entries []legendEntry
}{
	{"Tints on the ground", []legendEntry{
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			w := float32(legendSwatch) / float32(len(colReach))
			for i, c := range colReach {
				vector.FillRect(dst, x+float32(i)*w, y, w, legendSwatch, c, false)
			}
			vector.StrokeRect(dst, x, y, legendSwatch, legendSwatch, 1.5, colReachRim, false)
		}, "where the selected unit can move, cheapest (green) to dearest (red), rimmed in white"},
		{tint(colThreat), "where an enemy you see can shoot (T shows or hides it)"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			vector.FillRect(dst, x, y, legendSwatch/2, legendSwatch, colBand[0], false)
			vector.FillRect(dst, x+legendSwatch/2, y, legendSwatch/2, legendSwatch, colBand[1], false)
		}, "the armed weapon's range bands, each labelled with its modifier"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			vector.FillRect(dst, x, y, legendSwatch, legendSwatch, rgba(palette.SideColor(1), watchAlpha), false)
			vector.StrokeRect(dst, x+1, y+1, legendSwatch-2, legendSwatch-2, 2, sideColour(1), false)
		}, "an overwatch arc, in its side's colour: moving inside it draws fire"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			vector.FillRect(dst, x+legendSwatch/2, y, legendSwatch/2, legendSwatch, rgba(palette.SideColor(1), suppressAlpha), false)
			vector.StrokeLine(dst, x, y+legendSwatch-2, x+legendSwatch-2, y+2, 2, sideColour(1), false)
		}, "suppressing fire: the line from the suppressor to the pinned square"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			vector.FillRect(dst, x, y, legendSwatch, legendSwatch, rgba(palette.White, 0x2a), false)
			vector.FillRect(dst, x, y+legendSwatch-2, legendSwatch, 2, rgba(palette.Ink, 0xa0), false)
		}, "raised ground, paler the higher, with a dark lip where it drops; ▲2 marks its level at its edge"},
		{tint(colFog), "fog: ground none of your units has a line of sight to"},
	}},
	{"Marks on the map", []legendEntry{
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			vector.StrokeLine(dst, x, y+legendSwatch/2-3, x+legendSwatch, y+legendSwatch/2-3, 2, colGood, true)
			vector.StrokeLine(dst, x, y+legendSwatch/2+4, x+legendSwatch, y+legendSwatch/2+4, 2, colDanger, true)
		}, "the line of sight to a target: green when clear, red when blocked"},
		{func(dst *ebiten.Image, res *Resources, x, y float32) {
			drawIcon(dst, res, assets.IconCoverHalf, x, y, rgba(palette.Sand, 0xff))
		}, "cover, in its material's colour (wood, sandbag, concrete); a tall shield is full cover"},
		{func(dst *ebiten.Image, res *Resources, x, y float32) {
			drawIcon(dst, res, assets.IconCoverHalf, x, y, color.RGBA{0xd0, 0x50, 0x40, 0xff})
		}, "worn cover reddens as it loses structure"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			cx, cy := x+legendSwatch/2, y+legendSwatch/2
			vector.StrokeLine(dst, cx-4, cy-4, cx+4, cy+4, 1.5, colTextDim, false)
			vector.StrokeLine(dst, cx-4, cy+4, cx+4, cy-4, 1.5, colTextDim, false)
		}, "broken cover: it protects no more"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			col, k := sideColour(1), float32(5)
			for _, c := range [4][2]float32{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				cx, cy := x+c[0]*(legendSwatch-1), y+c[1]*(legendSwatch-1)
				dx, dy := k*(1-2*c[0]), k*(1-2*c[1])
				vector.StrokeLine(dst, cx, cy, cx+dx, cy, 2, col, false)
				vector.StrokeLine(dst, cx, cy, cx, cy+dy, 2, col, false)
			}
		}, "where an enemy now out of sight was last seen (faded, in brackets)"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			vector.StrokeCircle(dst, x+legendSwatch/2, y+legendSwatch/2, legendSwatch/2-1, 2, colDanger, true)
		}, "the attacker of the attack you are asked to answer"},
		{func(dst *ebiten.Image, _ *Resources, x, y float32) {
			vector.StrokeRect(dst, x+1, y+1, legendSwatch-2, legendSwatch-2, 3, colHighlight, false)
		}, "the keyboard cursor (M)"},
	}},
	{"The turn order (top right)", []legendEntry{
		{func(dst *ebiten.Image, res *Resources, x, y float32) {
			vector.FillRect(dst, x, y, legendSwatch, legendSwatch, sideColour(0), false)
			game.TextCentered(dst, "T", res.Fonts.Small, float64(x)+legendSwatch/2, float64(y)+legendSwatch/2, colBackground)
		}, "each unit in the fight, in its side's colour and by its initial, in the order they act, left to right"},
		{func(dst *ebiten.Image, res *Resources, x, y float32) {
			vector.FillRect(dst, x+2, y+2, legendSwatch-4, legendSwatch-4, sideColour(1), false)
			vector.StrokeRect(dst, x+0.5, y+0.5, legendSwatch-1, legendSwatch-1, 2, colHighlight, false)
		}, "ringed: the unit (or every member of the team) acting now"},
		{func(dst *ebiten.Image, res *Resources, x, y float32) {
			vector.FillRect(dst, x, y, legendSwatch, legendSwatch, sideColour(1), false)
			game.TextCentered(dst, "?", res.Fonts.Small, float64(x)+legendSwatch/2, float64(y)+legendSwatch/2, colBackground)
		}, "an enemy you do not see: its place in the order, not its name"},
	}},
}

// tint returns a swatch filled with c.
func tint(c color.RGBA) func(dst *ebiten.Image, _ *Resources, x, y float32) {
	return func(dst *ebiten.Image, _ *Resources, x, y float32) {
		vector.FillRect(dst, x, y, legendSwatch, legendSwatch, c, false)
	}
}

// drawIcon draws icon i tinted by c, fitted in a legend swatch at (x, y).
func drawIcon(dst *ebiten.Image, res *Resources, i assets.Icon, x, y float32, c color.RGBA) {
	op := &ebiten.DrawImageOptions{}
	k := float64(legendSwatch) / assets.IconSize
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(float64(x), float64(y))
	op.ColorScale.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, 1)
	dst.DrawImage(res.icon(i), op)
}

// drawLegend draws the legend page (G): what every tint, mark and the
// turn order's boxes on the battle screen mean, each beside a swatch
// drawn as the battle draws it.
func drawLegend(screen *ebiten.Image, res *Resources) {
	f := res.Fonts
	r := helpRect(screen)
	helpPanel(screen, r)
	x, y := float64(r.Min.X+14), float64(r.Min.Y+10)
	game.Text(screen, "Legend  (G or Esc closes · F1 shows the controls)", f.Title, x, y, colHighlight)
	y += 32
	// The ground's under a panel of the battle's own background, so
	// tints read as they do over terrain.
	ground := rgba(palette.Grass, 0xff)
	for _, sec := range legendSections {
		game.Text(screen, sec.head, f.Body, x, y, colTextDim)
		y += 20
		for _, e := range sec.entries {
			sx, sy := float32(x)+2, float32(y)
			vector.FillRect(screen, sx-2, sy-2, legendSwatch+4, legendSwatch+4, ground, false)
			e.swatch(screen, res, sx, sy)
			game.Text(screen, fit(e.text, f.Body, float64(r.Max.X)-x-60), f.Body, x+legendSwatch+14, y, colText)
			y += legendSwatch + 5
		}
		y += 6
	}
}
