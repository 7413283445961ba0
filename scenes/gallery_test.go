package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/assets/palette"
	"sightline/game"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// TestMain runs the package's tests inside one Ebitengine frame, as
// Ebitengine's own tests do, so that the gallery can draw with the real
// renderer and read the pixels back without a game loop of its own. On
// Linux it needs an X display (xvfb-run in tests).
func TestMain(m *testing.M) {
	g := &testLoop{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "ebiten:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

// testLoop is the game whose first Update runs every test.
type testLoop struct {
	m    *testing.M
	code int
}

func (g *testLoop) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (*testLoop) Draw(*ebiten.Image)         {}
func (*testLoop) Layout(int, int) (int, int) { return 64, 64 }

// galleryDir returns where the gallery goes: docs/gallery when
// SIGHTLINE_UPDATE_GALLERY=1, otherwise a temporary directory.
func galleryDir(t *testing.T) string {
	t.Helper()
	if os.Getenv("SIGHTLINE_UPDATE_GALLERY") != "1" {
		return t.TempDir()
	}
	dir := filepath.Join("..", "docs", "gallery")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// readBack copies an Ebitengine image into memory.
func readBack(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// savePNG writes img as dir/name.
func savePNG(t *testing.T, dir, name string, img image.Image) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// distinctColours counts the different colours of img.
func distinctColours(img *image.RGBA) int {
	seen := map[[4]uint8]bool{}
	for i := 0; i < len(img.Pix); i += 4 {
		seen[[4]uint8(img.Pix[i:i+4])] = true
	}
	return len(seen)
}

// countNear counts the pixels of r in img within tol of c on every
// channel.
func countNear(img *image.RGBA, r image.Rectangle, c color.RGBA, tol int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := img.RGBAAt(x, y)
			if absDiff(p.R, c.R) <= tol && absDiff(p.G, c.G) <= tol && absDiff(p.B, c.B) <= tol {
				n++
			}
		}
	}
	return n
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// sheet is a labelled contact sheet under construction.
type sheet struct {
	res *Resources
	img *ebiten.Image
}

func newSheet(res *Resources, w, h int, title string) *sheet {
	s := &sheet{res: res, img: ebiten.NewImage(w, h)}
	s.img.Fill(colBackground)
	game.Text(s.img, title, res.Fonts.Title, 8, 6, colHighlight)
	return s
}

// put draws src scaled by k with its top-left corner at (x, y).
func (s *sheet) put(src *ebiten.Image, x, y, k float64) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	s.img.DrawImage(src, op)
}

func (s *sheet) label(str string, x, y float64) {
	game.Text(s.img, str, s.res.Fonts.Small, x, y, colTextDim)
}

// TestGallery draws every tileset, sprite sheet and icon as labelled
// contact sheets and one reference battle per bundled map with its
// overlays on, with the real renderer, and checks that the pictures show
// what they should: both sides' colours, cover shields in their
// material's tint, a line of sight, reach and range bands. With
// SIGHTLINE_UPDATE_GALLERY=1 the pictures are written to docs/gallery.
func TestGallery(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	dir := galleryDir(t)
	t.Run("tilesets", func(t *testing.T) { galleryTilesets(t, res, dir) })
	t.Run("units", func(t *testing.T) { galleryUnits(t, res, dir) })
	t.Run("effects", func(t *testing.T) { galleryEffects(t, res, dir) })
	t.Run("icons", func(t *testing.T) { galleryIcons(t, res, dir) })
	t.Run("overwatch-cover", func(t *testing.T) { galleryOverwatch(t, res, dir) })
	t.Run("defence-prompt", func(t *testing.T) { galleryDefence(t, res, dir) })
	for _, name := range maps.Names() {
		t.Run("battle-"+name, func(t *testing.T) { galleryBattle(t, res, dir, name) })
	}
	t.Run("battle-teamturn", func(t *testing.T) { galleryTeamturn(t, dir) })
}

// galleryUnits draws the unit sheet at twice its size, a row per role and
// side, a column per facing and frame.
func galleryUnits(t *testing.T, res *Resources, dir string) {
	const k, cell, left, top = 2, 2*assets.TileSize + 4, 130, 60
	frames := []string{"idle", "walk1", "walk2", "shoot", "hit", "down"}
	facings := []string{"north", "east", "south", "west"}
	rows := assets.Roles * assets.UnitSides
	cols := assets.Facings * assets.Frames
	sh := newSheet(res, left+cols*cell+8, top+rows*cell+8, "units: a row per role and side, a column per facing and frame")
	for f := 0; f < assets.Facings; f++ {
		sh.label(facings[f], float64(left+f*assets.Frames*cell), 30)
		for fr := 0; fr < assets.Frames; fr++ {
			sh.label(frames[fr], float64(left+(f*assets.Frames+fr)*cell), 44)
		}
	}
	for r := assets.Role(0); r < assets.Roles; r++ {
		for side := 0; side < assets.UnitSides; side++ {
			y := top + (int(r)*assets.UnitSides+side)*cell
			sh.label(fmt.Sprintf("%s, %s", r, palette.SideName(side)), 8, float64(y+cell/2-6))
			for f := assets.Facing(0); f < assets.Facings; f++ {
				for fr := assets.Frame(0); fr < assets.Frames; fr++ {
					x := left + (int(f)*assets.Frames+int(fr))*cell
					vector.FillRect(sh.img, float32(x), float32(y), cell-4, cell-4, rgba(palette.Grass, 0xff), false)
					if r == assets.Flyer {
						sh.put(res.effect(assets.EffectShadow(1)), float64(x), float64(y), k)
					}
					sh.put(res.unit(r, side, f, fr), float64(x), float64(y), k)
				}
			}
		}
	}
	out := readBack(sh.img)
	for side := 0; side < assets.UnitSides; side++ {
		if n := countNear(out, out.Bounds(), sideColour(side), 0); n < 1000 {
			t.Errorf("side %d (%s): %d pixels of its colour on the unit sheet", side, palette.SideName(side), n)
		}
	}
	savePNG(t, dir, "units.png", out)
}

// effectNames labels the effect sheet.
var effectNames = [assets.Effects]string{"tracer W-E", "tracer N-S", "tracer NW-SE", "tracer NE-SW",
	"flash N", "flash E", "flash S", "flash W", "impact 0", "impact 1", "impact 2",
	"chips wood", "chips stone", "chips sand", "chips concrete", "shadow 1", "shadow 2", "shadow 3"}

// galleryEffects draws every effect at three times its size on grass and
// on a dark ground.
func galleryEffects(t *testing.T, res *Resources, dir string) {
	const k, cell = 3, 3*assets.TileSize + 24
	cols := assets.EffectColumns
	rows := (assets.Effects + cols - 1) / cols
	sh := newSheet(res, cols*cell+16, 2*rows*(cell+14)+44, "effects, on grass and on a dark ground")
	for pass, bg := range []color.RGBA{rgba(palette.Grass, 0xff), rgba(palette.Ink, 0xff)} {
		for e := assets.Effect(0); e < assets.Effects; e++ {
			x := 8 + int(e)%cols*cell
			y := 36 + (pass*rows+int(e)/cols)*(cell+14)
			sh.label(effectNames[e], float64(x), float64(y))
			vector.FillRect(sh.img, float32(x), float32(y+14), k*assets.TileSize, k*assets.TileSize, bg, false)
			sh.put(res.effect(e), float64(x), float64(y+14), k)
		}
	}
	out := readBack(sh.img)
	if n := distinctColours(out); n < 12 {
		t.Errorf("only %d colours on the effect sheet", n)
	}
	savePNG(t, dir, "effects.png", out)
}

// galleryIcons draws every icon at four times its size with its name, on
// the panel colour the HUD draws it on and on grass.
func galleryIcons(t *testing.T, res *Resources, dir string) {
	const k, cell = 4, 4*assets.IconSize + 60
	cols := 5
	rows := (assets.Icons + cols - 1) / cols
	sh := newSheet(res, cols*cell+16, rows*(k*assets.IconSize+26)+44, "icons, on the panel and on grass")
	for i := assets.Icon(0); i < assets.Icons; i++ {
		x := 8 + int(i)%cols*cell
		y := 36 + int(i)/cols*(k*assets.IconSize+26)
		sh.label(i.String(), float64(x), float64(y))
		vector.FillRect(sh.img, float32(x), float32(y+14), k*assets.IconSize, k*assets.IconSize, colButton, false)
		vector.FillRect(sh.img, float32(x+k*assets.IconSize), float32(y+14), k*assets.IconSize/2+8, k*assets.IconSize, rgba(palette.Grass, 0xff), false)
		sh.put(res.icon(i), float64(x), float64(y+14), k)
		sh.put(res.icon(i), float64(x+k*assets.IconSize+4), float64(y+14+k*assets.IconSize/4), k/2)
	}
	out := readBack(sh.img)
	if n := distinctColours(out); n < 12 {
		t.Errorf("only %d colours on the icon sheet", n)
	}
	savePNG(t, dir, "icons.png", out)
}

// galleryBattle draws the reference battle of a map (ADS, a human
// against the easy computer player, quick to decide, the first seed of 1 to 4 that
// comes to a shot) at the moment the human's unit aims at a target, with
// its reach, the armed weapon's range bands, cover shields, the line of
// sight and the odds on, and checks the picture.
func galleryBattle(t *testing.T, res *Resources, dir, name string) {
	// A seed whose battle comes to such a moment; the first seeds of
	// some maps end with the human side beaten first.
	var s *Battle
	var errs []string
	for seed := uint64(1); seed <= 4 && s == nil; seed++ {
		b, err := referenceBattle(res, name, seed)
		if err != nil {
			errs = append(errs, fmt.Sprintf("seed %d: %v", seed, err))
			continue
		}
		s = b
	}
	if s == nil {
		t.Fatalf("%s: no reference battle: %s", name, strings.Join(errs, "; "))
	}
	t.Logf("%s: seed %d, round %d (%s)", name, s.cfg.Seed, s.sess.b.Round(), strings.Join(errs, "; "))
	me, them := s.sh.units[s.pick.selected].Pos, s.sh.units[s.pick.target].Pos
	mid := grid.Pos{X: (me.X + them.X) / 2, Y: (me.Y + them.Y) / 2}
	s.view.centreOn(mid, true)
	s.note = ""

	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen)
	out := readBack(screen)
	savePNG(t, dir, "battle-"+name+".png", out)

	if n := distinctColours(out); n < 150 {
		t.Errorf("%s: only %d colours on screen", name, n)
	}
	if s.ovl.reachCount == 0 {
		t.Errorf("%s: the selected unit reaches no square", name)
	}
	sl := s.pick.armedSlot()
	if sl == nil {
		t.Fatalf("%s: no attack armed", name)
	}
	if rb, ok := s.sess.b.(rules.RangeBander); !ok || len(rb.RangeBands(s.pick.selected, sl.weapon)) == 0 {
		t.Errorf("%s: the armed weapon has no range bands to draw", name)
	}
	world := image.Rect(0, topH, game.ScreenW-logW, game.ScreenH-bottomH)
	// The aiming unit and its target are in view and not hidden by the
	// odds panel or the log.
	for _, id := range []int{s.pick.selected, s.pick.target} {
		u := s.sh.units[id]
		x, y := s.view.tileCentre(u.Pos)
		if !image.Pt(int(x), int(y)).In(image.Rect(0, topH, game.ScreenW, game.ScreenH-bottomH)) {
			t.Errorf("%s: %s at %v is off the map view (%.0f,%.0f)", name, u.Name, u.Pos, x, y)
			continue
		}
		if n := countNear(out, image.Rect(int(x)-16, int(y)-22, int(x)+16, int(y)+16), sideColour(u.Side), 0); n < 15 {
			t.Errorf("%s: %s (side %d) at %v shows only %d pixels of its side's colour; is it hidden?", name, u.Name, u.Side+1, u.Pos, n)
		}
	}
	for _, u := range s.sh.units {
		if !u.Active || !s.visible(u.ID) {
			continue
		}
		x, y := s.view.tileCentre(u.Pos)
		r := image.Rect(int(x)-16, int(y)-22, int(x)+16, int(y)+16)
		// A bystander under the odds panel is hidden on purpose.
		if !r.In(world) || (u.ID != s.pick.selected && u.ID != s.pick.target && r.Overlaps(s.preview.at)) {
			continue
		}
		if n := countNear(out, r, sideColour(u.Side), 0); n < 15 {
			t.Errorf("%s: %s (side %d) at %v shows %d pixels of its side's colour", name, u.Name, u.Side+1, u.Pos, n)
		}
	}
	// The line of sight, green when clear and red when blocked, runs
	// between the two units.
	ax, ay := s.view.tileCentre(me)
	bx, by := s.view.tileCentre(them)
	hx, hy := int((ax+bx)/2), int((ay+by)/2)
	if countNear(out, image.Rect(hx-4, hy-4, hx+4, hy+4), colGood, 8)+countNear(out, image.Rect(hx-4, hy-4, hx+4, hy+4), colDanger, 8) == 0 {
		t.Errorf("%s: no line of sight drawn at (%d,%d) between %v and %v", name, hx, hy, me, them)
	}
	checkShields(t, s, out, world, name)
}

// checkShields checks that every intact cover section in the open part of
// the screen shows a shield in its material's tint.
func checkShields(t *testing.T, s *Battle, out *image.RGBA, world image.Rectangle, name string) {
	icons := readBack(s.res.Icons)
	shieldColour := func(ic assets.Icon) color.RGBA {
		count := map[color.RGBA]int{}
		r := assets.IconFrame(ic)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if c := icons.RGBAAt(x, y); c.A == 0xff {
					count[c]++
				}
			}
		}
		var best color.RGBA
		for c, n := range count {
			if n > count[best] || (n == count[best] && c.R+c.G+c.B > best.R+best.G+best.B) {
				best = c
			}
		}
		return best
	}
	half, full := shieldColour(assets.IconCoverHalf), shieldColour(assets.IconCoverFull)
	f := s.sess.b.Field()
	t0 := float64(s.view.tile())
	checked, shown := 0, 0
	var missing []string
	for i, cv := range f.Covers {
		if i < len(s.sh.covers) && s.sh.covers[i] <= 0 && cv.SP() > 0 {
			continue
		}
		x, y := s.view.world(shieldAt(cv, t0))
		r := image.Rect(int(x)-6, int(y)-6, int(x)+6, int(y)+6)
		if !r.In(world) || s.unitOn(cv.Cell) >= 0 || r.Overlaps(s.preview.at) || underUnit(s, r) {
			continue
		}
		base := half
		if cv.Full {
			base = full
		}
		mc := materialColour(cv.Material)
		want := color.RGBA{uint8(int(base.R) * int(mc.R) / 255), uint8(int(base.G) * int(mc.G) / 255), uint8(int(base.B) * int(mc.B) / 255), 0xff}
		checked++
		if countNear(out, r, want, 10) > 0 {
			shown++
		} else if len(missing) < 5 {
			missing = append(missing, fmt.Sprintf("%v edge %d %v", cv.Cell, cv.Edge, want))
		}
	}
	if checked < 1 {
		t.Errorf("%s: no cover section in view", name)
	}
	// A shield may hide under a line, a label or the odds panel.
	if shown*10 < checked*8 {
		t.Errorf("%s: %d of %d cover sections in view show their shield; missing %s", name, shown, checked, slices.Clip(missing))
	}
}

// underUnit reports whether r overlaps a visible unit's sprite, its
// marker or its health bar, which may cover a shield beside it.
func underUnit(s *Battle, r image.Rectangle) bool {
	for _, u := range s.sh.units {
		if !u.Active || !s.visible(u.ID) {
			continue
		}
		x, y := s.view.tileCentre(u.Pos)
		if r.Overlaps(image.Rect(int(x)-16, int(y)-22, int(x)+18, int(y)+16)) {
			return true
		}
	}
	return false
}

// referenceVillage is referenceBattle on village with seed 1, failing
// the test when it cannot be set up.
func referenceVillage(t *testing.T) *Battle {
	t.Helper()
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := referenceBattle(res, "village", 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// referenceBattle sets up the battle of seed on a map and plays it until
// the unit in play has a target for its armed attack that fits on the
// screen with it, as it stands or after one move. The human ends its
// first turns to let the enemy come, then advances on it.
func referenceBattle(res *Resources, name string, seed uint64) (*Battle, error) {
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: name, Sides: []string{"human", "ai:easy"}, Seed: seed}, nil)
	if err != nil {
		return nil, err
	}
	// The human's units answer attacks on their own, so that no reaction
	// prompt waits for a click.
	for i := range s.sess.policy {
		s.sess.policy[i] = match.PolicyNever
	}
	if err := playToHumanTurn(s); err != nil {
		return nil, err
	}
	human := slices.IndexFunc(s.sess.seats, func(st *seat) bool { return st != nil })
	alive := func() int {
		n := 0
		for _, u := range s.sess.b.Units() {
			if u.Active && u.Side == human {
				n++
			}
		}
		return n
	}
	start := alive()
	for turns := 0; turns <= 60; turns++ {
		// A seed that costs the human half its units will not come to a
		// good picture soon; the next one is quicker to try.
		if 2*alive() < start {
			return nil, fmt.Errorf("the human lost half its units by round %d", s.sess.b.Round())
		}
		pr := s.sess.b.Prompt()
		if tg, ok := armedTarget(s, s.sess.b, pr, true); ok {
			s.pick.target = tg
			return s, nil
		}
		if mv, tg, ok := moveWithTarget(s); ok {
			s.sess.seats[pr.Side].choose(mv)
			if err := playToHumanTurn(s); err != nil {
				return nil, err
			}
			if _, ok := s.pick.attackOn(tg); !ok {
				return nil, fmt.Errorf("the armed attack cannot reach %s after the move", s.sh.units[tg].Name)
			}
			s.pick.target = tg
			return s, nil
		}
		c, ok := s.pick.findUntargeted(s.sess.b, "end_turn")
		if turns >= 4 || !ok {
			if a, aok := advance(s); aok {
				c, ok = a, true
			}
		}
		if !ok {
			return nil, errors.New("the human can neither advance nor end the turn")
		}
		s.sess.seats[pr.Side].choose(c)
		if err := playToHumanTurn(s); err != nil {
			return nil, err
		}
	}
	return nil, errors.New("no target after 60 human decisions")
}

// playToHumanTurn updates the battle at least once, skipping animations
// and waiting on the computer player, until the human may act.
func playToHumanTurn(s *Battle) error {
	var in game.Input
	deadline := time.Now().Add(2 * time.Minute)
	for first := true; first || !s.humanTurn(); first = false {
		if time.Now().After(deadline) {
			return errors.New("the human's turn never came")
		}
		if over, _ := s.sess.b.Over(); over {
			return errors.New("the battle ended before the human's turn")
		}
		s.q.skip(&s.sh, s.view.tile())
		// Opportunities (a strike, an overwatch shot) always ask; the
		// picture's human lets them pass.
		if pr := s.sess.b.Prompt(); !s.q.busy() && s.sess.seatFor(pr.Side) && pr.Kind != "turn" && pr.Kind != "defend" {
			for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
				if c.Action == "hold" {
					s.sess.seats[pr.Side].choose(c)
				}
			}
		}
		if _, err := s.Update(&in); err != nil {
			return err
		}
		if s.Busy() && !s.q.busy() {
			time.Sleep(2 * time.Millisecond)
		}
	}
	return nil
}

// moveWithTarget returns the cheapest move of the unit in play after
// which the armed (cheapest) attack has a target that fits on the screen
// with it, and that target, preferring a move that leaves the unit
// squares to move to, so that its reach shows.
func moveWithTarget(s *Battle) (rules.Command, int, bool) {
	if c, tg, ok := moveWithTargetAnd(s, true); ok {
		return c, tg, true
	}
	return moveWithTargetAnd(s, false)
}

func moveWithTargetAnd(s *Battle, reach bool) (rules.Command, int, bool) {
	pr := s.sess.b.Prompt()
	var moves []rules.Command
	for _, c := range s.pick.legal {
		if c.Unit == pr.Unit && c.Target == rules.NoUnit && s.pick.isMove(c.Unit, c.Action) {
			moves = append(moves, c)
		}
	}
	slices.SortStableFunc(moves, func(a, b rules.Command) int { return a.Cost.N - b.Cost.N })
	for _, mv := range moves {
		cp := s.sess.b.Clone()
		mv.Version = cp.Version()
		if _, err := cp.Apply(mv); err != nil {
			continue
		}
		if np := cp.Prompt(); np.Side != pr.Side || np.Unit != pr.Unit || np.Kind != "turn" {
			continue
		}
		if tg, ok := armedTarget(s, cp, pr, reach); ok {
			return mv, tg, true
		}
	}
	return rules.Command{}, -1, false
}

// armedTarget returns the nearest target of the cheapest attack of the
// unit in play in b that the viewer sees and that fits on the screen with
// the unit; with reach set, only when the unit can still move.
func armedTarget(s *Battle, b rules.Battle, pr rules.Prompt, reach bool) (int, bool) {
	legal := rules.Expand(b, b.Legal(pr.Side))
	var atk []rules.Command
	for _, c := range legal {
		if c.Unit == pr.Unit && c.Target != rules.NoUnit {
			atk = append(atk, c)
		}
	}
	if len(atk) == 0 {
		return -1, false
	}
	if reach && !slices.ContainsFunc(legal, func(c rules.Command) bool {
		return c.Unit == pr.Unit && c.Target == rules.NoUnit && len(b.Reach(rules.MoveOf(c.Unit, c.Action), nil)) > 0
	}) {
		return -1, false
	}
	cheapest := slices.MinFunc(atk, func(a, b rules.Command) int { return a.Cost.N - b.Cost.N })
	// The picture shows the armed weapon's range bands: a melee attack
	// armed will not do.
	if rb, ok := b.(rules.RangeBander); !ok || len(rb.RangeBands(pr.Unit, cheapest.Weapon)) == 0 {
		return -1, false
	}
	units := b.Units()
	from := units[pr.Unit].Pos
	target, dist := -1, 0
	for _, c := range atk {
		p := units[c.Target].Pos
		dx, dy := abs(p.X-from.X), abs(p.Y-from.Y)
		if d := grid.Distance(from, p); c.Cost.N == cheapest.Cost.N && b.Sees(pr.Side, c.Target) && dx <= 18 && dy <= 10 && (target < 0 || d < dist) {
			target, dist = c.Target, d
		}
	}
	return target, target >= 0
}

// advance returns the cheapest move of the unit in play that brings it
// nearest to an enemy, if any brings it nearer.
func advance(s *Battle) (rules.Command, bool) {
	pr := s.sess.b.Prompt()
	units := s.sess.b.Units()
	nearest := func(p grid.Pos) int {
		d := 1 << 30
		for _, u := range units {
			if u.Active && u.Side != pr.Side {
				d = min(d, grid.Distance(p, u.Pos))
			}
		}
		return d
	}
	best, bestD := rules.Command{}, nearest(units[pr.Unit].Pos)
	found := false
	for _, c := range s.pick.legal {
		if c.Unit == pr.Unit && c.Target == rules.NoUnit && s.pick.isMove(c.Unit, c.Action) {
			if d := nearest(c.To); d < bestD || (d == bestD && found && c.Cost.N < best.Cost.N) {
				best, bestD, found = c, d, true
			}
		}
	}
	return best, found
}
