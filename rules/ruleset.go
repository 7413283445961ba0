package rules

import (
	"fmt"
	"sort"

	"sightline/rules/grid"
)

// Ruleset builds and restores battles under one tabletop combat system.
type Ruleset interface {
	// ID is the stable registry key: "ads", "ail", "d100", "majorminor" or
	// "teamturn".
	ID() string
	// Name is the system's name as players know it.
	Name() string
	// Reference describes the ruleset for the in-game help, generated from
	// its own data so that it cannot drift from the rules it plays.
	Reference() Reference
	// Squads lists the default squads a skirmish can field.
	Squads() []Squad
	// Templates lists the units a squad can field one by one
	// (SideSetup.Units), for a player building a squad of their own.
	Templates() []Template
	// NewBattle starts a battle.
	NewBattle(s Setup) (Battle, error)
	// Load restores a battle written by Battle.Save onto its field
	// (loader: every build but the browser's).
	loader
}

// Setup describes a battle to start.
type Setup struct {
	Field *grid.Field
	Seed  uint64
	// Sides lists one entry per spawn side, in spawn-zone order.
	Sides []SideSetup
}

// SideSetup is one side of a battle: a name and the squad it fields.
type SideSetup struct {
	Name string `json:"name"`
	// Squad is the id of one of the ruleset's Squads, or empty when Units
	// is given.
	Squad string `json:"squad,omitempty"`
	// Units lists the ruleset's unit template ids to field instead of a
	// default squad, for custom squads (sim battle --squads).
	Units []string `json:"units,omitempty"`
	// Hero marks a side of player characters, for rulesets where that
	// matters (ads initiative ties: players before NPCs).
	Hero bool `json:"hero,omitempty"`
	// Ambush marks the side that springs an ambush: rulesets with a
	// surprise round open the battle with one against the other sides.
	Ambush bool `json:"ambush,omitempty"`
}

// Squad is a named default team for skirmish.
type Squad struct {
	ID    string   `json:"id"`
	Name  string   `json:"name"`
	Units []string `json:"units"` // the ruleset's unit template ids
}

// Template is one unit a ruleset can field, as a squad builder shows it.
type Template struct {
	// ID is what SideSetup.Units names.
	ID   string `json:"id"`
	Name string `json:"name"`
	// Role is what the unit does in a fight ("rifleman", "melee").
	Role string `json:"role"`
	// Kit tells its weapons and armour in one line.
	Kit string `json:"kit"`
	// Stats tells its numbers (characteristics, skills, speed, feats) in
	// one line, as the system's players write them.
	Stats string `json:"stats"`
}

// Prompt says who the battle waits on and why.
type Prompt struct {
	// Side must send the next command.
	Side int `json:"side"`
	// Unit is the unit whose turn it is or who may react; NoUnit for a
	// whole team's turn.
	Unit int `json:"unit"`
	// Kind is PromptTurn for an ordinary turn, PromptOver once the battle
	// is over, or a reaction window: PromptDefend, or one of the
	// ruleset's own such as ADS's "overwatch".
	Kind string `json:"kind"`
	// Attacker, for reaction windows, is the unit that provoked it.
	Attacker int `json:"attacker"`
	// Text explains the decision to a player.
	Text string `json:"text,omitempty"`
	// Hint says in a line what the answers of a reaction window do
	// ("Step into the square it left, or hold"), for the prompt panel; ""
	// where the window needs none (a defence, an ordinary turn).
	Hint string `json:"hint,omitempty"`
}

// Battle is one fight's complete, deterministic state under a ruleset,
// including its dice. Everything a client shows comes from these methods.
type Battle interface {
	// Ruleset returns the ruleset's id.
	Ruleset() string
	// Field returns the static battlefield.
	Field() *grid.Field
	// Version rises by one with every accepted command.
	Version() uint64
	// Round is the current round, from 1.
	Round() int
	// Prompt says who must decide next. It is meaningless once Over.
	Prompt() Prompt
	// Units returns a read-only view of every unit, in id order.
	Units() []Unit
	// Order returns the turn order of the current round as unit ids,
	// next to act first. A ruleset whose turns are a side's, its units
	// acting in any order (a turn Prompt naming no unit), lists each
	// side's units together; clients mark every unit of the side whose
	// turn it is.
	Order() []int
	// Covers returns the remaining structure of every cover section, in
	// Field.Covers order; 0 means broken.
	Covers() []int
	// Legal lists every command side may send now, each with its cost.
	// It is empty when the battle does not wait on side. A movement
	// action is one entry (once per target for an attack that moves
	// first), whose To is Anywhere and whose squares Reach gives; every
	// other command is listed as it is sent.
	Legal(side int) []Command
	// Apply checks a command and plays it, returning its events, or a
	// *Rejection and no change at all. The battle screen shows a
	// rejection's Reason for a refused click, so it says why in a
	// player's words, naming units and weapons by name ("Breacher is out of
	// range: 31 squares, the Submachine gun reaches 30"), and names nothing
	// the command's side cannot see.
	Apply(c Command) ([]Event, error)
	// Odds gives the exact odds of a legal attack command.
	Odds(c Command) (Odds, error)
	// Reach returns the squares a spread entry can be sent to (see
	// Anywhere), each with the price of the command that goes there, for
	// players, overlays and the AI: entry names the action, the unit and,
	// for an attack that moves first, the target and weapon; its own To
	// and Cost are not read. It appends them to buf[:0], which a caller
	// that asks often reuses, and returns nil for an entry that is no
	// movement. The unit need not be the one whose turn it is: overlays
	// ask for any unit's plain moves (its action with no target).
	Reach(entry Command, buf []Reach) []Reach
	// Path returns the squares a move command would walk, start excluded.
	Path(c Command) []grid.Pos
	// Over reports whether the battle has ended and which side won (-1 for
	// a draw).
	Over() (over bool, winner int)
	// Hash is a stable hash of the whole state, equal on every platform for
	// the same seed and commands.
	Hash() string
	// Save serialises the whole state; Ruleset.Load restores it.
	Save() ([]byte, error)
	// Clone returns an independent copy, for look-ahead and background AI.
	Clone() Battle
	// Sees reports whether side can see unit now (hidden information).
	Sees(side, unit int) bool
}

// Reach is one square a move can end on.
type Reach struct {
	To   grid.Pos `json:"to"`
	Cost Cost     `json:"cost"`
	// Band groups squares by price for overlays: 0 for the cheapest move,
	// rising with cost.
	Band int `json:"band"`
}

// Unit is a ruleset-neutral view of a unit for clients and the AI.
type Unit struct {
	ID       int      `json:"id"`
	Side     int      `json:"side"`
	Name     string   `json:"name"`
	Role     string   `json:"role"` // rifleman, gunner, marksman, melee or flyer: picks the sprite
	Pos      grid.Pos `json:"pos"`
	Facing   int      `json:"facing"`   // 0 north, 1 east, 2 south, 3 west
	Altitude int      `json:"altitude"` // flyer altitude band, 0 on the ground
	// Active is false once the unit is out of the fight.
	Active bool `json:"active"`
	Dead   bool `json:"dead"`
	// Tracks is the ruleset's health model, such as Stamina and Wounds.
	Tracks []Track `json:"tracks"`
	// Budget is what the unit has left to spend this round or turn.
	Budget []Track `json:"budget"`
	// Statuses are the names of its statuses and stances ("prone",
	// "in cover", "bloodied").
	Statuses []string `json:"statuses,omitempty"`
	Weapons  []Weapon `json:"weapons"`
	// Badge is a short public figure the screen shows over the unit's
	// head, where the ruleset has one every player reads at a glance
	// (majorminor's current Defense Check, "D15"); "" for none.
	Badge string `json:"badge,omitempty"`
	// Counters are the counted conditions on the unit, each with how
	// many it carries (teamturn's stun counters, which Upkeep takes off
	// one a round); the screen marks each on the unit with its number.
	// A ruleset may name them among the Statuses too.
	Counters []Counter `json:"counters,omitempty"`
	// Readied is, for a unit holding an action for a trigger, what it
	// holds and when it goes off, in the ruleset's words, as a player
	// reads it after "Ready: " ("Attack with the Carbine when a foe
	// steps within its reach or range in sight"); "" for none.
	Readied string `json:"readied,omitempty"`
}

// Counter is a number of counters of one type on a unit (Unit.Counters).
type Counter struct {
	Name string `json:"name"`
	N    int    `json:"n"`
}

// Track is one numeric gauge on a unit: a health track or a budget.
type Track struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	Max   int    `json:"max"`
	// Bad is true when filling the track is harmful (wounds, stress).
	Bad bool `json:"bad,omitempty"`
	// Pays is, on a budget track, the Cost.Unit the track pays ("major",
	// "move"); empty when it pays every cost (ADS's ticks). Players that
	// weigh what an action gives up read it: a cost paid from another
	// track than the one that pays the unit's attacks gives up none.
	Pays string `json:"pays,omitempty"`
	// SpentOn is, on a budget track whose slot went to pay for something
	// other than its own kind of action, what it paid for, in the
	// ruleset's words (teamturn's Base traded down to a Move: "Move";
	// held for a readied action: "Ready"); the screen shows the slot as
	// spent on that. Empty otherwise.
	SpentOn string `json:"spent_on,omitempty"`
}

// Weapon is a unit's weapon as clients show it.
type Weapon struct {
	Name  string `json:"name"`
	Melee bool   `json:"melee,omitempty"`
	Range int    `json:"range"` // listed range in squares, 1 for melee
	// MaxRange is the longest distance in squares at which a ranged
	// weapon can attack at all: the last range band's Max where the
	// battle is a RangeBander. It is 0 for a melee weapon, and where the
	// ruleset leaves it unsaid, when computer players take three times
	// Range.
	MaxRange int `json:"max_range,omitempty"`
	// Damage is the listed damage of one hit, for players (and computer
	// players) judging how dangerous its bearer is; 0 when the ruleset
	// lists none.
	Damage int  `json:"damage,omitempty"`
	Ammo   int  `json:"ammo"`
	Mag    int  `json:"mag"`
	Jammed bool `json:"jammed,omitempty"`
	// Gone is true for a weapon its bearer cannot use and has no action
	// of its own to get back: broken, or taken from it (a jam, which the
	// bearer clears, is Jammed). Its Name should say why; players and
	// computer players leave it out of what the unit can do.
	Gone bool `json:"gone,omitempty"`
	// Drawn is true for the weapon in hand, where the ruleset tracks one;
	// OffHand for a second weapon held in the other hand.
	Drawn   bool `json:"drawn,omitempty"`
	OffHand bool `json:"off_hand,omitempty"`
}

// Odds are the exact chances of one attack, computed from the dice.
type Odds struct {
	// Hit is the probability of at least one hit.
	Hit float64 `json:"hit"`
	// Damage[k] is the probability that the target takes exactly k points
	// of damage after mitigation (summed over hits). It is empty for an
	// action that does no damage at all (a Trip, a Distracting Shot).
	Damage []float64 `json:"damage"`
	// Takedown is the probability that the attack takes the target out of
	// the fight.
	Takedown float64 `json:"takedown"`
	// Mods are the modifiers that apply, with their sources.
	Mods []Mod `json:"mods"`
	// Hinder is the expected share of the target's next turn that the
	// attack's effects other than damage take from it: a Distracting Shot
	// that costs 2 of 5 ticks with probability 0.5 hinders 0.2. It counts
	// the time the target loses (to act again, stand up, re-arm), in the
	// ruleset's own turn budget, so that players and the computer can
	// weigh an attack that does no damage against one that does; lasting
	// effects beyond that time are not in it. 0 when the attack only
	// harms.
	Hinder float64 `json:"hinder,omitempty"`
	// Stray is the probability that the attack misses its target and
	// goes on to one of the attacker's own side (ADS: a shot into melee
	// that misses only because of firing into it, or an attack into a
	// grapple that falls on a participant of that side); 0 where it
	// cannot.
	Stray float64 `json:"stray,omitempty"`
}

// ExpectedDamage is the mean damage the target takes, summed over Damage.
func (o Odds) ExpectedDamage() float64 {
	ed := 0.0
	for k, p := range o.Damage {
		ed += float64(k) * p
	}
	return ed
}

// Reference is a ruleset's rules summary for the in-game help.
type Reference struct {
	Summary  string       `json:"summary"`
	Turn     string       `json:"turn"`
	Actions  []ActionInfo `json:"actions"`
	Statuses []StatusInfo `json:"statuses"`
	Notes    []string     `json:"notes,omitempty"`
	// Tables are the system's own lists, after the statuses: its units,
	// weapons and armour with their numbers.
	Tables []RefTable `json:"tables,omitempty"`
}

// RefTable is one titled list of the rules reference, an entry a line
// ("Service rifle: damage 6, range 20, ...").
type RefTable struct {
	Title   string   `json:"title"`
	Entries []string `json:"entries"`
}

// ActionInfo documents one action.
type ActionInfo struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Cost   Cost   `json:"cost"`
	Effect string `json:"effect"`
	Key    string `json:"key,omitempty"` // suggested hotkey
	// Tags say what the action means in terms every ruleset shares
	// (rules.TagEndTurn, TagReload, ...), for the computer players.
	Tags []string `json:"tags,omitempty"`
	// Icon names the picture that shows the action (assets.IconByName:
	// "straight_shot", "in_cover"), so that the screen knows a ruleset's
	// actions by their definitions, never by their ids; "" for none.
	Icon string `json:"icon,omitempty"`
}

// StatusInfo documents one status.
type StatusInfo struct {
	Name   string `json:"name"`
	Effect string `json:"effect"`
}

// Registry holds the available rulesets by id. Build it once at start-up
// (rules/all does) and pass it where it is needed; there is no global one.
type Registry struct {
	byID map[string]Ruleset
}

// NewRegistry returns a registry holding the given rulesets.
func NewRegistry(rs ...Ruleset) (*Registry, error) {
	r := &Registry{byID: map[string]Ruleset{}}
	for _, x := range rs {
		if _, dup := r.byID[x.ID()]; dup {
			return nil, fmt.Errorf("ruleset %q registered twice", x.ID())
		}
		r.byID[x.ID()] = x
	}
	return r, nil
}

// Get returns the ruleset with the given id.
func (r *Registry) Get(id string) (Ruleset, error) {
	x, ok := r.byID[id]
	if !ok {
		return nil, fmt.Errorf("unknown ruleset %q (have %v)", id, r.IDs())
	}
	return x, nil
}

// IDs returns every registered id in sorted order.
func (r *Registry) IDs() []string {
	ids := make([]string, 0, len(r.byID))
	for id := range r.byID {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Player is anything that decides for a side: a human through the UI, an
// AI, a replay. The battle scene and the simulator drive them all the same.
type Player interface {
	// Decide returns the command for the decision b waits on from side.
	// ok is false when the player has not decided yet (a human still
	// choosing); the caller asks again later. b must not be modified,
	// though a player may change it for a moment through an interface
	// that puts it back (AttackProber, Estimator): no other goroutine may
	// use b while Decide runs, so a client that keeps drawing b hands the
	// player a Clone.
	Decide(b Battle, side int) (c Command, ok bool, err error)
}
