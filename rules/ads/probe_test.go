package ads

import (
	"bytes"
	"reflect"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/rulestest"
)

// probeField is a 30x30 field with a few sight-blocking walls, wide enough
// that many a Draw finds nobody to attack.
func probeField() *grid.Field {
	f := grid.NewField("probe", 30, 30)
	for y := 8; y < 22; y++ {
		for _, x := range []int{10, 19} {
			if y%7 == 0 {
				continue
			}
			c := f.At(grid.Pos{X: x, Y: y})
			c.Cost, c.BlocksSight, c.Terrain = 0, true, grid.Wall
		}
	}
	spawnCorners(f)
	return f
}

// TestNoAttackAfter plays random battles and asks NoAttackAfter of every
// legal command at every turn: it must leave the battle as it was, and
// when it answers true, the command played on a clone must roll nothing,
// keep the unit's turn and leave it no command naming a target but the
// attacks that move it first, in Legal's entries and their commands.
func TestNoAttackAfter(t *testing.T) {
	yes, no := 0, 0
	eachProbeState(t, 5, func(b *Battle, seed uint64, n int, legal []rules.Command) {
		for _, c := range legal {
			if !b.NoAttackAfter(c) {
				if c.Action == "draw" || c.Action == "draw_off_hand" {
					no++
				}
				continue
			}
			yes++
			checkNoAttack(t, b, c)
		}
	})
	t.Logf("true %d, false on Draws %d", yes, no)
	if yes < 50 || no < 20 {
		t.Fatalf("NoAttackAfter answered true %d times and false %d times on Draws: too few to tell", yes, no)
	}
}

// checkNoAttack plays c on a clone of b and checks what NoAttackAfter's
// true promises.
func checkNoAttack(t *testing.T, b *Battle, c rules.Command) {
	t.Helper()
	nb := b.Clone()
	ev, err := nb.Apply(c)
	if err != nil {
		t.Fatalf("%v: NoAttackAfter true, Apply refuses it: %v", c, err)
	}
	for _, e := range ev {
		if e.Kind == rules.EvRoll || e.Kind == rules.EvShot || e.Kind == rules.EvDamage {
			t.Fatalf("%v: NoAttackAfter true, but it rolled", c)
		}
	}
	if pr := nb.Prompt(); pr.Unit != c.Unit || pr.Kind != "turn" {
		t.Fatalf("%v: NoAttackAfter true, but the battle waits on %+v", c, pr)
	}
	units := nb.Units()
	for _, list := range [][]rules.Command{rulestest.Legal(nb, c.Side), nb.Legal(c.Side)} {
		for _, l := range list {
			if l.Target != rules.NoUnit && (l.To == units[l.Unit].Pos || l.To == units[l.Target].Pos) {
				t.Fatalf("%v: NoAttackAfter true, but %v is legal after it", c, l)
			}
		}
	}
}

// TestProbeAfter plays random battles and, at every turn, probes each
// legal Draw in place: the battle probe sees must save as the one a clone
// has after Apply, list the same entries with the same odds, and
// be itself again afterwards.
func TestProbeAfter(t *testing.T) {
	probed := 0
	eachProbeState(t, 7, func(b *Battle, seed uint64, n int, legal []rules.Command) {
		side := b.Prompt().Side
		before, _ := b.Save()
		for _, c := range legal {
			if c.Action != "draw" && c.Action != "draw_off_hand" {
				if b.ProbeAfter(c, func(rules.Battle) {}) {
					t.Fatalf("%v probed in place", c)
				}
				continue
			}
			cl := b.Clone()
			if _, err := cl.Apply(c); err != nil {
				t.Fatal(err)
			}
			want, _ := cl.Save()
			b.ProbeAfter(c, func(in rules.Battle) {
				probed++
				if got, _ := in.Save(); !bytes.Equal(got, want) {
					t.Fatalf("seed %d step %d: %v: the battle in place is not the one Apply leaves", seed, n, c)
				}
				got, wantList := in.Legal(side), cl.Legal(side)
				if !reflect.DeepEqual(got, wantList) {
					t.Fatalf("seed %d step %d: %v: the legal lists differ", seed, n, c)
				}
				for _, l := range got {
					o1, err1 := in.Odds(l)
					o2, err2 := cl.Odds(l)
					if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(o1, o2) {
						t.Fatalf("seed %d step %d: %v then %v: the odds differ", seed, n, c, l)
					}
				}
			})
			if after, _ := b.Save(); !bytes.Equal(before, after) {
				t.Fatalf("seed %d step %d: ProbeAfter(%v) changed the battle", seed, n, c)
			}
		}
	})
	t.Logf("%d Draws probed in place", probed)
	if probed < 50 {
		t.Fatalf("%d Draws probed in place: too few to tell", probed)
	}
}

// eachProbeState plays random battles on two fields, eight seeds each,
// picking commands with dice stream stream, and calls check with every
// state and its legal list; check must leave the battle as it found it,
// which eachProbeState checks by saving it before and after.
func eachProbeState(t *testing.T, stream uint64, check func(b *Battle, seed uint64, n int, legal []rules.Command)) {
	t.Helper()
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []*grid.Field{testField(), probeField()} {
		for seed := uint64(1); seed <= 8; seed++ {
			nb, err := r.NewBattle(rules.Setup{Field: field, Seed: seed, Sides: []rules.SideSetup{{Name: "A", Squad: "line", Hero: true}, {Name: "B", Squad: "raiders"}}})
			if err != nil {
				t.Fatal(err)
			}
			b := nb.(*Battle)
			pick := rules.NewDice(seed, stream)
			for n := 0; n < 400; n++ {
				if over, _ := b.Over(); over {
					break
				}
				legal := rulestest.Legal(b, b.Prompt().Side)
				before, _ := b.Save()
				check(b, seed, n, legal)
				if after, _ := b.Save(); !bytes.Equal(before, after) {
					t.Fatalf("seed %d step %d: the probe changed the battle", seed, n)
				}
				if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
