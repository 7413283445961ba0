package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"sightline/maps"
	"sightline/rules"
	"sightline/rules/files"
	"sightline/rules/grid"
	"sightline/rules/oddscheck"
)

// scenario is a sim odds situation: two units facing each other along a
// row of floor squares, so that the engine itself rolls up every
// modifier (range band, cover, higher ground, prone, aim) and prices the
// attack with Battle.Odds. The JSON format:
//
//	{
//	  "attacker": {"unit": "trooper", "elevation": 1, "stances": ["aimed"]},
//	  "defender": {"unit": "gunner", "stances": ["prone"], "stamina": 0, "wounds": 6, "statuses": ["dazed"]},
//	  "weapon": "rifle",
//	  "action": "burst",
//	  "distance": 8,
//	  "cover": {"material": "stone", "height": "half"}
//	}
//
// unit is one of the ruleset's unit templates; weapon names one of the
// attacker's weapons by template id or shown name; action is the
// ruleset's attack action id; distance is in squares (1 for melee);
// elevation is the height level of the unit's square (default 0); cover,
// if any, stands on the defender's edge facing the attacker, as a map's
// cover section is written (maps.CoverSection: a material, default
// sandbag; a height, half or full; a category for the rulesets that read
// one), and the defender has taken it; stances are "prone" for either
// unit and "aimed" for the attacker, each listed once. stamina and wounds
// set the unit's health tracks of those names, defense_check its current
// Defense Check (majorminor), and statuses gives it the ruleset's
// statuses by id, just before the attack, through
// rules.UnitPreparer (the ruleset says what it accepts; anything else is
// refused). The attacker draws the weapon first
// when the ruleset tracks the weapon in hand. The stances are commands
// found by their tags (rules.ActionTagger), so the same file format
// serves every ruleset.
type scenario struct {
	Attacker scenarioUnit   `json:"attacker"`
	Defender scenarioUnit   `json:"defender"`
	Weapon   string         `json:"weapon"`
	Action   string         `json:"action"`
	Distance int            `json:"distance"`
	Cover    *scenarioCover `json:"cover,omitempty"`
}

// scenarioUnit is one side of a scenario.
type scenarioUnit struct {
	Unit      string   `json:"unit"`
	Elevation int      `json:"elevation,omitempty"`
	Stances   []string `json:"stances,omitempty"`
	// Stamina and Wounds, when given, set the unit's tracks of those
	// names; Statuses are ruleset status ids ("dazed", "stunned").
	Stamina  *int     `json:"stamina,omitempty"`
	Wounds   *int     `json:"wounds,omitempty"`
	Statuses []string `json:"statuses,omitempty"`
	// DefenseCheck, when given, is the unit's current Defense Check
	// (majorminor), its track "Defense Check"; without it the odds are
	// over the check's distribution.
	DefenseCheck *int `json:"defense_check,omitempty"`
}

// prepared reports whether the unit asks for a state of its own.
func (u scenarioUnit) prepared() bool {
	return u.Stamina != nil || u.Wounds != nil || u.DefenseCheck != nil || len(u.Statuses) > 0
}

// tracks lists the tracks the unit sets, Wounds first.
func (u scenarioUnit) tracks() []rules.Track {
	var t []rules.Track
	if u.Wounds != nil {
		t = append(t, rules.Track{Name: "Wounds", Value: *u.Wounds})
	}
	if u.DefenseCheck != nil {
		t = append(t, rules.Track{Name: "Defense Check", Value: *u.DefenseCheck})
	}
	if u.Stamina != nil {
		t = append(t, rules.Track{Name: "Stamina", Value: *u.Stamina})
	}
	return t
}

// scenarioCover is the cover in front of the defender.
type scenarioCover struct {
	Material string `json:"material,omitempty"`
	Height   string `json:"height,omitempty"`
	Category string `json:"category,omitempty"`
}

// maxScenarioBytes caps a scenario file read.
const maxScenarioBytes = 1 << 20

// readScenario loads and checks a scenario file; errors are one line
// naming it.
func readScenario(path string) (*scenario, error) {
	data, err := files.Read(path, maxScenarioBytes, "a scenario")
	if err != nil {
		return nil, err
	}
	s, err := parseScenario(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return s, nil
}

// parseScenario decodes and checks a scenario file's bytes.
func parseScenario(data []byte) (*scenario, error) {
	if len(data) > maxScenarioBytes {
		return nil, files.TooLarge(maxScenarioBytes, "a scenario")
	}
	var s scenario
	if err := files.Decode(data, &s); errors.Is(err, files.ErrTrailing) {
		return nil, errors.New("unexpected data after the scenario")
	} else if err != nil {
		return nil, fmt.Errorf("not a scenario: %v", err)
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	return &s, nil
}

// check validates what decoding cannot.
func (s *scenario) check() error {
	switch {
	case s.Attacker.Unit == "" || s.Defender.Unit == "":
		return fmt.Errorf("attacker.unit and defender.unit are required")
	case s.Weapon == "" || s.Action == "":
		return fmt.Errorf("weapon and action are required")
	case s.Distance < 1 || s.Distance > 200:
		return fmt.Errorf("distance %d: must be 1 to 200 squares", s.Distance)
	}
	for _, u := range []struct {
		name string
		su   scenarioUnit
		ok   []string
	}{{"attacker", s.Attacker, []string{"prone", "aimed"}}, {"defender", s.Defender, []string{"prone"}}} {
		if u.su.Elevation < 0 || u.su.Elevation > 20 {
			return fmt.Errorf("%s.elevation %d: must be 0 to 20", u.name, u.su.Elevation)
		}
		for i, st := range u.su.Stances {
			if !slices.Contains(u.ok, st) {
				return fmt.Errorf("%s stance %q: use %s", u.name, st, strings.Join(u.ok, " or "))
			}
			if slices.Contains(u.su.Stances[:i], st) {
				return fmt.Errorf("%s stance %q listed twice", u.name, st)
			}
		}
		for _, c := range []struct {
			name string
			v    *int
		}{{"stamina", u.su.Stamina}, {"wounds", u.su.Wounds}, {"defense_check", u.su.DefenseCheck}} {
			if c.v != nil && (*c.v < 0 || *c.v > 1000) {
				return fmt.Errorf("%s.%s %d: must be 0 to 1000 (the ruleset may allow fewer)", u.name, c.name, *c.v)
			}
		}
		for i, st := range u.su.Statuses {
			if st == "" || slices.Contains(u.su.Statuses[:i], st) {
				return fmt.Errorf("%s status %q: empty or listed twice", u.name, st)
			}
		}
	}
	if c := s.Cover; c != nil {
		if _, err := maps.CoverSection(c.Material, c.Height, c.Category); err != nil {
			return err
		}
	}
	return nil
}

// field builds the scenario's battlefield: a row of floor squares with
// the attacker at x=1 and the defender distance squares east, each on a
// one-square spawn zone, and the cover on the defender's west edge.
func (s *scenario) field() (f *grid.Field, attacker, defender grid.Pos) {
	f = grid.NewField("scenario", s.Distance+3, 3)
	attacker, defender = grid.Pos{X: 1, Y: 1}, grid.Pos{X: 1 + s.Distance, Y: 1}
	f.At(attacker).Elevation = int8(s.Attacker.Elevation)
	f.At(defender).Elevation = int8(s.Defender.Elevation)
	f.Zones = []grid.Zone{
		{Name: "attacker", Side: 0, Sides: 2, Tiles: []grid.Pos{attacker}},
		{Name: "defender", Side: 1, Sides: 2, Tiles: []grid.Pos{defender}},
	}
	if c := s.Cover; c != nil {
		cv, _ := maps.CoverSection(c.Material, c.Height, c.Category)
		cv.Cell, cv.Edge = defender, grid.West
		f.Covers = append(f.Covers, cv)
		f.VEdges[defender.Y*(f.W+1)+defender.X] = 0
	}
	return f, attacker, defender
}

// odds sets the scenario up under r and returns the engine's odds of its
// attack. It plays the turns needed to put the units in their stances
// (the defender first, then the attacker's prone and aim), letting pass
// any opportunity a stance gives, then prices the legal attack command
// the scenario describes. Every command it plays is found by its tag
// (rules.TagTakeCover, TagGoProne, TagDraw, TagAim, TagHold, TagEndTurn;
// the action id itself where the battle tags nothing), and a stance
// counts as taken once its command is played, whatever status the
// ruleset then names.
func (s *scenario) odds(r rules.Ruleset) (rules.Odds, error) {
	b, c, err := s.stager(r)(1)
	if err != nil {
		return rules.Odds{}, err
	}
	return b.Odds(c)
}

// stager returns the scenario's oddscheck.Stage under r: it sets the
// scenario up on a battle seeded with seed, as odds describes, and returns
// the battle waiting on the attacker and the legal attack command, for
// odds and the check. The units' stamina, wounds and statuses are set
// just before the attack, so that no turn of the set-up plays them out.
// The stage may run on several goroutines at once.
func (s *scenario) stager(r rules.Ruleset) oddscheck.Stage {
	ids := weaponIDs(r)
	// A ruleset with no action that takes cover (majorminor: cover counts
	// wherever it stands) has the defender in it already. Read once: a
	// check stages a battle per attack it plays.
	takesCover := slices.ContainsFunc(r.Reference().Actions, func(a rules.ActionInfo) bool { return slices.Contains(a.Tags, rules.TagTakeCover) })
	return func(seed uint64) (rules.Battle, rules.Command, error) { return s.stage(r, ids, takesCover, seed) }
}

// stage is the stager's stage, with the content ids of r's weapons by
// shown name, and whether r has an action that takes cover.
func (s *scenario) stage(r rules.Ruleset, ids map[string]string, takesCover bool, seed uint64) (rules.Battle, rules.Command, error) {
	fail := func(err error) (rules.Battle, rules.Command, error) { return nil, rules.Command{}, err }
	f, _, _ := s.field()
	b, err := r.NewBattle(rules.Setup{Field: f, Seed: seed, Sides: []rules.SideSetup{
		{Name: "attacker", Units: []string{s.Attacker.Unit}},
		{Name: "defender", Units: []string{s.Defender.Unit}},
	}})
	if err != nil {
		return fail(err)
	}
	const att, def = 0, 1
	weapon := -1
	for i, w := range b.Units()[att].Weapons {
		if strings.EqualFold(w.Name, s.Weapon) || (ids[w.Name] != "" && strings.EqualFold(ids[w.Name], s.Weapon)) {
			weapon = i
		}
	}
	if weapon < 0 {
		var names []string
		for _, w := range b.Units()[att].Weapons {
			names = append(names, w.Name)
		}
		return fail(fmt.Errorf("the %s carries no %q (has %s)", s.Attacker.Unit, s.Weapon, strings.Join(names, ", ")))
	}
	tagger, _ := b.(rules.ActionTagger)
	tagged := func(action, tag string) bool {
		if tagger == nil {
			return action == tag
		}
		return slices.Contains(tagger.ActionTags(action), tag)
	}
	wants := func(u scenarioUnit, st string) bool { return slices.Contains(u.Stances, st) }
	var prone [2]bool
	covered, aimed := s.Cover == nil || !takesCover, false
	for n := 0; n < 200; n++ {
		if over, _ := b.Over(); over {
			break
		}
		p := b.Prompt()
		legal := rules.Expand(b, b.Legal(p.Side))
		// A team's turn names no unit (teamturn): the side's one unit
		// acts in it, and its end is the team's, naming none.
		who := p.Unit
		if p.Kind == rules.PromptTurn && who == rules.NoUnit {
			who = att
			if p.Side != 0 {
				who = def
			}
		}
		pick := func(tag string) (rules.Command, bool) {
			for _, c := range legal {
				if (c.Unit == who || c.Unit == rules.NoUnit && tag == rules.TagEndTurn) && tagged(c.Action, tag) && (tag != rules.TagDraw || c.Weapon == weapon) {
					return c, true
				}
			}
			return rules.Command{}, false
		}
		var c rules.Command
		ok := false
		defReady := (!wants(s.Defender, "prone") || prone[def]) && covered
		drawn := b.Units()[att].Weapons[weapon].Drawn || !hasDrawn(b.Units()[att])
		switch {
		case p.Kind != rules.PromptTurn:
			// A stance taken within reach of the other unit may give it
			// an opportunity (Drop Prone next to a foe provokes a
			// Reaction Strike in ADS): the scenario describes stances,
			// not blows, so it is let pass.
			c, ok = pick(rules.TagHold)
			if !ok {
				return fail(fmt.Errorf("setting the stances raised a %q decision", p.Kind))
			}
		case who == def && !covered:
			// A defender behind cover has taken it.
			c, ok = pick(rules.TagTakeCover)
			covered = ok
		case who == def && !defReady:
			c, ok = pick(rules.TagGoProne)
			prone[def] = ok
		case who == att && !drawn:
			c, ok = pick(rules.TagDraw)
		case who == att && defReady && wants(s.Attacker, "prone") && !prone[att]:
			c, ok = pick(rules.TagGoProne)
			prone[att] = ok
		case who == att && defReady && wants(s.Attacker, "aimed") && !aimed:
			c, ok = pick(rules.TagAim)
			aimed = ok
		case who == att && defReady:
			if err := s.prepare(b, att, def); err != nil {
				return fail(err)
			}
			legal = rules.Expand(b, b.Legal(p.Side))
			var attacks []string
			for _, l := range legal {
				if l.Unit == att && l.Target == def {
					if l.Action == s.Action && l.Weapon == weapon {
						return b, l, nil
					}
					attacks = append(attacks, l.Action)
				}
			}
			slices.Sort(attacks)
			attacks = slices.Compact(attacks)
			return fail(fmt.Errorf("%s with the %s is not legal here (legal attacks on the defender: %s)", s.Action, b.Units()[att].Weapons[weapon].Name, orNone(attacks)))
		default:
			c, ok = pick(rules.TagEndTurn)
		}
		if !ok {
			return fail(fmt.Errorf("the %s cannot take its stance now", b.Units()[who].Name))
		}
		if _, err := b.Apply(c); err != nil {
			return fail(err)
		}
	}
	return fail(fmt.Errorf("the units never reached their stances"))
}

// prepare puts the attacker (unit att) and the defender (def) in the
// states the scenario asks for, through rules.UnitPreparer.
func (s *scenario) prepare(b rules.Battle, att, def int) error {
	up, _ := b.(rules.UnitPreparer)
	for _, u := range []struct {
		name string
		id   int
		su   scenarioUnit
	}{{"attacker", att, s.Attacker}, {"defender", def, s.Defender}} {
		if !u.su.prepared() {
			continue
		}
		if up == nil {
			return fmt.Errorf("%s: the ruleset cannot set a unit's stamina, wounds, defense check or statuses", u.name)
		}
		if err := up.PrepareUnit(u.id, u.su.tracks(), u.su.Statuses); err != nil {
			return fmt.Errorf("%s: %v", u.name, err)
		}
	}
	return nil
}

// hasDrawn reports whether the ruleset tracks which of u's weapons is in
// hand.
func hasDrawn(u rules.Unit) bool {
	return slices.ContainsFunc(u.Weapons, func(w rules.Weapon) bool { return w.Drawn })
}

// orNone joins names, or says none.
func orNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
