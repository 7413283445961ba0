// Package palette is Sightline's one limited colour palette. Every pixel of
// the game's generated art is one of these 32 colours, so tiles, units,
// effects and icons share one look. The generator draws on image.Paletted
// images built from Colors, so no other colour can slip in.
//
// The four side colours stay distinguishable under the common forms of
// colour blindness: blue and orange from the Okabe-Ito palette, near white,
// and the wine purple of Paul Tol's muted scheme (Okabe-Ito's reddish
// purple came too close to its blue under protanopia; a test simulates the
// three dichromacies). Each side is also backed by a shape marker (see
// SideShape) for players who cannot rely on colour at all.
package palette

import "image/color"

// Index is a position in the palette.
type Index = uint8

// The palette entries, by role. Clear is fully transparent.
const (
	Clear  Index = iota
	Ink          // outlines and the darkest shadow
	Shade        // dark grey
	Stone        // mid grey
	Silver       // light grey
	White        // near white, also the "white" side
	GrassDark
	Grass
	GrassLight
	DirtDark
	Dirt
	DirtLight
	WoodDark
	Wood
	WoodLight
	SandDark
	Sand
	WaterDark
	Water
	WaterLight
	Floor    // interior floor, warm beige
	RoofDark // roofs and cliffs by elevation: the higher, the lighter
	Roof
	RoofLight
	Skin
	Blue   // side 1, Okabe-Ito blue
	Orange // side 2, Okabe-Ito orange
	Purple // side 4, Tol wine purple
	SkyBlue
	Green  // Okabe-Ito bluish green, for friendly UI marks
	Yellow // Okabe-Ito yellow, muzzle flashes and highlights
	Red    // Okabe-Ito vermillion, damage and danger
	Count  // the number of palette entries
)

// Colors returns the palette as a color.Palette, indexed by Index. It
// returns a new slice on every call.
func Colors() color.Palette {
	hex := [Count]uint32{
		Clear:      0x000000,
		Ink:        0x1b1d24,
		Shade:      0x3b404a,
		Stone:      0x6e737c,
		Silver:     0xa9afb8,
		White:      0xeef1f3,
		GrassDark:  0x3c6629,
		Grass:      0x5b8a38,
		GrassLight: 0x86b04e,
		DirtDark:   0x6a4a2c,
		Dirt:       0x8e6a40,
		DirtLight:  0xb8925f,
		WoodDark:   0x553519,
		Wood:       0x8a5a2a,
		WoodLight:  0xc08a4d,
		SandDark:   0x958045,
		Sand:       0xcdb271,
		WaterDark:  0x1c4675,
		Water:      0x2c6fa8,
		WaterLight: 0x74b3de,
		Floor:      0xc6ad8a,
		RoofDark:   0x7e2f27,
		Roof:       0xb0523c,
		RoofLight:  0xe08a5e,
		Skin:       0xd9a27a,
		Blue:       0x0072b2,
		Orange:     0xe69f00,
		Purple:     0x882255,
		SkyBlue:    0x56b4e9,
		Green:      0x009e73,
		Yellow:     0xf0e442,
		Red:        0xd55e00,
	}
	p := make(color.Palette, Count)
	for i, h := range hex {
		a := uint8(0xff)
		if Index(i) == Clear {
			a = 0
		}
		p[i] = color.NRGBA{uint8(h >> 16), uint8(h >> 8), uint8(h), a}
	}
	return p
}

// Sides is the number of side colours.
const Sides = 4

// Shape is the marker drawn on every unit of a side, so that sides differ by
// form as well as by colour.
type Shape uint8

// The side markers, in side order.
const (
	Circle Shape = iota
	Square
	Triangle
	Diamond
)

// String returns the shape's name, such as "circle".
func (s Shape) String() string {
	switch s {
	case Circle:
		return "circle"
	case Square:
		return "square"
	case Triangle:
		return "triangle"
	case Diamond:
		return "diamond"
	}
	return "shape?"
}

// SideColor returns the palette index of side i (0-based): blue, orange,
// white and purple. It wraps around for i beyond the fourth side.
func SideColor(i int) Index {
	return [Sides]Index{Blue, Orange, White, Purple}[((i%Sides)+Sides)%Sides]
}

// ReachBands are the colours of the squares a unit can move to, from the
// cheapest move to the dearest: each told apart from the next with any
// colour vision (TestColourBlindSafe).
var ReachBands = [...]Index{Green, SkyBlue, Yellow, Orange, Red}

// SideShape returns the marker shape of side i (0-based): circle, square,
// triangle and diamond. It wraps around for i beyond the fourth side.
func SideShape(i int) Shape {
	return Shape(((i % Sides) + Sides) % Sides)
}

// SideName returns the display name of side i's colour, such as "blue".
func SideName(i int) string {
	return [Sides]string{"blue", "orange", "white", "purple"}[((i%Sides)+Sides)%Sides]
}
