package assets

import (
	"fmt"
	"image"
)

// Role is a unit's battlefield role; each has its own silhouette.
type Role int

// The roles, in the row order of the unit sheet.
const (
	Rifleman Role = iota // medium build, rifle, grey helmet
	Gunner               // bulky, heavy gun and ammo pack
	Marksman             // slim, hooded, long scoped rifle
	Melee                // shield, blade and a plumed helmet
	Flyer                // winged, drawn raised off the ground
	Roles    = 5         // the number of roles
)

// String returns the role's name, such as "marksman".
func (r Role) String() string {
	if r >= 0 && int(r) < Roles {
		return [Roles]string{"rifleman", "gunner", "marksman", "melee", "flyer"}[r]
	}
	return fmt.Sprintf("role(%d)", int(r))
}

// Facing is the direction a unit looks.
type Facing int

// The facings, in the column order of the unit sheet.
const (
	FaceNorth Facing = iota
	FaceEast
	FaceSouth
	FaceWest
	Facings = 4 // the number of facings
)

// Frame is one pose of a unit's animation.
type Frame int

// The frames, in column order within a facing. Walk alternates Walk1 and
// Walk2; Down is a unit lying on the ground (unconscious or dead).
const (
	Idle Frame = iota
	Walk1
	Walk2
	Shoot
	Hit
	Down
	Frames = 6 // the number of frames per facing
)

// UnitSides is the number of side colours in the unit sheet: blue with a
// circle marker, orange with a square, white with a triangle and purple with
// a diamond (see assets/palette).
const UnitSides = 4

// UnitSheetSize returns the size of the unit sheet in pixels: Facings*Frames
// columns and Roles*UnitSides rows of TileSize frames.
func UnitSheetSize() image.Point {
	return image.Pt(Facings*Frames*TileSize, Roles*UnitSides*TileSize)
}

// UnitFrame returns where on the unit sheet the frame of a role, side
// (0-based), facing and pose lies: row role*UnitSides+side, column
// facing*Frames+frame. A side beyond the fourth wraps around. The figure's
// feet stand near the bottom of the frame; a Flyer is drawn 5 pixels higher
// and casts a separate shadow (see EffectShadow).
func UnitFrame(r Role, side int, f Facing, fr Frame) image.Rectangle {
	side = ((side % UnitSides) + UnitSides) % UnitSides
	x := (int(f)*Frames + int(fr)) * TileSize
	y := (int(r)*UnitSides + side) * TileSize
	return image.Rect(x, y, x+TileSize, y+TileSize)
}

// Units decodes the unit sprite sheet. Decode it once and keep it.
func Units() (image.Image, error) { return decode("units.png") }
