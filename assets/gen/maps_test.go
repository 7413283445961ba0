package main

import (
	"fmt"
	"strconv"
	"testing"
)

// cellModel is what the map checks need to know about one cell, read from
// the same tile properties the game reads.
type cellModel struct {
	walk, sight bool // may be entered; blocks sight
	elev        int
	climb       bool
	cover       bool // holds cover of any kind
}

// fieldModel is a map reduced to cells and edges, built from the tilesets'
// own properties, so that the checks judge the maps as the loader will see
// them.
type fieldModel struct {
	w, h  int
	cells []cellModel
	// edge[e] tells whether cover stands on an edge; full tells whether it
	// also blocks sight. Keys are edgeKey values.
	edge, full map[[3]int]bool
}

// edgeKey names the edge between (x, y) and its neighbour to the north
// (dir 0) or west (dir 1).
func edgeKey(x, y, dx, dy int) [3]int {
	switch {
	case dy == -1:
		return [3]int{x, y, 0}
	case dy == 1:
		return [3]int{x, y + 1, 0}
	case dx == -1:
		return [3]int{x, y, 1}
	}
	return [3]int{x + 1, y, 1}
}

func propsOf(t *testing.T, sets tilesets, ref string) map[string]string {
	t.Helper()
	gid, err := sets.gid(ref)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range sets {
		if gid >= r.firstGID && gid < r.firstGID+len(r.ts.tiles) {
			out := map[string]string{}
			for _, p := range r.ts.tiles[gid-r.firstGID].props {
				out[p.name] = p.value
			}
			return out
		}
	}
	t.Fatalf("no tile for %s", ref)
	return nil
}

func buildModel(t *testing.T, m *mapDef) *fieldModel {
	t.Helper()
	sets := newTilesets(terrainTileset(), coverTileset(), heightTileset())
	w, h := m.size()
	f := &fieldModel{w: w, h: h, cells: make([]cellModel, w*h), edge: map[[3]int]bool{}, full: map[[3]int]bool{}}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			ref, err := groundTile(m, x, y)
			if err != nil {
				t.Fatal(err)
			}
			p := propsOf(t, sets, ref)
			cost, _ := strconv.Atoi(p["cost"])
			elev, _ := strconv.Atoi(p["elevation"])
			c := cellModel{walk: cost > 0, sight: p["blocks_sight"] == "true", elev: elev, climb: p["climb"] == "true"}
			if len(m.cover) > 0 {
				if code := m.cover[y][2*x : 2*x+2]; code != ".." {
					cp := propsOf(t, sets, "cover:"+code+"_intact")
					c.cover = true
					full := cp["cover_height"] == "full"
					switch code[1] {
					case 'o':
						c.walk = false
						c.sight = c.sight || full
					default:
						d := map[byte][2]int{'n': {0, -1}, 's': {0, 1}, 'e': {1, 0}, 'w': {-1, 0}}[code[1]]
						k := edgeKey(x, y, d[0], d[1])
						f.edge[k] = true
						f.full[k] = f.full[k] || full
					}
				}
			}
			f.cells[y*w+x] = c
		}
	}
	return f
}

func (f *fieldModel) at(x, y int) cellModel { return f.cells[y*f.w+x] }

// step reports whether a unit may step orthogonally from a to b.
func (f *fieldModel) step(ax, ay, bx, by int) bool {
	if bx < 0 || by < 0 || bx >= f.w || by >= f.h {
		return false
	}
	a, b := f.at(ax, ay), f.at(bx, by)
	if !b.walk || f.edge[edgeKey(ax, ay, bx-ax, by-ay)] {
		return false
	}
	switch d := b.elev - a.elev; {
	case d == 0:
		return true
	case d == 1 || d == -1:
		return a.climb || b.climb
	}
	return false
}

// sees reports whether the centre of a sees the centre of b: the line
// between them must not pass a sight-blocking cell, full cover, or ground
// higher than both ends.
func (f *fieldModel) sees(ax, ay, bx, by int) bool {
	top := max(f.at(ax, ay).elev, f.at(bx, by).elev)
	blocks := func(x, y int) bool {
		if (x == ax && y == ay) || (x == bx && y == by) {
			return false
		}
		c := f.at(x, y)
		return c.sight || c.elev > top
	}
	cross := func(x0, y0, x1, y1 int) bool {
		return blocks(x1, y1) || f.full[edgeKey(x0, y0, x1-x0, y1-y0)]
	}
	const steps = 64
	px, py := ax, ay
	n := max(abs(bx-ax), abs(by-ay)) * steps
	for i := 1; i <= n; i++ {
		fx := float64(ax) + 0.5 + float64(bx-ax)*float64(i)/float64(n)
		fy := float64(ay) + 0.5 + float64(by-ay)*float64(i)/float64(n)
		x, y := int(fx), int(fy)
		if x == px && y == py {
			continue
		}
		if x != px && y != py {
			// Passing a corner: blocked only if both ways round are.
			if cross(px, py, x, py) || cross(x, py, x, y) {
				if cross(px, py, px, y) || cross(px, y, x, y) {
					return false
				}
			}
		} else if cross(px, py, x, y) {
			return false
		}
		px, py = x, y
	}
	return true
}

// zones returns the spawn rectangles of the layout for n sides, by side.
func zones(m *mapDef, n int) map[int]object {
	out := map[int]object{}
	for _, o := range m.objects {
		if o.class != "Spawn" {
			continue
		}
		var side, sides int
		for _, p := range o.props {
			v, _ := strconv.Atoi(p.value)
			switch p.name {
			case "side":
				side = v
			case "sides":
				sides = v
			}
		}
		if sides == n {
			out[side] = o
		}
	}
	return out
}

func TestBundledMapsArePlayable(t *testing.T) {
	names := map[string]bool{}
	for _, m := range bundledMaps() {
		names[m.name] = true
		t.Run(m.name, func(t *testing.T) {
			if err := m.check(); err != nil {
				t.Fatal(err)
			}
			w, h := m.size()
			if w < 24 || h < 24 || w > 64 || h > 64 {
				t.Errorf("size %dx%d is outside 24..64", w, h)
			}
			f := buildModel(t, m)
			for _, n := range []int{2, 4} {
				z := zones(m, n)
				if len(z) != n {
					t.Fatalf("%d-side layout has %d spawn zones", n, len(z))
				}
				for side := 1; side <= n; side++ {
					checkZone(t, f, z[side], fmt.Sprintf("%d-side layout, side %d", n, side))
				}
				checkConnected(t, f, z, n)
				for a := 1; a <= n; a++ {
					for b := a + 1; b <= n; b++ {
						checkHidden(t, f, z[a], z[b], fmt.Sprintf("%d-side layout: sides %d and %d", n, a, b))
					}
				}
			}
		})
	}
	for _, want := range []string{"village", "warehouse", "rooftops", "fieldworks", "canyon"} {
		if !names[want] {
			t.Errorf("bundled map %s is missing", want)
		}
	}
}

// checkZone wants every spawn tile walkable and cover within three steps of
// the zone.
func checkZone(t *testing.T, f *fieldModel, z object, what string) {
	t.Helper()
	near := false
	for y := z.y; y < z.y+z.h; y++ {
		for x := z.x; x < z.x+z.w; x++ {
			if x < 0 || y < 0 || x >= f.w || y >= f.h || !f.at(x, y).walk {
				t.Errorf("%s: spawn tile (%d,%d) is off the map or not walkable", what, x, y)
				return
			}
		}
	}
	for y := z.y - 3; y < z.y+z.h+3; y++ {
		for x := z.x - 3; x < z.x+z.w+3; x++ {
			if x >= 0 && y >= 0 && x < f.w && y < f.h && f.at(x, y).cover {
				near = true
			}
		}
	}
	if !near {
		t.Errorf("%s: no cover within 3 squares of the spawn zone", what)
	}
}

// checkConnected wants every spawn tile reachable from side 1's zone.
func checkConnected(t *testing.T, f *fieldModel, z map[int]object, n int) {
	t.Helper()
	seen := make([]bool, f.w*f.h)
	queue := [][2]int{{z[1].x, z[1].y}}
	seen[z[1].y*f.w+z[1].x] = true
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			x, y := p[0]+d[0], p[1]+d[1]
			if f.step(p[0], p[1], x, y) && !seen[y*f.w+x] {
				seen[y*f.w+x] = true
				queue = append(queue, [2]int{x, y})
			}
		}
	}
	for side := 1; side <= n; side++ {
		o := z[side]
		for y := o.y; y < o.y+o.h; y++ {
			for x := o.x; x < o.x+o.w; x++ {
				if !seen[y*f.w+x] {
					t.Errorf("%d-side layout: spawn tile (%d,%d) of side %d cannot be reached from side 1", n, x, y, side)
					return
				}
			}
		}
	}
}

// checkHidden wants no tile of one zone to see a tile of the other.
func checkHidden(t *testing.T, f *fieldModel, a, b object, what string) {
	t.Helper()
	for ay := a.y; ay < a.y+a.h; ay++ {
		for ax := a.x; ax < a.x+a.w; ax++ {
			for by := b.y; by < b.y+b.h; by++ {
				for bx := b.x; bx < b.x+b.w; bx++ {
					if f.sees(ax, ay, bx, by) {
						t.Errorf("%s: (%d,%d) sees (%d,%d) from the start", what, ax, ay, bx, by)
						return
					}
				}
			}
		}
	}
}

// TestSightCheckSeesAndBlocks makes sure the spawn check can fail: on open
// grass two squares see each other, and a wall or full cover between them
// blocks the view while half cover does not.
func TestSightCheckSeesAndBlocks(t *testing.T) {
	row := func(mid byte) []string {
		g := make([]string, 24)
		for y := range g {
			r := []byte("........................")
			if y == 5 {
				r[12] = mid
			}
			g[y] = string(r)
		}
		return g
	}
	open := buildModel(t, &mapDef{name: "open", ground: row('.')})
	if !open.sees(2, 5, 20, 5) {
		t.Error("open grass blocks sight")
	}
	walled := buildModel(t, &mapDef{name: "walled", ground: row('#')})
	if walled.sees(2, 5, 20, 5) {
		t.Error("a wall does not block sight")
	}
	cover := func(code string) *fieldModel {
		c := make([]string, 24)
		for y := range c {
			r := []byte("................................................")
			if y == 5 {
				copy(r[24:], code)
			}
			c[y] = string(r)
		}
		return buildModel(t, &mapDef{name: "cover", ground: row('.'), cover: c})
	}
	if cover("ww").sees(2, 5, 20, 5) {
		t.Error("a full-height stone wall on an edge does not block sight")
	}
	if !cover("sw").sees(2, 5, 20, 5) {
		t.Error("half-height sandbags block sight")
	}
	if cover("sw").step(11, 5, 12, 5) {
		t.Error("a unit steps across a sandbag edge")
	}
}

// lanes returns how many paths that share no square lead from zone a to
// zone b (a unit-capacity max flow over squares), stopping at limit.
func (f *fieldModel) lanes(a, b object, limit int) int {
	n := f.w * f.h
	// Node 2i is square i's entry, 2i+1 its exit; source 2n, sink 2n+1.
	src, sink := 2*n, 2*n+1
	capa := map[[2]int]int{}
	adj := make([][]int, 2*n+2)
	link := func(u, v int) {
		if _, ok := capa[[2]int{u, v}]; !ok {
			adj[u] = append(adj[u], v)
			adj[v] = append(adj[v], u)
		}
		capa[[2]int{u, v}]++
	}
	in := func(o object, x, y int) bool { return x >= o.x && y >= o.y && x < o.x+o.w && y < o.y+o.h }
	for y := 0; y < f.h; y++ {
		for x := 0; x < f.w; x++ {
			if !f.at(x, y).walk {
				continue
			}
			i := y*f.w + x
			link(2*i, 2*i+1)
			if in(a, x, y) {
				link(src, 2*i)
			}
			if in(b, x, y) {
				link(2*i+1, sink)
			}
			for _, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
				if f.step(x, y, x+d[0], y+d[1]) {
					link(2*i+1, 2*((y+d[1])*f.w+x+d[0]))
				}
			}
		}
	}
	flow := 0
	for flow < limit {
		prev := make([]int, 2*n+2)
		for i := range prev {
			prev[i] = -1
		}
		prev[src] = src
		queue := []int{src}
		for len(queue) > 0 && prev[sink] < 0 {
			u := queue[0]
			queue = queue[1:]
			for _, v := range adj[u] {
				if prev[v] < 0 && capa[[2]int{u, v}] > 0 {
					prev[v] = u
					queue = append(queue, v)
				}
			}
		}
		if prev[sink] < 0 {
			break
		}
		for v := sink; v != src; v = prev[v] {
			capa[[2]int{prev[v], v}]--
			capa[[2]int{v, prev[v]}]++
		}
		flow++
	}
	return flow
}

// TestBundledMapsHaveSeveralLanes wants at least two separate routes between
// the two sides' spawns, so no single choke point decides a map.
func TestBundledMapsHaveSeveralLanes(t *testing.T) {
	for _, m := range bundledMaps() {
		f := buildModel(t, m)
		for _, n := range []int{2, 4} {
			z := zones(m, n)
			for a := 1; a <= n; a++ {
				for b := a + 1; b <= n; b++ {
					if got := f.lanes(z[a], z[b], 2); got < 2 {
						t.Errorf("%s, %d sides: %d lane(s) between sides %d and %d, want at least 2", m.name, n, got, a, b)
					}
				}
			}
		}
	}
}
