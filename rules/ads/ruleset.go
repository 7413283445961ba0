package ads

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"sightline/rules"
	"sightline/rules/kit/catalog"
	"sightline/rules/kit/setup"
)

// Ruleset is Tesseris ADS as a rules.Ruleset, playing on its content.
type Ruleset struct {
	content *Content
	// memos are shared by every battle the ruleset starts or loads
	// (shared.go).
	memos *sharedMemos
}

// New returns the ruleset with its shipped content.
func New() (*Ruleset, error) {
	c, err := DefaultContent()
	if err != nil {
		return nil, err
	}
	return &Ruleset{content: c, memos: newSharedMemos()}, nil
}

// NewWith returns the ruleset playing on other, already validated content.
func NewWith(c *Content) *Ruleset { return &Ruleset{content: c, memos: newSharedMemos()} }

// ID returns "ads".
func (r *Ruleset) ID() string { return "ads" }

// Name returns the system's name.
func (r *Ruleset) Name() string { return "Tesseris ADS" }

// HeroRule says what a side of player characters changes under ADS: on
// an initiative tie of total and Agility they act before NPCs.
func (r *Ruleset) HeroRule() string {
	return "Player characters act before NPCs on an initiative tie (same total and Agility)."
}

// Squads returns the content's default squads.
func (r *Ruleset) Squads() []rules.Squad {
	return append([]rules.Squad(nil), r.content.Squads...)
}

// Templates returns the content's units, each with its kit: weapons,
// then armour.
func (r *Ruleset) Templates() []rules.Template {
	return catalog.Templates(r.content.Units, func(u *UnitSpec) rules.Template {
		var kit []string
		for _, id := range u.Weapons {
			if w, ok := r.content.Weapon(id); ok {
				kit = append(kit, w.Name)
			}
		}
		if a, ok := r.content.ArmourOf(u.Armour); ok && a.AP > 0 {
			kit = append(kit, a.Name)
		}
		return rules.Template{ID: u.ID, Name: u.Name, Role: u.Role, Kit: strings.Join(kit, ", "), Stats: unitStats(*u)}
	})
}

// unitStats writes a unit's numbers as ADS players read them: the six
// characteristics, Speed, the skills by rank, then the feats.
func unitStats(u UnitSpec) string {
	s := fmt.Sprintf("STR %d · AG %d · PER %d · INT %d · WP %d · CHA %d · Speed %d", u.Str, u.Ag, u.Per, u.Int, u.WP, u.Cha, u.Speed)
	names := slices.Collect(maps.Keys(u.Skills))
	sort.Slice(names, func(i, j int) bool { // highest rank first, then by name; sort's, shared by every type (issue #38)
		a, b := names[i], names[j]
		if u.Skills[a] != u.Skills[b] {
			return u.Skills[b] < u.Skills[a]
		}
		return a < b
	})
	var skills []string
	for _, name := range names {
		skills = append(skills, fmt.Sprintf("%s %d", name, u.Skills[name]))
	}
	if len(skills) > 0 {
		s += " · " + strings.Join(skills, ", ")
	}
	var feats []string
	for _, f := range u.Feats {
		feats = append(feats, strings.ReplaceAll(f, "_", " "))
	}
	if len(feats) > 0 {
		s += " · feats: " + strings.Join(feats, ", ")
	}
	return s
}

// weaponLine writes a weapon's numbers for the rules reference.
func weaponLine(w WeaponSpec) string {
	parts := []string{fmt.Sprintf("damage %d", w.Damage)}
	switch {
	case w.Melee:
		parts = append(parts, "melee")
	default:
		parts = append(parts, fmt.Sprintf("range %d", w.Range))
		rof := fmt.Sprintf("RoF %d", w.RoF.Single)
		if w.RoF.Burst > 0 || w.RoF.Auto > 0 {
			rof = fmt.Sprintf("RoF %d/%d/%d", w.RoF.Single, w.RoF.Burst, w.RoF.Auto)
		}
		parts = append(parts, rof)
	}
	if w.Penetration > 0 {
		parts = append(parts, fmt.Sprintf("penetration %d", w.Penetration))
	}
	if w.Magazine > 0 {
		parts = append(parts, fmt.Sprintf("magazine %d", w.Magazine))
	}
	if w.Reliability != "" && w.Reliability != "normal" {
		parts = append(parts, w.Reliability)
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{w.Thrown, "thrown (+STR damage)"}, {w.Impact, "impact"}, {w.TwoHanded, "two-handed"}, {w.Light, "light"}, {w.Primitive, "never jams"}} {
		if f.on {
			parts = append(parts, f.name)
		}
	}
	return w.Name + ": " + strings.Join(parts, ", ")
}

// tables lists the content's units, weapons and armour for the rules
// reference.
func (r *Ruleset) tables() []rules.RefTable {
	units := rules.RefTable{Title: "Units (role: numbers; kit)"}
	for _, t := range r.Templates() {
		units.Entries = append(units.Entries, fmt.Sprintf("%s (%s): %s; %s", t.Name, t.Role, t.Stats, t.Kit))
	}
	weapons := rules.RefTable{Title: "Weapons (RoF: single/burst/auto)"}
	for _, w := range r.content.Weapons {
		weapons.Entries = append(weapons.Entries, weaponLine(w))
	}
	armour := rules.RefTable{Title: "Armour"}
	for _, a := range r.content.Armour {
		line := fmt.Sprintf("%s: AP %d", a.Name, a.AP)
		if a.Cloak > 0 {
			line += fmt.Sprintf(", cloak %d", a.Cloak)
		}
		if a.Bulk > 0 {
			line += fmt.Sprintf(", bulk %d", a.Bulk)
		}
		armour.Entries = append(armour.Entries, line)
	}
	return []rules.RefTable{units, weapons, armour}
}

// Reference describes the ruleset from its own action table.
func (r *Ruleset) Reference() rules.Reference {
	ref := rules.Reference{
		Summary: "Pools of d10 (dT): 6-10 succeed, 9-10 explode. Attack total minus defence total is the margin; each extra bullet is -2.",
		Turn:    "Initiative every round (d10 + Agility + Speed). 5 ticks a round; unspent ticks pay for reactions; one free Reaction a round.",
	}
	ref.Actions = actions.Infos()
	ref.Statuses = []rules.StatusInfo{
		{Name: "prone", Effect: "+2 to firearm attacks; +2 defence against ranged attacks, -2 against melee"},
		{Name: "bloodied", Effect: "at 0 Stamina: +1 defence, -1 attack; damage becomes Wounds"},
		{Name: "jammed", Effect: "the weapon cannot fire until the jam is cleared"},
		{Name: "unconscious", Effect: "out of the fight"},
		{Name: "in_cover", Effect: "+2 defence and the cover's AP on covered locations against attacks the cover faces; ends on moving"},
		{Name: "hunkered", Effect: "+4 defence in cover; hidden from enemies beyond the cover; prone to those it does not face"},
		{Name: "total_defense", Effect: "+2 defence, +2 AP everywhere, every location covered in cover, until the next turn"},
		{Name: "sprinting", Effect: "-3 defence against melee, +1 against ranged, until the next turn"},
		{Name: "all_out", Effect: "-2 to every defence until the next turn"},
		{Name: "guarded", Effect: "+1 to Block and Dodge until the next turn; -2 to attacks this round"},
		{Name: "aiming", Effect: "+1 to the next attack"},
		{Name: "unaware", Effect: "caught by an ambush: no turn in the surprise round, at most 3 ticks of reactions; the first attack on it gets +2 melee or +1 ranged and cannot be a Charge"},
		{Name: "overwatch", Effect: "watching a 45-degree arc out to half range until its next turn"},
		{Name: "covering_fire", Effect: "laying down covering fire: its allies get +1 to defence until its next turn"},
		{Name: "suppressed", Effect: "-2 to attacks and defences; moving draws the suppressor's free shot"},
		{Name: "dazed", Effect: "-1 to attacks; a tick lost at each of the next two round starts"},
		{Name: "stunned", Effect: "-2 to attacks; 2 ticks lost at each of the next two round starts, then dazed"},
		{Name: "grappled", Effect: "in a grapple: cannot move, only grapple actions; -3 defence against opponents not grappled, +1 attack against grappled ones; a two-handed weapon in hand is dropped; attacks from outside fall on a random participant"},
		{Name: "pinned", Effect: "pinned in a grapple: only Break Pin, and Grapple Defense against every attack; the pinner may Pummel"},
		{Name: "slowed", Effect: "Speed -1 (movement and initiative); -1 to every defence; for the rest of the battle"},
		{Name: "disabled", Effect: "arms: -1 to attacks, Block and Parry; legs: -1 to Duck and Dodge; a weapon: -1 to its attacks; for the rest of the battle"},
		{Name: "broken_weapon", Effect: "a weapon broken by a Disabling Shot can no longer be drawn or used"},
		{Name: "distracted", Effect: "loses 2 ticks at the start of its next turn"},
		{Name: "swordpoint", Effect: "holding an adjacent enemy at sword- or gunpoint: may attack it at +2 for a critical to the head, bypassing AP, on its turn or whenever it acts"},
		{Name: "at_swordpoint", Effect: "held at sword- or gunpoint: each action it takes gives the holder an attack at +2 for a critical to the head"},
	}
	ref.Tables = r.tables()
	return ref
}

// NewBattle places the sides' squads in the field's spawn zones, in spawn
// order (the kit's setup.Place), and starts round 1.
func (r *Ruleset) NewBattle(s rules.Setup) (rules.Battle, error) {
	placed, err := setup.Place("ads", s, r.content.Squads, r.content.hasUnit)
	if err != nil {
		return nil, err
	}
	b := &Battle{field: s.Field, content: r.content}
	r.memos.attach(b)
	st := &b.s
	st.Ruleset = "ads"
	st.Seed = s.Seed
	st.Dice = rules.NewDice(s.Seed, 1)
	st.Sides = append([]rules.SideSetup(nil), s.Sides...)
	st.Winner = -1
	for _, c := range s.Field.Covers {
		st.Covers = append(st.Covers, Section{AP: c.AP(), SP: c.SP()})
	}
	for _, p := range placed {
		spec, _ := r.content.Unit(p.Template)
		st.Units = append(st.Units, newUnit(len(st.Units), p.Side, spec, p.Pos, r.content))
	}
	var ev []rules.Event
	ev = append(ev, rules.Event{Kind: rules.EvBattleStart, Unit: rules.NoUnit, Target: rules.NoUnit})
	b.surprise(&ev)
	b.startRound(&ev)
	b.start = ev
	return b, nil
}
