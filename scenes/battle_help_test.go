package scenes

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/assets"
	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
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
		{game.ActLegend, helpLegend},
		{game.ActHelp, helpControls},
		{game.ActLegend, helpLegend},
		{game.ActLegend, helpNone},
		{game.ActLegend, helpLegend},
		{game.ActBack, helpNone},
	}
	for i, st := range steps {
		if next := press(st.key); next != s {
			t.Fatalf("step %d: pressing %v left the battle", i, st.key)
		}
		if s.help.open != st.want {
			t.Fatalf("step %d: after %v the open page is %d, want %d", i, st.key, s.help.open, st.want)
		}
	}

	draw := func(p helpPage) *image.RGBA {
		s.help.open = p
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		return readBack(screen)
	}
	none, controls, rules, legend := draw(helpNone), draw(helpControls), draw(helpRules), draw(helpLegend)
	s.help.open = helpNone
	dir := galleryDir(t)
	savePNG(t, dir, "help-controls.png", controls)
	savePNG(t, dir, "help-rules.png", rules)
	savePNG(t, dir, "help-legend.png", legend)
	r := (hudLayout{}).help()
	for _, c := range []struct {
		name string
		img  *image.RGBA
	}{{"controls", controls}, {"rules", rules}, {"legend", legend}} {
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
// player's keymap.
func TestKeyHints(t *testing.T) {
	km := game.DefaultKeymap()
	if got, want := keyHints(km), "E end turn · Q delay · R reload · T threat · L log · M cursor · U undo · F1 keys · G legend · ? rules"; got != want {
		t.Errorf("hint %q, want %q", got, want)
	}
	km.Bind(game.ActEndTurn, ebiten.KeyN)
	if got, want := keyHints(km), "N end turn · Q delay"; !strings.HasPrefix(got, want) {
		t.Errorf("hint with end turn on N: %q, want it to start %q", got, want)
	}
}

// TestRulesPages: the rules reference is laid out over as many pages as it
// needs, every line kept in order, no column over its height, no entry
// split between columns and no section heading left at a column's foot; → and ← turn the pages. Before,
// whatever did not fit two columns (ADS's statuses and notes) was never
// shown.
func TestRulesPages(t *testing.T) {
	var lines []ruleLine
	for i := 0; i < 23; i++ {
		lines = append(lines, ruleLine{text: fmt.Sprint(i), head: i == 4 || i == 9 || i == 15, cont: i == 3 || i == 12 || i == 13})
	}
	pages := rulePages(lines, 5)
	var got []string
	for p, pg := range pages {
		for c, col := range pg {
			if len(col) > 5 {
				t.Errorf("page %d column %d has %d lines", p, c, len(col))
			}
			if n := len(col); n > 0 && col[n-1].head {
				t.Errorf("page %d column %d ends with the heading %q", p, c, col[n-1].text)
			}
			if len(col) > 0 && col[0].cont {
				t.Errorf("page %d column %d starts inside an entry, at %q", p, c, col[0].text)
			}
			for _, l := range col {
				got = append(got, l.text)
			}
		}
	}
	if len(got) != len(lines) {
		t.Fatalf("%d lines laid out of %d: %v", len(got), len(lines), got)
	}
	for i := range got {
		if got[i] != lines[i].text {
			t.Fatalf("line %d is %q, want %q", i, got[i], lines[i].text)
		}
	}

	s := villageBattle(t, "human", "ai:normal")
	all := ruleLines(s.res.Fonts, s.ref.Reference, float64((hudLayout{}).help().Dx()-28)/2)
	heads := map[string]bool{}
	for _, l := range all {
		if l.head {
			heads[l.text] = true
		}
	}
	for _, h := range []string{"Statuses", "Units (role: numbers; kit)", "Weapons (RoF: single/burst/auto)", "Armour"} {
		if !heads[h] {
			t.Errorf("the reference's lines have no %q section", h)
		}
	}
	pressOn(t, s, game.ActRules)
	draw := func() *image.RGBA {
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		return readBack(screen)
	}
	first := draw()
	pressOn(t, s, game.ActPanRight)
	second := draw()
	if s.help.page != 1 || string(first.Pix) == string(second.Pix) {
		t.Fatalf("→ on the rules: page %d, picture changed %v", s.help.page, string(first.Pix) != string(second.Pix))
	}
	for i := 0; i < 20; i++ {
		pressOn(t, s, game.ActPanRight)
	}
	draw()
	last := s.help.page
	pressOn(t, s, game.ActPanLeft)
	if draw(); s.help.page != last-1 {
		t.Errorf("← from the last page %d went to %d", last, s.help.page)
	}
}

// TestPromptLayout: a prompt's answers lie inside its panel, which stands
// on the bottom panel, two rows high for up to ten answers, and the camera brings the unit asked (and, when it
// fits, the unit attacking it) into the battlefield left above the panel.
func TestPromptLayout(t *testing.T) {
	for _, need := range []float64{0, 150, 400} {
		for n := 1; n <= 15; n++ {
			l := layPrompt(n, need)
			p := l.panel()
			if p.Max.Y > game.ScreenH-bottomH || p.Min.Y < topH || p.Min.X < 0 || p.Max.X > game.ScreenW {
				t.Errorf("%d answers needing %.0f px: panel %v leaves the battlefield", n, need, p)
			}
			// Up to ten answers (a defence with every ally's help) take two
			// rows at most, so that the attacker stays in sight above them.
			if rows := (l.rect(n-1).Min.Y-l.rect(0).Min.Y)/(l.height()+promptGap) + 1; n <= 10 && rows > 2 {
				t.Errorf("%d answers take %d rows", n, rows)
			}
			if textW := float64(l.w - assets.IconSize - 3*promptPad); float64(l.lines)*textW < need && need <= 2*(promptMaxW-assets.IconSize-3*promptPad) {
				t.Errorf("%d answers needing %.0f px: %d lines of %.0f px", n, need, l.lines, textW)
			}
			for i := 0; i < n; i++ {
				if r := l.rect(i); !r.In(p) {
					t.Errorf("%d answers: answer %d at %v outside the panel %v", n, i, r, p)
				}
				if l.at(l.rect(i).Min.Add(image.Pt(2, 2))) != i {
					t.Errorf("%d answers: a click on answer %d does not pick it", n, i)
				}
			}
		}
	}
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "fieldworks", Sides: []string{"ai:easy", "ai:easy"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	onScreen := func(id int) image.Point {
		x, y := s.view.tileCentre(s.sh.units[id].Pos)
		return image.Pt(int(x), int(y))
	}
	above := func(p image.Point, n int) bool {
		return p.Y > topH && p.Y < layPrompt(n, 0).panel().Min.Y && p.X > 0 && p.X < game.ScreenW
	}
	for id := range s.sh.units {
		s.showAbovePrompt(rules.Prompt{Unit: id, Attacker: rules.NoUnit}, layPrompt(10, 0))
		if p := onScreen(id); !above(p, 10) {
			t.Errorf("unit %d asked shows at %v, not above the prompt", id, p)
		}
	}
	// A defender and an attacker a few squares apart: both in sight.
	var a, d = -1, -1
	for i, u := range s.sh.units {
		for j, v := range s.sh.units {
			if u.Side != v.Side && grid.Distance(u.Pos, v.Pos) <= 6 {
				a, d = i, j
			}
		}
	}
	if a < 0 {
		s.sh.units[1].Pos = s.sh.units[0].Pos.Add(grid.Pos{X: 4, Y: 2})
		a, d = 1, 0
	}
	s.showAbovePrompt(rules.Prompt{Unit: d, Attacker: a}, layPrompt(10, 0))
	if !above(onScreen(d), 10) || !above(onScreen(a), 10) {
		t.Errorf("defender at %v and attacker at %v: want both above the prompt", onScreen(d), onScreen(a))
	}
}
