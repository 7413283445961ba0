package majorminor

import (
	"encoding/json"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/catalog"
	"sightline/rules/kit/facing"
	kitsetup "sightline/rules/kit/setup"
	kitsight "sightline/rules/kit/sight"
	kitstate "sightline/rules/kit/state"
)

// MaxRounds is the last round a battle plays: at its end the side with
// more units still in the fight wins, and equal counts draw.
const MaxRounds = 30

// Ruleset is majorminor as a rules.Ruleset.
type Ruleset struct {
	content *Content
}

// New returns the ruleset with its shipped content.
func New() (*Ruleset, error) {
	c := DefaultContent()
	if err := c.Check(); err != nil {
		return nil, err
	}
	return &Ruleset{content: c}, nil
}

// ID returns "majorminor".
func (r *Ruleset) ID() string { return "majorminor" }

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

// Battle is one majorminor fight.
type Battle struct {
	field   *grid.Field
	content *Content
	s       state
	// start holds the events of the battle's start, for StartEvents.
	start []rules.Event
	// memo is the movement searches (reach), shared with a clone.
	memo reachMemo
}

// NewBattle places the sides' squads in their spawn zones, rolls the
// Contested Check for the opening of the approach (G11) and starts the
// first turn.
func (r *Ruleset) NewBattle(s rules.Setup) (rules.Battle, error) {
	placed, err := kitsetup.Place("majorminor", s, r.content.Squads, r.content.hasUnit)
	if err != nil {
		return nil, err
	}
	b := &Battle{field: s.Field, content: r.content}
	st := &b.s
	st.Ruleset, st.Seed, st.Dice, st.Winner, st.Initiator = "majorminor", s.Seed, rules.NewDice(s.Seed, 1), -1, -1
	st.Sides = slices.Clone(s.Sides)
	st.Phase, st.Round = phaseApproach, 1
	for _, p := range placed {
		spec, _ := r.content.Unit(p.Template)
		st.Units = append(st.Units, b.newUnit(len(st.Units), p.Side, spec, p.Pos))
	}
	ev := []rules.Event{{Kind: rules.EvBattleStart, Unit: rules.NoUnit, Target: rules.NoUnit}}
	b.openApproach(&ev)
	b.start = ev
	return b, nil
}

// newUnit makes unit id of side from its template, on p, facing the
// field's centre.
func (b *Battle) newUnit(id, side int, spec *UnitSpec, p grid.Pos) unit {
	u := unit{ID: id, Side: side, Template: spec.ID, Name: spec.Name, Pos: p, HP: spec.MaxHP,
		Broken: make([]bool, len(spec.Weapons)), Slots: pools.Empty(), Grappling: -1, GrappledBy: -1}
	u.Facing = facing.Centre(b.field, p)
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

// StartEvents returns the events of the battle's start.
func (b *Battle) StartEvents() []rules.Event { return slices.Clone(b.start) }

// Ruleset returns "majorminor".
func (b *Battle) Ruleset() string { return "majorminor" }

// Field returns the battlefield.
func (b *Battle) Field() *grid.Field { return b.field }

// Version rises with every accepted command.
func (b *Battle) Version() uint64 { return b.s.Version }

// Round is the current round.
func (b *Battle) Round() int { return b.s.Round }

// MaxRounds returns the round limit (rules.RoundLimiter).
func (b *Battle) MaxRounds() int { return MaxRounds }

// Over reports the end and the winner.
func (b *Battle) Over() (bool, int) { return b.s.Over, b.s.Winner }

// Order lists the seat order from the unit whose turn it is on, then the
// seats before it, skipping units out of the fight.
func (b *Battle) Order() []int {
	n := len(b.s.Order)
	var out []int
	for k := 0; k < n; k++ {
		id := b.s.Order[(b.s.Turn+k)%n]
		if b.s.Units[id].HP > 0 {
			out = append(out, id)
		}
	}
	return out
}

// Covers returns every cover section's structure: majorminor's cover is
// not worn away, so each stands whole (1).
func (b *Battle) Covers() []int {
	out := make([]int, len(b.field.Covers))
	for i := range out {
		out[i] = 1
	}
	return out
}

// Sees reports whether any unit of side still in the fight has a clear
// line to unit; a side sees its own units.
func (b *Battle) Sees(side, unit int) bool {
	return kitsight.Sees(side, unit, len(b.s.Units), b.sideLook, b.clearLine)
}

// sideLook returns unit i's side and what sight reads of it.
func (b *Battle) sideLook(i int) (int, kitsight.Look) { return b.s.Units[i].Side, b.look(i) }

// clearLine reports whether a unit on a sees a unit on c.
func (b *Battle) clearLine(a, c grid.Pos) bool { return grid.LineOfSight(b.field, a, c, nil) }

// Save writes the whole state as JSON.
func (b *Battle) Save() ([]byte, error) { return json.Marshal(&b.s) }

// Hash is the sha256 of the saved state, in hex.
func (b *Battle) Hash() string { return kitstate.Hash(&b.s) }

// Clone returns an independent copy, through the saved form so that no
// slice is shared.
func (b *Battle) Clone() rules.Battle {
	c := &Battle{field: b.field, content: b.content}
	kitstate.Copy(&c.s, &b.s)
	c.memo = b.memo.shared()
	return c
}

// active reports whether unit id is still in the fight.
func (b *Battle) active(id int) bool { return b.s.Units[id].HP > 0 }

// seats splits the units into the player seats (the hero side's units,
// or side 1's when no side is of player characters) and the GM block.
func (b *Battle) seats() (players, gm []int) {
	hero := slices.IndexFunc(b.s.Sides, func(s rules.SideSetup) bool { return s.Hero })
	if hero < 0 {
		hero = 0
	}
	for _, u := range b.s.Units {
		if u.Side == hero {
			players = append(players, u.ID)
		} else {
			gm = append(gm, u.ID)
		}
	}
	return players, gm
}

// current returns the unit whose turn it is.
func (b *Battle) current() *unit { return &b.s.Units[b.s.Order[b.s.Turn]] }

// NewWith returns the ruleset playing on other content, which it checks.
func NewWith(c *Content) (*Ruleset, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	return &Ruleset{content: c}, nil
}
