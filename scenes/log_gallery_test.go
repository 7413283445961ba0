package scenes

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// TestGalleryLog plays a battle of each ruleset between computer players
// in the battle scene to its first attack whose shots a roll decided,
// opens that attack's log entry, and draws the screen: the entry's
// working lines are drawn in their colour. The pictures go to
// docs/gallery as log-<ruleset>.png with SIGHTLINE_UPDATE_GALLERY=1.
func TestGalleryLog(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	dir := galleryDir(t)
	for _, rs := range []string{"ads", "majorminor", "teamturn"} {
		t.Run(rs, func(t *testing.T) {
			s, err := NewBattle(res, BattleConfig{Ruleset: rs, Map: "village", Sides: []string{"ai:normal", "ai:normal"}, Seed: 2}, nil)
			if err != nil {
				t.Fatal(err)
			}
			at, err := playToAttack(s)
			if err != nil {
				t.Fatal(err)
			}
			s.logs.log.entries[at].open = true
			screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
			s.Draw(screen)
			img := readBack(screen)
			r, rows := s.logs.layout()
			work := 0
			for _, row := range rows {
				if row.entry == at && row.work {
					work++
				}
			}
			if work == 0 {
				t.Fatalf("the opened attack %q shows no working: %+v", s.logs.log.entries[at].summary(), rows)
			}
			if n := countNear(img, r, colWork, 24); n < 10*work {
				t.Errorf("%d working rows drawn with %d pixels of their colour", work, n)
			}
			savePNG(t, dir, fmt.Sprintf("log-%s.png", rs), img)
		})
	}
}

// playToAttack steps s until its log has an attack whose shots a roll
// decided and an entry after it, and returns the attack's index.
func playToAttack(s *Battle) (int, error) {
	var in game.Input
	deadline := time.Now().Add(2 * time.Minute)
	for {
		es := s.logs.log.entries
		for i := len(es) - 2; i >= 0 && i >= len(es)-4; i-- {
			if es[i].shots > 0 && es[i].rolled && len(es[i].dice()) > 0 {
				return i, nil
			}
		}
		if time.Now().After(deadline) {
			return 0, errors.New("no attack in two minutes")
		}
		if over, _ := s.sess.b.Over(); over {
			return 0, errors.New("the battle ended without an attack")
		}
		if _, err := s.Update(&in); err != nil {
			return 0, err
		}
		if s.Busy() && !s.q.busy() {
			time.Sleep(2 * time.Millisecond)
		}
	}
}
