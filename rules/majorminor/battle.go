package majorminor

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
const rulesetID = "majorminor"

// MaxRounds is the last round a battle plays: at its end the side with
// more units still in the fight wins, and equal counts draw.
const MaxRounds = 30

// Ruleset is majorminor as a rules.Ruleset.
type Ruleset struct {
	content *Content
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
	return &Ruleset{content: c, sight: &kitsight.Fields{Keep: sightFields}}, nil
}

// ID returns "majorminor".
func (r *Ruleset) ID() string { return rulesetID }

// Name returns the system's name. The seed names none; the digest calls
// it by its Defense Checks and its three actions.
func (r *Ruleset) Name() string { return "Major/Minor (Defense Checks)" }

// HeroRule says what a side of player characters changes: its units are
// the player seats of the Initiate Order, the other sides the GM block.
func (r *Ruleset) HeroRule() string {
	return "Player characters take the seats of the turn order; everyone else acts as the GM's block."
}

// Squads returns the default squads.
func (r *Ruleset) Squads() []rules.Squad { return slices.Clone(r.content.Squads) }

// Templates returns every unit a squad can field.
func (r *Ruleset) Templates() []rules.Template {
	return catalog.Templates(r.content.Units, func(u *UnitSpec) rules.Template {
		return rules.Template{ID: u.ID, Name: u.Name, Role: u.Role, Kit: r.content.kit(u), Stats: stats(u)}
	})
}

// Battle is one majorminor fight: the kit's core (its state, field and
// start events) and its content.
type Battle struct {
	battle.Core[state, *state]
	// SettledOdds: the odds price an attack as declared, with no Assist
	// or Disrupt, so every window is held, and HP fall at once.
	battle.SettledOdds
	content *Content
	// memo is the movement searches (reach), shared with a clone.
	memo reachMemo
	// sight is the lines of sight on the field, the ruleset's cache,
	// shared with a clone (lines.go).
	sight *grid.SightCache
}

// NewBattle places the sides' squads in their spawn zones, rolls the
// Contested Check for the opening of the approach (G11) and starts the
// first turn.
func (r *Ruleset) NewBattle(s rules.Setup) (rules.Battle, error) {
	placed, err := kitsetup.Place(rulesetID, s, r.content.Squads, r.content.HasUnit)
	if err != nil {
		return nil, err
	}
	b := &Battle{content: r.content, sight: r.sight.On(s.Field)}
	battle.Init(&b.Core, rulesetID, s.Field)
	st := &b.S
	st.Seed, st.Dice, st.Winner, st.Initiator = s.Seed, rules.NewDice(s.Seed, 1), -1, -1
	st.Sides = slices.Clone(s.Sides)
	st.Phase, st.Round = phaseApproach, 1
	for _, p := range placed {
		spec, _ := r.content.Unit(p.Template)
		st.Units = append(st.Units, b.newUnit(len(st.Units), p.Side, spec, p.Pos))
	}
	ev := []rules.Event{{Kind: rules.EvBattleStart, Unit: rules.NoUnit, Target: rules.NoUnit}}
	b.openApproach(&ev)
	battle.SetStart(&b.Core, ev)
	return b, nil
}

// newUnit makes unit id of side from its template, on p, facing the
// field's centre.
func (b *Battle) newUnit(id, side int, spec *UnitSpec, p grid.Pos) unit {
	u := unit{ID: id, Side: side, Template: spec.ID, Name: spec.Name, Pos: p, HP: spec.MaxHP,
		Broken: make([]bool, len(spec.Weapons)), Slots: pools.Empty(), Grappling: -1, GrappledBy: -1}
	u.Facing = facing.Centre(b.Field(), p)
	return u
}

// spec returns u's template.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func (b *Battle) spec(u *unit) *UnitSpec {
	s, _ := b.content.Unit(u.Template)
	return s
}

// weapon returns u's weapon i.
func (b *Battle) weapon(u *unit, i int) *WeaponSpec {
	w, _ := b.content.Weapon(b.spec(u).Weapons[i])
	return w
}

// MaxRounds returns the round limit (rules.RoundLimiter).
func (b *Battle) MaxRounds() int { return MaxRounds }

// Order lists the seat order from the unit whose turn it is on, then the
// seats before it, skipping units out of the fight.
func (b *Battle) Order() []int {
	n := len(b.S.Order)
	var out []int
	for k := 0; k < n; k++ {
		id := b.S.Order[(b.S.Turn+k)%n]
		if b.S.Units[id].HP > 0 {
			out = append(out, id)
		}
	}
	return out
}

// Covers returns every cover section's structure: majorminor's cover is
// not worn away, so each stands whole (1).
func (b *Battle) Covers() []int { return battle.Whole(b.Field()) }

// Sees reports whether any unit of side still in the fight has a clear
// line to unit; a side sees its own units.
func (b *Battle) Sees(side, unit int) bool {
	return kitsight.Sees(side, unit, len(b.S.Units), b.sideLook, b.clearLine)
}

var _ rules.Viewer = (*Battle)(nil)

// View returns a copy of the battle as side knows it (rules.Viewer):
// the units side does not see now are absent in it, out of the fight
// and out of every walk's way wherever they stand (no opportunity,
// window or count).
func (b *Battle) View(side int) rules.Battle {
	return kitsight.View(b, side, func(c *Battle) []unit { return c.S.Units })
}

// sideLook returns unit i's side and what sight reads of it.
func (b *Battle) sideLook(i int) (int, kitsight.Look) { return b.S.Units[i].Side, b.look(i) }

// Clone returns an independent copy: the state a Save and a Load would
// give, deep-copied without the JSON round trip (clone.go).
func (b *Battle) Clone() rules.Battle {
	c := &Battle{content: b.content, sight: b.sight}
	battle.Init(&c.Core, rulesetID, b.Field())
	c.S = b.S.clone()
	c.memo = b.memo.shared()
	return c
}

// active reports whether unit id is still in the fight.
func (b *Battle) active(id int) bool { return b.S.Units[id].HP > 0 }

// seats splits the units into the player seats (the hero side's units,
// or side 1's when no side is of player characters) and the GM block.
func (b *Battle) seats() (players, gm []int) {
	hero := slices.IndexFunc(b.S.Sides, func(s rules.SideSetup) bool { return s.Hero })
	if hero < 0 {
		hero = 0
	}
	for _, u := range b.S.Units {
		if u.Side == hero {
			players = append(players, u.ID)
		} else {
			gm = append(gm, u.ID)
		}
	}
	return players, gm
}

// current returns the unit whose turn it is.
func (b *Battle) current() *unit { return &b.S.Units[b.S.Order[b.S.Turn]] }
