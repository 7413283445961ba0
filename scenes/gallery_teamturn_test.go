package scenes

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// sendBest sends, of the person's legal commands (one per square for a
// movement) that ok accepts, the one score ranks highest, and plays on
// to the person's next decision; it reports whether there was one.
func sendBest(t *testing.T, s *Battle, ok func(c rules.Command) bool, score func(c rules.Command) int) bool {
	t.Helper()
	pr := s.sess.b.Prompt()
	var cs []rules.Command
	for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
		if ok(c) {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		return false
	}
	best := slices.MaxFunc(cs, func(a, b rules.Command) int { return score(a) - score(b) })
	return sendFirst(t, s, func(c rules.Command) bool { return c == best })
}

// offersAfter reports whether, after c on a copy of s's battle, the
// person's side is offered action for c's unit.
func offersAfter(s *Battle, c rules.Command, action string) bool {
	cp := s.sess.b.Clone()
	c.Version = cp.Version()
	if _, err := cp.Apply(c); err != nil {
		return false
	}
	return slices.ContainsFunc(cp.Legal(c.Side), func(d rules.Command) bool { return d.Action == action && d.Unit == c.Unit })
}

// teamturnPictures plays a person's first two team turns of teamturn on
// m, the computer player springing an ambush, and draws a picture of
// each: in the first, its units carry the ambush's stun counters, one
// (the first that can, of the Marksman, the Duelist, the Operator and the
// Breacher) walks as far east as it still may hide from and hides, and
// another (the first of the rest) moves twice east, its Base traded
// down; in the second, round 2, the first of the rest left readies its
// first weapon and the last dodges. It takes the first seed whose Hide
// succeeds and lasts to the second picture.
func galleryTeamturn(t *testing.T, dir string) {
	var tried []string
	east := func(c rules.Command) int { return c.To.X }
	walk := func(s *Battle, id int, pays string) bool {
		return sendBest(t, s, func(c rules.Command) bool { return c.Action == "move" && c.Unit == id && c.Cost.Unit == pays }, east)
	}
	for seed := uint64(1); seed <= 8; seed++ {
		s := teamturnBattle(t, "village", seed, 2)
		order := []int{3, 2, 0, 1}
		hider := -1
		for _, id := range order {
			ok := sendBest(t, s, func(c rules.Command) bool {
				return c.Action == "move" && c.Unit == id && c.Cost.Unit == "move" && offersAfter(s, c, "hide")
			}, east)
			if ok && sendFirst(t, s, func(c rules.Command) bool { return c.Action == "hide" && c.Unit == id }) {
				hider = id
				break
			}
		}
		if hider < 0 || !slices.Contains(s.sess.b.Units()[hider].Statuses, rules.StatusHidden) {
			tried = append(tried, fmt.Sprintf("seed %d: no Hide succeeded", seed))
			continue
		}
		rest := slices.DeleteFunc(slices.Clone(order), func(id int) bool { return id == hider })
		slices.Sort(rest)
		mover, readier, dodger := rest[0], rest[1], rest[2]
		walk(s, mover, "move")
		walk(s, mover, "base")
		if len(s.sh.units[mover].Counters) == 0 {
			t.Fatalf("%s carries no stun counter after the ambush", s.sh.units[mover].Name)
		}
		teamturnShot(t, s, dir, "battle-teamturn.png", mover, hider)

		if !sendFirst(t, s, func(c rules.Command) bool { return c.Action == "end_turn" }) || s.sess.b.Round() != 2 {
			t.Fatalf("ending the team turn came to round %d", s.sess.b.Round())
		}
		if !slices.Contains(s.sess.b.Units()[hider].Statuses, rules.StatusHidden) || !s.sh.units[readier].Active || !s.sh.units[dodger].Active {
			tried = append(tried, fmt.Sprintf("seed %d: the hider was found or a unit fell", seed))
			continue
		}
		sendFirst(t, s, func(c rules.Command) bool { return c.Action == "ready" && c.Unit == readier && c.Weapon == 0 })
		sendFirst(t, s, func(c rules.Command) bool { return c.Action == "dodge" && c.Unit == dodger })
		if s.sh.units[readier].Readied == "" {
			t.Fatalf("%s readied nothing", s.sh.units[readier].Name)
		}
		teamturnShot(t, s, dir, "battle-teamturn-ready.png", readier, hider)
		t.Logf("seed %d (%s)", seed, strings.Join(tried, "; "))
		return
	}
	t.Fatalf("no seed comes to the pictures: %s", strings.Join(tried, "; "))
}

// teamturnShot draws the battle with unit sel's panel open, the camera
// between it and unit other, saves it as dir/name and checks that it
// shows the team turn in the top bar and the budget on the panel.
func teamturnShot(t *testing.T, s *Battle, dir, name string, sel, other int) {
	a, b := s.sh.units[sel].Pos, s.sh.units[other].Pos
	s.view.centreOn(grid.Pos{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}, true)
	// Selected as a click selects it, with no attack armed: the
	// range bands would hide the marks.
	s.pick.selected = sel
	s.pick.build(s.sess.b, s.sh.units)
	s.pick.armed, s.ovl.valid = -1, false
	s.view.hoverIn, s.view.cursorIn = false, false
	s.note = ""
	out := readBack(drawn(s))
	savePNG(t, dir, name, out)
	if n := distinctColours(out); n < 150 {
		t.Errorf("%s: only %d colours on screen", name, n)
	}
	// The banner, in the highlight colour, after the head.
	if n := countNear(out, image.Rect(200, 0, 700, topH), colHighlight, 8); n < 20 {
		t.Errorf("%s: the top bar shows %d pixels of the banner's colour", name, n)
	}
	// The budget line, the third of the panel.
	if n := countNear(out, image.Rect(0, game.ScreenH-bottomH+38, unitW, game.ScreenH-bottomH+52), colText, 8); n < 5 {
		t.Errorf("%s: the unit panel shows %d pixels of budget left", name, n)
	}
}
