package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// TestAttackVia checks how an armed attack that moves first (Hip Fire,
// Charge) picks its square: the engine's first without a pick, the picked
// square's command after one, and none when the target cannot be attacked
// from the picked square; and that a plain shot does not move first.
func TestAttackVia(t *testing.T) {
	s := &Battle{pick: chooser{selected: 0}}
	s.sh.units = []rules.Unit{{ID: 0, Pos: grid.Pos{X: 1, Y: 1}}, {ID: 1, Pos: grid.Pos{X: 6, Y: 6}}, {ID: 2, Pos: grid.Pos{X: 8, Y: 1}}}
	hf := func(target int, to grid.Pos) rules.Command {
		return rules.Command{Action: "hip_fire", Unit: 0, Target: target, To: to}
	}
	s.pick.legal = []rules.Command{hf(1, grid.Pos{X: 2, Y: 2}), hf(1, grid.Pos{X: 3, Y: 3}), hf(2, grid.Pos{X: 2, Y: 2}),
		{Action: "straight_shot", Unit: 0, Target: 1, To: grid.Pos{X: 6, Y: 6}}}
	s.pick.slots = []slot{{action: "hip_fire", target: true}, {action: "straight_shot", target: true}}
	s.pick.armed = 0
	if !s.pick.movesFirst(s.sh.units, s.pick.slots[0]) || s.pick.movesFirst(s.sh.units, s.pick.slots[1]) {
		t.Fatal("hip fire should move first, a straight shot not")
	}
	if !s.pick.endsOn(s.pick.slots[0], grid.Pos{X: 3, Y: 3}) || s.pick.endsOn(s.pick.slots[0], grid.Pos{X: 4, Y: 4}) {
		t.Fatal("endsOn")
	}
	if c, ok := s.pick.attackOn(1); !ok || c.To != (grid.Pos{X: 2, Y: 2}) {
		t.Fatalf("without a pick: %+v %v", c, ok)
	}
	via := grid.Pos{X: 3, Y: 3}
	s.pick.via = &via
	if c, ok := s.pick.attackOn(1); !ok || c.To != via {
		t.Fatalf("with (3,3) picked: %+v %v", c, ok)
	}
	if _, ok := s.pick.attackOn(2); ok {
		t.Fatal("unit 2 cannot be hip-fired from (3,3)")
	}
}

// TestViaSquareIsFramed: once a square is picked for an attack that moves
// first, the battle frames it in the highlight colour on screen.
func TestViaSquareIsFramed(t *testing.T) {
	s := referenceVillage(t)
	me := s.sh.units[s.pick.selected].Pos
	via := grid.Pos{X: me.X + 1, Y: me.Y + 1}
	s.view.centreOn(via, true)
	x, y := s.view.tileCentre(via)
	h := int(float64(s.view.tile()) * s.view.cam.Zoom / 2)
	r := image.Rect(int(x)-h, int(y)-h, int(x)+h, int(y)+h)
	count := func() int {
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		return countNear(readBack(screen), r, colHighlight, 8)
	}
	s.pick.via = nil
	before := count()
	s.pick.via = &via
	if after := count(); after < before+4*h {
		t.Errorf("picked square %v: %d highlight pixels, %d before the pick; want its frame drawn", via, after, before)
	}
}
