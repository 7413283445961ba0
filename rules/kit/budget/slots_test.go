package budget

import (
	"testing"

	"sightline/rules"
)

var mm = Pools{{"Major", "major", 1}, {"Minor", "minor", 1}, {"Move", "move", 1}}

// TestBorrowedSlots is majorminor.md §11 examples 8 and 9: a Minor
// borrowed for a Disrupt leaves the next turn without its Minor; a Minor
// and a Major borrowed for two Opportunity Attacks leave only the
// Movement action.
func TestBorrowedSlots(t *testing.T) {
	s := mm.Empty()
	mm.Borrow(&s, "minor")
	if mm.CanBorrow(s, "minor") {
		t.Fatal("a Minor slot borrowed twice")
	}
	mm.Fresh(&s)
	if s.Left[0] != 1 || s.Left[1] != 0 || s.Left[2] != 1 {
		t.Errorf("after a borrowed Minor: %v, want Major and Move only", s.Left)
	}
	s = mm.Empty()
	mm.Borrow(&s, "minor")
	mm.Borrow(&s, "major")
	tr := mm.Tracks(s)
	if len(tr) != 5 || tr[3].Name != "next Major" || tr[3].Value != 0 || tr[4].Name != "next Minor" {
		t.Errorf("tracks with two borrowed slots: %+v", tr)
	}
	mm.Fresh(&s)
	if s.Left[0] != 0 || s.Left[1] != 0 || s.Left[2] != 1 {
		t.Errorf("after two Opportunity Attacks: %v, want only a Movement action", s.Left)
	}
	if !mm.CanPay(s, rules.Cost{N: 1, Unit: "move"}) || mm.CanPay(s, rules.Cost{N: 1, Unit: "major"}) {
		t.Error("CanPay disagrees with what is left")
	}
	mm.Pay(&s, rules.Cost{N: 1, Unit: "move"})
	mm.Add(&s, "move", 1)
	if s.Left[2] != 1 {
		t.Errorf("a Dash's extra Movement: %v", s.Left)
	}
	if err := mm.Check(Slots{Left: []int{1, 1}, Borrowed: []int{0, 0, 0}}); err == nil {
		t.Error("a budget of the wrong shape was accepted")
	}
}
