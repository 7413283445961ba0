package main

import (
	"sightline/assets"
	. "sightline/assets/palette"
)

// iconSize is the edge of a UI icon, in pixels.
const iconSize = 16

// iconNames returns the icons in sheet order, as package assets names
// them: the sheet drawn here is the one it cuts by those names.
func iconNames() []string {
	names := make([]string, assets.Icons)
	for i := range names {
		names[i] = assets.Icon(i).String()
	}
	return names
}

// iconColours returns the map from the letters of the icon pixel maps to palette entries.
func iconColours() map[byte]Index {
	return map[byte]Index{
		'w': White, 's': Silver, 'd': Stone, 'k': Ink, 'y': Yellow, 'r': Red,
		'b': SkyBlue, 'g': Green, 'o': Orange, 'p': Purple, 'n': Wood, 'a': Sand,
		'e': Shade, 'S': SandDark, 'N': WoodDark, 'K': Skin, 'R': RoofDark,
	}
}

// iconPixels returns each icon as 14 rows of 14 letters (see iconColours(); '.'
// is clear). The generator centres it and rings it in ink. The action icons
// come from actionIconPixels.
func iconPixels() map[string][14]string {
	m := statusIconPixels()
	for name, px := range actionIconPixels() {
		m[name] = px
	}
	for name, px := range grappleIconPixels() {
		m[name] = px
	}
	for name, px := range manoeuvreIconPixels() {
		m[name] = px
	}
	for name, px := range swordpointIconPixels() {
		m[name] = px
	}
	for name, px := range dropIconPixels() {
		m[name] = px
	}
	return m
}

// statusIconPixels returns the pixel maps of the first icons: statuses,
// cover grades and resources.
func statusIconPixels() map[string][14]string {
	return map[string][14]string{
		"prone": {
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			".ww...........",
			"wwww.sssssss..",
			"wwww.sssssssss",
			".ww..sssssss..",
			"..............",
			"yyyyyyyyyyyyyy",
			"..............",
			"..............",
			"..............",
		},
		"in_cover": {
			"..............",
			"..............",
			"......ww......",
			".....wwww.....",
			".....wwww.....",
			"......ww......",
			"....ssssss....",
			"aaaaaaaaaaaaaa",
			"aaaaaaaaaaaaaa",
			"aaaaaaaaaaaaaa",
			"aaaaaaaaaaaaaa",
			"..............",
			"..............",
			"..............",
		},
		"hunkered": {
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
			"......ww......",
			".....wwww.....",
			"aaaaaaaaaaaaaa",
			"aaaaaaaaaaaaaa",
			"aaaaaaaaaaaaaa",
			"aaaaaaaaaaaaaa",
			"aaaaaaaaaaaaaa",
			"..............",
		},
		"bloodied": {
			"......r.......",
			"......r.......",
			".....rrr......",
			".....rrr......",
			"....rrrrr.....",
			"...rrrrrrr....",
			"...rrrrrrr....",
			"..rrrrrrrrr...",
			"..rrrwrrrrr...",
			"..rrwwrrrrr...",
			"..rrrrrrrrr...",
			"...rrrrrrr....",
			"....rrrrr.....",
			"..............",
		},
		"suppressed": {
			"y.....y.....y.",
			".y.....y.....y",
			"..y.....y.....",
			"..............",
			"......ww......",
			".....wwww.....",
			".....wwww.....",
			"......ww......",
			"....ssssss....",
			"...ssssssss...",
			"...s.ssss.s...",
			".....s..s.....",
			".....s..s.....",
			"..............",
		},
		"overwatch": {
			"..............",
			"..............",
			"....wwwwww....",
			"..wwwbbbbwww..",
			".wwbbbkkbbbww.",
			"wwbbbkkkkbbbww",
			"wwbbbkkkkbbbww",
			".wwbbbkkbbbww.",
			"..wwwbbbbwww..",
			"....wwwwww....",
			"..............",
			"..............",
			"..............",
			"..............",
		},
		"dazed": {
			"..y.......y...",
			".yyy.....yyy..",
			"..y...y...y...",
			".....yyy......",
			"......y.......",
			"....wwwwww....",
			"...wwwwwwww...",
			"...wkwwwwkw...",
			"...wwwwwwww...",
			"...wwwkkwww...",
			"....wwwwww....",
			"..............",
			"..............",
			"..............",
		},
		"stunned": {
			"..y...y...y...",
			"...y..y..y....",
			"....y.y.y.....",
			"..............",
			"....wwwwww....",
			"...wwwwwwww...",
			"...wkwkwkwk...",
			"...wwkwwkww...",
			"...wkwkwkwk...",
			"...wwwwwwww...",
			"...wwkkkkww...",
			"....wwwwww....",
			"..............",
			"..............",
		},
		"unconscious": {
			"..........bbb.",
			"............b.",
			"......bbb..b..",
			"........b.bbb.",
			".......b......",
			"......bbb.....",
			"..............",
			".ww...........",
			"wwww.sssssss..",
			"wwww.sssssssss",
			".ww..sssssss..",
			"..............",
			"..............",
			"..............",
		},
		"jammed": {
			"..............",
			"..............",
			"..............",
			"sssssssssss...",
			"sssssssssssss.",
			"ssssssssss....",
			"..sss..rr..rr.",
			"..sss...rrrr..",
			"..sss....rr...",
			"..sss...rrrr..",
			".........rr.rr",
			"..............",
			"..............",
			"..............",
		},
		"aiming": {
			"......ww......",
			"......ww......",
			"....wwwwww....",
			"...ww.ww.ww...",
			"..ww..ww..ww..",
			"..w...rr...w..",
			"wwwwwwrrwwwwww",
			"wwwwwwrrwwwwww",
			"..w...rr...w..",
			"..ww..ww..ww..",
			"...ww.ww.ww...",
			"....wwwwww....",
			"......ww......",
			"......ww......",
		},
		"cover_half": {
			"..............",
			".wwwwwwwwwwww.",
			".wsssssswwwww.",
			".wsssssswwwww.",
			".wsssssswwwww.",
			".wsssssswwwww.",
			".wsssssswwwww.",
			"..wssssswwww..",
			"..wssssswwww..",
			"...wsssswww...",
			"....wssswww...",
			".....wwwww....",
			"......www.....",
			"..............",
		},
		"cover_full": {
			"..............",
			".wwwwwwwwwwww.",
			".wwwwwwwwwwww.",
			".wwwwwwwwwwww.",
			".wwwwwwwwwwww.",
			".wwwwwwwwwwww.",
			".wwwwwwwwwwww.",
			"..wwwwwwwwww..",
			"..wwwwwwwwww..",
			"...wwwwwwww...",
			"....wwwwww....",
			".....wwwww....",
			"......www.....",
			"..............",
		},
		"tick": {
			"....yyyyyy....",
			"..yyyyyyyyyy..",
			".yyyyyykyyyyy.",
			".yyyyyykyyyyy.",
			"yyyyyyykyyyyyy",
			"yyyyyyykyyyyyy",
			"yyyyyyykkkkkyy",
			"yyyyyyyyyyyyyy",
			"yyyyyyyyyyyyyy",
			".yyyyyyyyyyyy.",
			".yyyyyyyyyyyy.",
			"..yyyyyyyyyy..",
			"....yyyyyy....",
			"..............",
		},
		"reaction": {
			"........gg....",
			".......gg.....",
			"......ggg.....",
			".....ggg......",
			"....gggg......",
			"...gggggggg...",
			"..gggggggg....",
			"......gggg....",
			"......ggg.....",
			".....ggg......",
			".....gg.......",
			"....gg........",
			"....g.........",
			"..............",
		},
	}
}

// iconSheet draws every icon in one row of iconSize cells.
func iconSheet() *canvas {
	c := newCanvas(len(iconNames())*iconSize, iconSize)
	pixels := iconPixels()
	for i, name := range iconNames() {
		cell := c.at(i*iconSize, 0)
		px := pixels[name]
		for y, row := range px {
			for x := 0; x < len(row); x++ {
				if ci, ok := iconColours()[row[x]]; ok {
					cell.set(x+1, y+1, ci)
				}
			}
		}
		cell.outline(0, 0, iconSize, iconSize, Ink)
	}
	return c
}
