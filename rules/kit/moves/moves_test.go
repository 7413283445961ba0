package moves

import (
	"testing"

	"sightline/rules"
)

type battle struct{ n int }
type unit struct{ id int }

func TestTable(t *testing.T) {
	offer := func(b *battle, u *unit, out []rules.Command) []rules.Command {
		return append(out, rules.Command{Action: "wait", Unit: u.id})
	}
	apply := func(b *battle, c rules.Command, ev *[]rules.Event) { b.n++ }
	tab := Table[*battle, *unit]{
		{ID: "wait", Name: "Wait", Effect: "Nothing.", Tags: []string{rules.TagEndTurn}, Icon: "hold", Offers: offer, Apply: apply},
	}
	if err := tab.Check(); err != nil {
		t.Fatal(err)
	}
	if tab.ByID("wait") == nil || tab.ByID("run") != nil || tab.Tags("wait")[0] != rules.TagEndTurn || tab.Tags("run") != nil {
		t.Error("lookups")
	}
	if in := tab.Infos(); len(in) != 1 || in[0].Icon != "hold" || in[0].Name != "Wait" {
		t.Errorf("infos %+v", in)
	}
	for _, bad := range []Table[*battle, *unit]{
		{{ID: "x", Name: "X", Effect: "e", Offers: offer}},
		{{ID: "x", Name: "X", Effect: "e", Offers: offer, Apply: apply}, {ID: "x", Name: "X", Effect: "e", Offers: offer, Apply: apply}},
		{{ID: "x", Name: "X", Effect: "e", Offers: offer, Apply: apply, Tags: []string{"fly"}}},
	} {
		if bad.Check() == nil {
			t.Errorf("%v passed the check", bad[0].ID)
		}
	}
}
