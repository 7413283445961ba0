package main

import "sightline/assets/palette"

// appIconSize is the edge of the application icon, in pixels.
const appIconSize = 32

// appIcon draws the window and browser-tab icon: on a dark rounded tile, a
// blue unit at the lower left sights an orange one at the upper right
// along a yellow line of sight that ends in a reticle.
func appIcon() *canvas {
	c := newCanvas(appIconSize, appIconSize)
	s := appIconSize
	c.rect(1, 0, s-2, s, palette.Ink)
	c.rect(0, 1, s, s-2, palette.Ink)
	c.frame(1, 1, s-2, s-2, palette.Shade)
	// The line of sight, two pixels wide, from unit to target.
	c.line(9, 22, 22, 9, palette.Yellow)
	c.line(10, 22, 22, 10, palette.Yellow)
	// The reticle round the target: a ring with four ticks.
	c.ellipse(15, 2, 15, 15, palette.Yellow)
	c.ellipse(17, 4, 11, 11, palette.Ink)
	for _, d := range [][4]int{{22, 2, 1, 3}, {22, 14, 1, 3}, {15, 9, 3, 1}, {27, 9, 3, 1}} {
		c.rect(d[0], d[1], d[2], d[3], palette.Ink)
	}
	c.ellipse(19, 6, 7, 7, palette.Orange)
	c.ellipse(4, 18, 9, 9, palette.Blue)
	c.ellipse(6, 20, 3, 3, palette.SkyBlue)
	return c
}
