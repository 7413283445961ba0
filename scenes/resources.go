// Package scenes holds Sightline's screens: the title, the skirmish setup,
// the battle, the hotseat hand-off, the results and the settings. Each
// scene reads named input actions from package game and draws itself;
// rules are never decided here.
package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/assets"
	"sightline/game"
)

// Player of sound effects; nil stays silent.
type Player interface {
	Play(name string)
}

// Resources are the images, fonts and sounds shared by every scene, loaded
// once.
type Resources struct {
	Fonts   *game.Fonts
	Units   *ebiten.Image
	Icons   *ebiten.Image
	Effects *ebiten.Image
	// Sounds plays the sound effects; nil is silent.
	Sounds Player
	// Prefs are the player's settings (the settings scene changes them);
	// Store keeps them between runs, nil not at all; Fullscreen, when
	// set, switches the window to and from the full screen.
	Prefs      Prefs
	Store      PrefsStore
	Fullscreen func(on bool)
	// Keys is the keymap the game reads input by (game.Options.Keymap,
	// the same map): the settings' key bindings change it in place, and
	// the help and the hints show it. Nil means game.DefaultKeymap.
	Keys game.Keymap
	// PrefsTrouble says why the kept settings could not be read whole
	// (Prefs then holds what could), "" when they could; the title tells
	// the player, as it tells of a broken saved battle.
	PrefsTrouble string
	// Saves keeps the saved battle; nil offers no saving.
	Saves BattleStore
	// Replays keeps finished battles' replays; nil offers none.
	Replays ReplayStore
	// Screen is the logical screen the scenes lay out for
	// (game.Options.Screen, the same value): the game sizes it from the
	// window, the settings set its UI scale. Nil is a screen of
	// game.ScreenW×game.ScreenH.
	Screen *game.Screen
	// NewSeed picks the seed of a battle started without one
	// (BattleConfig.Seed 0); nil picks 1, as tests want.
	NewSeed func() uint64

	// Sub-images, made once so that no image is allocated per frame.
	unitFrames   map[image.Rectangle]*ebiten.Image
	iconFrames   [assets.Icons]*ebiten.Image
	effectFrames [assets.Effects]*ebiten.Image
	// pageImg is the page a menu is drawn on before it is centred on a
	// larger screen (drawPage), made when first needed.
	pageImg *ebiten.Image
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
	ic, err := assets.IconSheet()
	if err != nil {
		return nil, err
	}
	ef, err := assets.EffectSheet()
	if err != nil {
		return nil, err
	}
	r := &Resources{Fonts: f, Units: ebiten.NewImageFromImage(u), Icons: ebiten.NewImageFromImage(ic),
		Effects: ebiten.NewImageFromImage(ef), unitFrames: map[image.Rectangle]*ebiten.Image{}, Prefs: DefaultPrefs()}
	for i := range r.iconFrames {
		r.iconFrames[i] = r.Icons.SubImage(assets.IconFrame(assets.Icon(i))).(*ebiten.Image)
	}
	for i := range r.effectFrames {
		r.effectFrames[i] = r.Effects.SubImage(assets.EffectFrame(assets.Effect(i))).(*ebiten.Image)
	}
	return r, nil
}

// ApplyPrefs puts the settings into effect: the volume (the master
// volume times the effects'), the UI scale and the full screen. A battle
// reads its starting speed when it starts.
func (r *Resources) ApplyPrefs() {
	if v, ok := r.Sounds.(volumer); ok {
		v.SetVolume(float64(r.Prefs.Master) / 10 * float64(r.Prefs.Volume) / 10)
	}
	if r.Screen != nil {
		r.Screen.Scale = float64(max(r.Prefs.UIScale, 100)) / 100
	}
	if r.Fullscreen != nil {
		r.Fullscreen(r.Prefs.Fullscreen)
	}
}

// size returns the logical screen's size.
func (r *Resources) size() image.Point {
	if r == nil {
		return image.Pt(game.ScreenW, game.ScreenH)
	}
	return r.Screen.Size()
}

// keymap returns the keys the game reads input by.
func (r *Resources) keymap() game.Keymap {
	if r == nil || r.Keys == nil {
		return game.DefaultKeymap()
	}
	return r.Keys
}

// icon returns an icon's image.
func (r *Resources) icon(i assets.Icon) *ebiten.Image { return r.iconFrames[i] }

// effect returns an effect's image.
func (r *Resources) effect(e assets.Effect) *ebiten.Image {
	return r.effectFrames[max(0, min(int(e), len(r.effectFrames)-1))]
}

// unit returns the frame of a unit sprite.
func (r *Resources) unit(role assets.Role, side int, f assets.Facing, fr assets.Frame) *ebiten.Image {
	rect := assets.UnitFrame(role, side, f, fr)
	img, ok := r.unitFrames[rect]
	if !ok {
		img = r.Units.SubImage(rect).(*ebiten.Image)
		r.unitFrames[rect] = img
	}
	return img
}

// newSeed returns a seed for a battle started without one.
func (r *Resources) newSeed() uint64 {
	if r.NewSeed == nil {
		return 1
	}
	return r.NewSeed()
}
