package grid

import "math/bits"

// Cover between an attacker and a defender, per common.md §12: a section
// protects the defender D against the attacker A when it stands on D's
// square boundary (an edge) or fills a square next to D (an object), and
// the segment between the centres of A and D touches it (grazing counts,
// favouring the defender); an object whose Faces are set protects only
// against attackers on those sides. Flank and rear attacks miss the cover,
// so cover is directional for free.

// CoverBetween returns the index in Field.Covers of the strongest (highest
// AP) unbroken section protecting a defender on def against an attacker on
// att, or NoCover; broken marks broken sections (nil for none). An edge
// the attacker also stands next to (the two are adjacent across it) and an
// object on the attacker's own square give no cover. Off-field squares get
// NoCover. It is the reading of rulesets whose cover is its material's
// armour (ADS); CoverBetweenByClass is that of rulesets with categories.
func CoverBetween(f *Field, att, def Pos, broken []bool) int16 {
	return coverBetween(f, att, def, broken, false)
}

// CoverBetweenByClass is CoverBetween for rulesets whose cover is a
// category: of the sections protecting def against att it returns the one
// of the highest Class (the most of a body hidden), the higher AP between
// two of the same class.
func CoverBetweenByClass(f *Field, att, def Pos, broken []bool) int16 {
	return coverBetween(f, att, def, broken, true)
}

// coverBetween is CoverBetween, or CoverBetweenByClass when byClass is
// set.
func coverBetween(f *Field, att, def Pos, broken []bool, byClass bool) int16 {
	if !f.In(att) || !f.In(def) || att == def {
		return NoCover
	}
	edges, objs := coverAround(f, def)
	if !edges && objs == 0 {
		return NoCover
	}
	ax, ay := centre(att)
	dx, dy := centre(def)
	s := seg{ax, ay, dx, dy}
	best, bestAP := NoCover, -1
	consider := func(i int16) {
		ap := f.Covers[i].AP()
		if byClass {
			// The class first: an AP is far below 1<<16.
			ap += int(f.Covers[i].Class()) << 16
		}
		if ap > bestAP {
			best, bestAP = i, ap
		}
	}
	for k := 0; edges && k < 4; k++ {
		i := defEdge(f, def, k)
		if i < 0 || isBroken(broken, int(i)) {
			continue
		}
		cv := f.Covers[i]
		if !edgeNextTo(cv, att) && s.touches(edgeSeg(cv)) {
			consider(i)
		}
	}
	for ; objs != 0; objs &= objs - 1 { // the neighbours in the order of steps
		p := def.Add(steps[bits.TrailingZeros8(objs)])
		i := f.Cells[p.Y*f.W+p.X].Cover
		if p == att || isBroken(broken, int(i)) || !s.hitsCell(p) || !faces(f.Covers[i], p, att) {
			continue
		}
		consider(i)
	}
	return best
}

// coverAround tells where cover could stand around p, on the field: edges
// is true when a section, broken or not, stands on p's boundary, and bit d
// of objs is set when the square steps[d] from p is on the field and holds
// an object section. Most squares have none, and CoverBetween and
// NextToCover answer them from these twelve reads.
func coverAround(f *Field, p Pos) (edges bool, objs uint8) {
	w := f.W
	i, v := p.Y*w+p.X, p.Y*(w+1)+p.X
	edges = f.HEdges[i] >= 0 || f.HEdges[i+w] >= 0 || f.VEdges[v] >= 0 || f.VEdges[v+1] >= 0
	if p.X <= 0 || p.Y <= 0 || p.X >= w-1 || p.Y >= f.H-1 {
		for d, s := range steps {
			if q := p.Add(s); f.In(q) && f.Cells[q.Y*w+q.X].Cover >= 0 {
				objs |= 1 << d
			}
		}
		return edges, objs
	}
	c := f.Cells[i-w-1 : i+w+2]
	// NoCover is -1, all bits set: the sections' indices ANDed are negative
	// only when every one of them is NoCover, the common case.
	if c[0].Cover&c[1].Cover&c[2].Cover&c[w].Cover&c[w+2].Cover&c[2*w].Cover&c[2*w+1].Cover&c[2*w+2].Cover < 0 {
		return edges, 0
	}
	// steps: north, east, south, west, then north-east, south-east,
	// south-west, north-west.
	for d, k := range [8]int{1, w + 2, 2*w + 1, w, 2, 2*w + 2, 2 * w, 0} {
		if c[k].Cover >= 0 {
			objs |= 1 << d
		}
	}
	return edges, objs
}

// defEdge returns the cover index on edge k (0 north, 1 east, 2 south,
// 3 west) of square p, which is on the field.
func defEdge(f *Field, p Pos, k int) int16 {
	switch k {
	case 0:
		return f.HEdges[p.Y*f.W+p.X]
	case 1:
		return f.VEdges[p.Y*(f.W+1)+p.X+1]
	case 2:
		return f.HEdges[(p.Y+1)*f.W+p.X]
	}
	return f.VEdges[p.Y*(f.W+1)+p.X]
}

// faces reports whether an object cover at p protects against an attacker
// on att, given the sides it faces: the attacker must lie on at least one
// side the cover faces.
func faces(cv Cover, p, att Pos) bool {
	if cv.Faces == 0 {
		return true
	}
	var from uint8
	if att.Y < p.Y {
		from |= North
	}
	if att.Y > p.Y {
		from |= South
	}
	if att.X > p.X {
		from |= East
	}
	if att.X < p.X {
		from |= West
	}
	return cv.Faces&from != 0
}

// Flanked reports whether a defender on def stands next to unbroken cover
// (an object in a neighbouring square or an edge on its boundary) yet gets
// none of it against an attacker on att.
func Flanked(f *Field, att, def Pos, broken []bool) bool {
	if !f.In(def) || CoverBetween(f, att, def, broken) != NoCover {
		return false
	}
	return NextToCover(f, def, broken)
}

// NextToCover reports whether p has an unbroken cover section in a
// neighbouring square or on its boundary: where Take Cover is possible.
func NextToCover(f *Field, p Pos, broken []bool) bool {
	if !f.In(p) {
		return false
	}
	if edges, objs := coverAround(f, p); !edges && objs == 0 {
		return false
	}
	for _, d := range steps {
		if q := p.Add(d); f.In(q) {
			if i := f.At(q).Cover; i >= 0 && !isBroken(broken, int(i)) {
				return true
			}
		}
	}
	for k := 0; k < 4; k++ {
		if i := defEdge(f, p, k); i >= 0 && !isBroken(broken, int(i)) {
			return true
		}
	}
	return false
}
