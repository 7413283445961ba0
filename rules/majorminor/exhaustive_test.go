package majorminor

import (
	"math"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// script is a dice.Source that returns its faces in turn.
type script struct {
	faces []int
	n     int
}

func (s *script) D(int) int {
	f := s.faces[s.n]
	s.n++
	return f
}

// TestOddsEqualPlayExhaustively plays an attack on every outcome of its
// dice (the d20, a Critical Fail's d100, the Damage Check's d20), each
// with its probability, through the battle's own resolution, and holds
// the odds' hit chance, damage distribution and takedown to the sums:
// odds and play agree exactly, not within sampling error.
func TestOddsEqualPlayExhaustively(t *testing.T) {
	for _, c := range []struct {
		name     string
		dist     int
		weapon   int
		defense  int
		hp       int
		approach bool
	}{
		{"near", 3, 0, 14, 20, false},
		{"beyond range", 15, 0, 9, 12, false},
		{"in melee with a gun", 1, 0, 11, 8, false},
		{"machete", 1, 1, 16, 20, false},
		{"before combat, defense unknown", 6, 0, 0, 14, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newTestBattle(t, 30, 3, []placed{{"tester", 0, grid.Pos{X: 1, Y: 1}}, {"tester", 1, grid.Pos{X: 1 + c.dist, Y: 1}}}, false)
			if !c.approach {
				inCombat(b, 0, map[int]int{1: c.defense})
			}
			b.S.Units[0].Held = c.weapon
			b.S.Units[1].HP = c.hp
			o, err := b.Odds(rules.Command{Action: "attack", Unit: 0, Target: 1, Weapon: c.weapon})
			if err != nil {
				t.Fatal(err)
			}
			var hit, takedown float64
			dmg := map[int]float64{}
			// Defense Checks: one face when known, every d20 when not.
			defs := []int{0}
			if c.approach {
				defs = make([]int, 20)
				for i := range defs {
					defs[i] = i + 1
				}
			}
			for _, df := range defs {
				for nat := 1; nat <= 20; nat++ {
					d100s := []int{0}
					if nat == 1 {
						d100s = make([]int, 100)
						for i := range d100s {
							d100s[i] = i + 1
						}
					}
					for _, d100 := range d100s {
						for dd := 1; dd <= 20; dd++ {
							p := 1.0 / 20 / 20 / float64(len(d100s)) / float64(len(defs))
							cl := b.Clone().(*Battle)
							faces := []int{nat}
							if nat == 1 {
								faces = append(faces, d100)
							}
							faces = append(faces, dd)
							var ev []rules.Event
							if c.approach {
								sp := cl.spec(&cl.S.Units[1])
								cl.S.Units[1].Defense, cl.S.Units[1].HasDefense = df+sp.Ath+sp.ArmourAdj, true
							}
							cl.resolveOn(&script{faces: faces}, &pending{Attacker: 0, Target: 1, Weapon: c.weapon}, &ev)
							taken := 0
							for _, e := range ev {
								if e.Kind == rules.EvRoll && e.Action == "attack" && e.Hit {
									hit += p
								}
								if e.Kind == rules.EvDamage && e.Target == 1 {
									taken += e.Value
								}
							}
							dmg[taken] += p
							if cl.S.Units[1].HP <= 0 {
								takedown += p
							}
						}
					}
				}
			}
			near := func(what string, got, want float64) {
				if math.Abs(got-want) > 1e-12 {
					t.Errorf("%s: odds %.15f, play %.15f", what, got, want)
				}
			}
			near("hit", o.Hit, hit)
			near("takedown", o.Takedown, takedown)
			for k := range max(len(o.Damage), 80) {
				var od float64
				if k < len(o.Damage) {
					od = o.Damage[k]
				}
				near("damage "+string(rune('0'+k%10)), od, dmg[k])
			}
		})
	}
}
