package assets

import (
	"fmt"
	"image"
)

// IconSize is the edge of a UI icon, in pixels; draw icons at the UI scale.
const IconSize = 16

// Icon is one 16-pixel icon on the icon sheet.
type Icon int

// The icons, in sheet order: statuses, cover grades and resources.
const (
	IconProne Icon = iota
	IconInCover
	IconHunkered
	IconBloodied
	IconSuppressed
	IconOverwatch
	IconDazed
	IconStunned
	IconUnconscious
	IconJammed
	IconAiming
	IconCoverHalf      // half cover: a half-filled shield
	IconCoverFull      // full cover: a filled shield
	IconTick           // a tick of the ADS time budget
	IconReaction       // a reaction
	Icons         = 15 // the number of icons
)

// iconNames returns the icon names in sheet order.
func iconNames() [Icons]string {
	return [Icons]string{
		"prone", "in_cover", "hunkered", "bloodied", "suppressed", "overwatch",
		"dazed", "stunned", "unconscious", "jammed", "aiming",
		"cover_half", "cover_full", "tick", "reaction",
	}
}

// String returns the icon's name, such as "in_cover"; status icons are
// named as the statuses they show.
func (i Icon) String() string {
	if i >= 0 && i < Icons {
		return iconNames()[i]
	}
	return fmt.Sprintf("icon(%d)", int(i))
}

// IconByName returns the icon with the given name, such as "suppressed".
func IconByName(name string) (Icon, bool) {
	for i, n := range iconNames() {
		if n == name {
			return Icon(i), true
		}
	}
	return 0, false
}

// IconFrame returns where the icon lies on the icon sheet (one row).
func IconFrame(i Icon) image.Rectangle {
	return image.Rect(int(i)*IconSize, 0, int(i)*IconSize+IconSize, IconSize)
}

// IconSheet decodes the icon sheet. Decode it once and keep it.
func IconSheet() (image.Image, error) { return decode("icons.png") }
