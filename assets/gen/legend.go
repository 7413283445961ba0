package main

import "fmt"

// groundLegend returns the map from the plain ground characters of the layouts to tiles.
// Doors, windows, roofs, mesas, ladders and stairs are chosen by groundTile
// from their neighbours.
func groundLegend() map[byte]string {
	return map[byte]string{
		'.': "terrain:grass",
		';': "terrain:grass_flowers",
		',': "terrain:dirt",
		'"': "terrain:dirt_track",
		':': "terrain:concrete",
		'x': "terrain:concrete_cracked",
		'=': "terrain:road",
		'-': "terrain:road_line",
		'_': "terrain:floor",
		'+': "terrain:floor_tiles",
		'~': "terrain:water",
		'w': "terrain:deep_water",
		'%': "terrain:rough",
		'&': "terrain:rough_rubble",
		's': "terrain:sand",
		'r': "terrain:rock_floor",
		'#': "terrain:wall_stone",
		'B': "terrain:wall_brick",
		'H': "terrain:wall_wood",
		'C': "terrain:wall_concrete",
		'V': "height:cliff_face",
	}
}

// isWallChar reports whether a layout character is a wall a door or window
// can sit in.
func isWallChar(ch byte) bool {
	switch ch {
	case '#', 'B', 'H', 'C', 'D', 'O':
		return true
	}
	return false
}

// groundAt returns the ground character at (x, y), or 0 off the map.
func groundAt(m *mapDef, x, y int) byte {
	w, h := m.size()
	if x < 0 || y < 0 || x >= w || y >= h {
		return 0
	}
	return m.ground[y][x]
}

// levelOf returns the elevation a layout character stands for: 1-3 for
// roofs, 1-2 for mesas ('m', 'M'), 0 for everything else.
func levelOf(ch byte) int {
	switch {
	case ch >= '1' && ch <= '3':
		return int(ch - '0')
	case ch == 'm':
		return 1
	case ch == 'M':
		return 2
	case ch == 'L', ch == 'T':
		return 0
	}
	return 0
}

// groundTile returns the tile reference for the cell (x, y) of a layout.
func groundTile(m *mapDef, x, y int) (string, error) {
	ch := groundAt(m, x, y)
	if ref, ok := groundLegend()[ch]; ok {
		return ref, nil
	}
	switch ch {
	case 'D', 'O':
		kind := "door"
		if ch == 'O' {
			kind = "window"
		}
		if isWallChar(groundAt(m, x-1, y)) || isWallChar(groundAt(m, x+1, y)) {
			return "terrain:" + kind + "_we", nil
		}
		return "terrain:" + kind + "_ns", nil
	case '1', '2', '3', 'm', 'M':
		lv := levelOf(ch)
		style := "roof"
		if ch == 'm' || ch == 'M' {
			style = "mesa"
		}
		// An edge faces every neighbour that stands lower.
		mask := 0
		for i, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			n := groundAt(m, x+d[0], y+d[1])
			nl := levelOf(n)
			if n == 'L' || n == 'T' {
				nl = climbBase(m, x+d[0], y+d[1])
			}
			if n != 0 && nl < lv {
				mask |= 1 << i
			}
		}
		return fmt.Sprintf("height:%s%d_%s", style, lv, edgeMaskName(mask)), nil
	case 'L', 'T':
		// A ladder or stairs climbs towards its higher neighbour.
		kind := "ladder"
		if ch == 'T' {
			kind = "stairs"
		}
		base, dir := climbBase(m, x, y), -1
		for i, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			if n := groundAt(m, x+d[0], y+d[1]); n != 'L' && n != 'T' && levelOf(n) == base+1 {
				dir = i
				break
			}
		}
		if dir < 0 || base > 2 {
			return "", fmt.Errorf("map %s at (%d,%d): %s has no higher neighbour to climb to", m.name, x, y, kind)
		}
		return fmt.Sprintf("height:%s%d_%s", kind, base, coverVariants()[dir]), nil
	}
	return "", fmt.Errorf("map %s at (%d,%d): unknown ground character %q", m.name, x, y, ch)
}

// edgeMaskName spells an edge mask (bits N, E, S, W) as letters, or "fill".
func edgeMaskName(mask int) string {
	if mask == 0 {
		return "fill"
	}
	s := ""
	for i, l := range "nesw" {
		if mask&(1<<i) != 0 {
			s += string(l)
		}
	}
	return s
}

// climbBase returns the level a ladder or stairs at (x, y) stands on: one
// below its highest neighbour that is not itself a climb.
func climbBase(m *mapDef, x, y int) int {
	top := 0
	for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
		if n := groundAt(m, x+d[0], y+d[1]); n != 'L' && n != 'T' {
			top = max(top, levelOf(n))
		}
	}
	return max(top-1, 0)
}
