package ads

import (
	"errors"
	"math"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/oddscheck"
	"sightline/rules/rulestest"
)

// TestKnockoutOnStunnedMatchesPlay plays a breacher's Knockout Blow at a
// Stunned duelist, whom a failed Resolve against the damage knocks out at
// once, through the odds checker: the takedown the odds give is settled
// within the blow and is what play gives. Before, the odds counted no
// takedown (0 against 41% in play).
func TestKnockoutOnStunnedMatchesPlay(t *testing.T) {
	rs, err := New()
	if err != nil {
		t.Fatal(err)
	}
	f := openField(8)
	stage := func(seed uint64) (rules.Battle, rules.Command, error) {
		rb, err := rs.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: []rules.SideSetup{
			{Name: "A", Units: []string{"breacher"}}, {Name: "B", Units: []string{"duelist"}}}})
		if err != nil {
			return nil, rules.Command{}, err
		}
		b := rb.(*Battle)
		att, def := &b.s.Units[0], &b.s.Units[1]
		att.Pos, def.Pos = grid.Pos{X: 3, Y: 3}, grid.Pos{X: 4, Y: 3}
		b.s.Order, b.s.Turn = []int{att.ID, def.ID}, 0
		att.Ticks, def.Ticks = BaseTicks, BaseTicks
		def.Aff.Stun()
		c := rules.Command{Version: b.Version(), Side: att.Side, Action: "knockout_blow", Unit: att.ID, Target: def.ID, Weapon: 0}
		for _, l := range rulestest.Legal(b, att.Side) {
			if l.Action == c.Action && l.Target == def.ID && l.Weapon == 0 {
				return b, l, nil
			}
		}
		return nil, c, errors.New("no knockout blow with the maul")
	}
	r, err := oddscheck.Run(stage, 8000, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Takedown == nil || r.Takedown.Exact < 0.2 {
		t.Fatalf("check %+v: want a takedown settled within the blow", r)
	}
	for _, f := range []oddscheck.Figure{r.Hit, r.DamageMean, *r.Takedown} {
		if math.Abs(f.Z) > oddscheck.Limit {
			t.Errorf("check %+v", r)
		}
	}
}
