package majorminor

import (
	"fmt"
	"strings"

	"sightline/rules"
	"sightline/rules/kit/catalog"
)

// Attr names one of a unit's ability scores, as a weapon's Hit and Damage
// Attributes name them.
type Attr string

// The abilities the content uses, all of the Body category (G5).
const (
	Str Attr = "Strength"
	Dex Attr = "Dexterity"
	Ath Attr = "Athletics"
)

// WeaponSpec is one weapon of the content. The seed lists no weapons;
// these are the project's, in the seed's terms.
type WeaponSpec struct {
	ID, Name string
	Melee    bool
	// Range is in squares (metres): 1 for melee; up to twice it at −3.
	Range int
	// Hit and Damage name the attributes the two Checks add.
	Hit, Damage Attr
	// HitAdj and DamageAdj are the weapon's Hit and Damage Adjustments.
	HitAdj, DamageAdj int
	// Break is the Break Chance, in percent, rolled on a Critical Fail.
	Break int
}

// UnitSpec is one unit template.
type UnitSpec struct {
	ID, Name, Role string
	Str, Dex, Ath  int
	// Armour is the armour's name; ArmourAdj its Armor Adjustment to the
	// Defense Check.
	Armour    string
	ArmourAdj int
	MaxHP     int
	Speed     int
	// Size is the size class (1 small, 2 medium, 3 large): a grappler
	// holding a smaller one keeps its speed.
	Size    int
	Weapons []string
}

// attr returns the unit's score in a.
func (u *UnitSpec) attr(a Attr) int {
	switch a {
	case Str:
		return u.Str
	case Dex:
		return u.Dex
	}
	return u.Ath
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

// DefaultContent returns the shipped content.
func DefaultContent() *Content {
	return &Content{Lists: catalog.Lists[WeaponSpec, *WeaponSpec, UnitSpec, *UnitSpec]{
		Weapons: []WeaponSpec{
			{ID: "fists", Name: "Unarmed strike", Melee: true, Range: 1, Hit: Str, Damage: Str, HitAdj: 0, DamageAdj: -4, Break: 0},
			{ID: "pipe", Name: "Lead pipe", Melee: true, Range: 1, Hit: Str, Damage: Str, HitAdj: 0, DamageAdj: 0, Break: 8},
			{ID: "machete", Name: "Machete", Melee: true, Range: 1, Hit: Dex, Damage: Str, HitAdj: 1, DamageAdj: 1, Break: 4},
			{ID: "sledge", Name: "Sledgehammer", Melee: true, Range: 1, Hit: Str, Damage: Str, HitAdj: -1, DamageAdj: 4, Break: 5},
			{ID: "spear", Name: "Boar spear", Melee: true, Range: 2, Hit: Str, Damage: Str, HitAdj: 0, DamageAdj: 1, Break: 6},
			{ID: "pistol", Name: "Revolver", Range: 12, Hit: Dex, Damage: Dex, HitAdj: 1, DamageAdj: 1, Break: 3},
			{ID: "carbine", Name: "Lever carbine", Range: 24, Hit: Dex, Damage: Dex, HitAdj: 1, DamageAdj: 2, Break: 4},
			{ID: "shotgun", Name: "Coach gun", Range: 8, Hit: Dex, Damage: Dex, HitAdj: 2, DamageAdj: 4, Break: 6},
			{ID: "rifle", Name: "Scoped rifle", Range: 32, Hit: Dex, Damage: Dex, HitAdj: 2, DamageAdj: 3, Break: 5},
			{ID: "bow", Name: "Hunting bow", Range: 18, Hit: Dex, Damage: Str, HitAdj: 0, DamageAdj: 1, Break: 7},
		},
		Units: []UnitSpec{
			{ID: "enforcer", Name: "Enforcer", Role: "melee", Str: 4, Dex: 1, Ath: 3, Armour: "Riot vest", ArmourAdj: 3, MaxHP: 34, Speed: 6, Size: 2, Weapons: []string{"sledge", "pistol"}},
			{ID: "gunhand", Name: "Gunhand", Role: "rifleman", Str: 2, Dex: 4, Ath: 2, Armour: "Leather coat", ArmourAdj: 1, MaxHP: 26, Speed: 6, Size: 2, Weapons: []string{"carbine", "machete"}},
			{ID: "scout", Name: "Scout", Role: "rifleman", Str: 2, Dex: 3, Ath: 4, Armour: "Canvas jacket", ArmourAdj: 0, MaxHP: 24, Speed: 7, Size: 2, Weapons: []string{"pistol", "machete"}},
			{ID: "sharpshooter", Name: "Sharpshooter", Role: "marksman", Str: 1, Dex: 5, Ath: 2, Armour: "Canvas jacket", ArmourAdj: 0, MaxHP: 22, Speed: 6, Size: 2, Weapons: []string{"rifle", "pistol"}},
			{ID: "brawler", Name: "Brawler", Role: "melee", Str: 5, Dex: 2, Ath: 4, Armour: "Padded shirt", ArmourAdj: 1, MaxHP: 30, Speed: 6, Size: 2, Weapons: []string{"pipe"}},
			{ID: "shotgunner", Name: "Shotgunner", Role: "gunner", Str: 3, Dex: 3, Ath: 2, Armour: "Riot vest", ArmourAdj: 3, MaxHP: 28, Speed: 6, Size: 2, Weapons: []string{"shotgun", "machete"}},
			{ID: "hunter", Name: "Hunter", Role: "marksman", Str: 3, Dex: 4, Ath: 3, Armour: "Leather coat", ArmourAdj: 1, MaxHP: 26, Speed: 6, Size: 2, Weapons: []string{"bow", "spear"}},
			{ID: "urchin", Name: "Urchin", Role: "melee", Str: 1, Dex: 4, Ath: 5, Armour: "None", ArmourAdj: 0, MaxHP: 18, Speed: 7, Size: 1, Weapons: []string{"machete"}},
		},
		Squads: []rules.Squad{
			{ID: "posse", Name: "Posse", Units: []string{"gunhand", "gunhand", "enforcer", "sharpshooter"}},
			{ID: "gang", Name: "Dockside gang", Units: []string{"brawler", "shotgunner", "scout", "hunter"}},
			{ID: "grapplers", Name: "Grapple and break", Units: []string{"brawler", "brawler", "enforcer", "urchin"}},
		},
	}}
}

// Check reports the first reference that does not resolve, or a number
// out of the rules' range.
func (c *Content) Check() error {
	for _, u := range c.Units {
		if u.MaxHP < 1 || u.Speed < 1 || u.Size < 1 || len(u.Weapons) == 0 {
			return errorf("majorminor: unit %q: HP, speed, size and a weapon are required", u.ID)
		}
		if w, ok := catalog.Unknown(u.Weapons, c.HasWeapon); ok {
			return errorf("majorminor: unit %q: unknown weapon %q", u.ID, w)
		}
	}
	for _, w := range c.Weapons {
		if w.Range < 1 || w.Break < 0 || w.Break > 100 {
			return errorf("majorminor: weapon %q: range at least 1, break chance 0-100", w.ID)
		}
	}
	if err := catalog.CheckSquads(c.Squads, c.HasUnit); err != nil {
		return errorf("majorminor: %v", err)
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
	if u.ArmourAdj > 0 {
		names = append(names, fmt.Sprintf("%s (+%d)", u.Armour, u.ArmourAdj))
	}
	return strings.Join(names, ", ")
}

// stats writes a unit's numbers as the system's players read them.
func stats(u *UnitSpec) string {
	return fmt.Sprintf("STR %d · DEX %d · ATH %d · HP %d · Speed %d · Armor %+d", u.Str, u.Dex, u.Ath, u.MaxHP, u.Speed, u.ArmourAdj)
}
