package game

import (
	"image"
	"math"
)

// Screen is the logical screen the scenes lay out for, shared by the game
// and its scenes: Game.Layout sets its size each frame from the window's
// outside size and Scale, the UI scale the player chose (the settings
// change it), and scenes read the size when they update and draw.
type Screen struct {
	W, H int
	// Scale is the UI scale: logical pixels are Scale device-independent
	// pixels; 0 is 1.
	Scale float64
}

// The smallest logical screen: a window smaller than this at the UI
// scale is drawn at this size scaled down, since the pages are laid out
// for at least 800×640.
const (
	MinW = 960
	MinH = 640
)

// Size returns the logical screen's size; a nil Screen, or one no layout
// has sized yet, is ScreenW×ScreenH.
func (s *Screen) Size() image.Point {
	if s == nil || s.W <= 0 || s.H <= 0 {
		return image.Pt(ScreenW, ScreenH)
	}
	return image.Pt(s.W, s.H)
}

// scale returns the UI scale, 1 when unset.
func (s *Screen) scale() float64 {
	if s == nil || s.Scale <= 0 {
		return 1
	}
	return s.Scale
}

// FitScreen returns the logical screen for a window whose outside is
// ow×oh device-independent pixels at UI scale: the outside divided by the
// scale, grown with the window's proportions to at least MinW×MinH.
func FitScreen(ow, oh int, scale float64) image.Point {
	if scale <= 0 {
		scale = 1
	}
	if ow <= 0 || oh <= 0 {
		return image.Pt(ScreenW, ScreenH)
	}
	w, h := float64(ow)/scale, float64(oh)/scale
	k := max(1, MinW/w, MinH/h)
	return image.Pt(int(math.Ceil(w*k-1e-9)), int(math.Ceil(h*k-1e-9)))
}
