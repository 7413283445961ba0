package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/assets/palette"
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

// TestOutline: an area's outline (the threat map's and an overwatch
// arc's rim, which make them read on any ground) is drawn on the edges
// between its squares and the rest, never between two of its squares.
func TestOutline(t *testing.T) {
	const tile = 16
	img := game.NewChunks(4*tile, 4*tile)
	img.SetWindow(img.Bounds())
	in := func(x, y int) bool { return x >= 1 && x <= 2 && y >= 1 && y <= 2 }
	rim := rgba(palette.Red, 0xd0)
	outline(img, 4, 4, tile, in, rim)
	dst := ebiten.NewImage(4*tile, 4*tile)
	img.Draw(dst, &ebiten.DrawImageOptions{})
	px := readBack(dst)
	lit := func(x, y int) bool { c := px.RGBAAt(x, y); return c.A > 0x80 }
	for _, c := range []struct {
		x, y int
		want bool
		what string
	}{
		{1*tile + 1, 1*tile + tile/2, true, "the west edge of the area"},
		{3*tile - 2, 2*tile + tile/2, true, "the east edge"},
		{1*tile + tile/2, 1*tile + 1, true, "the north edge"},
		{2*tile + tile/2, 3*tile - 2, true, "the south edge"},
		{2 * tile, 1*tile + tile/2, false, "between two squares of the area"},
		{1*tile + tile/2, 2 * tile, false, "between two squares of the area, across"},
		{tile / 2, tile / 2, false, "a square outside"},
	} {
		if lit(c.x, c.y) != c.want {
			t.Errorf("%s (%d,%d): lit %v, want %v", c.what, c.x, c.y, !c.want, c.want)
		}
	}
}
