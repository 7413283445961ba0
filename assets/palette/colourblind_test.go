package palette

import (
	"image/color"
	"math"
	"testing"
)

// Dichromacy simulation matrices of Machado, Oliveira and Fernandes
// (2009) at full severity, on linear RGB.
var dichromacies = []struct {
	name string
	m    [3][3]float64
}{
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
	{"normal vision", [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
}

// seenLab returns colour c as a person with dichromacy m sees it, in CIE
// L*a*b* (D65).
func seenLab(c color.Color, m [3][3]float64) [3]float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	in := [3]float64{lin(r), lin(g), lin(b)}
	var s [3]float64
	for i := range s {
		s[i] = math.Max(0, math.Min(1, m[i][0]*in[0]+m[i][1]*in[1]+m[i][2]*in[2]))
	}
	x := (0.4124*s[0] + 0.3576*s[1] + 0.1805*s[2]) / 0.95047
	y := 0.2126*s[0] + 0.7152*s[1] + 0.0722*s[2]
	z := (0.0193*s[0] + 0.1192*s[1] + 0.9505*s[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// minSeenDelta is the least colour difference (CIE76 ΔE) two colours
// that must be told apart keep for every kind of dichromacy: well past a
// glance's threshold (about 10).
const minSeenDelta = 15

// TestColourBlindSafe: the sides' colours, the reach bands next to each
// other, the line of sight's clear and blocked and the good and bad of a
// bar stay told apart for people with protanopia, deuteranopia and
// tritanopia (simulated), as for everyone else. The palette's accents are
// Okabe and Ito's colour-blind-safe set; sides differ by shape too.
func TestColourBlindSafe(t *testing.T) {
	pal := Colors()
	var pairs [][2]Index
	for i := 0; i < Sides; i++ {
		for j := i + 1; j < Sides; j++ {
			pairs = append(pairs, [2]Index{SideColor(i), SideColor(j)})
		}
	}
	// The reach bands (scenes' colReach), cheapest to dearest.
	reach := ReachBands
	for i := 0; i+1 < len(reach); i++ {
		pairs = append(pairs, [2]Index{reach[i], reach[i+1]})
	}
	pairs = append(pairs, [2]Index{Green, Red})
	for _, d := range dichromacies {
		for _, p := range pairs {
			a, b := seenLab(pal[p[0]], d.m), seenLab(pal[p[1]], d.m)
			de := math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
			if de < minSeenDelta {
				t.Errorf("%s: colours %d and %d differ by ΔE %.1f, want at least %d", d.name, p[0], p[1], de, minSeenDelta)
			}
		}
	}
}
