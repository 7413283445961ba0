package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/match"
)

// TestHotseatHandOff plays a two-human battle on village: each time the
// battle waits on the side not viewing, the battle scene gives way to a
// hand-off that draws nothing but its panel, ignores a confirm during its
// guard, and after one shows the battle through the new side's eyes, with
// that side's own combat log, after playing what it missed and can see. Every human unit defends on its own, and a
// defence it answers alone passes no screen. A battle against the
// computer has no hand-off and asks its human's defences.
func TestHotseatHandOff(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	solo, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:easy"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if solo.hot.on || solo.sess.policy.Of(0) != match.PolicyAsk {
		t.Fatalf("solo battle: hotseat %v, unit 0 will %s; want no hotseat, ask", solo.hot.on, solo.sess.policy.Of(0))
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "human"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.hot.on {
		t.Fatal("a battle of two humans is not hotseat")
	}
	for _, u := range s.sh.units {
		if s.sess.policy.Of(u.ID) != match.PolicyDodge {
			t.Fatalf("hotseat unit %d will %s when attacked, want %s", u.ID, s.sess.policy.Of(u.ID), match.PolicyDodge)
		}
	}
	if !s.sess.policy.AnswersAlone(rules.Prompt{Kind: "defend", Unit: 0}) || s.sess.policy.AnswersAlone(rules.Prompt{Kind: "turn", Unit: 0}) {
		t.Fatal("answersAlone: a defence under a policy is answered alone, a turn is not")
	}
	var in game.Input
	handOffs, recaps := 0, 0
	for frame := 0; frame < 20000 && handOffs < 3; frame++ {
		if over, _ := s.sess.b.Over(); over {
			break
		}
		s.q.skip(&s.sh, s.view.tile())
		pr := s.sess.b.Prompt()
		if !s.q.busy() && s.synced && s.sess.seatFor(pr.Side) && pr.Side == s.viewer && pr.Kind == "turn" {
			// The viewing side ends each turn at once.
			s.sess.seats[pr.Side].choose(rules.Command{Side: pr.Side, Unit: pr.Unit, Action: "end_turn", Target: rules.NoUnit})
		}
		next, err := s.Update(&in)
		if err != nil {
			t.Fatal(err)
		}
		h, ok := next.(*HandOff)
		if !ok {
			continue
		}
		handOffs++
		from := s.viewer
		if h.side == from || h.side != s.sess.b.Prompt().Side {
			t.Fatalf("hand-off from side %d to side %d while the battle waits on side %d", from, h.side, s.sess.b.Prompt().Side)
		}
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		h.Draw(screen)
		px := readBack(screen)
		pan := image.Rect(game.ScreenW/2-260, game.ScreenH/2-110, game.ScreenW/2+260, game.ScreenH/2+110)
		for y := 0; y < game.ScreenH; y++ {
			for x := 0; x < game.ScreenW; x++ {
				if !image.Pt(x, y).In(pan) && px.RGBAAt(x, y) != colBackground {
					t.Fatalf("hand-off %d draws %v at (%d, %d), outside its panel", handOffs, px.RGBAAt(x, y), x, y)
				}
			}
		}
		mine, theirs := len(s.logs.log.entries), len(s.hot.others[h.side].entries)
		var press game.Input
		press.Press(game.ActConfirm)
		for k := 0; k < handOffGuard; k++ {
			if back, _ := h.Update(&press); back != h {
				t.Fatalf("hand-off %d left on frame %d, inside its guard", handOffs, k+1)
			}
		}
		if back, _ := h.Update(&press); back != s {
			t.Fatalf("hand-off %d did not return to the battle on a confirm", handOffs)
		}
		if s.viewer != h.side {
			t.Fatalf("after hand-off %d the screen shows side %d, want %d", handOffs, s.viewer, h.side)
		}
		if len(s.logs.log.entries) != theirs || len(s.hot.others[from].entries) != mine {
			t.Fatalf("after hand-off %d the log has %d entries (side %d's had %d) and side %d's keeps %d (had %d)",
				handOffs, len(s.logs.log.entries), h.side, theirs, from, len(s.hot.others[from].entries), mine)
		}
		if s.pick.selected != rules.NoUnit || s.pick.legal != nil {
			t.Fatalf("after hand-off %d the last side's choosing is kept: selected %d", handOffs, s.pick.selected)
		}
		if s.hot.recapLeft > 0 {
			// What the side missed plays on what it last saw; the log,
			// which already has it, stays as it is.
			recaps++
			entries := len(s.logs.log.entries)
			if !s.q.busy() || s.synced {
				t.Fatalf("hand-off %d: a recap of %d events that does not play", handOffs, s.hot.recapLeft)
			}
			s.q.skip(&s.sh, s.view.tile())
			if s.hot.recapLeft != 0 || len(s.logs.log.entries) != entries {
				t.Fatalf("hand-off %d: after the recap %d events are left and the log went from %d to %d entries", handOffs, s.hot.recapLeft, entries, len(s.logs.log.entries))
			}
		}
	}
	if handOffs < 3 || recaps == 0 {
		t.Fatalf("%d hand-offs and %d recaps in a hotseat battle, want 3 and some", handOffs, recaps)
	}
}
