package teamturn

import (
	"fmt"
	"strings"

	"sightline/rules"
	"sightline/rules/kit/catalog"
	"sightline/rules/kit/dice"
)

// Attr names one of a unit's attributes, as a weapon's check names it.
type Attr string

// The attributes the content uses.
const (
	Str Attr = "Strength"
	Agi Attr = "Agility"
)

// Skill names a combat skill (§6.2: brawl, finesse, …).
type Skill string

// The combat skills.
const (
	Brawl   Skill = "Brawl"
	Finesse Skill = "Finesse"
	Shoot   Skill = "Shoot"
)

// WeaponSpec is one weapon or combat ability of the content. The seed
// lists none; these are the project's.
type WeaponSpec struct {
	ID, Name string
	Melee    bool
	// Reach is a melee weapon's reach in squares.
	Reach int
	// Nominal and Max are a ranged weapon's ranges in metres (§8): to
	// Nominal normal, to Max unfavourable, beyond +3 per started 3 m.
	Nominal, Max int
	Attr         Attr
	Skill        Skill
	// N, Sides and Bonus are the damage roll: N d Sides + Bonus.
	N, Sides, Bonus int
	// Integrity is how many fumbles the weapon takes before it is
	// ruined (§6.6); 0 never degrades.
	Integrity int
	// Cone is, for a cone ability, its length in squares.
	Cone int
	// Recharge is an ability's Recharge N+: once used, a d10 of N or
	// more at Upkeep readies it again.
	Recharge int
}

// damage is the weapon's damage roll.
func (w *WeaponSpec) damage() dice.Expr {
	terms := make([]dice.Expr, 0, w.N+1)
	for i := 0; i < w.N; i++ {
		terms = append(terms, dice.Die(w.Sides))
	}
	if w.Bonus != 0 {
		terms = append(terms, dice.Const(w.Bonus))
	}
	return dice.Sum(terms...)
}

// ability reports whether the weapon is a Quick-action ability (a cone
// with a recharge) rather than an Attack's weapon.
func (w *WeaponSpec) ability() bool { return w.Cone > 0 }

// UnitSpec is one unit template.
type UnitSpec struct {
	ID, Name, Role string
	Str, Agi       int
	// Fortitude, Stealth and Perception are the targets of the death
	// check, Hide and Search.
	Fortitude, Stealth, Perception int
	Brawl, Finesse, Shoot          int
	// Size is the Size Modifier (G10): Small +1, Medium 0, Large −1.
	Size   int
	Armour string
	// AR is the armour rating, taken from every hit's damage (G8).
	AR    int
	MaxHP int
	// Speed is squares per Move action (G7).
	Speed   int
	Weapons []string
	// TwoWeapon: the first two weapons are held one in each hand, for
	// Two-Weapon Fighting.
	TwoWeapon bool
}

// attr returns the unit's attribute a.
func (u *UnitSpec) attr(a Attr) int {
	if a == Str {
		return u.Str
	}
	return u.Agi
}

// skill returns the unit's skill s.
func (u *UnitSpec) skill(s Skill) int {
	switch s {
	case Brawl:
		return u.Brawl
	case Finesse:
		return u.Finesse
	}
	return u.Shoot
}

// Content is the ruleset's weapons, units and squads, found by id
// (catalog.Lists).
type Content struct {
	catalog.Lists[WeaponSpec, *WeaponSpec, UnitSpec, *UnitSpec]
}

// Key returns the weapon's id (catalog.Entry).
func (w *WeaponSpec) Key() string { return w.ID }

// Key returns the template's id (catalog.Entry).
func (u *UnitSpec) Key() string { return u.ID }

// DefaultContent returns the shipped content: a Freelancer crew, a
// syndicate's hired guns and a showcase crew of blades and an arc
// projector.
func DefaultContent() *Content {
	return &Content{Lists: catalog.Lists[WeaponSpec, *WeaponSpec, UnitSpec, *UnitSpec]{
		Weapons: []WeaponSpec{
			{ID: "fists", Name: "Unarmed", Melee: true, Reach: 1, Attr: Str, Skill: Brawl, N: 1, Sides: 4},
			{ID: "knife", Name: "Combat knife", Melee: true, Reach: 1, Attr: Agi, Skill: Finesse, N: 1, Sides: 6, Bonus: 2, Integrity: 6},
			{ID: "hatchet", Name: "Hatchet", Melee: true, Reach: 1, Attr: Agi, Skill: Finesse, N: 1, Sides: 8, Bonus: 2, Integrity: 5},
			{ID: "baton", Name: "Shock baton", Melee: true, Reach: 1, Attr: Str, Skill: Brawl, N: 2, Sides: 4, Bonus: 2, Integrity: 6},
			{ID: "polearm", Name: "Hook pike", Melee: true, Reach: 2, Attr: Str, Skill: Brawl, N: 1, Sides: 10, Bonus: 2, Integrity: 5},
			{ID: "pistol", Name: "Service pistol", Nominal: 15, Max: 30, Attr: Agi, Skill: Shoot, N: 2, Sides: 4, Bonus: 1, Integrity: 5},
			{ID: "smg", Name: "Machine pistol", Nominal: 12, Max: 24, Attr: Agi, Skill: Shoot, N: 2, Sides: 6, Integrity: 4},
			{ID: "carbine", Name: "Carbine", Nominal: 30, Max: 60, Attr: Agi, Skill: Shoot, N: 2, Sides: 6, Bonus: 1, Integrity: 5},
			{ID: "scattergun", Name: "Scattergun", Nominal: 9, Max: 18, Attr: Agi, Skill: Shoot, N: 2, Sides: 6, Bonus: 3, Integrity: 4},
			{ID: "longrifle", Name: "Marksman rifle", Nominal: 45, Max: 90, Attr: Agi, Skill: Shoot, N: 2, Sides: 8, Integrity: 5},
			{ID: "arc", Name: "Arc projector", Attr: Agi, Skill: Shoot, N: 2, Sides: 6, Cone: 6, Recharge: 5},
		},
		Units: []UnitSpec{
			{ID: "operator", Name: "Operator", Role: "rifleman", Str: 5, Agi: 6, Fortitude: 11, Stealth: 9, Perception: 11, Brawl: 3, Finesse: 4, Shoot: 6, Armour: "Ballistic vest", AR: 1, MaxHP: 18, Speed: 6, Weapons: []string{"carbine", "knife", "fists"}},
			{ID: "breacher", Name: "Breacher", Role: "gunner", Str: 7, Agi: 4, Fortitude: 13, Stealth: 6, Perception: 9, Brawl: 5, Finesse: 2, Shoot: 6, Armour: "Plated rig", AR: 2, MaxHP: 22, Speed: 6, Weapons: []string{"scattergun", "baton", "fists"}},
			{ID: "duelist", Name: "Duelist", Role: "melee", Str: 5, Agi: 7, Fortitude: 10, Stealth: 11, Perception: 10, Brawl: 4, Finesse: 6, Shoot: 3, Armour: "Padded coat", MaxHP: 16, Speed: 7, Weapons: []string{"knife", "hatchet", "fists"}, TwoWeapon: true},
			{ID: "marksman", Name: "Marksman", Role: "marksman", Str: 4, Agi: 6, Fortitude: 10, Stealth: 12, Perception: 13, Brawl: 2, Finesse: 3, Shoot: 7, Armour: "Ghillie cloak", MaxHP: 15, Speed: 6, Weapons: []string{"longrifle", "pistol", "fists"}},
			{ID: "enforcer", Name: "Enforcer", Role: "melee", Str: 8, Agi: 4, Fortitude: 14, Stealth: 5, Perception: 8, Brawl: 6, Finesse: 2, Shoot: 4, Size: -1, Armour: "Riot plate", AR: 2, MaxHP: 26, Speed: 6, Weapons: []string{"polearm", "pistol", "fists"}},
			{ID: "gunman", Name: "Gunman", Role: "rifleman", Str: 5, Agi: 5, Fortitude: 11, Stealth: 8, Perception: 10, Brawl: 3, Finesse: 3, Shoot: 6, Armour: "Ballistic vest", AR: 1, MaxHP: 17, Speed: 6, Weapons: []string{"carbine", "knife", "fists"}},
			{ID: "runner", Name: "Runner", Role: "rifleman", Str: 3, Agi: 7, Fortitude: 9, Stealth: 12, Perception: 11, Brawl: 2, Finesse: 4, Shoot: 5, Size: 1, Armour: "None", MaxHP: 13, Speed: 8, Weapons: []string{"smg", "knife", "fists"}},
			{ID: "arcwright", Name: "Arcwright", Role: "gunner", Str: 4, Agi: 5, Fortitude: 11, Stealth: 8, Perception: 11, Brawl: 2, Finesse: 3, Shoot: 6, Armour: "Insulated suit", AR: 1, MaxHP: 16, Speed: 6, Weapons: []string{"arc", "pistol", "fists"}},
		},
		Squads: []rules.Squad{
			{ID: "freelancers", Name: "Freelancers", Units: []string{"operator", "breacher", "duelist", "marksman"}},
			{ID: "syndicate", Name: "Syndicate hired guns", Units: []string{"enforcer", "gunman", "gunman", "runner"}},
			{ID: "wyrdhands", Name: "Blades and arcs", Units: []string{"arcwright", "duelist", "duelist", "runner"}},
		},
	}}
}

// Check reports the first reference that does not resolve, or a number
// out of the rules' range.
func (c *Content) Check() error {
	for _, w := range c.Weapons {
		switch {
		case w.N < 0 || w.Sides < 1 || w.Integrity < 0 || w.Recharge < 0 || w.Recharge > 10:
			return errorf("teamturn: weapon %q: damage, integrity or recharge out of range", w.ID)
		case w.Cone == 0 && w.Melee && w.Reach < 1:
			return errorf("teamturn: weapon %q: a melee weapon needs a reach", w.ID)
		case w.Cone == 0 && !w.Melee && (w.Nominal < 2 || w.Max < w.Nominal):
			return errorf("teamturn: weapon %q: ranges out of order", w.ID)
		case w.Cone > 0 && (w.Recharge < 1 || w.Melee):
			return errorf("teamturn: weapon %q: a cone is a ranged ability with a recharge", w.ID)
		}
	}
	for _, u := range c.Units {
		if u.MaxHP < 1 || u.Speed < 1 || u.Size < -2 || u.Size > 2 || len(u.Weapons) == 0 || u.AR < 0 {
			return errorf("teamturn: unit %q: HP, speed, size, armour and a weapon are required", u.ID)
		}
		if w, ok := catalog.Unknown(u.Weapons, c.HasWeapon); ok {
			return errorf("teamturn: unit %q: unknown weapon %q", u.ID, w)
		}
		if u.TwoWeapon {
			if len(u.Weapons) < 2 {
				return errorf("teamturn: unit %q: two-weapon fighting needs two weapons", u.ID)
			}
			a, _ := c.Weapon(u.Weapons[0])
			b, _ := c.Weapon(u.Weapons[1])
			if !a.Melee || !b.Melee {
				return errorf("teamturn: unit %q: two-weapon fighting needs two melee weapons", u.ID)
			}
		}
	}
	if err := catalog.CheckSquads(c.Squads, c.HasUnit); err != nil {
		return errorf("teamturn: %v", err)
	}
	return nil
}

// kit writes a unit's weapons and armour in one line.
func (c *Content) kit(u *UnitSpec) string {
	var names []string
	for _, id := range u.Weapons {
		if w, ok := c.Weapon(id); ok && id != "fists" {
			names = append(names, w.Name)
		}
	}
	if u.AR > 0 {
		names = append(names, fmt.Sprintf("%s (AR %d)", u.Armour, u.AR))
	}
	return strings.Join(names, ", ")
}

// stats writes a unit's numbers as the system's players read them.
func stats(u *UnitSpec) string {
	s := fmt.Sprintf("STR %d · AGI %d · FOR %d · Brawl %d · Finesse %d · Shoot %d · Size %+d · HP %d · AR %d · Speed %d", u.Str, u.Agi, u.Fortitude, u.Brawl, u.Finesse, u.Shoot, u.Size, u.MaxHP, u.AR, u.Speed)
	if u.TwoWeapon {
		s += " · two weapons"
	}
	return s
}

// describe writes a weapon's line for the rules reference.
func (w *WeaponSpec) describe() string {
	kind := fmt.Sprintf("range %d m (to %d m unfavourable)", w.Nominal, w.Max)
	switch {
	case w.Cone > 0:
		kind = fmt.Sprintf("cone %d squares, Recharge %d+", w.Cone, w.Recharge)
	case w.Melee:
		kind = fmt.Sprintf("melee, reach %d", w.Reach)
	}
	integ := "never degrades"
	if w.Integrity > 0 {
		integ = fmt.Sprintf("integrity %d", w.Integrity)
	}
	return fmt.Sprintf("%s: %s; %s + %s; damage %s; %s", w.Name, kind, w.Attr, w.Skill, w.damage(), integ)
}
