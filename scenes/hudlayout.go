package scenes

import (
	"image"

	"sightline/game"
)

// hudLayout is where the battle screen's parts go on a logical screen of
// a size: the top bar and the action bar across its width, the combat
// log at its top right, the minimap in its bottom right corner, and the
// battlefield in what is left, which grows with the screen. The zero
// value is the screen of game.ScreenW×game.ScreenH.
type hudLayout struct {
	size image.Point
}

// layoutFor returns the battle's layout on a screen of size sz.
func layoutFor(sz image.Point) hudLayout { return hudLayout{size: sz} }

// screen returns the screen's size.
//
// It is kept out of line: inlined into its callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (l hudLayout) screen() image.Point {
	if l.size.X <= 0 || l.size.Y <= 0 {
		return image.Pt(game.ScreenW, game.ScreenH)
	}
	return l.size
}

// w and h return the screen's width and height.
func (l hudLayout) w() int { return l.screen().X }
func (l hudLayout) h() int { return l.screen().Y }

// topBar and bottomBar are the panels across the top and the bottom.
func (l hudLayout) topBar() image.Rectangle { return image.Rect(0, 0, l.w(), topH) }
func (l hudLayout) bottomBar() image.Rectangle {
	return image.Rect(0, l.h()-bottomH, l.w(), l.h())
}

// field is the battlefield's part of the screen: between the top bar and
// the action bar, the whole width (the log and the minimap float over
// its right).
func (l hudLayout) field() image.Rectangle { return image.Rect(0, topH, l.w(), l.h()-bottomH) }

// room is the part of the screen the battlefield shows in clear of the
// panels: below the top bar, above the action bar, left of the combat
// log. A fitted map is centred in it.
func (l hudLayout) room() image.Rectangle {
	return image.Rect(0, topH, l.w()-logW, l.h()-bottomH)
}

// over is how far the battle's view may go past the map's edges: a
// quarter of the screen at the top, on the right and at the bottom, far
// enough to bring the edge squares out from under the top bar, the log
// (at the top right) and the action bar; on the left, where nothing
// covers the map, not at all, so that no empty band shows beside a unit
// at the map's left edge.
func (l hudLayout) over() game.Margins {
	return game.Margins{Left: 0, Top: l.h() / 4, Right: l.w() / 4, Bottom: l.h() / 4}
}

// hudHit reports whether a screen point lies on the top or the bottom
// bar rather than the map.
func (l hudLayout) hudHit(p image.Point) bool {
	return p.Y >= l.h()-bottomH || p.Y < topH
}

// slotCols is how many columns of buttons the action bar has room for
// right of the unit panel: at least minSlotCols.
func (l hudLayout) slotCols() int {
	return max(minSlotCols, (l.w()-unitW-14)/(slotW+slotGap))
}

// slotsShown is how many buttons the action bar has room for.
func (l hudLayout) slotsShown() int { return l.slotCols() * slotRows }

// slot returns where action-bar button k is drawn.
func (l hudLayout) slot(k int) image.Rectangle {
	cols := l.slotCols()
	x := unitW + 10 + (k%cols)*(slotW+slotGap)
	y := l.h() - bottomH + 5 + (k/cols)*(slotH+slotGap)
	return image.Rect(x, y, x+slotW, y+slotH)
}

// logTab is the folded log's tab, at the screen's top right.
func (l hudLayout) logTab() image.Rectangle {
	return image.Rect(l.w()-4-92, topH+4, l.w()-4, topH+4+20)
}

// help is where the help overlays are drawn: the screen less a margin,
// at most helpMaxW×helpMaxH in its middle, so that the pages' columns do
// not drift apart on a large screen.
func (l hudLayout) help() image.Rectangle {
	w, h := min(l.w()-120, helpMaxW), min(l.h()-70, helpMaxH)
	x, y := (l.w()-w)/2, 40+(l.h()-70-h)/2
	return image.Rect(x, y, x+w, y+h)
}

// The help overlays' largest size.
const helpMaxW, helpMaxH = 1200, 820

// fitScreen lays the battle out for the screen's size when it changed:
// the view, the action bar, the log and the leave dialog.
func (s *Battle) fitScreen() {
	l := layoutFor(s.res.size())
	if l == s.view.lay && !s.view.cam.Room.Empty() {
		return
	}
	s.view.resize(l)
	s.pick.bar, s.logs.lay = l, l
	s.leave.off = l.screen().Sub(image.Pt(game.ScreenW, game.ScreenH)).Div(2)
}
