package palette

import (
	"image/color"
	"math"
	"testing"
)

func TestColorsHasOneOpaqueColourPerIndex(t *testing.T) {
	p := Colors()
	if len(p) != int(Count) || len(p) > 33 {
		t.Fatalf("palette has %d colours, want %d (at most 32 plus clear)", len(p), Count)
	}
	seen := map[color.Color]Index{}
	for i, c := range p {
		_, _, _, a := c.RGBA()
		if (Index(i) == Clear) != (a == 0) {
			t.Errorf("colour %d has alpha %d", i, a)
		}
		if j, dup := seen[c]; dup {
			t.Errorf("colours %d and %d are the same", j, i)
		}
		seen[c] = Index(i)
	}
}

// linear converts an sRGB channel (0-255) to linear light.
func linear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// simulate returns how a colour looks under a colour-vision deficiency,
// using the Viénot, Brettel and Mollon (1999) reductions in linear RGB.
func simulate(c color.NRGBA, kind string) [3]float64 {
	r, g, b := linear(c.R), linear(c.G), linear(c.B)
	switch kind {
	case "protanopia":
		return [3]float64{0.11238*r + 0.88762*g, 0.11238*r + 0.88762*g, 0.00401*r - 0.00401*g + b}
	case "deuteranopia":
		return [3]float64{0.29275*r + 0.70725*g, 0.29275*r + 0.70725*g, -0.02234*r + 0.02234*g + b}
	case "tritanopia":
		return [3]float64{r + 0.1273*g - 0.1273*b, 0.8739*g + 0.1261*b, 0.8739*g + 0.1261*b}
	}
	return [3]float64{r, g, b}
}

// gamma converts linear light back to sRGB (0-1), where distances follow
// perceived differences more closely.
func gamma(c [3]float64) [3]float64 {
	for i, v := range c {
		v = min(max(v, 0), 1)
		if v <= 0.0031308 {
			c[i] = 12.92 * v
		} else {
			c[i] = 1.055*math.Pow(v, 1/2.4) - 0.055
		}
	}
	return c
}

// TestSideColoursStayApart checks that the four side colours stay clearly
// apart for normal vision and the three dichromacies.
func TestSideColoursStayApart(t *testing.T) {
	p := Colors()
	for _, kind := range []string{"normal", "protanopia", "deuteranopia", "tritanopia"} {
		for a := 0; a < Sides; a++ {
			for b := a + 1; b < Sides; b++ {
				ca := gamma(simulate(p[SideColor(a)].(color.NRGBA), kind))
				cb := gamma(simulate(p[SideColor(b)].(color.NRGBA), kind))
				d := math.Sqrt((ca[0]-cb[0])*(ca[0]-cb[0]) + (ca[1]-cb[1])*(ca[1]-cb[1]) + (ca[2]-cb[2])*(ca[2]-cb[2]))
				t.Logf("%s: %s-%s %.3f", kind, SideName(a), SideName(b), d)
				if d < 0.25 {
					t.Errorf("%s: %s and %s are only %.3f apart", kind, SideName(a), SideName(b), d)
				}
			}
		}
	}
}

func TestSidesHaveDistinctShapesAndWrap(t *testing.T) {
	seen := map[Shape]bool{}
	for i := 0; i < Sides; i++ {
		if seen[SideShape(i)] {
			t.Errorf("side %d repeats shape %v", i, SideShape(i))
		}
		seen[SideShape(i)] = true
	}
	if SideColor(5) != SideColor(1) || SideShape(-1) != SideShape(3) || SideName(4) != SideName(0) {
		t.Error("side lookups do not wrap around")
	}
}
