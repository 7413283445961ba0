//go:build !js

package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lafriks/go-tiled"

	"sightline/maps"
)

// galleryTilesets draws each tileset of the bundled maps at twice its size
// with every tile's id and the properties the rules read from it.
func galleryTilesets(t *testing.T, res *Resources, dir string) {
	done := map[string]bool{}
	for _, name := range maps.Names() {
		m, err := maps.Open(name, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, ts := range m.Tiled.Tilesets {
			if done[ts.Name] || ts.Image == nil {
				continue
			}
			done[ts.Name] = true
			src, err := m.ReadImage(ts.GetFileFullPath(ts.Image.Source))
			if err != nil {
				t.Fatal(err)
			}
			img := ebiten.NewImageFromImage(src)
			props := map[uint32]tiled.Properties{}
			for _, tt := range ts.Tiles {
				props[tt.ID] = tt.Properties
			}
			const k, head = 2, 26
			tw, th := max(ts.TileWidth*k, 96), ts.TileHeight*k
			rows := (ts.TileCount + ts.Columns - 1) / ts.Columns
			sh := newSheet(res, ts.Columns*(tw+4)+16, rows*(th+head+6)+44, fmt.Sprintf("tileset %s: %d tiles of %d×%d", ts.Name, ts.TileCount, ts.TileWidth, ts.TileHeight))
			labelled := 0
			for id := 0; id < int(ts.TileCount); id++ {
				x, y := 8+(id%ts.Columns)*(tw+4), 36+(id/ts.Columns)*(th+head+6)
				l1, l2 := tileLabel(id, props[uint32(id)])
				if l2 != "" {
					labelled++
				}
				sh.label(l1, float64(x), float64(y))
				sh.label(l2, float64(x), float64(y+12))
				tile := img.SubImage(ts.GetTileRect(uint32(id))).(*ebiten.Image)
				sh.put(tile, float64(x), float64(y+head), k)
			}
			if labelled == 0 {
				t.Errorf("tileset %s: no tile has the properties the rules read", ts.Name)
			}
			out := readBack(sh.img)
			if n := distinctColours(out); n < 16 {
				t.Errorf("tileset %s: only %d colours on its sheet", ts.Name, n)
			}
			savePNG(t, dir, "tileset-"+ts.Name+".png", out)
		}
	}
	if len(done) < 2 {
		t.Errorf("the bundled maps use %d tilesets, want terrain, cover and height", len(done))
	}
}

// tileLabel returns two short lines naming a tile: its id with its
// terrain or cover material, then its cost, level and sight for terrain or
// its edge, height and state for cover.
func tileLabel(id int, p tiled.Properties) (string, string) {
	if c := p.GetString("cover"); c != "" {
		state := p.GetString("cover_state")
		if state == "intact" {
			state = ""
		}
		return fmt.Sprintf("%d %s", id, strings.ReplaceAll(c, "_", " ")),
			strings.TrimSpace(fmt.Sprintf("%s %s %s", p.GetString("cover_edge"), p.GetString("cover_height"), state))
	}
	if tr := p.GetString("terrain"); tr != "" {
		l2 := fmt.Sprintf("cost %d", p.GetInt("cost"))
		if e := p.GetInt("elevation"); e != 0 {
			l2 += fmt.Sprintf(" ▲%d", e)
		}
		if p.GetBool("blocks_sight") {
			l2 += " blocks"
		}
		return fmt.Sprintf("%d %s", id, tr), l2
	}
	return fmt.Sprint(id), ""
}
