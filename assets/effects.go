package assets

import (
	"fmt"
	"image"
)

// Effect is one frame of the effect sheet: tracers, muzzle flashes, impacts,
// cover chips and flyer shadows, each TileSize square.
type Effect int

// The effects, in sheet order. Tracers are drawn across their frame and are
// meant to be stretched or repeated along the shot; a muzzle flash has the
// muzzle at the frame's centre and points away from the shooter; Impact0..2
// play in order; Chips* fly off cover of that material when it is hit;
// Shadow1..3 lie under a flyer at altitude band 1..3 (the higher, the
// smaller and fainter).
const (
	TracerWE   Effect = iota // west-east
	TracerNS                 // north-south
	TracerNWSE               // north-west to south-east
	TracerNESW               // north-east to south-west
	FlashN
	FlashE
	FlashS
	FlashW
	Impact0
	Impact1
	Impact2
	ChipsWood
	ChipsStone
	ChipsSand
	ChipsConcrete
	Shadow1
	Shadow2
	Shadow3
	Effects = 18 // the number of effects
)

// EffectColumns is the number of frames per row of the effect sheet.
const EffectColumns = 9

// EffectFrame returns where the effect lies on the effect sheet.
func EffectFrame(e Effect) image.Rectangle {
	x, y := int(e)%EffectColumns*TileSize, int(e)/EffectColumns*TileSize
	return image.Rect(x, y, x+TileSize, y+TileSize)
}

// EffectShadow returns the shadow frame for a flyer at altitude band
// (1 to 3); bands above 3 use the band-3 shadow and bands below 1 the
// band-1 shadow.
func EffectShadow(band int) Effect {
	return Shadow1 + Effect(min(max(band, 1), 3)-1)
}

// EffectFlash returns the muzzle flash for a shooter facing f.
func EffectFlash(f Facing) Effect {
	if f < 0 || f >= Facings {
		return FlashS
	}
	return FlashN + Effect(f)
}

// String returns the effect's index as "effect(N)" for messages.
func (e Effect) String() string { return fmt.Sprintf("effect(%d)", int(e)) }

// EffectSheet decodes the effect sheet. Decode it once and keep it.
func EffectSheet() (image.Image, error) { return decode("effects.png") }
