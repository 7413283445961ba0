package scenes

import (
	"image"
	"image/color"
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// TestSetupWidgets drives the setup's ebitenui widgets as a script or a
// touch does: a click on a row's ">" changes that row, and a click on
// Start starts the battle that the rows describe.
func TestSetupWidgets(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen) // lays the widgets out
	note := noteBand(screen)
	click := func(r image.Rectangle) game.Scene {
		t.Helper()
		in := &game.Input{Click: true, Synthetic: true, Cursor: image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)}
		next, err := s.Update(in)
		if err != nil {
			t.Fatal(err)
		}
		s.Draw(screen)
		return next
	}
	// Row 2 (the opponent) has its "<" and ">" as buttons 4 and 5.
	before := s.rows[2].at
	if next := click(s.ui.buttons[5].GetWidget().Rect); next != s {
		t.Fatalf("a click on > left the setup for %T", next)
	}
	if s.rows[2].at != (before+1)%len(s.rows[2].options) || s.cur != 2 {
		t.Fatalf("after > on the opponent row: choice %d (was %d), row %d", s.rows[2].at, before, s.cur)
	}
	// The line under the rows tells how the chosen opponent plays.
	if after := noteBand(screen); slices.Equal(after, note) || !slices.ContainsFunc(after, func(c color.RGBA) bool { return c != colBackground }) {
		t.Fatalf("the opponent's note under the rows did not change with the opponent (or is blank)")
	}
	// A real mouse click (not synthetic) is left to ebitenui itself.
	in := &game.Input{Click: true, Cursor: s.ui.buttons[5].GetWidget().Rect.Min.Add(image.Pt(5, 5))}
	if _, err := s.Update(in); err != nil || s.rows[2].at != (before+1)%len(s.rows[2].options) {
		t.Fatalf("a mouse click was handled twice: choice %d", s.rows[2].at)
	}
	start := s.ui.buttons[len(s.ui.buttons)-1]
	b, ok := click(start.GetWidget().Rect).(*Battle)
	if !ok {
		t.Fatal("Start did not start a battle")
	}
	if got := b.cfg.Sides[1]; got != opponents[s.rows[2].at] {
		t.Fatalf("the battle's opponent is %s, want %s", got, opponents[s.rows[2].at])
	}
}

// noteBand reads the band of the setup screen where the opponent's note is
// drawn.
func noteBand(screen *ebiten.Image) []color.RGBA {
	img := readBack(screen)
	var out []color.RGBA
	for y := 516; y < 540; y++ {
		for x := 0; x < game.ScreenW; x++ {
			i := img.PixOffset(x, y)
			out = append(out, color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]})
		}
	}
	return out
}

// TestSetupMoreSides: the Side 3 and Side 4 rows add a third and a fourth
// player, "none" leaves a side out, and the battle started has those
// sides in that order; with Side 3 left out, Side 4's player is the
// third side.
func TestSetupMoreSides(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	press := func(s *Setup, a game.Action) game.Scene { return pressOn(t, s, a) }
	for _, c := range []struct {
		side3, side4 int // presses of → on each row
		want         []string
	}{
		{0, 0, []string{"human", "ai:normal"}},
		{2, 5, []string{"human", "ai:normal", "ai:normal", "human"}},
		{0, 1, []string{"human", "ai:normal", "ai:easy"}},
	} {
		s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
		for i := 0; i < 5; i++ {
			press(s, game.ActPanDown)
		}
		for i := 0; i < c.side3; i++ {
			press(s, game.ActPanRight)
		}
		press(s, game.ActPanDown)
		for i := 0; i < c.side4; i++ {
			press(s, game.ActPanRight)
		}
		b, ok := press(s, game.ActConfirm).(*Battle)
		if !ok {
			t.Fatalf("%v: Enter did not start a battle (%s)", c.want, s.err)
		}
		if !slices.Equal(b.cfg.Sides, c.want) || len(b.sess.match.Spec().Sides) != len(c.want) {
			t.Fatalf("sides %v, want %v", b.cfg.Sides, c.want)
		}
		if NewSetup(res, b.cfg, nil).config().Sides[len(c.want)-1] != c.want[len(c.want)-1] {
			t.Fatalf("%v: a setup opened on this battle does not show its sides", c.want)
		}
	}
}

// TestSetupMapPreview: the setup shows the chosen map small, with the
// spawn zones of the battle the rows describe in the sides' colours, and
// follows the Map and Side rows; the Ruleset row names the ruleset as its
// players know it.
func TestSetupMapPreview(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	at := image.Pt(game.ScreenW-previewSize-14, 150)
	// zoneShown reports whether the first square of side's spawn zone in a
	// battle of n sides is drawn in its colour on the thumbnail.
	zoneShown := func(side, n int) bool {
		t.Helper()
		s.Draw(screen)
		c := s.config()
		p := s.maps.get(c.Map, c.Root)
		if p.img == nil {
			t.Fatalf("no thumbnail of %s: %s", c.Map, p.info)
		}
		zones, err := p.m.Field.Spawns(n)
		if err != nil {
			t.Fatal(err)
		}
		q := zones[side][0]
		b := p.img.Bounds()
		x := at.X + int((float64(q.X)+0.5)*float64(b.Dx())/float64(p.m.Field.W))
		y := at.Y + int((float64(q.Y)+0.5)*float64(b.Dy())/float64(p.m.Field.H))
		return color.RGBAModel.Convert(screen.At(x, y)) == color.Color(sideColour(side))
	}
	if !zoneShown(0, 2) || !zoneShown(1, 2) {
		t.Error("village's two spawn zones are not shown")
	}
	s.move(1, 1) // the next map
	s.move(5, 1) // a third side
	s.move(6, 1) // and a fourth
	if c := s.config(); c.Map == "village" || len(c.Sides) != 4 {
		t.Fatalf("rows describe %+v", c)
	}
	for side := range 4 {
		if !zoneShown(side, 4) {
			t.Errorf("%s: side %d's spawn zone of four is not shown", s.config().Map, side+1)
		}
	}
	if got := s.ui.labels[0].Label; got != "Ruleset: Tesseris ADS" {
		t.Errorf("the Ruleset row reads %q", got)
	}
}

// TestSetupSquads: the squad rows pick the ruleset squad each of the first
// two sides fields, by name; the battle started fields them (and a setup
// opened on it shows them), and the default squads leave the battle's
// spec the default one, the battle sim battle plays with the same seed.
func TestSetupSquads(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	start := func(yours, theirs int) *Battle {
		t.Helper()
		s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
		s.cur = yourSquadRow
		for i := 0; i < yours; i++ {
			pressOn(t, s, game.ActPanRight)
		}
		s.cur = theirSquadRow
		for i := 0; i < theirs; i++ {
			pressOn(t, s, game.ActPanLeft) // from raiders, not round to their own
		}
		b, ok := pressOn(t, s, game.ActConfirm).(*Battle)
		if !ok {
			t.Fatalf("Enter did not start a battle (%s)", s.err)
		}
		return b
	}
	names := func(b *Battle, side int) []string {
		var out []string
		for _, u := range b.sess.b.Units() {
			if u.Side == side {
				out = append(out, u.Name)
			}
		}
		return out
	}
	def := start(0, 0)
	if def.sess.match.Spec().Squads != nil {
		t.Errorf("the default squads gave the spec squads %v", def.sess.match.Spec().Squads)
	}
	swapped := start(1, 1) // raiders against the line
	if !slices.Equal(names(swapped, 0), names(def, 1)) || !slices.Equal(names(swapped, 1), names(def, 0)) {
		t.Errorf("swapped squads field %v and %v; the defaults %v and %v", names(swapped, 0), names(swapped, 1), names(def, 0), names(def, 1))
	}
	again := NewSetup(res, swapped.cfg, nil)
	if got := again.ui.labels[yourSquadRow].Label; got != "Side 1 squad: Raiders" {
		t.Errorf("a setup opened on the battle reads %q", got)
	}
}

// TestSetupWatch: the Side 1 row puts a computer player in your place, and
// the battle started is one to watch, every side played by the computer.
func TestSetupWatch(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
	s.cur = firstSideRow
	pressOn(t, s, game.ActPanRight) // ai:easy
	b, ok := pressOn(t, s, game.ActConfirm).(*Battle)
	if !ok {
		t.Fatalf("Enter did not start a battle (%s)", s.err)
	}
	if !slices.Equal(b.cfg.Sides, []string{"ai:easy", "ai:normal"}) || b.viewer != -1 || slices.ContainsFunc(b.sess.seats, func(st *seat) bool { return st != nil }) {
		t.Fatalf("sides %v, viewer %d: want two computer players and the whole battle in sight", b.cfg.Sides, b.viewer)
	}
	if got := NewSetup(res, b.cfg, nil).ui.labels[firstSideRow].Label; got != "Side 1: easy computer" {
		t.Errorf("a setup opened on the battle reads %q", got)
	}
}

// TestNewSeedEachBattle: a battle started without a seed (the title's
// quick skirmish, the setup's "new") gets a fresh one from
// Resources.NewSeed, and its results show it; a seed chosen in the setup
// is kept.
func TestNewSeedEachBattle(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	next := uint64(100)
	res.NewSeed = func() uint64 { next++; return next }
	title := NewTitle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"ai:easy", "ai:easy"}})
	var seeds []uint64
	for i := 0; i < 2; i++ {
		b, ok := pressOn(t, title, game.ActConfirm).(*Battle)
		if !ok {
			t.Fatal("Enter on the title did not start a battle")
		}
		seeds = append(seeds, b.cfg.Seed)
		if got := NewResults(res, b, title).Export().(map[string]any)["seed"]; got != b.cfg.Seed {
			t.Errorf("the results show seed %v, the battle has %d", got, b.cfg.Seed)
		}
	}
	if !slices.Equal(seeds, []uint64{101, 102}) {
		t.Errorf("two quick skirmishes had seeds %v, want 101 and 102", seeds)
	}
	s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}}, nil)
	if got := s.ui.labels[3].Label; got != "Seed: new" {
		t.Errorf("the setup's seed row reads %q", got)
	}
	if b := pressOn(t, s, game.ActConfirm).(*Battle); b.cfg.Seed != 103 {
		t.Errorf("the setup's new seed is %d, want 103", b.cfg.Seed)
	}
	s.cur = 3
	pressOn(t, s, game.ActPanRight) // seed 1
	if b := pressOn(t, s, game.ActConfirm).(*Battle); b.cfg.Seed != 1 {
		t.Errorf("the setup's seed 1 gave %d", b.cfg.Seed)
	}
}

// TestSetupAmbushNames: the Ambush row speaks of you and them while you
// play side 1, and of the sides' numbers when a computer plays it.
func TestSetupAmbushNames(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1, Ambush: 2}, nil)
	if got := s.ui.labels[4].Label; got != "Ambush: they ambush you" {
		t.Errorf("with you on side 1 the row reads %q", got)
	}
	s.cur = firstSideRow
	pressOn(t, s, game.ActPanRight)
	if got := s.ui.labels[4].Label; got != "Ambush: side 2 ambushes" {
		t.Errorf("with a computer on side 1 the row reads %q", got)
	}
}

// TestSetupRemembersLastBattle: the setup opens on the battle it last
// started in this run, while Quick skirmish keeps its own battle.
func TestSetupRemembersLastBattle(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	quick := BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}}
	title := NewTitle(res, quick)
	s := pressOn(t, title, game.ActPanDown).(*Setup)
	s.cur = 1
	pressOn(t, s, game.ActPanRight) // the next map
	s.cur = 2
	pressOn(t, s, game.ActPanRight) // ai:hard
	s.cur = 3
	pressOn(t, s, game.ActPanRight) // seed 1
	want := s.config()
	if _, ok := pressOn(t, s, game.ActConfirm).(*Battle); !ok {
		t.Fatalf("Enter did not start a battle (%s)", s.err)
	}
	again := pressOn(t, title, game.ActPanDown).(*Setup)
	if got := again.config(); !reflect.DeepEqual(got, want) {
		t.Errorf("the setup opens on %+v, want the last battle %+v", got, want)
	}
	if !reflect.DeepEqual(title.cfg, quick) {
		t.Errorf("quick skirmish became %+v", title.cfg)
	}
	back := pressOn(t, again, game.ActBack)
	if back != title || !reflect.DeepEqual(pressOn(t, title, game.ActPanDown).(*Setup).config(), want) {
		t.Error("leaving the setup without a battle forgot the last one")
	}
}

// TestSetupRemembersAcrossRuns checks that the battle the setup starts is
// kept in the settings, and that the next run's setup opens on it (with
// units a later build lacks left out), while a run whose settings keep
// none opens on the quick skirmish's battle.
func TestSetupRemembersAcrossRuns(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &fakeStore{}
	res.Store = store
	quick := BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Speed: 2}
	title := NewTitle(res, quick)
	s := pressOn(t, title, game.ActPanDown).(*Setup)
	if !reflect.DeepEqual(s.config(), quick) {
		t.Fatalf("with nothing kept the setup opens on %+v, want the quick skirmish %+v", s.config(), quick)
	}
	for _, step := range []struct{ row, d int }{{1, 1}, {2, 1}, {3, 5}, {4, 2}, {5, 2}, {theirSquadRow, 1}} {
		s.cur = step.row
		a, n := game.ActPanRight, step.d
		if n < 0 {
			a, n = game.ActPanLeft, -n
		}
		for range n {
			pressOn(t, s, a)
		}
	}
	want := s.config()
	if len(want.Sides) != 3 || want.Seed != 5 || want.Ambush != 2 || len(want.Units) != 3 || len(want.Units[1]) == 0 {
		t.Fatalf("the steps chose %+v, want three sides, seed 5, an ambush and side 2's own squad", want)
	}
	s.cur = 0 // Enter on an own squad's row would edit it
	if _, ok := pressOn(t, s, game.ActConfirm).(*Battle); !ok {
		t.Fatalf("Enter did not start a battle (%s)", s.err)
	}
	if len(store.saved) == 0 || store.saved[len(store.saved)-1].Setup == nil {
		t.Fatal("starting a battle in the setup kept nothing in the settings")
	}
	kept, err := ParsePrefs(store.saved[len(store.saved)-1].Marshal())
	if err != nil {
		t.Fatalf("the kept settings do not read back: %v", err)
	}

	// The next run: its resources read the settings file.
	next, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	next.Prefs = kept
	title = NewTitle(next, quick)
	title.OpenSetupOn(next.Prefs.LastSetup(quick))
	if got := pressOn(t, title, game.ActPanDown).(*Setup).config(); !reflect.DeepEqual(got, want) {
		t.Errorf("the next run's setup opens on %+v, want the last battle %+v", got, want)
	}

	// A unit the build lacks is left out; a squad of none of its units is
	// not chosen, and the row falls back to the side's default squad.
	kept.Setup.Units = [][]string{nil, append([]string{"wizard"}, want.Units[1]...)}
	next.Prefs = kept
	title = NewTitle(next, quick)
	title.OpenSetupOn(next.Prefs.LastSetup(quick))
	if got := pressOn(t, title, game.ActPanDown).(*Setup).config(); !reflect.DeepEqual(got.Units, want.Units) {
		t.Errorf("with an unknown unit kept the setup fields %v, want %v", got.Units, want.Units)
	}
	kept.Setup.Units = [][]string{nil, {"wizard"}}
	title = NewTitle(next, quick)
	title.OpenSetupOn(next.Prefs.LastSetup(quick))
	if got := pressOn(t, title, game.ActPanDown).(*Setup).config(); got.Units != nil || got.Squads != nil {
		t.Errorf("a kept squad of unknown units gave squads %v and units %v, want the defaults", got.Squads, got.Units)
	}

	// A map from a file is not the setup's to keep: the next run opens on
	// the map it is given.
	fromFile := want
	fromFile.Map, fromFile.Root = "/somewhere/else.tmx", "/somewhere"
	if k := keptSetup(fromFile, ownMaps{}); k.Map != "" {
		t.Errorf("a map from a file was kept as %q", k.Map)
	}
	if got := (Prefs{Setup: keptSetup(fromFile, ownMaps{})}).LastSetup(quick); got.Map != quick.Map || got.Speed != quick.Speed {
		t.Errorf("LastSetup over the quick skirmish gave map %q speed %g, want %q %g", got.Map, got.Speed, quick.Map, quick.Speed)
	}
}

// TestTitleTellsQuickSkirmish checks the line over Quick skirmish names
// the battle it starts.
func TestTitleTellsQuickSkirmish(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cfg  BattleConfig
		want string
	}{
		{BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}}, "Tesseris ADS · village · person vs normal computer"},
		{BattleConfig{Ruleset: "ads", Map: "/maps/my-farm.tmx", Sides: []string{"human", "human", "ai:hard"}}, "Tesseris ADS · my-farm · person vs person vs hard computer"},
		{BattleConfig{Ruleset: "nope", Map: "rooftops", Sides: []string{"ai:easy", "random"}}, "nope · rooftops · easy computer vs random player"},
	} {
		got := NewTitle(res, c.cfg).Export().(map[string]any)["quick"]
		if got != c.want {
			t.Errorf("%+v: the title says %q, want %q", c.cfg, got, c.want)
		}
	}
}

// TestSetupSquadsOfMoreSides: a third or fourth side brings its squad row,
// shown with the other squad rows and only while the side plays; the
// battle fields the squad it shows, a squad of the player's own too, and
// thirteen rows still fit above the note.
func TestSetupSquadsOfMoreSides(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	res.Store = &fakeStore{}
	base := BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}
	s := NewSetup(res, base, nil)
	if want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, heroRow}; !slices.Equal(s.shown, want) || s.label(side3SquadRow) != "" || s.label(side4SquadRow) != "" {
		t.Fatalf("two sides show rows %v, want the ten of before and the player characters' last (%v)", s.shown, want)
	}
	s.cur = 5
	pressOn(t, s, game.ActPanRight) // side 3: ai:easy
	if got := s.label(side3SquadRow); got != "Side 3 squad: Line squad" {
		t.Fatalf("with a third side its squad row reads %q", got)
	}
	// ↓ walks the rows on screen: side 4, the squads of sides 1 to 3, and
	// side 1's player.
	var walked []int
	for range 5 {
		pressOn(t, s, game.ActPanDown)
		walked = append(walked, s.cur)
	}
	if want := []int{6, yourSquadRow, theirSquadRow, side3SquadRow, firstSideRow}; !slices.Equal(walked, want) {
		t.Fatalf("↓ from Side 3 chose rows %v, want %v", walked, want)
	}
	s.cur = side3SquadRow
	pressOn(t, s, game.ActPanRight) // the raiders
	b, ok := pressOn(t, s, game.ActConfirm).(*Battle)
	if !ok {
		t.Fatalf("Enter did not start a battle (%s)", s.err)
	}
	if sq := b.sess.match.Spec().Squads; len(sq) != 3 || sq[2].Squad != "raiders" {
		t.Fatalf("the third side fields %+v, want the raiders", sq)
	}
	if got := NewSetup(res, b.cfg, nil).label(side3SquadRow); got != "Side 3 squad: Raiders" {
		t.Errorf("a setup opened on the battle reads %q", got)
	}

	// A fourth side without a third is the battle's third, with the squad
	// its row shows; its own squad is built in the editor.
	s = NewSetup(res, base, nil)
	s.cur = 6
	pressOn(t, s, game.ActPanRight)
	s.cur = side4SquadRow
	pressOn(t, s, game.ActPanRight) // from the raiders to a squad of the player's own
	ed, ok := pressOn(t, s, game.ActConfirm).(*SquadEditor)
	if !ok || ed.side != 3 {
		t.Fatalf("Enter on side 4's own squad opened %T, want the editor of side 4", ed)
	}
	pressOn(t, ed, game.ActPanRight) // the first place's unit changes
	want := ed.units()
	if back := pressOn(t, ed, game.ActConfirm); back != s {
		t.Fatalf("Done returned %T, want the setup", back)
	}
	c := s.config()
	if len(c.Sides) != 3 || len(c.Units) != 3 || !slices.Equal(c.Units[2], want) {
		t.Fatalf("the setup fields sides %v units %v, want the third side's own squad %v", c.Sides, c.Units, want)
	}
	if s.cur != firstSideRow {
		t.Errorf("after Done the chosen row is %d, want the next on screen (%d)", s.cur, firstSideRow)
	}
	if b, ok := pressOn(t, s, game.ActConfirm).(*Battle); !ok || len(b.sess.match.Spec().Squads) != 3 || !slices.Equal(b.sess.match.Spec().Squads[2].Units, want) {
		t.Fatalf("Enter after Done: %T (%s), want a battle whose third side fields %v", b, s.err, want)
	}

	// Both more sides: thirteen rows, between the title and the note.
	s = NewSetup(res, base, nil)
	for _, row := range extraSideRows {
		s.cur = row
		pressOn(t, s, game.ActPanRight)
	}
	shot := drawScene(s)
	savePNG(t, galleryDir(t), "setup-four-sides.png", shot)
	if len(s.shown) != 13 {
		t.Fatalf("four sides show %d rows, want 13", len(s.shown))
	}
	top := s.ui.rows[0].GetWidget().Rect.Min.Y
	bottom := s.ui.buttons[len(s.ui.buttons)-1].GetWidget().Rect.Max.Y
	if top < 92 || bottom > 530 {
		t.Errorf("the rows and Start span y %d to %d; want them below the title (92) and above the note (530)", top, bottom)
	}
	s.cur = 5
	pressOn(t, s, game.ActPanLeft) // side 3 plays no more
	if s.label(side3SquadRow) != "" || len(s.shown) != 12 {
		t.Errorf("without a third side the rows are %v", s.shown)
	}
}

// TestSetupPlayerCharacters: under a ruleset with a rule for player
// characters the setup's last row names their side, only among the sides
// that play, tells the rule under the rows, and the battle, its rematch
// and the setup's next opening field that side as heroes; "none" leaves
// the battle as it was.
func TestSetupPlayerCharacters(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &fakeStore{}
	res.Store = store
	base := BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 1}
	s := NewSetup(res, base, nil)
	if got := s.label(heroRow); got != "Player characters: none" {
		t.Fatalf("the row reads %q", got)
	}
	if c := s.config(); c.Hero != 0 || c.Spec().Squads != nil {
		t.Fatalf("with none the battle has hero %d and squads %+v, want the default spec", c.Hero, c.Spec().Squads)
	}
	s.cur = heroRow
	if s.heroRule() == "" {
		t.Fatal("ADS has no rule for player characters")
	}
	pressOn(t, s, game.ActPanRight)
	if got := s.label(heroRow); got != "Player characters: side 1 (you)" {
		t.Errorf("the row reads %q", got)
	}
	pressOn(t, s, game.ActPanRight)
	if got := s.label(heroRow); got != "Player characters: side 2 (normal computer)" {
		t.Errorf("the row reads %q", got)
	}
	c := s.config()
	sq := c.Spec().Squads
	if c.Hero != 2 || len(sq) != 2 || sq[0].Hero || !sq[1].Hero || sq[1].Squad == "" {
		t.Fatalf("side 2 as heroes: hero %d, squads %+v", c.Hero, sq)
	}
	// Sides 3 and 4 do not play: the row passes them.
	pressOn(t, s, game.ActPanRight)
	if s.rows[heroRow].at != 0 {
		t.Errorf("→ from side 2 of two chose %q, want none", heroes[s.rows[heroRow].at])
	}
	pressOn(t, s, game.ActPanLeft)
	b, ok := pressOn(t, s, game.ActConfirm).(*Battle)
	if !ok {
		t.Fatalf("Enter did not start a battle (%s)", s.err)
	}
	if sq := b.sess.match.Spec().Squads; len(sq) != 2 || !sq[1].Hero {
		t.Fatalf("the battle fields %+v, want side 2 as heroes", sq)
	}
	if again, ok := NewResults(res, b, nil).again(); !ok || again.Hero != 2 {
		t.Errorf("the rematch has player characters on side %d, want 2", again.Hero)
	}
	k := keptSetup(b.cfg, ownMaps{})
	p, err := ParsePrefs(Prefs{Volume: 5, Speed: 1, Setup: k}.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if got := NewSetup(res, p.LastSetup(base), nil); got.label(heroRow) != "Player characters: side 2 (normal computer)" {
		t.Errorf("the next opening reads %q", got.label(heroRow))
	}
	if _, err := ParsePrefs([]byte(`{"volume":5,"speed":1,"setup":{"ruleset":"ads","sides":["human","ai:normal"],"hero":3}}`)); err == nil {
		t.Error("a kept setup with heroes on side 3 of 2 was read")
	}

	// A fourth side without a third is the battle's third.
	s = NewSetup(res, base, nil)
	s.cur = extraSideRows[1]
	pressOn(t, s, game.ActPanRight)
	s.cur = heroRow
	pressOn(t, s, game.ActPanLeft)
	if got := s.label(heroRow); got != "Player characters: side 4 (easy computer)" {
		t.Errorf("the row reads %q", got)
	}
	if c := s.config(); c.Hero != 3 || !c.Spec().Squads[2].Hero {
		t.Errorf("side 4 as heroes: hero %d, squads %+v", c.Hero, c.Spec().Squads)
	}
	// Side 4 leaves: the row reads none and the battle has no heroes.
	s.cur = extraSideRows[1]
	pressOn(t, s, game.ActPanLeft)
	if got, c := s.label(heroRow), s.config(); got != "Player characters: none" || c.Hero != 0 {
		t.Errorf("without side 4 the row reads %q and the battle has hero %d", got, c.Hero)
	}
}
