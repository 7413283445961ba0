package main

import (
	. "sightline/assets/palette"
)

// coverMaterial describes how one ADS cover material looks and stands.
type coverMaterial struct {
	name   string // the Tiled Material enum value
	short  string // the letter the map layouts use
	height string // "half" or "full"
	// draw paints the intact material into the w×h box at (x, y); horiz
	// tells whether the piece runs west to east.
	draw func(c *canvas, x, y, w, h int, horiz bool)
	// debris lists the colours its rubble is made of.
	debris [3]Index
}

// coverMaterials lists the materials in the ADS cover table order, weakest
// first, which is also their row order in cover.png.
func coverMaterials() []coverMaterial {
	return []coverMaterial{
		{"thin_wood", "f", "half", drawFence, [3]Index{Wood, WoodLight, WoodDark}},
		{"thick_wood", "c", "full", drawCrates, [3]Index{Wood, WoodLight, WoodDark}},
		{"reinforced_wood", "b", "half", drawBarricade, [3]Index{WoodDark, Stone, Wood}},
		{"stone", "w", "full", drawStoneWall, [3]Index{Stone, Silver, Shade}},
		{"sandbag", "s", "half", drawSandbags, [3]Index{Sand, SandDark, DirtLight}},
		{"concrete", "k", "full", drawBunker, [3]Index{Silver, Stone, White}},
	}
}

// coverVariants returns the placements of a cover piece, in column order: on the
// north, east, south or west edge of its cell, or filling the cell.
func coverVariants() [5]string {
	return [5]string{"n", "e", "s", "w", "o"}
}

// coverStates returns the looks of a piece as it takes damage, in column order.
func coverStates() [3]string {
	return [3]string{"intact", "damaged", "broken"}
}

// coverTileset returns the cover tiles. The id of a tile is
// material*15 + variant*3 + state, with materials in ADS table order,
// variants N, E, S, W, fill and states intact, damaged, broken; tiles of one
// piece share a cover_group so the renderer can swap them as the piece's
// structure points run out.
func coverTileset() *tileset {
	ts := &tileset{name: "cover", columns: 15}
	for _, m := range coverMaterials() {
		for _, v := range coverVariants() {
			group := m.name + "_" + v
			for _, s := range coverStates() {
				var props []prop
				if s != "broken" {
					props = append(props, enumProp("cover", "Material", m.name))
					if v != "o" {
						props = append(props, enumProp("cover_edge", "Edge", upper(v)))
					}
					props = append(props, enumProp("cover_height", "CoverHeight", m.height))
				} else {
					// Broken cover gives no cover and is difficult ground.
					props = append(props, intProp("cost", 2))
				}
				props = append(props, enumProp("cover_state", "CoverState", s), strProp("cover_group", group))
				m, v, s := m, v, s
				ts.add(tileDef{name: m.short + v + "_" + s, class: "CoverTile", props: props,
					draw: func(c *canvas) { drawCoverPiece(c, m, v, s) }})
			}
		}
	}
	return ts
}

func upper(s string) string {
	b := []byte(s)
	for i, ch := range b {
		if ch >= 'a' && ch <= 'z' {
			b[i] = ch - 'a' + 'A'
		}
	}
	return string(b)
}

// coverBox returns where a piece sits in its tile for a variant.
func coverBox(v string) (x, y, w, h int, horiz bool) {
	const t = 11 // thickness of an edge piece
	switch v {
	case "n":
		return 0, 0, tileSize, t, true
	case "s":
		return 0, tileSize - t, tileSize, t, true
	case "e":
		return tileSize - t, 0, t, tileSize, false
	case "w":
		return 0, 0, t, tileSize, false
	}
	return 2, 2, tileSize - 4, tileSize - 4, true
}

// drawCoverPiece draws one cover tile: the intact piece, the piece with bites
// and cracks, or a low heap of its rubble.
func drawCoverPiece(c *canvas, m coverMaterial, v, state string) {
	x, y, w, h, horiz := coverBox(v)
	seed := uint32(len(m.name)*31 + int(v[0]))
	if state == "broken" {
		for i := 0; i < 16; i++ {
			px := x + int(hash(uint32(i), 1, seed)%uint32(max(w-4, 1)))
			py := y + int(hash(uint32(i), 2, seed)%uint32(max(h-3, 1)))
			s := int(hash(uint32(i), 3, seed)%3) + 2
			c.rect(px, py, s+1, s, m.debris[i%3])
		}
		c.outline(0, 0, tileSize, tileSize, Ink)
		return
	}
	tmp := newCanvas(tileSize, tileSize)
	m.draw(tmp, x, y, w, h, horiz)
	if state == "damaged" {
		// Bite chunks out of the piece and crack what is left.
		for i := 0; i < 3; i++ {
			bx := x + int(hash(uint32(i), 5, seed)%uint32(w))
			by := y + int(hash(uint32(i), 6, seed)%uint32(h))
			tmp.ellipse(bx-3, by-3, 7, 6, Clear)
		}
		tmp.line(x+w/4, y+1, x+w/2, y+h-2, Ink)
		tmp.line(x+w-3, y+h/3, x+w/2+2, y+h-3, Ink)
	}
	for j := 0; j < tileSize; j++ {
		for i := 0; i < tileSize; i++ {
			if ci := tmp.get(i, j); ci != Clear {
				c.set(i, j, ci)
			}
		}
	}
	c.outline(0, 0, tileSize, tileSize, Ink)
}

// drawFence draws thin posts with two rails: light, see-through cover.
func drawFence(c *canvas, x, y, w, h int, horiz bool) {
	if horiz {
		mid := y + h/2
		c.rect(x, mid-3, w, 2, Wood)
		c.rect(x, mid+1, w, 2, Wood)
		c.rect(x, mid-3, w, 1, WoodLight)
		for px := x + 2; px < x+w; px += 9 {
			c.rect(px, mid-5, 3, 10, WoodDark)
			c.set(px+1, mid-5, WoodLight)
		}
		return
	}
	mid := x + w/2
	c.rect(mid-3, y, 2, h, Wood)
	c.rect(mid+1, y, 2, h, Wood)
	c.rect(mid-3, y, 1, h, WoodLight)
	for py := y + 2; py < y+h; py += 9 {
		c.rect(mid-5, py, 10, 3, WoodDark)
		c.set(mid-5, py+1, WoodLight)
	}
}

// crate draws one braced crate in the w×h box at (x, y).
func crate(c *canvas, x, y, w, h int) {
	c.box(x, y, w, h, Wood, WoodDark)
	c.frame(x+1, y+1, w-2, h-2, WoodLight)
	c.line(x+2, y+2, x+w-3, y+h-3, WoodDark)
	c.line(x+w-3, y+2, x+2, y+h-3, WoodDark)
	c.rect(x+1, y+h-2, w-2, 1, WoodDark)
}

// drawCrates draws a row of crates, or a stack of four for a filling piece.
func drawCrates(c *canvas, x, y, w, h int, horiz bool) {
	if w > 20 && h > 20 {
		crate(c, x, y, 14, 14)
		crate(c, x+14, y, 14, 14)
		crate(c, x, y+14, 14, 14)
		crate(c, x+14, y+14, 14, 14)
		crate(c, x+7, y+7, 14, 14)
		return
	}
	if horiz {
		for px := x; px+10 <= x+w; px += 11 {
			crate(c, px, y, 11, h)
		}
		return
	}
	for py := y; py+10 <= y+h; py += 11 {
		crate(c, x, py, w, 11)
	}
}

// drawBarricade draws heavy dark planks held by iron bands and bolts.
func drawBarricade(c *canvas, x, y, w, h int, horiz bool) {
	c.box(x, y, w, h, WoodDark, Ink)
	if horiz {
		for py := y + 1; py < y+h-1; py += 3 {
			c.rect(x+1, py, w-2, 2, Wood)
		}
		for px := x + 3; px < x+w-2; px += 8 {
			c.rect(px, y, 3, h, Stone)
			c.set(px+1, y+2, White)
			c.set(px+1, y+h-3, White)
		}
		return
	}
	for px := x + 1; px < x+w-1; px += 3 {
		c.rect(px, y+1, 2, h-2, Wood)
	}
	for py := y + 3; py < y+h-2; py += 8 {
		c.rect(x, py, w, 3, Stone)
		c.set(x+2, py+1, White)
		c.set(x+w-3, py+1, White)
	}
}

// drawStoneWall draws big mortared stones with a lit top.
func drawStoneWall(c *canvas, x, y, w, h int, horiz bool) {
	c.rect(x, y, w, h, Shade)
	if horiz {
		for row, py := 0, y; py < y+h-1; row, py = row+1, py+5 {
			off := row % 2 * 4
			for px := x - off; px < x+w; px += 8 {
				c.rect(max(px+1, x), py+1, min(7, x+w-px-1), 4, Stone)
				c.rect(max(px+1, x), py+1, min(7, x+w-px-1), 1, Silver)
			}
		}
		return
	}
	for col, px := 0, x; px < x+w-1; col, px = col+1, px+5 {
		off := col % 2 * 4
		for py := y - off; py < y+h; py += 8 {
			c.rect(px+1, max(py+1, y), 4, min(7, y+h-py-1), Stone)
			c.rect(px+1, max(py+1, y), 4, 1, Silver)
		}
	}
}

// sandbag draws one bag.
func sandbag(c *canvas, x, y, w, h int) {
	c.ellipse(x, y, w, h, SandDark)
	c.ellipse(x, y, w, h-1, Sand)
	c.rect(x+2, y+1, w-4, 1, DirtLight)
}

// drawSandbags draws bags stacked in a running bond.
func drawSandbags(c *canvas, x, y, w, h int, horiz bool) {
	if horiz {
		for row, py := 0, y+h-5; py >= y; row, py = row+1, py-4 {
			off := row % 2 * 4
			for px := x - off; px < x+w; px += 8 {
				sandbag(c, px, py, 9, 5)
			}
		}
		return
	}
	for col, px := 0, x+w-5; px >= x; col, px = col+1, px-4 {
		off := col % 2 * 4
		for py := y - off; py < y+h; py += 8 {
			sandbag(c, px, py, 5, 9)
		}
	}
}

// drawBunker draws a cast concrete barrier, or for a filling piece a bunker
// with a dark firing slit.
func drawBunker(c *canvas, x, y, w, h int, horiz bool) {
	c.box(x, y, w, h, Silver, Ink)
	c.speckle(x+1, y+1, w-2, h-2, 7, 91, Stone)
	c.frame(x+1, y+1, w-2, h-2, White)
	c.rect(x+2, y+h-3, w-4, 2, Stone)
	if w > 20 && h > 20 {
		c.box(x+3, y+3, w-6, h-6, Stone, Shade)
		c.frame(x+3, y+3, w-6, h-6, Shade)
		c.rect(x+4, y+4, w-8, 1, Silver)
		c.rect(x+6, y+h/2-1, w-12, 3, Ink)
		return
	}
	if horiz {
		for px := x + 7; px < x+w-2; px += 8 {
			c.rect(px, y+1, 1, h-2, Stone)
		}
		return
	}
	for py := y + 7; py < y+h-2; py += 8 {
		c.rect(x+1, py, w-2, 1, Stone)
	}
}
