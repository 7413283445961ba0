package grid

import (
	"math/rand/v2"
	"testing"
)

// rayClearDivided is rayClear as first written, dividing anew in every
// row: the reference the incremental one must match.
func rayClearDivided(f *Field, o Pos, q, depth, col int, lvl int8) bool {
	atStart, atEnd := col == -depth, col == depth
	for k := 1; k < depth; k++ {
		t := 2 * k * col
		if t%depth != 0 || (t/depth)%2 == 0 {
			c := floorDiv(t+depth, 2*depth)
			x, y := at(o, q, k, c)
			if opaque(f, x, y, lvl) {
				return false
			}
			continue
		}
		m := floorDiv(t/depth-1, 2)
		lx, ly := at(o, q, k, m)
		rx, ry := at(o, q, k, m+1)
		lw, rw := opaque(f, lx, ly, lvl), opaque(f, rx, ry, lvl)
		sl, sr := !atStart, !atEnd
		if !(sl && !lw) && !(sr && !rw) {
			return false
		}
		if sl && lw {
			atStart = true
		}
		if sr && rw {
			atEnd = true
		}
	}
	return true
}

// TestRayClearMatchesDivided checks rayClear against the dividing
// reference for every ray between two squares of random fields, on every
// level and in every quadrant.
func TestRayClearMatchesDivided(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 30; n++ {
		size := 5 + rng.IntN(20)
		f := randomField(rng, size, 1+n%3)
		for k := 0; k < 5; k++ {
			o := Pos{X: rng.IntN(size), Y: rng.IntN(size)}
			for q := 0; q < 4; q++ {
				for depth := 1; depth <= size+2; depth++ {
					for col := -depth; col <= depth; col++ {
						if x, y := at(o, q, depth, col); !f.In(Pos{X: x, Y: y}) {
							continue // rayClear's ends are on the field
						}
						for lvl := int8(0); lvl < 3; lvl++ {
							if got, want := rayClear(f, o, q, depth, col, lvl), rayClearDivided(f, o, q, depth, col, lvl); got != want {
								t.Fatalf("field %d from %v quadrant %d depth %d col %d level %d: %v, want %v", n, o, q, depth, col, lvl, got, want)
							}
						}
					}
				}
			}
		}
	}
}
