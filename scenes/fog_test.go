package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules/grid"
)

// TestFogOfUnseenGround: on fieldworks, at a person's first turn, the
// ground their units have no line to is shaded and the squares their
// units stand on are not; the overlay drawn alone holds the fog's tint on
// an unseen square.
func TestFogOfUnseenGround(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "fieldworks", Sides: []string{"human", "ai:easy"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := playToHumanTurn(s); err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen)
	fr := &overlayFrame{b: s.sess.b, units: s.sh.units, pick: &s.pick, view: &s.view, viewer: s.viewer, visible: s.visible}
	seen := s.ovl.seenBy(fr)
	f := s.sess.b.Field()
	if seen == nil {
		t.Fatal("the person's side sees nothing")
	}
	n := 0
	for _, v := range seen {
		if !v {
			n++
		}
	}
	if n == 0 || n == len(seen) {
		t.Fatalf("%d of %d squares unseen; want some fog and some sight", n, len(seen))
	}
	for _, u := range s.sh.units {
		if u.Active && u.Side == s.viewer && !seen[u.Pos.Y*f.W+u.Pos.X] {
			t.Errorf("%s's own square %v is in fog", u.Name, u.Pos)
		}
	}
	// An unseen square on screen carries the fog's tint in the overlay.
	alone := ebiten.NewImage(game.ScreenW, game.ScreenH)
	op := &ebiten.DrawImageOptions{}
	s.view.cam.Apply(op)
	s.ovl.img.Draw(alone, op)
	ovl := readBack(alone)
	checked := 0
	for i, v := range seen {
		p := grid.Pos{X: i % f.W, Y: i / f.W}
		x, y := s.view.tileCentre(p)
		if v || x < 10 || y < topH+10 || x > game.ScreenW-logW-10 || y > game.ScreenH-bottomH-10 {
			continue
		}
		if c := ovl.RGBAAt(int(x), int(y)); c.A < colFog.A {
			t.Errorf("unseen square %v: overlay %v, want the fog's tint", p, c)
		}
		if checked++; checked >= 20 {
			break
		}
	}
	if checked == 0 {
		t.Error("no unseen square on screen to check")
	}
}
