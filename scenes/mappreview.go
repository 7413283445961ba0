package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
	"sightline/maps"
)

// previewSize is the edge of the setup's map thumbnail, in pixels.
const previewSize = 200

// mapPreview is a thumbnail of a map for the skirmish setup: the whole map
// drawn small, with the spawn zones of a battle of so many sides in their
// colours, and a line about the map (or why it cannot be read).
type mapPreview struct {
	name string
	img  *ebiten.Image // nil when the map could not be read
	m    *maps.Map
	info string
}

// previews makes and keeps the thumbnails the setup has shown.
type previews map[string]*mapPreview

// get returns the thumbnail of the map name (under root for one on disk).
func (ps previews) get(name, root string) *mapPreview {
	key := name + "\x00" + root
	if p, ok := ps[key]; ok {
		return p
	}
	p := &mapPreview{name: name}
	ps[key] = p
	m, err := maps.Open(name, root)
	if err != nil {
		p.info = err.Error()
		return p
	}
	img, err := game.NewMapThumbnail(m, previewSize)
	if err != nil {
		p.info = err.Error()
		return p
	}
	p.img, p.m = img, m
	p.info = fmt.Sprintf("%s · %d×%d squares", m.Name, m.Field.W, m.Field.H)
	return p
}

// draw draws the thumbnail with its top left at at, marking the spawn
// zones of a battle of sides sides, and its line under it.
func (p *mapPreview) draw(screen *ebiten.Image, res *Resources, at image.Point, sides int) {
	f := res.Fonts
	if p.img == nil {
		game.Text(screen, fit(p.info, f.Small, previewSize), f.Small, float64(at.X), float64(at.Y), colDanger)
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(at.X), float64(at.Y))
	screen.DrawImage(p.img, &op)
	b := p.img.Bounds()
	vector.StrokeRect(screen, float32(at.X)-0.5, float32(at.Y)-0.5, float32(b.Dx())+1, float32(b.Dy())+1, 1, colPanelEdge, false)
	fw, fh := p.m.Field.W, p.m.Field.H
	sx, sy := float32(b.Dx())/float32(fw), float32(b.Dy())/float32(fh)
	if zones, err := p.m.Field.Spawns(sides); err == nil {
		for side, z := range zones {
			for _, q := range z {
				vector.FillRect(screen, float32(at.X)+float32(q.X)*sx, float32(at.Y)+float32(q.Y)*sy, max(sx, 2), max(sy, 2), sideColour(side), false)
			}
		}
	} else {
		game.Text(screen, fit(err.Error(), f.Small, previewSize), f.Small, float64(at.X), float64(at.Y+b.Dy()+22), colDanger)
	}
	game.Text(screen, fit(p.info, f.Small, previewSize), f.Small, float64(at.X), float64(at.Y+b.Dy()+4), colTextDim)
}
