package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
	"sightline/maps"
	"sightline/rules"
)

// minimapSize is the longer side of the minimap, in screen pixels.
const minimapSize = 128

// minimapGap is the room between the minimap and the action bar, kept
// for the note drawn over the battlefield's bottom edge.
const minimapGap = 26

// minimap is the battle's small map: the whole battlefield at the
// bottom right, above the action bar and below the combat log, with the
// units the viewer sees, the markers where it last saw the others, and
// the camera's frame; a click on it moves the camera there.
type minimap struct {
	// view is the battle's viewport, which a click moves and whose frame
	// the minimap shows; m is the map it draws small.
	view *viewport
	m    *maps.Map
	// thumb is the map drawn small, made on the first draw, or in the
	// browser the second (thumbLater; nil until then, and after it
	// failed).
	thumb  *ebiten.Image
	failed bool
	// drawn is whether the minimap was drawn before.
	drawn bool
}

// rect is where the minimap is drawn: the map's shape, its longer
// side minimapSize, in the screen's bottom right corner above the action
// bar.
func (mm *minimap) rect() image.Rectangle {
	w, h := mm.view.worldSize()
	k := float64(minimapSize) / float64(max(w, h, 1))
	mw, mh := max(1, int(float64(w)*k)), max(1, int(float64(h)*k))
	x1, y1 := mm.view.lay.w()-4, mm.view.lay.h()-bottomH-minimapGap
	return image.Rect(x1-mw, y1-mh, x1, y1)
}

// scale returns how many minimap pixels a world pixel is, drawn in r.
func (mm *minimap) scale(r image.Rectangle) float64 {
	w, _ := mm.view.worldSize()
	return float64(r.Dx()) / float64(max(w, 1))
}

// draw draws the minimap: the map, the units the viewer sees (visible)
// as squares of their side's colour, a hollow square where it last saw
// each enemy it sees no more (last, the viewer's sightings), and the
// frame of what the battlefield shows.
// Nothing is antialiased: the vector package's antialiasing costs a
// quarter of a millisecond a frame for a dozen dots.
func (mm *minimap) draw(screen *ebiten.Image, units []rules.Unit, visible func(id int) bool, last []rules.Marker) {
	r := mm.rect()
	panel(screen, r.Inset(-3))
	if mm.thumb == nil && !mm.failed && (mm.drawn || !thumbLater) {
		img, err := game.NewMapThumbnail(mm.m, minimapSize)
		if err != nil {
			mm.failed = true
		} else {
			mm.thumb = img
		}
	}
	if mm.thumb != nil {
		b := mm.thumb.Bounds()
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(r.Dx())/float64(b.Dx()), float64(r.Dy())/float64(b.Dy()))
		op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		screen.DrawImage(mm.thumb, op)
	}
	mm.drawn = true
	k := mm.scale(r)
	t := float64(mm.view.tile())
	at := func(x, y int) (float32, float32) {
		return float32(float64(r.Min.X) + (float64(x)+0.5)*t*k), float32(float64(r.Min.Y) + (float64(y)+0.5)*t*k)
	}
	dot := max(2.5, float32(t*k/2))
	for _, g := range last {
		id := g.Unit
		if id >= len(units) || visible(id) || !units[id].Active {
			continue
		}
		x, y := at(g.Pos.X, g.Pos.Y)
		e := dot + 1.5
		vector.StrokeRect(screen, x-e, y-e, 2*e, 2*e, 1.5, sideColour(units[id].Side), false)
	}
	// Every dot's dark rim first, so that no neighbour's rim covers a
	// dot.
	for pass := 0; pass < 2; pass++ {
		for i := range units {
			u := &units[i]
			if !u.Active || !visible(u.ID) {
				continue
			}
			x, y := at(u.Pos.X, u.Pos.Y)
			e := dot + float32(1-pass)
			c := colBackground
			if pass == 1 {
				c = sideColour(u.Side)
			}
			vector.FillRect(screen, x-e, y-e, 2*e, 2*e, c, false)
		}
	}
	// The camera's frame: the battlefield between the bars, clipped.
	wx0, wy0 := mm.view.cam.ScreenToWorld(image.Pt(0, topH))
	wx1, wy1 := mm.view.cam.ScreenToWorld(image.Pt(mm.view.lay.w(), mm.view.lay.h()-bottomH))
	fr := image.Rect(r.Min.X+int(wx0*k), r.Min.Y+int(wy0*k), r.Min.X+int(wx1*k), r.Min.Y+int(wy1*k)).Intersect(r)
	if !fr.Empty() {
		vector.StrokeRect(screen, float32(fr.Min.X)+0.5, float32(fr.Min.Y)+0.5, float32(fr.Dx())-1, float32(fr.Dy())-1, 1, colText, false)
	}
}

// click moves the camera to centre the battlefield on the world
// point under p when p is on the minimap, reporting whether it was.
func (mm *minimap) click(p image.Point) bool {
	r := mm.rect()
	if !p.In(r.Inset(-3)) {
		return false
	}
	k := mm.scale(r)
	wx, wy := float64(p.X-r.Min.X)/k, float64(p.Y-r.Min.Y)/k
	w, h := mm.view.worldSize()
	mm.view.cam.CentreOn(wx, wy, w, h)
	// Centred in the battlefield between the bars, not the screen.
	mm.view.cam.Pan(0, float64(bottomH-topH)/2, w, h)
	return true
}

// rectJSON writes r as [x0, y0, x1, y1] for the --state export.
func rectJSON(r image.Rectangle) [4]int { return [4]int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y} }
