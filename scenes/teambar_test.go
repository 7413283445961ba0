package scenes

import (
	"slices"
	"testing"

	"sightline/ai"
	"sightline/game"
)

// TestTeamEndTurn starts a teamturn battle of a person against the
// computer: on the person's team turn, whose End team turn names no
// unit, the action bar offers it to the selected member and E sends it.
func TestTeamEndTurn(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "teamturn", Map: "rooftops", Sides: []string{"human", "ai:normal"}, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := playToHumanTurn(s); err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, sl := range s.pick.slots {
		actions = append(actions, sl.action)
	}
	if !slices.Contains(actions, "end_turn") {
		t.Errorf("the bar of unit %d offers %v, no end_turn", s.pick.selected, actions)
	}
	pressOn(t, s, game.ActEndTurn)
	if !slices.Equal(s.sess.sent, []string{"end_turn"}) {
		t.Errorf("after E the person sent %v, note %q; want end_turn", s.sess.sent, s.note)
	}
}

// TestAllyActionNotArmed plays a person's side of a teamturn battle with
// the normal computer's choices and, on each of its team turn's
// decisions, selects every member in turn: the action armed on its own
// (the one a click on a unit sends) always has an enemy among its
// targets, never Help alone, or a click that selects a team mate would
// send Help on it.
func TestAllyActionNotArmed(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "teamturn", Map: "rooftops", Sides: []string{"human", "ai:normal"}, Seed: 4}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ai.New("normal", 1)
	if err != nil {
		t.Fatal(err)
	}
	offered := 0
	for turns := 0; turns < 12; turns++ {
		if err := playToHumanTurn(s); err != nil {
			t.Fatal(err)
		}
		units := s.sess.b.Units()
		for _, u := range units {
			if u.Side != 0 || !u.Active {
				continue
			}
			s.pick.selected, s.pick.armed = u.ID, -1
			s.pick.build(s.sess.b, s.sh.units)
			for _, sl := range s.pick.slots {
				if sl.action == "help" {
					offered++
				}
			}
			sl := s.pick.armedSlot()
			if sl == nil {
				continue
			}
			hostile := false
			for _, c := range s.pick.legal {
				if c.Unit == u.ID && c.Action == sl.action && c.Weapon == sl.weapon && c.Option == sl.option && c.Target >= 0 && units[c.Target].Side != 0 {
					hostile = true
				}
			}
			if !hostile {
				t.Fatalf("unit %d's bar arms %s, which targets no enemy", u.ID, sl.name)
			}
		}
		c, ok, err := p.Decide(s.sess.b.Clone(), 0)
		if err != nil || !ok {
			t.Fatalf("the computer's choice for the person: %v %v", ok, err)
		}
		s.sess.seats[0].choose(c)
	}
	if offered == 0 {
		t.Fatal("Help was never on a bar: the test shows nothing")
	}
}
