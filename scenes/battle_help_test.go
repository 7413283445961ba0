package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// TestHelpOverlays checks that F1 opens the controls and ? the rules
// reference, that each key closes its own page and switches from the
// other, that Esc closes either without leaving the battle, and that the
// two pages draw different text over the battle. The pages go to the
// gallery beside the battles.
func TestHelpOverlays(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	press := func(a game.Action) game.Scene { return pressOn(t, s, a) }
	steps := []struct {
		key  game.Action
		want helpPage
	}{
		{game.ActHelp, helpControls},
		{game.ActHelp, helpNone},
		{game.ActRules, helpRules},
		{game.ActHelp, helpControls},
		{game.ActRules, helpRules},
		{game.ActRules, helpNone},
		{game.ActRules, helpRules},
		{game.ActBack, helpNone},
		{game.ActHelp, helpControls},
		{game.ActBack, helpNone},
	}
	for i, st := range steps {
		if next := press(st.key); next != s {
			t.Fatalf("step %d: pressing %v left the battle", i, st.key)
		}
		if s.help != st.want {
			t.Fatalf("step %d: after %v the open page is %d, want %d", i, st.key, s.help, st.want)
		}
	}

	draw := func(p helpPage) *image.RGBA {
		s.help = p
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		return readBack(screen)
	}
	none, controls, rules := draw(helpNone), draw(helpControls), draw(helpRules)
	s.help = helpNone
	dir := galleryDir(t)
	savePNG(t, dir, "help-controls.png", controls)
	savePNG(t, dir, "help-rules.png", rules)
	r := helpRect()
	for _, c := range []struct {
		name string
		img  *image.RGBA
	}{{"controls", controls}, {"rules", rules}} {
		// Titles and keys are drawn in the highlight colour, the rest in
		// the text colour, over the map.
		if n := countNear(c.img, r, colHighlight, 40); n < 1000 {
			t.Errorf("the %s page has %d highlighted pixels", c.name, n)
		}
		if n := countNear(c.img, r, colText, 40); n < 1500 {
			t.Errorf("the %s page has %d text pixels", c.name, n)
		}
		if n := bytesDiffer(c.img, none); n < 100000 {
			t.Errorf("the %s page changes only %d bytes of the battle", c.name, n)
		}
	}
	if n := bytesDiffer(controls, rules); n < 20000 {
		t.Errorf("the two pages differ in only %d bytes", n)
	}
}

// bytesDiffer counts the bytes in which two images of one size differ.
func bytesDiffer(a, b *image.RGBA) int {
	n := 0
	for i := range a.Pix {
		if a.Pix[i] != b.Pix[i] {
			n++
		}
	}
	return n
}

// TestKeyHints checks that the action bar's hint spells its keys from the
// keymap.
func TestKeyHints(t *testing.T) {
	if got, want := keyHints(), "E end turn · Q delay · R reload · T threat · L log · F1 keys · ? rules"; got != want {
		t.Errorf("hint %q, want %q", got, want)
	}
}
