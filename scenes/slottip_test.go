package scenes

import (
	"image"
	"sightline/rules"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules/grid"
)

// TestActionBarTooltip: hovering an action-bar button tells the action's
// cost and effect in the ruleset reference's words, in a panel above the
// bar; with the pointer elsewhere there is none.
func TestActionBarTooltip(t *testing.T) {
	s := atHumanTurn(t)
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen)
	if len(s.pick.slots) == 0 {
		t.Fatal("no actions on the bar")
	}
	tip := s.pick.slotTip(&s.ref, 0)
	var effect string
	for _, a := range s.rs.Reference().Actions {
		if a.ID == s.pick.slots[0].action {
			effect = a.Effect
		}
	}
	if effect == "" || !strings.HasSuffix(tip, effect) || !strings.Contains(tip, s.pick.slots[0].cost.String()) {
		t.Fatalf("slot 0 (%s) tip %q, effect %q", s.pick.slots[0].action, tip, effect)
	}
	r := s.view.lay.slot(0)
	above := image.Rect(r.Min.X+100, game.ScreenH-bottomH-12, r.Min.X+160, game.ScreenH-bottomH-4)
	centre := image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	with, off, away := drawnAt(s, centre, true, above), drawnAt(s, centre, false, above), drawnAt(s, image.Pt(5, 5), true, above)
	if string(with) == string(away) || string(off) != string(away) {
		t.Error("the tooltip does not follow the pointer over the action bar")
	}
}

// TestOrderChipNames: the pointer on a unit's place in the turn order
// names the unit under the top bar; elsewhere nothing is drawn there.
func TestOrderChipNames(t *testing.T) {
	s := villageBattle(t, "ai:easy", "ai:easy")
	under := image.Rect(game.ScreenW-110, topH+8, game.ScreenW-10, topH+20)
	// The last chip of the order stands at the right end of the top bar.
	on, off := drawnAt(s, image.Pt(game.ScreenW-20, 14), true, under), drawnAt(s, image.Pt(game.ScreenW/2, game.ScreenH/2), true, under)
	if string(on) == string(off) {
		t.Error("no name under the turn order's last place with the pointer on it")
	}
}

// TestKeyboardCursor: M puts a cursor on the unit whose turn it is; the
// pan keys move it a square a press (and no longer pan), Enter clicks its
// square, so a move is made without the mouse; Esc puts it away.
func TestKeyboardCursor(t *testing.T) {
	s := atHumanTurn(t)
	pr := s.sess.b.Prompt()
	from := s.sh.units[pr.Unit].Pos
	// A direction the unit can move one square in.
	var key game.Action = -1
	var to grid.Pos
	for a, d := range map[game.Action]grid.Pos{game.ActPanUp: {Y: -1}, game.ActPanDown: {Y: 1}, game.ActPanLeft: {X: -1}, game.ActPanRight: {X: 1}} {
		for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
			if c.Unit == pr.Unit && c.Action == "move" && c.To == from.Add(d) && (key < 0 || a < key) {
				key, to = a, c.To
			}
		}
	}
	if key < 0 {
		t.Fatal("the unit cannot move a square in any direction")
	}
	pressOn(t, s, game.ActCursor)
	if !s.view.kbOn || s.view.kbPos != from {
		t.Fatalf("M: cursor out %v at %v, want it on the unit at %v", s.view.kbOn, s.view.kbPos, from)
	}
	pressOn(t, s, key)
	if s.view.kbPos != to || s.view.hover != to || !s.view.hoverIn {
		t.Fatalf("a pan key moved the cursor to %v (hover %v), want %v", s.view.kbPos, s.view.hover, to)
	}
	pressOn(t, s, game.ActConfirm)
	if at := s.sess.b.Units()[pr.Unit].Pos; len(s.sess.sent) == 0 || at != to {
		t.Fatalf("Enter on the cursor's square sent %v and left the unit at %v, want it at %v", s.sess.sent, at, to)
	}
	pressOn(t, s, game.ActBack)
	if s.view.kbOn || s.leave.asking {
		t.Errorf("Esc: cursor out %v, leave question %v; want the cursor put away only", s.view.kbOn, s.leave.asking)
	}
}
