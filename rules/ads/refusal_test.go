package ads

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// TestRefusalReasons: a command that is not legal is refused with a reason
// in a player's words, naming units and weapons rather than ids, which the
// battle screen shows for a refused click; the state does not change.
func TestRefusalReasons(t *testing.T) {
	f := openField(80)
	// A wall at x=40 from y=20 down, which hides (45,30) from (35,30).
	for y := 20; y < 80; y++ {
		c := f.At(grid.Pos{X: 40, Y: y})
		c.Cost, c.BlocksSight = 0, true
	}
	b, att, def := stage(t, f, 1, grid.Pos{X: 10, Y: 10}, grid.Pos{X: 12, Y: 10})
	w := b.weapon(att, att.Drawn)
	far := rangeLimit(w.Range) + 1
	cmd := func(action string, target int, to grid.Pos) rules.Command {
		return rules.Command{Side: att.Side, Unit: att.ID, Action: action, Target: target, Weapon: att.Drawn, To: to}
	}
	runOnly := grid.Pos{X: 10 + MoveAllowance("move", b.speed(att)) + 1, Y: 10}
	cases := []struct {
		name  string
		setup func(att, def *unitState)
		c     rules.Command
		want  string
	}{
		{"off the map", nil, cmd("move", rules.NoUnit, grid.Pos{X: 90, Y: 10}), "(90,10) is off the map"},
		{"a wall", nil, cmd("move", rules.NoUnit, grid.Pos{X: 40, Y: 30}), "(40,30) cannot be walked on"},
		{"a unit there", nil, cmd("move", rules.NoUnit, def.Pos), "Trooper stands on (12,10)"},
		{"beyond a Move", nil, cmd("move", rules.NoUnit, runOnly), "is beyond a Move: a Run reaches it"},
		{"beyond the turn", nil, cmd("sprint", rules.NoUnit, grid.Pos{X: 70, Y: 70}), "Gunner cannot reach (70,70) this turn"},
		{"no ticks to move", func(att, _ *unitState) { att.Ticks = 0 }, cmd("move", rules.NoUnit, grid.Pos{X: 11, Y: 11}), "Move costs 1 tick and Gunner has 0 left"},
		{"not its turn", nil, rules.Command{Side: def.Side, Unit: def.ID, Action: "end_turn", Target: rules.NoUnit}, "not your turn: it is side 1's move, not side 2's"},
		{"an unknown action", nil, cmd("fly", rules.NoUnit, grid.Pos{}), `"fly" is no action of Tesseris ADS`},
		{"out of range", func(att, def *unitState) { att.Pos, def.Pos = grid.Pos{X: 2, Y: 10}, grid.Pos{X: 2 + far, Y: 10} }, cmd("straight_shot", def.ID, grid.Pos{}),
			"Trooper is out of range: " + strconv.Itoa(far) + " squares, the " + w.Name + " reaches " + strconv.Itoa(far-1)},
		{"behind a wall", func(att, def *unitState) { att.Pos, def.Pos = grid.Pos{X: 35, Y: 30}, grid.Pos{X: 45, Y: 30} }, cmd("straight_shot", def.ID, grid.Pos{}),
			"Gunner cannot see that enemy now"},
		{"an empty weapon", func(att, _ *unitState) { att.Weapons[att.Drawn].Ammo = 0 }, cmd("straight_shot", def.ID, grid.Pos{}), "the " + w.Name + " is empty: reload it"},
		{"a jammed weapon", func(att, _ *unitState) { att.Weapons[att.Drawn].Jammed = true }, cmd("straight_shot", def.ID, grid.Pos{}), "the " + w.Name + " is jammed: clear it first"},
		{"a weapon not in hand", func(att, _ *unitState) { att.Drawn = 1 }, cmd("straight_shot", def.ID, grid.Pos{}), "Gunner must Draw the " + w.Name + " first"},
		{"too few ticks", func(att, _ *unitState) { att.Ticks = 1 }, cmd("straight_shot", def.ID, grid.Pos{}), "Straight Shot costs 2 ticks and Gunner has 1 left"},
		{"after running", func(att, _ *unitState) { att.Ran = true }, cmd("straight_shot", def.ID, grid.Pos{}), "Gunner ran this turn and cannot attack until its next"},
	}
	for _, x := range cases {
		t.Run(x.name, func(t *testing.T) {
			b, att, def := stage(t, f, 1, grid.Pos{X: 10, Y: 10}, grid.Pos{X: 12, Y: 10})
			if x.setup != nil {
				x.setup(att, def)
			}
			x.c.Version = b.Version()
			h := b.Hash()
			_, err := b.Apply(x.c)
			var rej *rules.Rejection
			if !errors.As(err, &rej) {
				t.Fatalf("%v: got %v, want a rejection", x.c, err)
			}
			if !strings.Contains(err.Error(), x.want) {
				t.Errorf("%v: reason %q, want it to say %q", x.c, rej.Reason, x.want)
			}
			if errors.Is(err, rules.ErrIllegal) && (strings.Contains(rej.Reason, "unit ") || strings.Contains(rej.Reason, "side ")) {
				t.Errorf("%v: reason %q names ids", x.c, rej.Reason)
			}
			if b.Hash() != h {
				t.Errorf("the refused %v changed the state", x.c)
			}
		})
	}
}

// TestRefusalsInPlay sends, at every step of seeded battles, commands
// made from legal ones with another square, target, weapon or unit:
// each that is not legal is refused with a reason that names no ids, and
// changes nothing (defences and opportunities included).
func TestRefusalsInPlay(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 9)
		f := b.Field()
		refused := 0
		for step := 0; step < 400; step++ {
			if over, _ := b.Over(); over {
				break
			}
			side := b.Prompt().Side
			legal := rulestest.Legal(b, side)
			h := b.Hash()
			for k := 0; k < 6; k++ {
				c := legal[pick.Intn(len(legal))]
				switch k % 4 {
				case 0:
					c.To = grid.Pos{X: pick.Intn(f.W+4) - 2, Y: pick.Intn(f.H+4) - 2}
				case 1:
					c.Target = pick.Intn(len(b.s.Units)+2) - 2
				case 2:
					c.Weapon = pick.Intn(4) - 1
				case 3:
					c.Unit = pick.Intn(len(b.s.Units))
				}
				if slices.ContainsFunc(legal, c.Same) {
					continue
				}
				_, err := b.Apply(c)
				var rej *rules.Rejection
				if !errors.As(err, &rej) || rej.Reason == "" {
					t.Fatalf("seed %d step %d: %v refused with %v", seed, step, c, err)
				}
				if strings.Contains(rej.Reason, "unit ") || strings.Contains(rej.Reason, "side ") {
					t.Errorf("seed %d step %d: %v: reason %q names ids", seed, step, c, rej.Reason)
				}
				if b.Hash() != h {
					t.Fatalf("seed %d step %d: the refused %v changed the state", seed, step, c)
				}
				refused++
			}
			if _, err := b.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if refused == 0 {
			t.Fatalf("seed %d: nothing refused", seed)
		}
	}
}
