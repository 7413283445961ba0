package main

import (
	. "sightline/assets/palette"
)

// effectNames returns the effect frames in sheet order, effectColumns to a
// row; assets/effects.go names the same order.
func effectNames() []string {
	return []string{
		"tracer_we", "tracer_ns", "tracer_nw_se", "tracer_ne_sw",
		"flash_n", "flash_e", "flash_s", "flash_w",
		"impact_0", "impact_1", "impact_2",
		"chips_wood", "chips_stone", "chips_sand", "chips_concrete",
		"shadow_1", "shadow_2", "shadow_3",
	}
}

// effectColumns is the number of frames per row of the effect sheet.
const effectColumns = 9

// effectSheet draws the effect frames, tileSize square each.
func effectSheet() *canvas {
	rows := (len(effectNames()) + effectColumns - 1) / effectColumns
	c := newCanvas(effectColumns*tileSize, rows*tileSize)
	for i, name := range effectNames() {
		drawEffect(c.at(i%effectColumns*tileSize, i/effectColumns*tileSize), name)
	}
	return c
}

// drawEffect draws one named effect frame.
func drawEffect(c *canvas, name string) {
	switch name {
	case "tracer_we":
		c.rect(2, 15, 28, 2, Yellow)
		c.rect(20, 15, 10, 2, White)
	case "tracer_ns":
		c.rect(15, 2, 2, 28, Yellow)
		c.rect(15, 20, 2, 10, White)
	case "tracer_nw_se":
		for i := 3; i < 29; i++ {
			col := Yellow
			if i > 20 {
				col = White
			}
			c.rect(i, i, 2, 1, col)
		}
	case "tracer_ne_sw":
		for i := 3; i < 29; i++ {
			col := Yellow
			if i > 20 {
				col = White
			}
			c.rect(31-i-1, i, 2, 1, col)
		}
	case "flash_n", "flash_e", "flash_s", "flash_w":
		// A star of flame pointing away from the shooter, whose muzzle
		// sits at the frame's centre.
		d := map[string][2]int{"flash_n": {0, -1}, "flash_e": {1, 0}, "flash_s": {0, 1}, "flash_w": {-1, 0}}[name]
		for i := 0; i < 12; i++ {
			w := 5 - i/3
			x, y := 16+d[0]*i, 16+d[1]*i
			if d[0] == 0 {
				c.rect(x-w/2, y, w, 1, Yellow)
			} else {
				c.rect(x, y-w/2, 1, w, Yellow)
			}
		}
		c.ellipse(12, 12, 8, 8, Orange)
		c.ellipse(14, 14, 4, 4, White)
	case "impact_0":
		c.ellipse(13, 13, 6, 6, Yellow)
		c.ellipse(15, 15, 2, 2, White)
	case "impact_1":
		c.ellipse(9, 9, 14, 14, Orange)
		c.ellipse(11, 11, 10, 10, Yellow)
		c.ellipse(14, 14, 4, 4, White)
	case "impact_2":
		for i, p := range [][2]int{{8, 8}, {22, 9}, {7, 21}, {23, 22}, {15, 5}, {15, 26}, {5, 15}, {26, 15}} {
			col := Silver
			if i%2 == 0 {
				col = Stone
			}
			c.rect(p[0], p[1], 3, 3, col)
		}
		c.ellipse(12, 12, 8, 8, Shade)
	case "chips_wood", "chips_stone", "chips_sand", "chips_concrete":
		cols := map[string][2]Index{
			"chips_wood": {WoodLight, Wood}, "chips_stone": {Silver, Stone},
			"chips_sand": {Sand, SandDark}, "chips_concrete": {White, Silver},
		}[name]
		for i := 0; i < 9; i++ {
			x := int(hash(uint32(i), 1, uint32(len(name)))%24) + 4
			y := int(hash(uint32(i), 2, uint32(len(name)))%24) + 4
			c.rect(x, y, 2+i%2, 2, cols[i%2])
		}
		c.outline(0, 0, tileSize, tileSize, Ink)
	case "shadow_1", "shadow_2", "shadow_3":
		// The higher the flyer, the smaller and fainter its shadow, dithered
		// so the ground shows through.
		band := int(name[len(name)-1] - '0')
		w, h := 22-band*4, 10-band*2
		x, y := 16-w/2, 26-h/2
		for j := y; j < y+h; j++ {
			for i := x; i < x+w; i++ {
				dx, dy := 2*(i-x)+1-w, 2*(j-y)+1-h
				if dx*dx*h*h+dy*dy*w*w > w*w*h*h {
					continue
				}
				if (i+j)%2 == 0 || band == 1 && (i+j)%4 == 1 {
					c.set(i, j, Ink)
				}
			}
		}
	}
}
