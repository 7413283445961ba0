package scenes

import (
	"testing"

	"sightline/rules"
)

// TestCameraKeepsToWhatTheViewerSees: centring on the unit whose turn it
// is moves the camera for the viewer's own units, and not at all for an
// enemy the viewer cannot see (issue #42, leak 4).
func TestCameraKeepsToWhatTheViewerSees(t *testing.T) {
	s := atHumanTurn(t)
	me := s.sess.b.Prompt().Unit
	hidden := hiddenEnemy(t, s)
	// The same battle, asked for as if the hidden enemy's turn had come:
	// the prompt is the battle's, so the test points the viewer at the
	// other side and centres on each unit through centreOn's guard.
	w, h := s.view.worldSize()
	s.view.cam.CentreOn(0, 0, w, h)
	x0, y0 := s.view.cam.WorldToScreen(0, 0)
	viewer := s.viewer
	s.viewer = s.sh.units[hidden].Side
	s.centreOnActive(true) // the human's unit, as the enemy's side sees it or not
	x1, y1 := s.view.cam.WorldToScreen(0, 0)
	moved := x1 != x0 || y1 != y0
	if s.visibleTo(s.viewer, me) != moved {
		t.Errorf("viewer %d, unit %d seen %v: camera moved %v", s.viewer, me, s.visibleTo(s.viewer, me), moved)
	}
	s.viewer = viewer
	s.view.cam.CentreOn(0, 0, w, h)
	s.centreOnActive(true)
	if x2, y2 := s.view.cam.WorldToScreen(0, 0); x2 == x0 && y2 == y0 {
		t.Error("centring on the viewer's own unit did not move the camera")
	}
}

// TestTurnStartFollowsOnlyShownUnits: an enemy's turn that the viewer
// perceives only because the enemy walks into view later in the command
// does not bring the camera to where the enemy starts, out of sight.
func TestTurnStartFollowsOnlyShownUnits(t *testing.T) {
	s := atHumanTurn(t)
	hidden := -1
	for _, u := range s.sess.b.Units() {
		if u.Side != s.viewer && u.Active && !s.visibleTo(s.viewer, u.ID) {
			hidden = u.ID
			break
		}
	}
	if hidden < 0 {
		t.Skip("every enemy is in sight at the human's first turn")
	}
	s.sh.see(s.visible)
	w, h := s.view.worldSize()
	s.view.cam.CentreOn(0, 0, w, h)
	x0, y0 := s.view.cam.X, s.view.cam.Y
	a := anim{ev: rules.Event{Kind: rules.EvTurnStart, Unit: hidden, Target: rules.NoUnit}, seen: rules.Perceived{How: rules.Seen, Unit: true}}
	s.onEvent(&a)
	if a.moved || s.view.cam.X != x0 || s.view.cam.Y != y0 {
		t.Errorf("the turn of unit %d, not shown, moved the camera to %v,%v", hidden, s.view.cam.X, s.view.cam.Y)
	}
}

// hiddenEnemy returns an enemy in the fight that s's viewer does not see,
// the lowest id; it skips the test when the viewer sees every one.
func hiddenEnemy(t *testing.T, s *Battle) int {
	t.Helper()
	for _, u := range s.sess.b.Units() {
		if u.Side != s.viewer && u.Active && !s.visibleTo(s.viewer, u.ID) {
			return u.ID
		}
	}
	t.Skip("every enemy is in sight at the human's first turn")
	return -1
}
