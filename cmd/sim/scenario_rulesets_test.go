package main

import (
	"slices"
	"strings"
	"testing"

	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
)

// renames are other names for the ADS actions a scenario's set-up plays,
// as another ruleset would call them; statusRenames the same for the
// statuses those actions give.
var renames = map[string]string{"take_cover": "get_behind", "drop_prone": "hit_the_dirt", "draw": "ready_weapon",
	"draw_off_hand": "ready_second", "aim": "steady", "hold": "let_it_go", "end_turn": "pass"}
var statusRenames = map[string]string{"prone": "lying", "in_cover": "sheltered", "aiming": "steadied"}

// renamedRuleset is ADS under renames: the same rules and tags, other
// action ids and status names.
type renamedRuleset struct{ rules.Ruleset }

func (r renamedRuleset) NewBattle(s rules.Setup) (rules.Battle, error) {
	b, err := r.Ruleset.NewBattle(s)
	if err != nil {
		return nil, err
	}
	return renamedBattle{b}, nil
}

// renamedBattle is an ADS battle whose commands and statuses are renamed.
type renamedBattle struct{ rules.Battle }

// original is the ADS id of a renamed action.
func original(action string) string {
	for k, v := range renames {
		if v == action {
			return k
		}
	}
	return action
}

func (b renamedBattle) Legal(side int) []rules.Command {
	out := slices.Clone(b.Battle.Legal(side))
	for i := range out {
		if n, ok := renames[out[i].Action]; ok {
			out[i].Action = n
		}
	}
	return out
}

func (b renamedBattle) Apply(c rules.Command) ([]rules.Event, error) {
	c.Action = original(c.Action)
	return b.Battle.Apply(c)
}

func (b renamedBattle) Odds(c rules.Command) (rules.Odds, error) {
	c.Action = original(c.Action)
	return b.Battle.Odds(c)
}

func (b renamedBattle) ActionTags(action string) []string {
	return b.Battle.(rules.ActionTagger).ActionTags(original(action))
}

func (b renamedBattle) Units() []rules.Unit {
	out := slices.Clone(b.Battle.Units())
	for i := range out {
		st := slices.Clone(out[i].Statuses)
		for j, s := range st {
			if n, ok := statusRenames[s]; ok {
				st[j] = n
			}
		}
		out[i].Statuses = st
	}
	return out
}

// TestScenarioStancesByTags prices scenarios under ADS and under ADS with
// its stance actions and statuses renamed: the set-up finds its commands
// by their tags and counts a stance taken by the command it played, so a
// ruleset naming them otherwise gets the same odds. Before, it asked for
// ADS's ids and statuses by name and refused the renamed battle.
func TestScenarioStancesByTags(t *testing.T) {
	ads, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	for _, body := range []string{
		`{"attacker": {"unit": "trooper", "elevation": 1, "stances": ["aimed"]}, "defender": {"unit": "gunner", "stances": ["prone"]}, "weapon": "rifle", "action": "burst", "distance": 8, "cover": {"material": "stone"}}`,
		`{"attacker": {"unit": "gunner", "stances": ["prone", "aimed"]}, "defender": {"unit": "trooper"}, "weapon": "pistol", "action": "straight_shot", "distance": 4}`,
		`{"attacker": {"unit": "duelist"}, "defender": {"unit": "breacher", "stances": ["prone"]}, "weapon": "machete", "action": "melee_strike", "distance": 1}`,
	} {
		s, err := parseScenario([]byte(body))
		if err != nil {
			t.Fatal(err)
		}
		want, err := s.odds(ads)
		if err != nil {
			t.Fatalf("%s under ADS: %v", body, err)
		}
		got, err := s.odds(renamedRuleset{ads})
		if err != nil {
			t.Fatalf("%s renamed: %v", body, err)
		}
		if got.Hit != want.Hit || got.Takedown != want.Takedown || len(got.Mods) != len(want.Mods) {
			t.Errorf("%s: renamed %+v, ADS %+v", body, got, want)
		}
	}
}

// TestScenarioCoverCategory checks a scenario's cover is read as a map's
// cover section is: a category for the rulesets that read one, the
// material sandbag when left out, the height following the category, and
// a category at odds with the height refused.
func TestScenarioCoverCategory(t *testing.T) {
	for _, c := range []struct {
		cover    string
		material string
		cat      grid.CoverCategory
		full     bool
	}{
		{`{"category": "three_quarter"}`, "sandbag", grid.CoverThreeQuarter, false},
		{`{"category": "full", "material": "concrete"}`, "concrete", grid.CoverFull, true},
		{`{"material": "stone", "height": "full"}`, "stone", grid.CategoryByHeight, true},
		{`{"material": "thin_wood", "category": "loophole"}`, "thin_wood", grid.CoverLoophole, false},
	} {
		s, err := parseScenario([]byte(`{"attacker": {"unit": "trooper"}, "defender": {"unit": "gunner"}, "weapon": "rifle", "action": "straight_shot", "distance": 6, "cover": ` + c.cover + `}`))
		if err != nil {
			t.Fatalf("%s: %v", c.cover, err)
		}
		f, _, def := s.field()
		if len(f.Covers) != 1 {
			t.Fatalf("%s: %d sections", c.cover, len(f.Covers))
		}
		cv := f.Covers[0]
		if grid.Materials[cv.Material].Name != c.material || cv.Category != c.cat || cv.Full != c.full || cv.Cell != def || cv.Edge != grid.West {
			t.Errorf("%s: section %+v", c.cover, cv)
		}
	}
	for _, bad := range []string{`{"category": "wall"}`, `{"category": "half", "height": "full"}`, `{"material": "cheese"}`, `{"height": "tall"}`} {
		if _, err := parseScenario([]byte(`{"attacker": {"unit": "trooper"}, "defender": {"unit": "gunner"}, "weapon": "rifle", "action": "straight_shot", "distance": 6, "cover": ` + bad + `}`)); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line", bad, err)
		}
	}
}
