package scenes

import (
	"errors"
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
)

// galleryDefence plays village, a person against the normal computer who
// ends every turn, until the computer attacks and the person is asked how
// to answer, and draws the prompt (defence-prompt.png): its answers in
// order of the attack's chance to hit, each with its whole name.
func galleryDefence(t *testing.T, res *Resources, dir string) {
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := playToDefence(s); err != nil {
		t.Fatal(err)
	}
	pr := s.sess.b.Prompt()
	shown, l := s.promptShown(pr)
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen)
	out := readBack(screen)
	savePNG(t, dir, "defence-prompt.png", out)
	if len(shown) < 2 {
		t.Fatalf("%d answers to the defence", len(shown))
	}
	// Every answer's button is drawn where the layout puts it.
	for i := range shown {
		r := l.rect(i)
		if n := countNear(out, image.Rect(r.Min.X+2, r.Min.Y+2, r.Max.X-2, r.Max.Y-2), colText, 40); n < 20 {
			t.Errorf("answer %d shows %d text pixels", i, n)
		}
	}
}

// playToDefence plays the battle, the person ending each turn and letting
// every opportunity pass, until the person is asked to defend.
func playToDefence(s *Battle) error {
	var in game.Input
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if time.Now().After(deadline) {
			return errors.New("no defence prompt came")
		}
		if over, _ := s.sess.b.Over(); over {
			return errors.New("the battle ended before a defence prompt")
		}
		s.q.skip(&s.sh, s.view.tile())
		pr := s.sess.b.Prompt()
		if !s.q.busy() && s.sess.seatFor(pr.Side) && s.pick.legalV == s.sess.b.Version() && s.pick.legal != nil {
			if pr.Kind == "defend" {
				return nil
			}
			for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
				if c.Action == "hold" || c.Action == "end_turn" {
					s.sess.seats[pr.Side].choose(c)
					break
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
}
