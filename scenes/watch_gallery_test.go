package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// galleryOverwatch puts the human's unit on overwatch towards the most
// cover on village and draws it (overwatch-cover.png): the arc is a faint
// tint in the side's colour inside its outline, so the ground and the
// cover under it still read. A square of the arc may change by a
// tint's worth from the frame before, never be painted over.
func galleryOverwatch(t *testing.T, res *Resources, dir string) {
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:easy"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.sess.policy {
		s.sess.policy[i] = match.PolicyNever
	}
	if err := playToHumanTurn(s); err != nil {
		t.Fatal(err)
	}
	pr := s.sess.b.Prompt()
	me := s.pick.selected
	if me < 0 {
		t.Fatal("no unit selected on the human's turn")
	}
	f := s.sess.b.Field()
	covered := map[grid.Pos]bool{}
	for _, cv := range f.Covers {
		covered[cv.Cell] = true
	}
	// The overwatch command whose arc holds the most cover.
	var best rules.Command
	bestN := -1
	for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
		if c.Action != "overwatch" || c.Unit != me {
			continue
		}
		probe := s.sess.b.Clone()
		if _, err := probe.Apply(c); err != nil {
			continue
		}
		n := 0
		for _, a := range probe.(rules.AreaWatcher).Areas() {
			if a.Unit == me {
				for _, p := range a.Squares {
					if covered[p] {
						n++
					}
				}
			}
		}
		if n > bestN {
			best, bestN = c, n
		}
	}
	if bestN < 0 {
		t.Fatal("the selected unit has no overwatch to take")
	}
	centre := s.sh.units[me].Pos
	draw := func() *image.RGBA {
		s.view.centreOn(centre, true)
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		return readBack(screen)
	}

	s.sess.seats[pr.Side].choose(best)
	var in game.Input
	if _, err := s.Update(&in); err != nil {
		t.Fatal(err)
	}
	s.q.skip(&s.sh, s.view.tile())
	var arc []grid.Pos
	for _, a := range s.sess.b.(rules.AreaWatcher).Areas() {
		if a.Unit == me && a.Kind == "overwatch" {
			arc = a.Squares
		}
	}
	if len(arc) == 0 {
		t.Fatalf("no overwatch arc after %s", best.Action)
	}
	after := draw()
	savePNG(t, dir, "overwatch-cover.png", after)

	// The overlay alone, drawn as the screen draws it onto nothing: each
	// arc square's middle must be a faint, valid premultiplied colour
	// (no channel above the alpha), which the tint was not when it
	// lowered the alpha of an opaque colour and washed out the cover.
	alone := ebiten.NewImage(game.ScreenW, game.ScreenH)
	op := &ebiten.DrawImageOptions{}
	s.view.cam.Apply(op)
	s.ovl.img.Draw(alone, op)
	ovl := readBack(alone)
	occupied := map[grid.Pos]bool{}
	for _, u := range s.sh.units {
		occupied[u.Pos] = true
	}
	world := image.Rect(0, topH, game.ScreenW-logW, game.ScreenH-bottomH)
	n, bad := 0, 0
	for _, p := range arc {
		x, y := s.view.tileCentre(p)
		if occupied[p] || !image.Pt(int(x), int(y)).In(world) {
			continue
		}
		c := ovl.RGBAAt(int(x), int(y))
		n++
		if c.A == 0 || c.A > 0x80 || c.R > c.A || c.G > c.A || c.B > c.A {
			bad++
			if bad <= 3 {
				t.Errorf("arc square %v: overlay pixel %v; want a faint premultiplied tint", p, c)
			}
		}
	}
	if n < 5 {
		t.Fatalf("only %d squares of the arc on the open screen", n)
	}
	if bad > 0 {
		t.Errorf("%d of %d arc squares are not a faint tint (%d of the arc's squares hold cover)", bad, n, bestN)
	}
}
