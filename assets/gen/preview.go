package main

import (
	"fmt"
	"image"
	"os"
	"path/filepath"

	. "sightline/assets/palette"
)

// writePreviews renders every tileset, sheet and map, enlarged, into dir, so
// the art can be looked at without the game. Spawn zones are framed in their
// side's colour.
func writePreviews(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	sets := newTilesets(terrainTileset(), coverTileset(), heightTileset())
	out := map[string]*canvas{}
	sheetsByTS := map[string]*canvas{}
	for _, r := range sets {
		c := newCanvas(r.ts.columns*tileSize, r.ts.rows()*tileSize)
		for i, t := range r.ts.tiles {
			t.draw(c.at(i%r.ts.columns*tileSize, i/r.ts.columns*tileSize))
		}
		sheetsByTS[r.ts.name] = c
		out["tileset-"+r.ts.name] = scale(c, 2)
	}
	for name, draw := range sheets() {
		out["sheet-"+name] = scale(draw(), 3)
	}
	for _, m := range bundledMaps() {
		c, err := renderMap(m, sets, sheetsByTS)
		if err != nil {
			return err
		}
		out["map-"+m.name] = c
	}
	for name, c := range out {
		b, err := encodePNG(c)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".png"), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// scale enlarges a canvas k times with square pixels.
func scale(c *canvas, k int) *canvas {
	b := c.img.Rect
	o := newCanvas(b.Dx()*k, b.Dy()*k)
	for y := 0; y < b.Dy()*k; y++ {
		for x := 0; x < b.Dx()*k; x++ {
			o.img.SetColorIndex(x, y, c.img.ColorIndexAt(x/k, y/k))
		}
	}
	return o
}

// renderMap draws a map's ground and cover layers and frames its zones.
func renderMap(m *mapDef, sets tilesets, imgs map[string]*canvas) (*canvas, error) {
	w, h := m.size()
	c := newCanvas(w*tileSize, h*tileSize)
	blit := func(ref string, x, y int) error {
		gid, err := sets.gid(ref)
		if err != nil {
			return fmt.Errorf("map %s at (%d,%d): %v", m.name, x, y, err)
		}
		for _, r := range sets {
			if gid >= r.firstGID && gid < r.firstGID+len(r.ts.tiles) {
				id := gid - r.firstGID
				src := imgs[r.ts.name]
				sx, sy := id%r.ts.columns*tileSize, id/r.ts.columns*tileSize
				for j := 0; j < tileSize; j++ {
					for i := 0; i < tileSize; i++ {
						if ci := src.img.ColorIndexAt(sx+i, sy+j); ci != Clear {
							c.img.SetColorIndex(x*tileSize+i, y*tileSize+j, ci)
						}
					}
				}
			}
		}
		return nil
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			ref, err := groundTile(m, x, y)
			if err != nil {
				return nil, err
			}
			if err := blit(ref, x, y); err != nil {
				return nil, err
			}
			if len(m.cover) > 0 {
				if code := m.cover[y][2*x : 2*x+2]; code != ".." {
					if err := blit("cover:"+code+"_intact", x, y); err != nil {
						return nil, err
					}
				}
			}
		}
	}
	for _, o := range m.objects {
		if o.class != "Spawn" {
			continue
		}
		side := 0
		sides := 0
		for _, p := range o.props {
			if p.name == "side" {
				fmt.Sscan(p.value, &side)
			}
			if p.name == "sides" {
				fmt.Sscan(p.value, &sides)
			}
		}
		r := image.Rect(o.x*tileSize, o.y*tileSize, (o.x+o.w)*tileSize, (o.y+o.h)*tileSize)
		in := 1
		if sides == 4 {
			in = 5
		}
		c.frame(r.Min.X+in, r.Min.Y+in, r.Dx()-2*in, r.Dy()-2*in, SideColor(side-1))
		c.frame(r.Min.X+in+1, r.Min.Y+in+1, r.Dx()-2*in-2, r.Dy()-2*in-2, SideColor(side-1))
	}
	return c, nil
}
