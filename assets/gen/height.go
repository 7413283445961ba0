package main

import (
	"fmt"

	. "sightline/assets/palette"
)

// heightTileset returns roofs and mesa tops for each elevation level with
// every combination of raised edges, ladders and stairs, and cliff faces.
//
// Roof and mesa tiles are named STYLE+LEVEL+"_"+EDGES, where EDGES lists the
// sides (n, e, s, w) that drop to a lower level, or "fill" for none. Each
// level carries as many light pips as its number, so height reads without
// colour too. Ladders and stairs are named KIND+BASE+"_"+DIR: they stand on
// level BASE and climb towards DIR.
func heightTileset() *tileset {
	ts := &tileset{name: "height", columns: 16}
	for lv := 1; lv <= 3; lv++ {
		for mask := 0; mask < 16; mask++ {
			lv, mask := lv, mask
			ts.add(tileDef{name: fmt.Sprintf("roof%d_%s", lv, edgeMaskName(mask)), class: "TerrainTile",
				props: terrainProps("roof", 1, lv, false),
				draw:  func(c *canvas) { drawRoof(c, lv, mask) }})
		}
	}
	for lv := 1; lv <= 2; lv++ {
		for mask := 0; mask < 16; mask++ {
			lv, mask := lv, mask
			ts.add(tileDef{name: fmt.Sprintf("mesa%d_%s", lv, edgeMaskName(mask)), class: "TerrainTile",
				props: terrainProps("dirt", 1, lv, false),
				draw:  func(c *canvas) { drawMesa(c, lv, mask) }})
		}
	}
	for _, kind := range []string{"ladder", "stairs"} {
		for base := 0; base <= 2; base++ {
			variants := coverVariants()
			for dir, d := range variants[:4] {
				kind, base, dir := kind, base, dir
				terrain := "concrete"
				if base > 0 {
					terrain = "roof"
				}
				props := append(terrainProps(terrain, 1, base, false), boolProp("climb", true))
				ts.add(tileDef{name: fmt.Sprintf("%s%d_%s", kind, base, d), class: "TerrainTile", props: props,
					draw: func(c *canvas) { drawClimb(c, kind, base, dir) }})
			}
		}
	}
	ts.add(tileDef{name: "cliff_face", class: "TerrainTile", props: terrainProps("wall", 0, 0, true), draw: drawCliffFace})
	return ts
}

// roofColours returns the base, light and dark colours of a roof level: the
// higher, the lighter.
func roofColours(lv int) (base, light, dark Index) {
	switch lv {
	case 1:
		return RoofDark, Roof, Ink
	case 2:
		return Roof, RoofLight, RoofDark
	}
	return RoofLight, Sand, Roof
}

// drawPips draws lv small light squares in the tile's top-left corner.
func drawPips(c *canvas, lv int) {
	for i := 0; i < lv; i++ {
		c.box(6+i*5, 6, 4, 4, White, Ink)
	}
}

// drawEdges darkens the sides in mask into a lip and a drop.
func drawEdges(c *canvas, mask int, lip, drop Index) {
	const t = 4
	if mask&1 != 0 {
		c.rect(0, 0, tileSize, t, lip)
		c.rect(0, 0, tileSize, 2, drop)
	}
	if mask&2 != 0 {
		c.rect(tileSize-t, 0, t, tileSize, lip)
		c.rect(tileSize-2, 0, 2, tileSize, drop)
	}
	if mask&4 != 0 {
		// The south side shows the wall face below the roof.
		c.rect(0, tileSize-6, tileSize, 6, drop)
		c.rect(0, tileSize-6, tileSize, 1, lip)
	}
	if mask&8 != 0 {
		c.rect(0, 0, t, tileSize, lip)
		c.rect(0, 0, 2, tileSize, drop)
	}
}

func drawRoof(c *canvas, lv, mask int) {
	base, light, dark := roofColours(lv)
	// A flat roof of square slabs, unlike the running bond of brick walls.
	c.rect(0, 0, tileSize, tileSize, base)
	for y := 0; y < tileSize; y += 16 {
		for x := 0; x < tileSize; x += 16 {
			c.frame(x, y, 16, 16, dark)
			c.rect(x+1, y+1, 14, 1, light)
			c.rect(x+1, y+1, 1, 14, light)
		}
	}
	c.speckle(0, 0, tileSize, tileSize, 13, uint32(400+lv), dark)
	drawEdges(c, mask, light, Ink)
	drawPips(c, lv)
}

func drawMesa(c *canvas, lv, mask int) {
	base, light := DirtLight, Sand
	if lv == 2 {
		base, light = Sand, White
	}
	c.rect(0, 0, tileSize, tileSize, base)
	c.speckle(0, 0, tileSize, tileSize, 5, uint32(100+lv), light)
	c.speckle(0, 0, tileSize, tileSize, 13, uint32(200+lv), Dirt)
	drawEdges(c, mask, DirtDark, Ink)
	drawPips(c, lv)
}

// drawClimb draws a ladder or a flight of stairs rising towards dir (0 N,
// 1 E, 2 S, 3 W) on the ground of level base.
func drawClimb(c *canvas, kind string, base, dir int) {
	if base == 0 {
		drawConcrete(c, 7)
	} else {
		drawRoof(c, base, 0)
	}
	horiz := dir == 1 || dir == 3 // rises east or west
	if kind == "ladder" {
		if horiz {
			c.rect(2, 8, 28, 2, Ink)
			c.rect(2, 22, 28, 2, Ink)
			for x := 4; x < 30; x += 5 {
				c.rect(x, 8, 2, 16, WoodLight)
			}
			c.rect(2, 9, 28, 1, Wood)
			c.rect(2, 23, 28, 1, Wood)
		} else {
			c.rect(8, 2, 2, 28, Ink)
			c.rect(22, 2, 2, 28, Ink)
			for y := 4; y < 30; y += 5 {
				c.rect(8, y, 16, 2, WoodLight)
			}
			c.rect(9, 2, 1, 28, Wood)
			c.rect(23, 2, 1, 28, Wood)
		}
	} else {
		// Steps lighten towards the top.
		shades := [4]Index{Shade, Stone, Silver, White}
		for i := 0; i < 4; i++ {
			s := shades[i]
			switch dir {
			case 0:
				c.box(2, 24-i*7, 28, 8, s, Ink)
			case 2:
				c.box(2, i*7, 28, 8, s, Ink)
			case 1:
				c.box(i*7, 2, 8, 28, s, Ink)
			case 3:
				c.box(24-i*7, 2, 8, 28, s, Ink)
			}
		}
	}
	// An arrow shows the way up.
	cx, cy := 16, 16
	d := [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}[dir]
	for i := 0; i < 5; i++ {
		for j := -i; j <= i; j++ {
			x := cx + d[0]*(4-i) + d[1]*j
			y := cy + d[1]*(4-i) + d[0]*j
			c.set(x, y, Yellow)
		}
	}
}

func drawCliffFace(c *canvas) {
	c.rect(0, 0, tileSize, tileSize, DirtDark)
	for y := 3; y < tileSize; y += 7 {
		c.rect(0, y, tileSize, 2, Dirt)
		c.rect(0, y+2, tileSize, 1, Ink)
	}
	c.speckle(0, 0, tileSize, tileSize, 9, 301, Ink)
	c.speckle(0, 0, tileSize, tileSize, 11, 302, DirtLight)
	c.rect(0, 0, tileSize, 2, Ink)
}
