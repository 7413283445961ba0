package main

import (
	. "sightline/assets/palette"
)

// The unit sheet layout; assets/units.go exposes the same numbers.
const (
	unitRoles   = 5 // rifleman, gunner, marksman, melee, flyer
	unitFacings = 4 // north, east, south, west
	unitFrames  = 6 // idle, walk 1, walk 2, shoot, hit, down
)

// The roles, in row order.
const (
	roleRifleman = iota
	roleGunner
	roleMarksman
	roleMelee
	roleFlyer
)

// The frames, in column order within a facing.
const (
	frameIdle = iota
	frameWalk1
	frameWalk2
	frameShoot
	frameHit
	frameDown
)

// unitSheet draws every role for every side, facing and frame: row
// role*4+side, column facing*6+frame, each cell tileSize square.
func unitSheet() *canvas {
	c := newCanvas(unitFacings*unitFrames*tileSize, unitRoles*Sides*tileSize)
	for role := 0; role < unitRoles; role++ {
		for side := 0; side < Sides; side++ {
			for dir := 0; dir < unitFacings; dir++ {
				for fr := 0; fr < unitFrames; fr++ {
					x := (dir*unitFrames + fr) * tileSize
					y := (role*Sides + side) * tileSize
					drawUnit(c.at(x, y), role, side, dir, fr)
				}
			}
		}
	}
	return c
}

// unitLook is what tells one unit from another.
type unitLook struct {
	body, trim Index // side colour and its darker trim
	role       int
}

// sideTrim returns a darker companion of a side colour for shading.
func sideTrim(side int) Index {
	switch SideColor(side) {
	case White:
		return Silver
	case Orange:
		return Wood
	case Purple:
		return Shade
	}
	return WaterDark
}

// drawUnit draws one frame into a tileSize cell.
func drawUnit(c *canvas, role, side, dir, frame int) {
	u := unitLook{body: SideColor(side), trim: sideTrim(side), role: role}
	fig := newCanvas(tileSize, tileSize)
	if frame == frameDown {
		drawDown(fig, u, dir)
	} else {
		lift := 0
		if role == roleFlyer {
			lift = 5
		}
		drawStanding(fig.at(0, -lift), u, dir, frame)
	}
	if frame == frameHit {
		// A hit unit flashes a white rim, with a few red drops flying off;
		// a red rim would read as the orange side.
		fig.outline(0, 0, tileSize, tileSize, White)
		for _, p := range [][2]int{{6, 12}, {4, 15}, {8, 9}, {5, 18}} {
			fig.set(p[0], p[1], Red)
		}
	} else {
		fig.outline(0, 0, tileSize, tileSize, Ink)
	}
	copyOpaque(c, fig)
	drawMarker(c, side, 22, 1)
}

// copyOpaque paints every opaque pixel of src onto dst.
func copyOpaque(dst, src *canvas) {
	b := src.img.Rect
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if ci := src.img.ColorIndexAt(x, y); ci != Clear {
				dst.set(x, y, ci)
			}
		}
	}
}

// drawMarker draws the side's shape, 7 pixels wide, at (x, y): filled with
// the side colour and ringed in white and ink, so shape and colour both
// tell sides apart.
func drawMarker(c *canvas, side, x, y int) {
	col := SideColor(side)
	m := newCanvas(11, 11)
	m = m.at(1, 1)
	switch SideShape(side) {
	case Circle:
		m.ellipse(1, 1, 7, 7, col)
	case Square:
		m.rect(1, 1, 7, 7, col)
	case Triangle:
		for j := 0; j < 7; j++ {
			half := j / 2
			m.rect(4-half, 1+j, 2*half+1, 1, col)
		}
	case Diamond:
		for j := 0; j < 7; j++ {
			half := 3 - abs(3-j)
			m.rect(4-half, 1+j, 2*half+1, 1, col)
		}
	}
	// A light ring, then an ink ring, keep dark sides' markers visible on
	// dark ground.
	m.outline(-1, -1, 11, 11, White)
	m.outline(-1, -1, 11, 11, Ink)
	copyOpaque(c.at(x-2, y-2), &canvas{img: m.img})
}

// drawStanding draws an upright unit; dir is 0 north (back to the viewer),
// 1 east, 2 south (facing the viewer) or 3 west.
func drawStanding(c *canvas, u unitLook, dir, frame int) {
	if dir == 3 {
		// West is east mirrored.
		tmp := newCanvas(tileSize, tileSize)
		drawStanding(tmp, u, 1, frame)
		for y := 0; y < tileSize; y++ {
			for x := 0; x < tileSize; x++ {
				if ci := tmp.get(x, y); ci != Clear {
					c.set(tileSize-1-x, y, ci)
				}
			}
		}
		return
	}
	side := dir == 1
	bob := 0
	if frame == frameWalk1 || frame == frameWalk2 {
		bob = 1
	}
	lean := 0
	if frame == frameHit {
		lean = -2
	}
	// Torso width gives each role its bulk.
	tw := map[int]int{roleRifleman: 10, roleGunner: 14, roleMarksman: 8, roleMelee: 10, roleFlyer: 10}[u.role]
	if side {
		tw -= 2
	}
	tx := 16 - tw/2 + lean
	// Flyer wings behind the body.
	if u.role == roleFlyer {
		drawWings(c, dir, lean)
	}
	// Back pack or ammo box behind the torso.
	if u.role == roleGunner && dir != 2 {
		bx := tx + 2
		if side {
			bx = tx - 4
		}
		c.box(bx, 13+bob, 8, 8, Stone, Shade)
	}
	// Legs.
	l1, l2 := 0, 0
	switch frame {
	case frameWalk1:
		l1 = -2
	case frameWalk2:
		l2 = -2
	}
	legLen := 7
	if u.role == roleFlyer {
		legLen = 5
	}
	if side {
		// Seen from the side the legs scissor.
		s := 0
		if frame == frameWalk1 || frame == frameWalk2 {
			s = 2
			if frame == frameWalk2 {
				s = -2
			}
		}
		c.rect(14+s+lean, 22, 3, legLen, Shade)
		c.rect(16-s+lean, 22, 3, legLen, u.trim)
		c.rect(14+s+lean, 21+legLen, 4, 1, Ink)
		c.rect(16-s+lean, 21+legLen, 4, 1, Ink)
	} else {
		c.rect(12+lean, 22+l1, 3, legLen, Shade)
		c.rect(17+lean, 22+l2, 3, legLen, Shade)
		c.rect(12+lean, 21+legLen+l1, 3, 1, Ink)
		c.rect(17+lean, 21+legLen+l2, 3, 1, Ink)
	}
	// Torso in the side colour, with a darker trim and a belt.
	ty := 13 + bob
	c.rect(tx, ty, tw, 9, u.body)
	c.rect(tx, ty+7, tw, 1, Ink)
	c.rect(tx, ty+8, tw, 1, u.trim)
	if !side {
		c.rect(tx, ty, 2, 7, u.trim)
		c.rect(tx+tw-2, ty, 2, 7, u.trim)
	} else {
		c.rect(tx+tw-2, ty, 2, 7, u.trim)
	}
	// Head.
	hy := 5 + bob
	hx := 12 + lean
	c.ellipse(hx, hy, 8, 8, Skin)
	headgear := map[int]Index{roleRifleman: Stone, roleGunner: Shade, roleMarksman: u.trim, roleMelee: Silver, roleFlyer: White}[u.role]
	switch dir {
	case 0:
		c.ellipse(hx, hy, 8, 8, headgear)
	case 2:
		c.ellipse(hx, hy, 8, 4, headgear)
		c.rect(hx+2, hy+4, 1, 2, Ink)
		c.rect(hx+5, hy+4, 1, 2, Ink)
	case 1:
		c.ellipse(hx, hy, 8, 4, headgear)
		c.rect(hx, hy+2, 4, 3, headgear)
		c.rect(hx+6, hy+4, 1, 2, Ink)
	}
	if u.role == roleMarksman {
		// A hood brim sets the marksman apart.
		c.rect(hx-1, hy+2, 10, 1, u.trim)
	}
	if u.role == roleMelee {
		// A plume on the helmet.
		c.rect(hx+3, hy-3, 2, 3, Red)
	}
	drawWeapon(c, u, dir, frame, tx, tw, ty)
}

// drawWings draws a flyer's wings spread behind it.
func drawWings(c *canvas, dir, lean int) {
	if dir == 1 {
		for j := 0; j < 8; j++ {
			c.rect(5+j+lean, 10+j, 8-j, 1, Silver)
		}
		c.rect(5+lean, 10, 8, 1, White)
		return
	}
	for j := 0; j < 8; j++ {
		c.rect(2+j+lean, 9+j, 9-j, 1, Silver)
		c.rect(21+lean, 9+j, 9-j, 1, Silver)
	}
	c.rect(2+lean, 9, 9, 1, White)
	c.rect(21+lean, 9, 9, 1, White)
}

// drawWeapon draws the role's weapon; shooting frames push it forward and
// add a flash at the muzzle.
func drawWeapon(c *canvas, u unitLook, dir, frame, tx, tw, ty int) {
	shoot := frame == frameShoot
	if u.role == roleMelee {
		// Shield and blade.
		switch dir {
		case 2:
			c.ellipse(tx-3, ty-1, 8, 10, Wood)
			c.ellipse(tx-1, ty+1, 4, 6, WoodLight)
			c.line(tx+tw+1, ty+6, tx+tw+4, ty-4, White)
		case 0:
			c.line(tx+tw, ty+5, tx+tw+3, ty-5, White)
		case 1:
			if shoot {
				c.line(tx+tw, ty+3, tx+tw+10, ty+1, White)
				c.line(tx+tw, ty+4, tx+tw+10, ty+2, Silver)
			} else {
				c.line(tx+tw-1, ty+6, tx+tw+3, ty-5, White)
			}
			c.ellipse(tx+tw-4, ty-1, 5, 10, Wood)
		}
		return
	}
	length := map[int]int{roleRifleman: 10, roleGunner: 10, roleMarksman: 15, roleFlyer: 8}[u.role]
	thick := 2
	if u.role == roleGunner {
		thick = 3
	}
	switch dir {
	case 1:
		gx, gy := tx+2, ty+3
		if shoot {
			gx += 2
		}
		c.rect(gx, gy, length, thick, Ink)
		c.rect(gx, gy, length, 1, Shade)
		if u.role == roleMarksman {
			c.rect(gx+4, gy-2, 4, 2, Ink)
			c.set(gx+7, gy-2, SkyBlue)
		}
		if shoot {
			c.rect(gx+length, gy-1, 2, thick+2, Yellow)
			c.set(gx+length+2, gy, Yellow)
		}
	case 2:
		// Held across the chest, muzzle down to the right; aimed at the
		// viewer when shooting.
		if shoot {
			c.rect(15, ty+1, thick, 7, Ink)
			c.rect(14, ty+8, thick+2, 3, Yellow)
			return
		}
		c.line(tx, ty+2, tx+tw+2, ty+6, Ink)
		c.line(tx, ty+3, tx+tw+2, ty+7, Ink)
		if u.role == roleGunner {
			c.line(tx, ty+4, tx+tw+2, ty+8, Shade)
		}
	case 0:
		if shoot {
			// Aimed away from the viewer, past the right of the head.
			c.rect(tx+tw-2, ty-9, thick, 12, Ink)
			c.rect(tx+tw-3, ty-12, thick+2, 3, Yellow)
			return
		}
		c.line(tx+tw-1, ty+7, tx+tw+2, ty-6, Ink)
		c.line(tx+tw, ty+7, tx+tw+3, ty-6, Ink)
	}
}

// drawDown draws a unit lying on the ground.
func drawDown(c *canvas, u unitLook, dir int) {
	flip := dir == 3
	set := func(x, y, w, h int, ci Index) {
		if flip {
			x = tileSize - x - w
		}
		c.rect(x, y, w, h, ci)
	}
	set(17, 21, 10, 3, Shade)
	set(17, 24, 10, 2, Shade)
	set(8, 19, 10, 8, u.body)
	set(8, 19, 10, 1, u.trim)
	set(2, 19, 7, 7, Skin)
	set(2, 19, 3, 7, Stone)
	if u.role == roleFlyer {
		set(9, 15, 9, 3, Silver)
	}
	set(6, 28, 14, 2, Ink)
}

// sheets returns the drawers of the sprite sheets in assets/.
func sheets() map[string]func() *canvas {
	return map[string]func() *canvas{
		"units":   unitSheet,
		"effects": effectSheet,
		"icons":   iconSheet,
		"appicon": appIcon,
	}
}
