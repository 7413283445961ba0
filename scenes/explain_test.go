package scenes

import (
	"bytes"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// walkNotMove is a battle whose plain move is called "walk": the ruleset
// knows no action "move".
type walkNotMove struct{ rules.Battle }

func (b walkNotMove) Apply(c rules.Command) ([]rules.Event, error) {
	switch c.Action {
	case "walk":
		c.Action = "move"
	case "move":
		return nil, rules.Reject(rules.ErrIllegal, "no action %q", c.Action)
	}
	return b.Battle.Apply(c)
}

func (b walkNotMove) Clone() rules.Battle { return walkNotMove{b.Battle.Clone()} }

// TestRefusedSquareExplained: a click on a square the unit cannot reach
// says why in the engine's words, as the ruleset's plain move
// (rules.TagMove) would be refused, whatever the ruleset calls that move.
func TestRefusedSquareExplained(t *testing.T) {
	s := atHumanTurn(t)
	pr := s.sess.b.Prompt()
	s.pick.selected = pr.Unit
	f := s.sess.b.Field()
	far := grid.Pos{X: -1}
	for y := 0; y < f.H && far.X < 0; y++ {
		for x := 0; x < f.W; x++ {
			p := grid.Pos{X: x, Y: y}
			if s.unitOn(p) < 0 && !slices.ContainsFunc(s.pick.legal, func(c rules.Command) bool { return c.To == p }) &&
				grid.Distance(p, s.sess.b.Units()[pr.Unit].Pos) > 20 {
				far = p
				break
			}
		}
	}
	if far.X < 0 {
		t.Fatal("no square out of the unit's reach")
	}
	cp := s.sess.b.Clone()
	_, err := cp.Apply(rules.Command{Side: pr.Side, Unit: pr.Unit, Action: "move", Target: rules.NoUnit, To: far, Version: cp.Version()})
	if err == nil {
		t.Fatalf("a move to %v is allowed", far)
	}
	reason := err.(*rules.Rejection).Reason
	want := strings.ToUpper(reason[:1]) + reason[1:]

	s.clickTile(far, pr, &seat{})
	if s.note != want {
		t.Fatalf("a click on %v: note %q, want %q", far, s.note, want)
	}

	// The same battle with its move called "walk".
	s.note = ""
	s.sess.b = walkNotMove{s.sess.b}
	ref := s.ref
	ref.Actions = slices.Clone(ref.Actions)
	for i, a := range ref.Actions {
		if a.ID == "move" {
			ref.Actions[i].ID = "walk"
		}
	}
	s.ref, s.pick.ref = ref, ref.Reference
	s.clickTile(far, pr, &seat{})
	if s.note != want {
		t.Fatalf("a click on %v with the move called walk: note %q, want %q", far, s.note, want)
	}
}

// TestWhyNotOnHover: pointing at an enemy the armed attack cannot take
// shows under it why, in the engine's words, which a click then repeats;
// with the attack able to take it, the odds panel shows instead.
func TestWhyNotOnHover(t *testing.T) {
	s := referenceVillage(t)
	tg := s.pick.target
	if _, ok := s.pick.attackOn(tg); !ok {
		t.Fatal("the reference battle's armed attack has no target")
	}
	u := s.sess.b.Units()[s.pick.selected]
	other := -1
	for i, w := range u.Weapons {
		if i != s.pick.slots[s.pick.armed].weapon && !w.Gone {
			other = i
		}
	}
	if other < 0 {
		t.Fatalf("%s has one weapon", u.Name)
	}
	// The armed attack made with the weapon not in hand: refused.
	s.pick.slots[s.pick.armed].weapon = other
	if _, ok := s.pick.attackOn(tg); ok {
		t.Fatalf("%s's attack with %s is legal", u.Name, u.Weapons[other].Name)
	}
	want := "must Draw the " + u.Weapons[other].Name + " first"
	if why := s.whyNotOn(tg); !strings.Contains(why, want) {
		t.Fatalf("reason %q, want it to say %q", why, want)
	}
	if n := testing.AllocsPerRun(20, func() { s.whyNotOn(tg) }); n != 0 {
		t.Errorf("asking again for the same reason allocates %v times a frame", n)
	}
	x, y := s.view.tileCentre(s.sh.units[tg].Pos)
	below := image.Rect(int(x)-40, int(y)+12, int(x)+40, int(y)+50)
	draw := func() []byte {
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		px := make([]byte, 4*below.Dx()*below.Dy())
		screen.SubImage(below).(*ebiten.Image).ReadPixels(px)
		return px
	}
	with := draw()
	s.whyNot.text = "" // the same state with no reason to show
	if bytes.Equal(with, draw()) {
		t.Fatal("no reason drawn under the target")
	}
	s.whyNot.ok = false
	s.clickTile(s.sh.units[tg].Pos, s.sess.b.Prompt(), &seat{})
	if !strings.Contains(s.note, want) {
		t.Fatalf("a click: note %q, want it to say %q", s.note, want)
	}
}
