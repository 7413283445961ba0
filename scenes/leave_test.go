package scenes

import (
	"testing"

	"sightline/game"
)

// TestLeaveAsks: Esc in a battle asks before leaving it, and the battle
// waits meanwhile; Esc again (or a click beside the buttons) stays, Enter
// or the Leave button leaves for the scene the battle came from.
func TestLeaveAsks(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	title := NewTitle(res, BattleConfig{})
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"ai:easy", "ai:easy"}, Seed: 1}, title)
	if err != nil {
		t.Fatal(err)
	}
	step := func(in game.Input) game.Scene {
		t.Helper()
		next, err := s.Update(&in)
		if err != nil {
			t.Fatal(err)
		}
		return next
	}
	press := func(a game.Action) game.Input {
		var in game.Input
		in.Press(a)
		return in
	}
	if next := step(press(game.ActBack)); next != s || !s.leave.asking {
		t.Fatal("Esc left the battle without asking")
	}
	frame, version := s.frame, s.sess.b.Version()
	for k := 0; k < 30; k++ {
		step(game.Input{})
	}
	if s.sess.b.Version() != version || s.frame != frame+30 {
		t.Fatalf("the battle went on while asking: version %d to %d", version, s.sess.b.Version())
	}
	if next := step(press(game.ActBack)); next != s || s.leave.asking {
		t.Fatal("Esc on the question did not stay in the battle")
	}
	step(press(game.ActBack))
	if next := step(game.Input{Click: true, Cursor: leaveButton.Min.Sub(leaveButton.Size())}); next != s || s.leave.asking {
		t.Fatal("a click beside the buttons did not stay")
	}
	step(press(game.ActBack))
	if next := step(game.Input{Click: true, Cursor: leaveButton.Min.Add(leaveButton.Size().Div(2))}); next != title {
		t.Fatal("the Leave button did not leave for the title")
	}
	s.leave.asking = false
	step(press(game.ActBack))
	if next := step(press(game.ActConfirm)); next != title {
		t.Fatal("Enter on the question did not leave for the title")
	}
}
