package scenes

import (
	"image/color"

	"sightline/assets/palette"
)

// The UI theme: every colour the scenes draw with comes from the art's
// palette, so the HUD and the battlefield share one look.
var (
	pal = palette.Colors()

	colBackground = rgba(palette.Ink, 0xff)
	colPanel      = rgba(palette.Ink, 0xe0)
	colPanelEdge  = rgba(palette.Stone, 0xff)
	colText       = rgba(palette.White, 0xff)
	colTextDim    = rgba(palette.Silver, 0xff)
	colHighlight  = rgba(palette.Yellow, 0xff)
	colGood       = rgba(palette.Green, 0xff)
	colDanger     = rgba(palette.Red, 0xff)
	colButton     = rgba(palette.Shade, 0xff)
	colButtonOn   = rgba(palette.Blue, 0xff)
	// colWork draws a roll's working in the combat log.
	colWork = rgba(palette.SkyBlue, 0xff)

	// Reach bands, cheapest first.
	colReach = reachColours()
	// colReachRim outlines the squares the selected unit can reach.
	colReachRim = rgba(palette.White, 0xb0)
	// colThreat tints every square a visible enemy could shoot.
	colThreat = rgba(palette.Red, 0x38)
	// colBand tints alternate range bands.
	colBand = []color.RGBA{rgba(palette.White, 0x18), rgba(palette.Ink, 0x18)}
)

// reachColours returns the reach bands' tints (palette.ReachBands), the
// brighter ones a little fainter.
func reachColours() []color.RGBA {
	alpha := []uint8{0x70, 0x70, 0x68, 0x68, 0x60}
	out := make([]color.RGBA, len(palette.ReachBands))
	for i, c := range palette.ReachBands {
		out[i] = rgba(c, alpha[min(i, len(alpha)-1)])
	}
	return out
}

// rgba returns palette colour i with alpha a, premultiplied.
func rgba(i palette.Index, a uint8) color.RGBA {
	c := color.NRGBAModel.Convert(pal[i]).(color.NRGBA)
	return color.RGBA{uint8(uint16(c.R) * uint16(a) / 255), uint8(uint16(c.G) * uint16(a) / 255), uint8(uint16(c.B) * uint16(a) / 255), a}
}

// sideColour returns side i's colour.
func sideColour(i int) color.RGBA { return rgba(palette.SideColor(i), 0xff) }
