package scenes

import (
	"encoding/json"
	"image/png"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/ai"
	"sightline/game"
	"sightline/rules/all"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// TestHandOver plays a person's side of a village battle against the
// normal computer with the commands that side's own normal computer
// player would choose, then hands the side to the computer with H and
// plays on: the battle ends with the hash of the battle between two
// normal computer players (sim battle's). A save made after the hand-over
// keeps it, and continuing the save hands the side over again, to the
// same end.
func TestHandOver(t *testing.T) {
	s := villageBattle(t, "human", "ai:normal")
	rs, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	spec := s.sess.match.Spec()
	spec.Sides = []string{"ai:normal", "ai:normal"}
	ref, err := match.New(rs, s.m.Field, spec, true, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	var in game.Input
	deadline := time.Now().Add(2 * time.Minute)
	// update runs one frame, animations skipped, and waits a moment on a
	// computer's decision.
	update := func() {
		t.Helper()
		if time.Now().After(deadline) {
			t.Fatal("the battle took too long")
		}
		s.q.skip(&s.sh, s.view.tile())
		if _, err := s.Update(&in); err != nil {
			t.Fatal(err)
		}
		if s.Busy() && !s.q.busy() {
			time.Sleep(time.Millisecond)
		}
	}
	const decisions = 3
	for sent := 0; ; update() {
		pr := s.sess.b.Prompt()
		if s.q.busy() || !s.synced || !s.sess.seatFor(pr.Side) {
			continue
		}
		for ref.Steps() < s.sess.match.Steps() {
			if _, ok, err := ref.Step(); !ok || err != nil {
				t.Fatalf("reference step: %v %v", ok, err)
			}
		}
		if sent == decisions {
			break
		}
		if _, ok, err := ref.Step(); !ok || err != nil {
			t.Fatalf("reference step: %v %v", ok, err)
		}
		s.sess.seats[pr.Side].choose(ref.Last())
		sent++
	}
	if len(s.sess.sent) != decisions || s.sess.b.Hash() != ref.Battle().Hash() {
		t.Fatalf("the person sent %v; the battle at %.12s, the computers' at %.12s", s.sess.sent, s.sess.b.Hash(), ref.Battle().Hash())
	}
	pressOn(t, s, game.ActHandOver)
	if s.sess.seatFor(0) || len(s.sess.handed) != 1 {
		t.Fatalf("after H side 1 is still a person's seat (handed %v), note %q", s.sess.handed, s.note)
	}
	// A save now, continued: the side is the computer's again.
	f, err := replay.Snapshot(s.sess.match)
	if err != nil {
		t.Fatal(err)
	}
	c := clientState{Policies: make([]string, len(s.sess.policy)), Handed: s.sess.handed}
	for i := range c.Policies {
		c.Policies[i] = s.sess.policy[i].Key()
	}
	if f.Client, err = json.Marshal(c); err != nil {
		t.Fatal(err)
	}
	data, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	want, err := ref.Play(nil)
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, s)
	if got := s.sess.b.Hash(); got != want.Hash || len(s.sess.sent) != decisions {
		t.Errorf("handed over: the battle ends at %.12s with %d commands sent by the person, the computers' at %.12s", got, len(s.sess.sent), want.Hash)
	}
	back, err := ResumeBattle(s.res, "handed", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if back.sess.seatFor(0) {
		t.Fatal("continued, the side handed over is a person's seat again")
	}
	playOut(t, back)
	if got := back.sess.b.Hash(); got != want.Hash {
		t.Errorf("continued after the hand-over: the battle ends at %.12s, the computers' at %.12s", got, want.Hash)
	}
}

// TestHandOverHotseat hands the first side of a hotseat battle to the
// computer on its first turn: the battle goes on without asking that
// side again, and when the second side's decision comes the screen is
// passed to its player as before. Handing the side over again is
// refused.
func TestHandOverHotseat(t *testing.T) {
	s := villageBattle(t, "human", "human")
	var in game.Input
	// The first decision: its side is shown, as its player would have
	// confirmed the hand-off.
	for s.q.busy() || !s.synced || s.viewer != s.sess.b.Prompt().Side {
		s.q.skip(&s.sh, s.view.tile())
		next, err := s.Update(&in)
		if err != nil {
			t.Fatal(err)
		}
		if h, ok := next.(*HandOff); ok {
			s.viewTo(h.side)
		}
	}
	first := s.sess.b.Prompt().Side
	pressOn(t, s, game.ActHandOver)
	if s.sess.seatFor(first) || !s.sess.seatFor(1-first) {
		t.Fatalf("after H: side %d a person's seat %v, side %d %v", first+1, s.sess.seatFor(first), 2-first, s.sess.seatFor(1-first))
	}
	if err := s.handOver(first); err == nil {
		t.Error("a side handed over twice")
	}
	for deadline := time.Now().Add(2 * time.Minute); ; {
		if time.Now().After(deadline) {
			t.Fatal("the second side's decision never came")
		}
		s.q.skip(&s.sh, s.view.tile())
		next, err := s.Update(&in)
		if err != nil {
			t.Fatal(err)
		}
		if h, ok := next.(*HandOff); ok {
			if h.side != 1-first {
				t.Fatalf("the screen is passed to side %d, want %d", h.side+1, 2-first)
			}
			return
		}
		if pr := s.sess.b.Prompt(); pr.Side == 1-first && s.viewer == pr.Side {
			return // the viewer was the second side's already
		}
		time.Sleep(time.Millisecond)
	}
}

// TestHandOverFromLeave hands the person's side to the computer from the
// leave question (Esc), by a click on its button, as a touch screen
// without an H key does: the battle stays, and the side is the
// computer's. In a battle of computers alone the question offers no such
// button.
func TestHandOverFromLeave(t *testing.T) {
	s := atHumanTurn(t)
	side := s.viewer
	if next := pressOn(t, s, game.ActBack); next != s || !s.leave.asking || !s.canHandOver() {
		t.Fatalf("Esc: asking %v, can hand over %v", s.leave.asking, s.canHandOver())
	}
	if os.Getenv("SIGHTLINE_LEAVE_SHOT") != "" {
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		f, err := os.Create(os.Getenv("SIGHTLINE_LEAVE_SHOT"))
		if err != nil {
			t.Fatal(err)
		}
		png.Encode(f, screen)
		f.Close()
	}
	in := game.Input{Click: true, Cursor: handOverButton.Min.Add(handOverButton.Size().Div(2))}
	if next, err := s.Update(&in); err != nil || next != s {
		t.Fatalf("the hand-over button: %v, scene %T", err, next)
	}
	if s.leave.asking || s.sess.seatFor(side) {
		t.Fatalf("after the button: asking %v, side %d a person's seat %v, note %q", s.leave.asking, side+1, s.sess.seatFor(side), s.note)
	}
	ais := villageBattle(t, "ai:easy", "ai:easy")
	if ais.canHandOver() {
		t.Error("a battle of computers offers to hand a side over")
	}
}
