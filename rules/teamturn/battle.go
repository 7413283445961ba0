package teamturn

import (
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/battle"
	"sightline/rules/kit/catalog"
	"sightline/rules/kit/facing"
	kitsetup "sightline/rules/kit/setup"
	kitsight "sightline/rules/kit/sight"
)

// rulesetID is the ruleset's id (Ruleset.ID), which its saves and
// set-up errors name.
const rulesetID = "teamturn"

// MaxRounds is the last round a battle plays: at its end the side with
// more units still in the fight wins, and equal counts draw.
const MaxRounds = 30

// Ruleset is teamturn as a rules.Ruleset.
type Ruleset struct {
	content *Content
	// odds is the attacks' numbers remembered for every battle
	// (oddsmemo.go).
	odds *oddsMemo
	// sight is the lines of sight remembered for every battle (lines.go).
	sight *kitsight.Fields
}

// New returns the ruleset with its shipped content.
func New() (*Ruleset, error) { return NewWith(DefaultContent()) }

// NewWith returns the ruleset playing on other content, which it checks.
func NewWith(c *Content) (*Ruleset, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	return &Ruleset{content: c, odds: newOddsMemo(), sight: &kitsight.Fields{Keep: sightFields}}, nil
}

// ID returns "teamturn".
func (r *Ruleset) ID() string { return rulesetID }

// Name returns the system's name: its player characters are the
// Freelancers, fighting as a team.
func (r *Ruleset) Name() string { return "Freelancers (team turns)" }

// HeroRule says what a side of player characters changes: without an
// ambush, it takes the first team turn (G13).
func (r *Ruleset) HeroRule() string {
	return "The player characters' team takes the first team turn, unless another side springs an ambush."
}

// Squads returns the default squads.
func (r *Ruleset) Squads() []rules.Squad { return slices.Clone(r.content.Squads) }

// Templates returns every unit a squad can field.
func (r *Ruleset) Templates() []rules.Template {
	return catalog.Templates(r.content.Units, func(u *UnitSpec) rules.Template {
		return rules.Template{ID: u.ID, Name: u.Name, Role: u.Role, Kit: r.content.kit(u), Stats: stats(u)}
	})
}

// Battle is one teamturn fight: the kit's core (its state, field and
// start events) and its content.
type Battle struct {
	battle.Core[state, *state]
	// SettledOdds: no window changes an attack once declared (a target
	// of opportunity's strike comes after the shot that provoked it), so
	// the odds hold every window; HP fall, and a dying target's
	// death-check failures count, at once.
	battle.SettledOdds
	content *Content
	// memo is the movement searches (reach), shared with a clone.
	memo reachMemo
	// odds is the attacks' numbers, the ruleset's memo, shared with a
	// clone.
	odds *oddsMemo
	// sight is the lines of sight on the field, the ruleset's cache,
	// shared with a clone (lines.go).
	sight *grid.SightCache
	// specs holds each unit's template and weapons as the content had
	// them when the battle began (resolve), so that spec and weapon look
	// nothing up by id; never changed once made, it is shared with a
	// clone.
	specs []resolved
}

// resolved is a unit's template and its weapons, in the template's order.
type resolved struct {
	spec    *UnitSpec
	weapons []*WeaponSpec
}

// resolve fills b.specs from the content for b's units.
func (b *Battle) resolve() {
	b.specs = make([]resolved, len(b.S.Units))
	for i := range b.S.Units {
		s, ok := b.content.Unit(b.S.Units[i].Template)
		if !ok {
			continue
		}
		r := resolved{spec: s, weapons: make([]*WeaponSpec, len(s.Weapons))}
		for k, id := range s.Weapons {
			r.weapons[k], _ = b.content.Weapon(id)
		}
		b.specs[i] = r
	}
}

// NewBattle places the sides' squads in their spawn zones, picks the
// first team (G13), gives an ambush's surprised sides their stun
// counters and starts the first team turn.
func (r *Ruleset) NewBattle(s rules.Setup) (rules.Battle, error) {
	placed, err := kitsetup.Place(rulesetID, s, r.content.Squads, r.content.HasUnit)
	if err != nil {
		return nil, err
	}
	b := &Battle{content: r.content, odds: r.odds, sight: r.sight.On(s.Field)}
	battle.Init(&b.Core, rulesetID, s.Field)
	st := &b.S
	st.Seed, st.Dice, st.Winner, st.Round = s.Seed, rules.NewDice(s.Seed, 1), -1, 1
	st.Sides = slices.Clone(s.Sides)
	for _, p := range placed {
		spec, _ := r.content.Unit(p.Template)
		st.Units = append(st.Units, b.newUnit(len(st.Units), p.Side, spec, p.Pos))
	}
	ev := []rules.Event{{Kind: rules.EvBattleStart, Unit: rules.NoUnit, Target: rules.NoUnit}}
	b.resolve()
	b.open(&ev)
	battle.SetStart(&b.Core, ev)
	return b, nil
}

// newUnit makes unit id of side from its template, on p, facing the
// field's centre.
func (b *Battle) newUnit(id, side int, spec *UnitSpec, p grid.Pos) unit {
	u := unit{ID: id, Side: side, Template: spec.ID, Name: spec.Name, Pos: p, HP: spec.MaxHP, Slots: pools.Empty()}
	for _, wid := range spec.Weapons {
		w, _ := b.content.Weapon(wid)
		u.Integrity = append(u.Integrity, w.Integrity)
		u.Charged = append(u.Charged, true)
	}
	u.Facing = facing.Centre(b.Field(), p)
	return u
}

// spec returns u's template.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (b *Battle) spec(u *unit) *UnitSpec {
	if r := b.resolvedOf(u); r != nil {
		return r.spec
	}
	s, _ := b.content.Unit(u.Template)
	return s
}

// weapon returns u's weapon i.
func (b *Battle) weapon(u *unit, i int) *WeaponSpec {
	if r := b.resolvedOf(u); r != nil && i >= 0 && i < len(r.weapons) {
		if w := r.weapons[i]; w != nil && w.ID == r.spec.Weapons[i] {
			return w
		}
	}
	w, _ := b.content.Weapon(b.spec(u).Weapons[i])
	return w
}

// resolvedOf returns u's resolved template when b.specs holds it for
// u's template (a unit's template never changes in play; a test's may),
// nil otherwise.
func (b *Battle) resolvedOf(u *unit) *resolved {
	if u.ID < 0 || u.ID >= len(b.specs) {
		return nil
	}
	if r := &b.specs[u.ID]; r.spec != nil && r.spec.ID == u.Template {
		return r
	}
	return nil
}

// usable reports whether u's weapon i can be used: not ruined by
// fumbles, and an ability charged.
func (b *Battle) usable(u *unit, i int) bool {
	w := b.weapon(u, i)
	return (w.Integrity == 0 || u.Integrity[i] > 0) && (!w.ability() || u.Charged[i])
}

// ruined reports whether u's weapon i is ruined by fumbles.
func (b *Battle) ruined(u *unit, i int) bool {
	return b.weapon(u, i).Integrity > 0 && u.Integrity[i] <= 0
}

// MaxRounds returns the round limit (rules.RoundLimiter).
func (b *Battle) MaxRounds() int { return MaxRounds }

// Order lists the units in the fight team by team, from the team whose
// turn it is on; each side's units are together, in id order.
func (b *Battle) Order() []int {
	var out []int
	n := len(b.S.Teams)
	for k := 0; k < n; k++ {
		side := b.S.Teams[(b.S.Team+k)%n]
		for i := range b.S.Units {
			if u := &b.S.Units[i]; u.Side == side && u.HP > 0 {
				out = append(out, u.ID)
			}
		}
	}
	return out
}

// Covers returns every cover section's structure: teamturn's cover is
// not worn away, so each stands whole (1).
func (b *Battle) Covers() []int { return battle.Whole(b.Field()) }

// Sees reports whether side sees unit: its own units always; an enemy
// when it is not hidden and some unit of side in the fight has a clear
// line to it.
func (b *Battle) Sees(side, unit int) bool {
	return kitsight.Sees(side, unit, len(b.S.Units), b.sideLook, b.clearLine)
}

var _ rules.Viewer = (*Battle)(nil)

// View returns a copy of the battle as side knows it (rules.Viewer):
// the units side does not see now are absent in it, out of the fight
// and out of every walk's way wherever they stand (no opportunity,
// readied trigger, window or count).
func (b *Battle) View(side int) rules.Battle {
	return kitsight.View(b, side, func(c *Battle) []unit { return c.S.Units })
}

// sideLook returns unit i's side and what sight reads of it.
func (b *Battle) sideLook(i int) (int, kitsight.Look) { return b.S.Units[i].Side, b.look(i) }

// seenBy reports whether unit e sees unit t: a clear line, and t not
// hidden from it.
func (b *Battle) seenBy(e, t *unit) bool {
	return (e.Side == t.Side || !t.Hidden) && b.clearLine(e.Pos, t.Pos)
}

// Clone returns an independent copy, through the saved form so that no
// slice is shared.
func (b *Battle) Clone() rules.Battle {
	if b.odds == nil {
		b.odds = newOddsMemo()
	}
	c := &Battle{content: b.content, odds: b.odds, sight: b.sight, specs: b.specs}
	battle.Init(&c.Core, rulesetID, b.Field())
	c.S = b.S.clone()
	c.memo.moves, c.memo.disengages = b.memo.moves.Shared(), b.memo.disengages.Shared()
	return c
}

// side returns the side whose team turn it is.
func (b *Battle) side() int { return b.S.Teams[b.S.Team] }

// distance is the shared grid distance (common.md §12).
func distance(a, b grid.Pos) int { return grid.Distance(a, b) }
