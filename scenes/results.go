package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// Results shows how a battle ended: the winner, the rounds, what each side
// has left standing and the engine's final state hash.
type Results struct {
	res    *Resources
	battle *Battle
	back   game.Scene
}

// NewResults returns the results of the battle b; Enter returns to back.
func NewResults(res *Resources, b *Battle, back game.Scene) *Results {
	return &Results{res: res, battle: b, back: back}
}

// Update returns to the title on Enter, Esc or a click.
func (r *Results) Update(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActConfirm) || in.Pressed(game.ActBack) || in.Click {
		return r.back, nil
	}
	return r, nil
}

// Draw draws the summary.
func (r *Results) Draw(screen *ebiten.Image) {
	screen.Fill(colBackground)
	f := r.res.Fonts
	over, winner, rounds, hash := r.battle.Outcome()
	title := "Draw"
	if winner >= 0 {
		title = fmt.Sprintf("Side %d (%s) wins", winner+1, r.battle.cfg.Sides[r.battle.match.Spec().Entry(winner)])
	}
	if !over {
		title = "Battle abandoned"
	}
	game.TextCentered(screen, title, f.Banner, game.ScreenW/2, 120, colHighlight)
	game.TextCentered(screen, fmt.Sprintf("%s on %s, %d rounds", r.battle.rs.Name(), r.battle.m.Name, rounds), f.Body, game.ScreenW/2, 165, colText)
	y := 210
	for side := range r.battle.cfg.Sides {
		up, all := 0, 0
		for _, u := range r.battle.b.Units() {
			if u.Side == side {
				all++
				if u.Active {
					up++
				}
			}
		}
		panel(screen, image.Rect(game.ScreenW/2-200, y-4, game.ScreenW/2+200, y+26))
		game.Text(screen, fmt.Sprintf("Side %d · %s: %d of %d standing", side+1, r.battle.cfg.Sides[r.battle.match.Spec().Entry(side)], up, all), f.Body, game.ScreenW/2-188, float64(y+2), sideColour(side))
		y += 36
	}
	game.TextCentered(screen, "state hash "+hash, f.Small, game.ScreenW/2, float64(y+20), colTextDim)
	game.TextCentered(screen, "Enter: back to the title", f.Body, game.ScreenW/2, float64(y+50), colTextDim)
}

// Outcome reports the battle's result, for --state.
func (r *Results) Outcome() (over bool, winner, rounds int, hash string) { return r.battle.Outcome() }

// Export returns the scene's state.
func (r *Results) Export() any {
	over, winner, rounds, hash := r.battle.Outcome()
	return map[string]any{"scene": "results", "over": over, "winner": winner, "rounds": rounds, "hash": hash}
}
