package ads

import (
	"encoding/json"
	"slices"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/kit/reach"
	"sightline/rules/kit/sight"
	kstate "sightline/rules/kit/state"
)

// MaxRounds caps a battle: at the end of this round the side with more
// active units wins, and equal counts are a draw.
const MaxRounds = 30

// MaxDebt is the most ticks a unit may borrow from the next round (G4).
const MaxDebt = 5

// weaponState is a carried weapon's ammunition and jam.
type weaponState struct {
	ID     string `json:"id"`
	Ammo   int    `json:"ammo"`
	Jammed bool   `json:"jammed,omitempty"`
	// Dropped and Lost (grapple.go): a weapon dropped from the hand must
	// be drawn again; a weapon taken by a Disarm is gone.
	Dropped bool `json:"dropped,omitempty"`
	Lost    bool `json:"lost,omitempty"`
	// Disabled and Broken are a Disabling Shot's marks (manoeuvres.go).
	Disabled bool `json:"disabled,omitempty"`
	Broken   bool `json:"broken,omitempty"`
}

// unitState is one unit's whole state.
type unitState struct {
	ID           int           `json:"id"`
	Side         int           `json:"side"`
	Template     string        `json:"template"`
	Pos          grid.Pos      `json:"pos"`
	Facing       int           `json:"facing"`
	Health       Health        `json:"health"`
	Ticks        int           `json:"ticks"`
	FreeReaction bool          `json:"free_reaction"`
	Prone        bool          `json:"prone,omitempty"`
	Weapons      []weaponState `json:"weapons"`
	Attacks      int           `json:"attacks"`
	Defences     int           `json:"defences"`
	Aff          Afflictions   `json:"aff"`
	// Per-turn and per-round flags: Moved (Move/Run/Sprint this turn),
	// QuickStepped (this turn), Ran (no attacks until its next turn),
	// Aimed (Aim used this round), Aim (the +1 waiting for the next
	// attack), Delays (Delay used this round).
	Moved        bool `json:"moved,omitempty"`
	QuickStepped bool `json:"quick_stepped,omitempty"`
	Ran          bool `json:"ran,omitempty"`
	Aimed        bool `json:"aimed,omitempty"`
	Aim          bool `json:"aim,omitempty"`
	Delays       int  `json:"delays,omitempty"`
	// Cover: InCover after Take Cover until the unit moves; CoverRound is
	// the round of a Take Cover made as a reaction (head and arms covered
	// that round, legs and torso after), 0 for one made on its own turn;
	// Hunkered after Hunker Down until it stands up or moves.
	InCover    bool `json:"in_cover,omitempty"`
	CoverRound int  `json:"cover_round,omitempty"`
	Hunkered   bool `json:"hunkered,omitempty"`
	// Stances that last until the start of the unit's next turn:
	// TotalDefense, Sprinted (after a Sprint), AllOut (after an All-Out
	// Attack) and Guarded (after a Guarded Attack; its -2 to attacks lasts
	// the round, GuardedRound). Attacked marks an attack action this turn.
	TotalDefense bool `json:"total_defense,omitempty"`
	Sprinted     bool `json:"sprinted,omitempty"`
	AllOut       bool `json:"all_out,omitempty"`
	CoveringFire bool `json:"covering_fire,omitempty"`
	Guarded      bool `json:"guarded,omitempty"`
	GuardedRound int  `json:"guarded_round,omitempty"`
	Attacked     bool `json:"attacked,omitempty"`
	// Overwatch is the unit's overwatch until the start of its next turn.
	Overwatch *overwatchState `json:"overwatch,omitempty"`
	// Suppressed is set by SuppressedBy's Suppressing Fire until the start
	// of that unit's next turn; SuppressShot is a suppressor's free
	// Straight Shot, while it lasts (G21).
	// Drawn is the weapon in hand, the first at the start; FreeDraw marks
	// a Draw folded into a Move this turn (§5.5).
	Drawn    int  `json:"drawn,omitempty"`
	FreeDraw bool `json:"free_draw,omitempty"`
	// Unaware is set on a unit caught by an ambush, for the surprise
	// round or until it is attacked.
	Unaware      bool `json:"unaware,omitempty"`
	Suppressed   bool `json:"suppressed,omitempty"`
	SuppressedBy int  `json:"suppressed_by,omitempty"`
	SuppressShot bool `json:"suppress_shot,omitempty"`
	// Grapple is the grapple the unit is in, 0 for none; Pinned is set
	// by PinnedBy's Pin; GrappleBonus is the Grapple Assist successes
	// waiting for its next Grapple Strike, Pin or Break Pin (grapple.go).
	Grapple      int  `json:"grapple,omitempty"`
	Pinned       bool `json:"pinned,omitempty"`
	PinnedBy     int  `json:"pinned_by,omitempty"`
	GrappleBonus int  `json:"grapple_bonus,omitempty"`
	// Lasting are the statuses the manoeuvres leave (manoeuvres.go).
	Lasting lasting `json:"lasting,omitzero"`
	// Off is the weapon in the off hand plus one, 0 when empty (hands.go).
	Off int `json:"off,omitempty"`
	// Dying counts the round starts the unit lay unconscious at 0 Stamina
	// (bleedout.go).
	Dying int `json:"dying,omitempty"`
	// Swordpoint is the unit's hold on an enemy (swordpoint.go).
	Swordpoint *swordpointState `json:"swordpoint,omitempty"`
}

// pendingAttack is an attack declared and waiting on the defender's choice.
type pendingAttack struct {
	Attacker int    `json:"attacker"`
	Target   int    `json:"target"`
	Action   string `json:"action"`
	Weapon   int    `json:"weapon"`
	Bullets  int    `json:"bullets"`
	Number   int    `json:"number"` // the attacker's n-th attack this round
	Aimed    bool   `json:"aimed,omitempty"`
	Assist   int    `json:"assist,omitempty"` // Grapple Assist successes added
	// Option is the command's option (a Disabling Shot's area, a
	// Multi-Strike's secondary target).
	Option string `json:"option,omitempty"`
	// Preset is the shared roll of a Multi-Strike's secondary attack.
	Preset *preset `json:"preset,omitempty"`
	// Protector is the unit defending the target with Defend Ally.
	Protector *int `json:"protector,omitempty"`
	// Stray marks an attack resolved against another member of a melee
	// after firing into it missed (§8.5).
	Stray bool `json:"stray,omitempty"`
	// AidRerolls are the rerolls an Aid Ally earned the target's Duck.
	AidRerolls int `json:"aid_rerolls,omitempty"`
	// DefAim is an Aim the target declared for its defence (aim.go).
	DefAim bool `json:"def_aim,omitempty"`
}

// state is everything that changes in a battle; it is what Save writes.
type state struct {
	Ruleset string         `json:"ruleset"`
	Seed    uint64         `json:"seed"`
	Dice    *rules.Dice    `json:"dice"`
	Version uint64         `json:"version"`
	Round   int            `json:"round"`
	Units   []unitState    `json:"units"`
	Order   []int          `json:"order"`
	Turn    int            `json:"turn"`
	Pending *pendingAttack `json:"pending,omitempty"`
	// Surprise is true during the surprise round of an ambush.
	Surprise bool        `json:"surprise,omitempty"`
	Moving   *moveState  `json:"moving,omitempty"`
	Spray    *sprayState `json:"spray,omitempty"`
	// Triggers are the opportunities waiting, first first.
	Triggers []trigger `json:"triggers,omitempty"`
	Covers   []Section `json:"covers"`
	// Grapples numbers the grapples begun so far (grapple.go).
	Grapples int               `json:"grapples,omitempty"`
	Over     bool              `json:"over,omitempty"`
	Winner   int               `json:"winner"`
	Sides    []rules.SideSetup `json:"sides"`
}

// Battle is one ADS fight on a field.
type Battle struct {
	field   *grid.Field
	content *Content
	s       state
	// start holds the events of the battle's start, for StartEvents.
	start []rules.Event
	// scratch is reused search space, not part of the state.
	scratch struct {
		blocked []bool
		// memo remembers the movement searches (reachmemo.go).
		memo reach.Memo[reached]
		// legal is legalAs's list (legal.go).
		legal []rules.Command
		// legalLen is how many commands Legal last listed on a unit's
		// turn: the room its next list starts with (legal.go).
		legalLen int
		// mods and defenceMods hold attackSpec's attack and defence
		// modifiers (apply.go).
		mods, defenceMods []rules.Mod
		// oddsMods holds the Mods of attackOddsShared's odds
		// (oddsmemo.go).
		oddsMods []rules.Mod
		// hipSquares and hipSeen hold hipFireLegal's squares in range of
		// a target and whether each sees it, hipAll all its squares
		// (hipfire.go).
		hipSquares, hipAll []grid.Pos
		hipSeen            []bool
		// sees remembers Sees' answers (seesmemo.go).
		sees sight.Memo
		// arcs remembers overwatch arcs (arcmemo.go).
		arcs arcMemo
	}
	// sight answers lines of sight on the field and remembers what they
	// depend on besides the broken cover; it depends on the field alone,
	// so clones share it.
	sight *grid.SightCache
	// odds remembers attack odds by the whole attack (oddsmemo.go); clones
	// share it.
	odds *oddsMemo
	// specs are the units' specs in the content, found once (specs.go).
	specs []unitSpecs
	// coversShared is true while s.Covers may be shared with a clone
	// (copy on write): Clone shares the sections, which change only when
	// a shot wears cover down, and ownCovers copies them before a write.
	coversShared bool
	// brokenCovers remembers which cover sections are broken
	// (brokencovers.go).
	brokenCovers brokenMemo
}

func newUnit(id, side int, spec UnitSpec, at grid.Pos, c *Content) unitState {
	u := unitState{ID: id, Side: side, Template: spec.ID, Pos: at, Health: NewHealth(spec.Str, spec.WP, 0)}
	for _, wid := range spec.Weapons {
		w, _ := c.Weapon(wid)
		u.Weapons = append(u.Weapons, weaponState{ID: wid, Ammo: w.Magazine})
	}
	return u
}

// StartEvents returns the events of the battle's start and first round.
func (b *Battle) StartEvents() []rules.Event { return append([]rules.Event(nil), b.start...) }

// spec returns u's unit template (an empty one for an unknown id).
func (b *Battle) spec(u *unitState) UnitSpec {
	if sp := b.foundUnit(u); sp != nil {
		return *sp
	}
	return b.specSlow(u)
}

// specSlow is spec when specsOf has not found u's template yet, or u is
// held elsewhere.
func (b *Battle) specSlow(u *unitState) UnitSpec {
	if sp := b.knownSpecs(u); sp != nil {
		return *sp.unit
	}
	s, _ := b.content.Unit(u.Template)
	return s
}

// weapon returns the spec of u's weapon i, Fists for -1.
func (b *Battle) weapon(u *unitState, i int) WeaponSpec {
	if w := b.foundWeapon(u, i); w != nil {
		return *w
	}
	return b.weaponSlow(u, i)
}

// weaponSlow is weapon when specsOf has not found the weapon's spec yet,
// or u is held elsewhere, or i is Fists' -1.
func (b *Battle) weaponSlow(u *unitState, i int) WeaponSpec {
	if i < 0 {
		return Fists
	}
	if sp := b.knownSpecs(u); sp != nil {
		return *sp.weapons[i]
	}
	w, _ := b.content.Weapon(u.Weapons[i].ID)
	return w
}

func (b *Battle) unitAt(p grid.Pos) int {
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if u.Pos == p && !u.Health.Dead {
			return u.ID
		}
	}
	return -1
}

// Ruleset returns "ads".
func (b *Battle) Ruleset() string { return "ads" }

// Field returns the battlefield.
func (b *Battle) Field() *grid.Field { return b.field }

// Version returns the state version.
func (b *Battle) Version() uint64 { return b.s.Version }

// Round returns the current round.
func (b *Battle) Round() int { return b.s.Round }

// current returns the unit whose turn it is, or nil.
func (b *Battle) current() *unitState {
	if b.s.Turn < 0 || b.s.Turn >= len(b.s.Order) {
		return nil
	}
	return &b.s.Units[b.s.Order[b.s.Turn]]
}

// Prompt says who must decide next.
func (b *Battle) Prompt() rules.Prompt {
	if p := b.s.Pending; p != nil {
		t := &b.s.Units[p.Target]
		return rules.Prompt{Side: t.Side, Unit: t.ID, Kind: rules.PromptDefend, Attacker: p.Attacker,
			Text: b.spec(t).Name + " is attacked with " + actionName(p.Action) + ": choose a defence"}
	}
	if len(b.s.Triggers) > 0 {
		return b.triggerPrompt(&b.s.Triggers[0])
	}
	u := b.current()
	if u == nil {
		return rules.Prompt{Side: -1, Unit: rules.NoUnit, Kind: rules.PromptOver, Attacker: rules.NoUnit}
	}
	return rules.Prompt{Side: u.Side, Unit: u.ID, Kind: rules.PromptTurn, Attacker: rules.NoUnit}
}

// Units returns every unit, in id order.
func (b *Battle) Units() []rules.Unit {
	var buf rules.UnitBuffer
	b.appendUnits(&buf)
	return buf.Units
}

// appendUnits builds Units() in buf's memory, each unit's tracks, statuses
// and weapons after the last unit's in three shared arrays, each slice
// capped at its length so that appending to one copies it.
func (b *Battle) appendUnits(buf *rules.UnitBuffer) {
	n, nw := len(b.s.Units), 0
	holds := false // whether any unit holds another at swordpoint
	for i := range b.s.Units {
		nw += len(b.s.Units[i].Weapons)
		holds = holds || b.s.Units[i].Swordpoint != nil
	}
	out := slices.Grow(buf.Units[:0], n)
	tracks := slices.Grow(buf.Tracks[:0], 4*n)
	weapons := slices.Grow(buf.Weapons[:0], nw)
	names := buf.Statuses[:0]
	for i := range b.s.Units {
		if names == nil {
			names = make([]string, 0, 2*n)
		}
		var ru rules.Unit
		t := len(tracks)
		tracks = tracks[:t+4]
		names, weapons = b.unitView(&ru, i, holds, tracks[t:t+4:t+4], names, weapons)
		out = append(out, ru)
	}
	buf.Units, buf.Tracks, buf.Statuses, buf.Weapons = out, tracks, names, weapons
}

// unitView builds unit i's view in ru: its tracks and budget in tracks,
// its four entries, its statuses appended to names and its weapons to
// weapons, which it returns; holds says whether any unit holds another at
// swordpoint.
func (b *Battle) unitView(ru *rules.Unit, i int, holds bool, tracks []rules.Track, names []string, weapons []rules.Weapon) ([]string, []rules.Weapon) {
	u := &b.s.Units[i]
	specs := b.specsOf(i)
	sp := specs.unit
	free := 0
	if u.FreeReaction {
		free = 1
	}
	tracks[0] = rules.Track{Name: "Stamina", Value: u.Health.Stamina, Max: u.Health.MaxStamina()}
	tracks[1] = rules.Track{Name: "Wounds", Value: u.Health.Wounds, Max: u.Health.MaxWounds, Bad: true}
	tracks[2] = rules.Track{Name: "Ticks", Value: u.Ticks, Max: BaseTicks}
	tracks[3] = rules.Track{Name: "Free reaction", Value: free, Max: 1}
	*ru = rules.Unit{ID: u.ID, Side: u.Side, Name: sp.Name, Role: sp.Role, Pos: u.Pos, Facing: u.Facing,
		Active: u.Health.Active(), Dead: u.Health.Dead,
		Tracks: tracks[0:2:2],
		Budget: tracks[2:4:4],
	}
	n0 := len(names)
	names = b.statuses(u, holds).appendNames(names)
	if len(names) > n0 {
		ru.Statuses = names[n0:len(names):len(names)]
	}
	w0 := len(weapons)
	off := offHand(u)
	for wi := range u.Weapons {
		w := &u.Weapons[wi]
		ws := specs.weapons[wi]
		weapons = append(weapons, rules.Weapon{Name: weaponLabel(ws.Name, *w), Melee: ws.Melee, Range: ws.Range, MaxRange: maxRange(ws), Damage: ws.Damage, Ammo: w.Ammo, Mag: ws.Magazine, Jammed: w.Jammed, Gone: w.Lost || w.Broken, Drawn: wi == u.Drawn && !w.Dropped && !w.Lost, OffHand: wi == off})
	}
	if len(weapons) > w0 {
		ru.Weapons = weapons[w0:len(weapons):len(weapons)]
	}
	return names, weapons
}

// statuses returns u's statuses and stances; holds says whether any unit
// holds another at swordpoint.
func (b *Battle) statuses(u *unitState, holds bool) statusSet {
	st := statusIf(u.Prone, stProne) | statusIf(u.InCover, stInCover) | statusIf(u.Hunkered, stHunkered) |
		statusIf(u.Overwatch != nil, stOverwatch) | statusIf(u.CoveringFire, stCoveringFire) |
		statusIf(u.Suppressed, stSuppressed) | statusIf(u.Unaware, stUnaware) |
		statusIf(u.TotalDefense, stTotalDefense) | statusIf(u.Sprinted, stSprinting) |
		statusIf(u.AllOut, stAllOut) | statusIf(u.Guarded, stGuarded) |
		statusIf(u.Health.Bloodied, stBloodied) | statusIf(u.Health.Unconscious, stUnconscious) |
		statusIf(u.Aff.Dazed(), stDazed) | statusIf(u.Aff.StunnedRounds > 0, stStunned) |
		grappleStatuses(u) | manoeuvreStatuses(u)
	if holds { // heldBy looks through every unit
		st |= b.swordpointStatuses(u)
	}
	return st
}

// Order returns the units still to act this round, the acting one first.
func (b *Battle) Order() []int {
	if b.s.Turn >= len(b.s.Order) {
		return nil
	}
	return append([]int(nil), b.s.Order[b.s.Turn:]...)
}

// Covers returns the structure left in every cover section.
func (b *Battle) Covers() []int {
	out := make([]int, len(b.s.Covers))
	for i, c := range b.s.Covers {
		out[i] = c.Left()
	}
	return out
}

// Over reports whether the battle has ended and who won.
func (b *Battle) Over() (bool, int) { return b.s.Over, b.s.Winner }

// Save writes the whole state as canonical JSON.
func (b *Battle) Save() ([]byte, error) {
	return json.Marshal(&b.s)
}

// Hash is the sha256 of the saved state, in hex.
func (b *Battle) Hash() string { return kstate.Hash(&b.s) }

// Clone returns an independent copy: the state a Save and a Load would
// give, deep-copied without the JSON round trip (clone.go), with the
// movement searches remembered so far, which never change (reachmemo.go).
func (b *Battle) Clone() rules.Battle {
	if b.odds == nil {
		b.odds = newOddsMemo()
	}
	if b.sight == nil || b.sight.Index().Field() != b.field {
		b.sight = grid.NewSightCache(grid.NewSightIndex(b.field))
	}
	c := &Battle{field: b.field, content: b.content, s: b.s.clone(), sight: b.sight, odds: b.odds, brokenCovers: b.brokenCovers}
	b.coversShared, c.coversShared = true, true
	c.scratch.memo = b.scratch.memo.Shared()
	return c
}

// Sees reports whether any active unit of side has a clear line to unit.
// It answers again from the battle's memo of its answers while what they
// depend on holds (seesmemo.go).
func (b *Battle) Sees(side, unit int) bool {
	if unit < 0 || unit >= len(b.s.Units) {
		return false
	}
	if b.s.Units[unit].Side == side {
		return true
	}
	return b.seesMemoized(side, unit)
}

// clearLine reports whether a unit on a can see a unit on c, through
// rules/grid's line of sight with the broken cover sections removed.
func (b *Battle) clearLine(a, c grid.Pos) bool {
	return b.sightCache().LineOfSightFunc(a, c, b.coverBroken)
}

// sightCache returns the battle's line-of-sight cache, made afresh when it
// has none on the battle's field.
func (b *Battle) sightCache() *grid.SightCache {
	if b.sight == nil || b.sight.Index().Field() != b.field {
		b.sight = grid.NewSightCache(grid.NewSightIndex(b.field))
	}
	return b.sight
}

// coverBroken reports whether cover section i is broken.
func (b *Battle) coverBroken(i int) bool { return b.s.Covers[i].Broken() }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// The optional battle interfaces ADS offers clients and the AI.
var (
	_ rules.RangeBander    = (*Battle)(nil)
	_ rules.AreaWatcher    = (*Battle)(nil)
	_ rules.DefenceAdvisor = (*Battle)(nil)
	_ rules.RoundLimiter   = (*Battle)(nil)
	_ rules.Estimator      = (*Battle)(nil)
)
