// Package scenes holds Sightline's screens: the title and the skirmish.
// Each scene reads named input actions from package game and draws itself;
// rules are never decided here.
package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"sightline/assets"
	"sightline/game"
)

// Resources are the images and fonts shared by every scene, loaded once.
type Resources struct {
	Fonts *game.Fonts
	Units *ebiten.Image
}

// LoadResources decodes the embedded assets.
func LoadResources() (*Resources, error) {
	f, err := game.NewFonts()
	if err != nil {
		return nil, err
	}
	u, err := assets.Units()
	if err != nil {
		return nil, err
	}
	return &Resources{Fonts: f, Units: ebiten.NewImageFromImage(u)}, nil
}
