package scenes

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
)

// sizedBattle starts the fieldworks battle of a person against the easy
// computer player on a logical screen of size sz and plays it to the
// person's first turn.
func sizedBattle(t *testing.T, sz image.Point) *Battle {
	t.Helper()
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	res.Screen = &game.Screen{W: sz.X, H: sz.Y}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "fieldworks", Sides: []string{"human", "ai:easy"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := playToHumanTurn(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// windows are the windows the battle is laid out for in the tests, as
// their logical screens at 100% (800×600 is scaled down from 960×720).
var windows = []image.Point{
	game.FitScreen(800, 600, 1), game.FitScreen(960, 640, 1), game.FitScreen(1280, 800, 1),
	game.FitScreen(1920, 1080, 1), game.FitScreen(1920, 1080, 1.5),
}

// TestBattleLaysOutForTheWindow: at each window size the battlefield's
// view (state.view) covers more tiles the larger the screen; the top
// bar, the action bar, the log and the minimap stand inside the screen
// and overlap nothing they should not; the action bar's buttons are at
// least 44 pixels each way, apart, and inside the bar. (A prompt, which
// waits on the player, may stand over the minimap.)
func TestBattleLaysOutForTheWindow(t *testing.T) {
	prev := 0
	for _, sz := range []image.Point{game.FitScreen(960, 640, 1), game.FitScreen(1280, 800, 1), game.FitScreen(1920, 1080, 1)} {
		s := sizedBattle(t, sz)
		v := s.view.tiles()
		cols, rows := v.X1-v.X0+1, v.Y1-v.Y0+1
		if cols*rows <= prev {
			t.Errorf("%v: the view %+v covers %d tiles, no more than %d on the smaller screen", sz, v, cols*rows, prev)
		}
		prev = cols * rows
	}
	for _, sz := range windows {
		t.Run(fmt.Sprintf("%dx%d", sz.X, sz.Y), func(t *testing.T) {
			s := sizedBattle(t, sz)
			s.Draw(ebiten.NewImage(sz.X, sz.Y))
			lay := s.view.lay
			if lay.screen() != sz {
				t.Fatalf("laid out for %v, want %v", lay.screen(), sz)
			}
			whole := image.Rectangle{Max: sz}
			logR, _ := s.logs.layout()
			s.logs.all = true
			openLog, _ := s.logs.layout()
			s.logs.all = false
			parts := map[string]image.Rectangle{"top bar": lay.topBar(), "action bar": lay.bottomBar(), "log": logR, "opened log": openLog,
				"minimap": s.mini.rect(), "help": lay.help(), "ten answers": layPrompt(10, 200).withLayout(lay).panel(), "room": lay.room()}
			for name, r := range parts {
				if r.Empty() || !r.In(whole) {
					t.Errorf("%s %v is not inside the screen %v", name, r, whole)
				}
			}
			field := lay.field()
			for _, name := range []string{"log", "opened log", "minimap", "ten answers", "room"} {
				if !parts[name].In(field) {
					t.Errorf("%s %v is not on the battlefield %v, between the bars", name, parts[name], field)
				}
			}
			for _, pair := range [][2]string{{"top bar", "action bar"}, {"log", "minimap"}, {"opened log", "minimap"}, {"room", "log"}, {"room", "minimap"}} {
				if a, b := parts[pair[0]], parts[pair[1]]; a.Overlaps(b) {
					t.Errorf("%s %v overlaps %s %v", pair[0], a, pair[1], b)
				}
			}
			if s.mini.rect().Max.X != sz.X-4 {
				t.Errorf("the minimap %v is not in the screen's right corner", s.mini.rect())
			}
			var slots []image.Rectangle
			for k := 0; k < lay.slotsShown(); k++ {
				r := lay.slot(k)
				if r.Dx() < 44 || r.Dy() < 44 {
					t.Errorf("button %d is %dx%d, want at least 44x44 for a finger", k, r.Dx(), r.Dy())
				}
				if !r.In(lay.bottomBar()) || r.Min.X < unitW {
					t.Errorf("button %d %v is not on the action bar %v right of the unit panel", k, r, lay.bottomBar())
				}
				for j, o := range slots {
					if o.Overlaps(r) {
						t.Errorf("buttons %d %v and %d %v overlap", j, o, k, r)
					}
				}
				slots = append(slots, r)
			}
			if lay.topBar().Dx() != sz.X || lay.bottomBar().Dx() != sz.X || lay.bottomBar().Max.Y != sz.Y {
				t.Errorf("the bars %v and %v do not span the screen %v", lay.topBar(), lay.bottomBar(), sz)
			}
		})
	}
	if n := (hudLayout{size: image.Pt(800, 640)}).slotsShown(); n < 6 {
		t.Errorf("an 800-pixel bar shows %d buttons, want at least 6", n)
	}
	if r := (hudLayout{size: image.Pt(800, 640)}).slot(5); r.Max.X > 800 {
		t.Errorf("an 800-pixel bar's last button %v is off the screen", r)
	}
}

// TestBattleFollowsAResize: a battle whose window grows lays itself out
// for the new size on the next frame: the view widens both ways and
// still shows the unit whose turn it is.
func TestBattleFollowsAResize(t *testing.T) {
	s := sizedBattle(t, image.Pt(game.ScreenW, game.ScreenH))
	before := s.view.tiles()
	s.res.Screen.W, s.res.Screen.H = 1920, 1080
	var in game.Input
	if _, err := s.Update(&in); err != nil {
		t.Fatal(err)
	}
	after := s.view.tiles()
	if after.X1-after.X0 <= before.X1-before.X0 || after.Y1-after.Y0 <= before.Y1-before.Y0 {
		t.Fatalf("view %+v at 960x640, %+v at 1920x1080: want it larger both ways", before, after)
	}
	p := s.sh.units[s.sess.b.Prompt().Unit].Pos
	for _, v := range []tileView{before, after} {
		if p.X < v.X0 || p.X > v.X1 || p.Y < v.Y0 || p.Y > v.Y1 {
			t.Errorf("the unit at %v whose turn it is is out of the view %+v", p, v)
		}
	}
}

// TestZeroAnswersTheTenth: a prompt's tenth answer has the 0 key, as its
// label says, and 1 still answers the first.
func TestZeroAnswersTheTenth(t *testing.T) {
	opts := make([]rules.Command, 11)
	for i := range opts {
		opts[i] = rules.Command{Action: fmt.Sprintf("answer%d", i+1), Unit: 0, Target: rules.NoUnit}
	}
	l := layPrompt(len(opts), 100)
	for key, want := range map[game.Action]int{game.ActSlot10: 9, game.ActSlot1: 0, game.ActSlot9: 8} {
		var rp reactionPrompt
		var in game.Input
		in.Press(key)
		got, ok := rp.choose(&in, 1, opts, l)
		if !ok || got != opts[want] {
			t.Errorf("%v: answered %v (%v), want %v", key, got.Action, ok, opts[want].Action)
		}
	}
	if got := answerLabel(9, "dodge"); got != "0 dodge" {
		t.Errorf("the tenth answer's label %q, want %q", got, "0 dodge")
	}
	if got := answerLabel(10, "dodge"); got != "dodge" {
		t.Errorf("the eleventh answer's label %q, want no key", got)
	}
	if keys := game.DefaultKeymap()[game.ActSlot10]; len(keys) != 1 || keys[0] != ebiten.Key0 {
		t.Errorf("slot 10 is bound to %v, want 0", keys)
	}
}
