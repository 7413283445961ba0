package game

import "github.com/hajimehoshi/ebiten/v2"

// Scene is one screen of the game: the title, a battle, the results.
type Scene interface {
	// Update advances the scene one frame. It returns the scene to show
	// next (itself to stay), or an error to quit.
	Update(in *Input) (Scene, error)
	// Draw draws the scene.
	Draw(screen *ebiten.Image)
	// Export returns the scene's state for --state and the browser's
	// published state, as JSON-ready data.
	Export() any
}
