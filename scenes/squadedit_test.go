package scenes

import (
	"image"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// TestOwnSquad: a squad row offers a squad of the player's own, starting
// as the side's default squad; Enter on it opens the editor, whose places
// change with the arrows; Done hands the squad back, which the battle then
// fields and the settings keep for the next setup; a squad of nobody is
// refused; a rematch fields the same squad.
func TestOwnSquad(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &fakeStore{}
	res.Store = store
	title := NewTitle(res, BattleConfig{Ruleset: "ads", Map: "warehouse", Sides: []string{"human", "ai:easy"}, Seed: 3})
	press := func(sc game.Scene, a game.Action) game.Scene { return pressOn(t, sc, a) }
	setup, ok := press(title, game.ActPanDown).(*Setup)
	if !ok {
		t.Fatal("↓ on the title did not open the setup")
	}
	for setup.cur != yourSquadRow {
		press(setup, game.ActPanDown)
	}
	press(setup, game.ActPanRight) // raiders
	press(setup, game.ActPanRight) // your own
	line := []string{"trooper", "gunner", "sharpshooter", "breacher"}
	if c := setup.config(); len(c.Units) != 2 || !slices.Equal(c.Units[0], line) || c.Units[1] != nil {
		t.Fatalf("side 1's own squad before any editing is %v, want the line squad's units", c.Units)
	}
	ed, ok := press(setup, game.ActConfirm).(*SquadEditor)
	if !ok {
		t.Fatal("Enter on the own squad did not open the editor")
	}
	if got := ed.units(); !slices.Equal(got, line) {
		t.Fatalf("the editor starts with %v, want %v", got, line)
	}
	press(ed, game.ActPanRight) // trooper to gunner
	for ed.cur != 4 {
		press(ed, game.ActPanDown)
	}
	press(ed, game.ActPanRight) // an empty place to trooper
	press(ed, game.ActPanDown)
	press(ed, game.ActPanLeft) // an empty place to the last unit
	want := []string{"gunner", "gunner", "sharpshooter", "breacher", "trooper", "duelist"}
	if got := ed.units(); !slices.Equal(got, want) {
		t.Fatalf("the editor's squad is %v, want %v", got, want)
	}
	shot := drawScene(ed)
	savePNG(t, galleryDir(t), "squad-editor.png", shot)
	if r := ed.ui.rows[ed.cur].GetWidget().Rect; shot.At(r.Min.X-3, r.Min.Y+r.Dy()/2) != colHighlight {
		t.Errorf("the chosen place (%d) is not outlined", ed.cur)
	}
	if back := press(ed, game.ActConfirm); back != setup {
		t.Fatalf("Done returned %T, want the setup", back)
	}
	if c := setup.config(); !slices.Equal(c.Units[0], want) {
		t.Fatalf("the setup fields %v, want %v", c.Units, want)
	}
	if len(store.saved) == 0 || !reflect.DeepEqual(store.saved[len(store.saved)-1].Squads["ads"][:2], [][]string{want, {"scout", "gunner", "sharpshooter", "duelist"}}) {
		t.Fatalf("the settings keep %v", store.saved)
	}
	drawScene(setup)
	if got := setup.ui.labels[yourSquadRow].Label; got != "Side 1 squad: your own, 6 units" {
		t.Errorf("the squad row reads %q", got)
	}
	if setup.cur != theirSquadRow {
		t.Fatalf("after Done the chosen row is %d, want the next one (%d)", setup.cur, theirSquadRow)
	}
	b, ok := press(setup, game.ActConfirm).(*Battle)
	if !ok {
		t.Fatalf("Enter did not start the battle: %q", setup.err)
	}
	var names []string
	for _, u := range b.sess.b.Units() {
		if u.Side == 0 {
			names = append(names, u.Name)
		}
	}
	if got := strings.Join(names, ","); got != "Gunner,Gunner,Sharpshooter,Breacher,Trooper,Duelist" {
		t.Errorf("side 1 fields %s", got)
	}
	if sq := b.sess.match.Spec().Squads; len(sq) != 2 || !slices.Equal(sq[0].Units, want) || sq[1].Squad != "raiders" {
		t.Errorf("the battle's squads are %+v", sq)
	}
	again, ok := press(NewResults(res, b, nil), game.ActCentre).(*Battle)
	if !ok || !reflect.DeepEqual(again.sess.match.Spec().Squads, b.sess.match.Spec().Squads) {
		t.Fatalf("the rematch does not field the same squads: %T", again)
	}

	// The next setup finds the squad in the settings.
	next := NewSetup(res, title.cfg, title)
	next.cur = yourSquadRow
	press(next, game.ActPanLeft) // line, wrapping round to your own
	if c := next.config(); len(c.Units) == 0 || !slices.Equal(c.Units[0], want) {
		t.Fatalf("the next setup's own squad is %v, want %v", c.Units, want)
	}
	drawScene(next) // lays the widgets out
	var click game.Input
	click.Click, click.Synthetic = true, true
	click.Cursor = next.ui.labels[yourSquadRow].GetWidget().Rect.Min.Add(image.Pt(4, 4))
	sc, err := next.Update(&click)
	if ed, ok = sc.(*SquadEditor); err != nil || !ok {
		t.Fatalf("a click on the own squad's name gave %T, %v", sc, err)
	}
	for i := range ed.rows {
		ed.rows[i].at = 0
	}
	if press(ed, game.ActConfirm) != ed || !strings.Contains(ed.err, "at least one unit") {
		t.Errorf("a squad of nobody: error %q", ed.err)
	}
}

// TestOwnSquadUnknownUnits: units the ruleset does not field (kept by a
// build with other units) are left out of the squad the setup offers.
func TestOwnSquadUnknownUnits(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	res.Prefs.Squads = map[string][][]string{"ads": {{"scout", "wizard", "scout"}, {"wizard"}}}
	s := NewSetup(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:easy"}}, nil)
	if !slices.Equal(s.own[0], []string{"scout", "scout"}) {
		t.Errorf("side 1's own squad is %v", s.own[0])
	}
	if !slices.Equal(s.own[1], []string{"scout", "gunner", "sharpshooter", "duelist"}) {
		t.Errorf("side 2's own squad, all unknown, is %v; want the side's default squad", s.own[1])
	}
}

// drawScene draws sc once on a screen-sized image and returns it.
func drawScene(sc game.Scene) *image.RGBA {
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	sc.Draw(screen)
	return readBack(screen)
}
