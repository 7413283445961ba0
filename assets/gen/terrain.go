package main

import (
	. "sightline/assets/palette"
)

// terrainProps returns the convention properties of a ground tile: its
// terrain, movement cost multiplier, elevation and whether it blocks sight.
func terrainProps(terrain string, cost, elevation int, blocksSight bool) []prop {
	return []prop{
		enumProp("terrain", "Terrain", terrain),
		intProp("cost", cost),
		intProp("elevation", elevation),
		boolProp("blocks_sight", blocksSight),
	}
}

// terrainTileset returns the ground, wall, door and window tiles.
func terrainTileset() *tileset {
	ts := &tileset{name: "terrain", columns: 8}
	ground := func(name, terrain string, cost int, draw func(c *canvas)) {
		ts.add(tileDef{name: name, class: "TerrainTile", props: terrainProps(terrain, cost, 0, false), draw: draw})
	}
	wall := func(name string, blocks bool, draw func(c *canvas)) {
		ts.add(tileDef{name: name, class: "TerrainTile", props: terrainProps("wall", 0, 0, blocks), draw: draw})
	}
	ground("grass", "grass", 1, func(c *canvas) { drawGrass(c, 1) })
	ground("grass_flowers", "grass", 1, func(c *canvas) {
		drawGrass(c, 2)
		for i := uint32(0); i < 4; i++ {
			x, y := int(hash(i, 7, 2)%26)+3, int(hash(i, 9, 2)%26)+3
			c.set(x, y, Yellow)
			c.set(x+1, y, White)
		}
	})
	ground("dirt", "dirt", 1, drawDirt)
	ground("dirt_track", "dirt", 1, func(c *canvas) {
		drawDirt(c)
		for y := 0; y < tileSize; y++ {
			c.set(9+int(hash(1, uint32(y), 5)%2), y, DirtDark)
			c.set(22+int(hash(2, uint32(y), 5)%2), y, DirtDark)
		}
	})
	ground("concrete", "concrete", 1, func(c *canvas) { drawConcrete(c, 3) })
	ground("concrete_cracked", "concrete", 1, func(c *canvas) {
		drawConcrete(c, 4)
		c.line(4, 6, 12, 14, Stone)
		c.line(12, 14, 11, 22, Stone)
		c.line(12, 14, 20, 17, Stone)
	})
	ground("road", "concrete", 1, func(c *canvas) {
		c.rect(0, 0, tileSize, tileSize, Shade)
		c.speckle(0, 0, tileSize, tileSize, 7, 11, Stone)
		c.speckle(0, 0, tileSize, tileSize, 13, 12, Ink)
	})
	ground("road_line", "concrete", 1, func(c *canvas) {
		c.rect(0, 0, tileSize, tileSize, Shade)
		c.speckle(0, 0, tileSize, tileSize, 7, 11, Stone)
		c.speckle(0, 0, tileSize, tileSize, 13, 12, Ink)
		c.rect(4, 15, 10, 2, Sand)
		c.rect(20, 15, 10, 2, Sand)
	})
	ground("floor", "floor", 1, drawPlanks)
	ground("floor_tiles", "floor", 1, func(c *canvas) {
		for y := 0; y < 4; y++ {
			for x := 0; x < 4; x++ {
				col := Floor
				if (x+y)%2 == 1 {
					col = DirtLight
				}
				c.rect(x*8, y*8, 8, 8, col)
			}
		}
		c.speckle(0, 0, tileSize, tileSize, 17, 13, Silver)
	})
	ground("water", "water", 2, func(c *canvas) { drawWater(c, Water, WaterLight, WaterDark) })
	ts.add(tileDef{name: "deep_water", class: "TerrainTile", props: terrainProps("water", 0, 0, false),
		draw: func(c *canvas) { drawWater(c, WaterDark, Water, Ink) }})
	ground("rough", "rough", 2, func(c *canvas) {
		drawDirt(c)
		drawRocks(c, 21, 5)
		for i := uint32(0); i < 5; i++ {
			x, y := int(hash(i, 3, 22)%28)+2, int(hash(i, 4, 22)%28)+2
			c.set(x, y, GrassDark)
			c.set(x+1, y-1, Grass)
			c.set(x-1, y-1, Grass)
		}
	})
	ground("rough_rubble", "rough", 2, func(c *canvas) {
		drawConcrete(c, 5)
		drawRocks(c, 23, 7)
	})
	ground("sand", "dirt", 1, func(c *canvas) {
		c.rect(0, 0, tileSize, tileSize, Sand)
		c.speckle(0, 0, tileSize, tileSize, 6, 31, DirtLight)
		c.speckle(0, 0, tileSize, tileSize, 23, 32, SandDark)
	})
	ground("rock_floor", "dirt", 1, func(c *canvas) {
		// Darker than the mesa tops, which lighten with height.
		c.rect(0, 0, tileSize, tileSize, Dirt)
		c.speckle(0, 0, tileSize, tileSize, 5, 41, DirtDark)
		c.speckle(0, 0, tileSize, tileSize, 17, 42, DirtLight)
		c.speckle(0, 0, tileSize, tileSize, 37, 43, Ink)
	})

	wall("wall_stone", true, func(c *canvas) { drawMasonry(c, Stone, Silver, Shade) })
	wall("wall_brick", true, func(c *canvas) { drawMasonry(c, RoofDark, Roof, Ink) })
	wall("wall_wood", true, drawWoodWall)
	wall("wall_concrete", true, func(c *canvas) {
		c.rect(0, 0, tileSize, tileSize, Stone)
		c.speckle(0, 0, tileSize, tileSize, 7, 51, Shade)
		c.rect(0, 0, tileSize, 2, Silver)
		c.rect(0, 12, tileSize, 1, Shade)
		c.rect(0, 25, tileSize, 7, Ink)
		c.rect(0, 26, tileSize, 5, Shade)
	})
	// Doors and windows come in two orientations: "_we" sits in a wall that
	// runs west to east (units pass north-south), "_ns" in a wall running
	// north to south.
	ground("door_we", "floor", 1, func(c *canvas) { drawDoor(c, false) })
	ground("door_ns", "floor", 1, func(c *canvas) { drawDoor(c, true) })
	wall("window_we", false, func(c *canvas) { drawWindow(c, false) })
	wall("window_ns", false, func(c *canvas) { drawWindow(c, true) })
	return ts
}

func drawGrass(c *canvas, seed uint32) {
	c.rect(0, 0, tileSize, tileSize, Grass)
	c.speckle(0, 0, tileSize, tileSize, 7, seed, GrassLight)
	c.speckle(0, 0, tileSize, tileSize, 9, seed+100, GrassDark)
}

func drawDirt(c *canvas) {
	c.rect(0, 0, tileSize, tileSize, Dirt)
	c.speckle(0, 0, tileSize, tileSize, 6, 61, DirtLight)
	c.speckle(0, 0, tileSize, tileSize, 8, 62, DirtDark)
}

func drawConcrete(c *canvas, seed uint32) {
	c.rect(0, 0, tileSize, tileSize, Silver)
	c.speckle(0, 0, tileSize, tileSize, 8, seed, Stone)
	c.speckle(0, 0, tileSize, tileSize, 19, seed+1, White)
	c.rect(0, 0, tileSize, 1, Stone)
	c.rect(0, 0, 1, tileSize, Stone)
	c.rect(0, 16, tileSize, 1, Stone)
	c.rect(16, 0, 1, tileSize, Stone)
}

func drawPlanks(c *canvas) {
	c.rect(0, 0, tileSize, tileSize, Floor)
	c.speckle(0, 0, tileSize, tileSize, 11, 71, DirtLight)
	for y := 0; y < tileSize; y += 8 {
		c.rect(0, y+7, tileSize, 1, Dirt)
		off := (y / 8 % 2) * 12
		c.rect(off+4, y, 1, 7, Dirt)
		c.rect(off+20, y, 1, 7, Dirt)
	}
}

func drawWater(c *canvas, base, light, dark Index) {
	c.rect(0, 0, tileSize, tileSize, base)
	c.speckle(0, 0, tileSize, tileSize, 13, 81, dark)
	for i := 0; i < 4; i++ {
		x, y := (i*13+3)%26, i*8+3
		c.rect(x, y, 5, 1, light)
		c.rect(x+5, y-1, 2, 1, light)
	}
}

// drawRocks scatters n small rocks with a light top and a dark rim.
func drawRocks(c *canvas, seed uint32, n int) {
	for i := 0; i < n; i++ {
		x := int(hash(uint32(i), 1, seed)%24) + 2
		y := int(hash(uint32(i), 2, seed)%24) + 2
		w := int(hash(uint32(i), 3, seed)%3) + 4
		c.ellipse(x-1, y-1, w+2, w+1, Ink)
		c.ellipse(x, y, w, w-1, Stone)
		c.rect(x+1, y+1, w/2, 1, Silver)
	}
}

// drawMasonry draws a wall seen from above and slightly south: a lit top of
// stones and a dark face at the bottom, so walls read as standing tall.
func drawMasonry(c *canvas, base, light, mortar Index) {
	c.rect(0, 0, tileSize, tileSize, mortar)
	for row := 0; row < 4; row++ {
		off := (row % 2) * 5
		for x := -off; x < tileSize; x += 10 {
			c.rect(x+1, row*6+1, 9, 5, base)
			c.rect(x+1, row*6+1, 9, 1, light)
		}
	}
	c.rect(0, 25, tileSize, 7, Ink)
	for x := 0; x < tileSize; x += 8 {
		c.rect(x+1, 26, 6, 5, Shade)
	}
}

func drawWoodWall(c *canvas) {
	c.rect(0, 0, tileSize, tileSize, WoodDark)
	for x := 0; x < tileSize; x += 6 {
		c.rect(x+1, 0, 5, 25, Wood)
		c.rect(x+1, 0, 1, 25, WoodLight)
	}
	c.rect(0, 25, tileSize, 7, Ink)
	c.rect(0, 26, tileSize, 5, WoodDark)
}

// drawDoor draws an open doorway: wall stubs at both ends and a door leaf
// swung open against one of them.
func drawDoor(c *canvas, ns bool) {
	drawPlanks(c)
	if !ns {
		c.box(0, 8, 6, 18, Stone, Ink)
		c.box(26, 8, 6, 18, Stone, Ink)
		c.box(6, 9, 4, 16, Wood, WoodDark)
		c.rect(6, 25, 20, 1, WoodDark)
		return
	}
	c.box(8, 0, 16, 6, Stone, Ink)
	c.box(8, 26, 16, 6, Stone, Ink)
	c.box(9, 6, 14, 4, Wood, WoodDark)
	c.rect(8, 6, 1, 20, WoodDark)
}

// drawWindow draws a wall with a glazed opening: it blocks movement but not
// sight.
func drawWindow(c *canvas, ns bool) {
	drawMasonry(c, Stone, Silver, Shade)
	if !ns {
		c.box(4, 10, 24, 10, SkyBlue, Ink)
		c.rect(5, 11, 22, 2, WaterLight)
		c.rect(16, 10, 1, 10, Ink)
		return
	}
	c.box(10, 2, 12, 28, SkyBlue, Ink)
	c.rect(11, 3, 2, 26, WaterLight)
	c.rect(10, 16, 12, 1, Ink)
}
