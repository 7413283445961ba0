package scenes

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
)

// sideTurns shows a battle's turns as a whole side's turns: the prompt of
// a turn names no unit, as in a ruleset whose team acts in any order, and
// the legal list gives every unit of the side but idle a command of its
// own (a copy of the first, which only the turn order's rings read).
type sideTurns struct {
	rules.Battle
	idle int
}

func (b sideTurns) Legal(side int) []rules.Command {
	out := b.Battle.Legal(side)
	if len(out) == 0 {
		return out
	}
	c := out[0]
	for _, u := range b.Units() {
		if u.Side == side && u.ID != b.idle && u.ID != c.Unit {
			d := c
			d.Unit = u.ID
			out = append(out, d)
		}
	}
	return out
}

func (b sideTurns) Prompt() rules.Prompt {
	pr := b.Battle.Prompt()
	if pr.Kind == "turn" {
		pr.Unit = rules.NoUnit
	}
	return pr
}

// TestTurnOrderMarksWhoActs: the turn order in the top bar rings the unit
// whose turn it is, and, on a side's turn that names no unit, every unit
// of that side in the order that still has a command of its own, and no
// other.
func TestTurnOrderMarksWhoActs(t *testing.T) {
	s := atHumanTurn(t)
	plain := s.sess.b
	pr := plain.Prompt()
	idle := rules.NoUnit // a unit of the side other than the one in play
	for _, u := range plain.Units() {
		if u.Side == pr.Side && u.ID != pr.Unit && u.Active {
			idle = u.ID
		}
	}
	for _, c := range []struct {
		name string
		b    rules.Battle
		want func(u rules.Unit) bool
	}{
		{"a unit's turn", plain, func(u rules.Unit) bool { return u.ID == pr.Unit }},
		{"a side's turn", sideTurns{plain, idle}, func(u rules.Unit) bool { return u.Side == pr.Side && u.ID != idle }},
	} {
		s.sess.b = c.b
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		units := c.b.Units()
		x := game.ScreenW - 8
		rings, want := 0, 0
		order := c.b.Order()
		for i := len(order) - 1; i >= 0; i-- {
			u := units[order[i]]
			if !u.Active {
				continue
			}
			x -= 22
			if x < 330 {
				break
			}
			// The ring's left side, a pixel left of the chip, halfway
			// down.
			ringed := screen.At(x-1, 14) == color.Color(colHighlight)
			if ringed != c.want(u) {
				t.Errorf("%s: %s (side %d) ringed %v, want %v", c.name, u.Name, u.Side+1, ringed, !ringed)
			}
			if ringed {
				rings++
			}
			if c.want(u) {
				want++
			}
		}
		if want == 0 || (c.name == "a side's turn" && want < 2) {
			t.Fatalf("%s: %d units to ring in the order %v", c.name, want, order)
		}
		if rings != want {
			t.Errorf("%s: %d rings, want %d", c.name, rings, want)
		}
	}
}
