package ads

import (
	_ "embed"

	"sightline/rules"
	"sightline/rules/files"
	"sightline/rules/kit/catalog"
)

//go:embed content.json
var defaultContent []byte

// The skills a unit template may list (ads.md §5-§6, G24, G27).
var skillNames = []string{"ranged", "melee", "resolve", "awareness", "athletics", "acrobatics", "stealth", "scrutiny"}

// The roles that pick a unit's sprite (rules.Unit.Role).
var roleNames = []string{"rifleman", "gunner", "marksman", "melee", "flyer"}

// RoF is a ranged weapon's rate of fire: rounds fired (and the most hits)
// in single, burst and full-auto modes; 0 means the mode is unavailable.
type RoF struct {
	Single int `json:"single"`
	Burst  int `json:"burst,omitempty"`
	Auto   int `json:"auto,omitempty"`
}

// WeaponSpec is one weapon of the content.
type WeaponSpec struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Damage      int    `json:"damage"`
	Range       int    `json:"range"` // listed range R in squares; reach for melee
	RoF         RoF    `json:"rof"`
	Penetration int    `json:"penetration,omitempty"`
	// Reliability is "normal", "reliable" or "unreliable" for firearms.
	Reliability string `json:"reliability,omitempty"`
	Magazine    int    `json:"magazine,omitempty"`
	Impact      bool   `json:"impact,omitempty"`
	Melee       bool   `json:"melee,omitempty"`
	// Thrown weapons add Strength to damage.
	Thrown bool `json:"thrown,omitempty"`
	// Primitive weapons (bows, slings) never jam.
	Primitive bool `json:"primitive,omitempty"`
	// TwoHanded weapons take both hands: no second weapon beside them,
	// and they are dropped on being grappled. Light ones serve Grapple
	// Strike and Pummel (grapple.go).
	TwoHanded bool `json:"two_handed,omitempty"`
	Light     bool `json:"light,omitempty"`
}

// CanJam reports whether the weapon can jam: firearms only.
func (w WeaponSpec) CanJam() bool { return !w.Melee && !w.Primitive && !w.Thrown }

// Grade returns the weapon's Reliability grade.
func (w WeaponSpec) Grade() Reliability {
	switch w.Reliability {
	case "reliable":
		return Reliable
	case "unreliable":
		return Unreliable
	}
	return Normal
}

// ArmourSpec is one armour of the content.
type ArmourSpec struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	AP    int    `json:"ap"`
	Cloak int    `json:"cloak,omitempty"`
	// Bulk is subtracted from Duck and Dodge (§6 step 3, G9); the shipped
	// armour has none.
	Bulk int `json:"bulk,omitempty"`
}

// UnitSpec is a unit template: characteristics, skills, speed and kit.
type UnitSpec struct {
	ID      string         `json:"id"`
	Name    string         `json:"name"`
	Role    string         `json:"role"`
	Str     int            `json:"str"`
	Ag      int            `json:"ag"`
	Per     int            `json:"per"`
	Int     int            `json:"int"`
	WP      int            `json:"wp"`
	Cha     int            `json:"cha"`
	Speed   int            `json:"speed"`
	Skills  map[string]int `json:"skills"`
	Weapons []string       `json:"weapons"`
	Armour  string         `json:"armour"`
	// Feats are the unit's feats (hands.go: featNames).
	Feats []string `json:"feats,omitempty"`
}

// Skill returns the unit's rank in a skill, 0 when untrained.
func (u UnitSpec) Skill(name string) int { return u.Skills[name] }

// Content is a validated set of ADS units, weapons, armour and squads.
type Content struct {
	Armour  []ArmourSpec  `json:"armour"`
	Weapons []WeaponSpec  `json:"weapons"`
	Units   []UnitSpec    `json:"units"`
	Squads  []rules.Squad `json:"squads"`
}

// DefaultContent returns a fresh copy of the content shipped with the
// ruleset.
func DefaultContent() (*Content, error) {
	return ParseContent(defaultContent, "ads/content.json")
}

// ParseContent reads and validates content; errors name the file and the
// offending entry in one line.
func ParseContent(data []byte, file string) (*Content, error) {
	var c Content
	if err := files.Decode(data, &c); err != nil {
		return nil, errorf("%s: %v", file, err)
	}
	if err := c.Validate(); err != nil {
		return nil, errorf("%s: %v", file, err)
	}
	return &c, nil
}

// Weapon returns the weapon with the given id.
func (c *Content) Weapon(id string) (WeaponSpec, bool) {
	if w := c.weaponRef(id); w != nil {
		return *w, true
	}
	return WeaponSpec{}, false
}

// weaponRef returns the weapon with the given id in place, nil for an
// unknown id: for a hot path that reads a few fields and should not copy
// the whole spec.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (c *Content) weaponRef(id string) *WeaponSpec {
	return catalog.Find(c.Weapons, id, func(w *WeaponSpec) string { return w.ID })
}

// unitRef returns the unit template with the given id in place, nil for
// an unknown id.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (c *Content) unitRef(id string) *UnitSpec {
	return catalog.Find(c.Units, id, func(u *UnitSpec) string { return u.ID })
}

// hasUnit reports whether the content has unit template id.
func (c *Content) hasUnit(id string) bool { return c.unitRef(id) != nil }

// ArmourOf returns the armour with the given id.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (c *Content) ArmourOf(id string) (ArmourSpec, bool) {
	if a := catalog.Find(c.Armour, id, func(a *ArmourSpec) string { return a.ID }); a != nil {
		return *a, true
	}
	return ArmourSpec{}, false
}

// Unit returns the unit template with the given id.
func (c *Content) Unit(id string) (UnitSpec, bool) {
	if u := c.unitRef(id); u != nil {
		return *u, true
	}
	return UnitSpec{}, false
}

// Validate checks ids, ranges and references, returning the first problem.
func (c *Content) Validate() error {
	seen := map[string]bool{}
	unique := func(kind, id string) error {
		if id == "" {
			return errorf("%s with an empty id", kind)
		}
		if seen[kind+"/"+id] {
			return errorf("%s %q defined twice", kind, id)
		}
		seen[kind+"/"+id] = true
		return nil
	}
	for _, a := range c.Armour {
		if err := unique("armour", a.ID); err != nil {
			return err
		}
		if a.AP < 0 || a.Cloak < 0 || a.Bulk < 0 {
			return errorf("armour %q: negative AP or Bulk", a.ID)
		}
	}
	for _, w := range c.Weapons {
		if err := unique("weapon", w.ID); err != nil {
			return err
		}
		if err := w.validate(); err != nil {
			return errorf("weapon %q: %v", w.ID, err)
		}
	}
	for _, u := range c.Units {
		if err := unique("unit", u.ID); err != nil {
			return err
		}
		if err := u.validate(c); err != nil {
			return errorf("unit %q: %v", u.ID, err)
		}
	}
	if len(c.Squads) < 2 {
		return errorf("need at least two squads, have %d", len(c.Squads))
	}
	for _, s := range c.Squads {
		if err := unique("squad", s.ID); err != nil {
			return err
		}
		if len(s.Units) == 0 {
			return errorf("squad %q has no units", s.ID)
		}
		if id, ok := catalog.Unknown(s.Units, c.hasUnit); ok {
			return errorf("squad %q: unknown unit %q", s.ID, id)
		}
	}
	return nil
}

func (w WeaponSpec) validate() error {
	switch {
	case w.Damage < 0:
		return errorf("negative damage %d", w.Damage)
	case w.Range < 1:
		return errorf("range %d, want at least 1", w.Range)
	case w.Penetration < 0:
		return errorf("negative penetration %d", w.Penetration)
	}
	if w.Melee {
		if w.RoF != (RoF{}) || w.Magazine != 0 {
			return errorf("a melee weapon has no rate of fire or magazine")
		}
		return nil
	}
	switch w.Reliability {
	case "", "normal", "reliable", "unreliable":
	default:
		return errorf("reliability %q, want normal, reliable or unreliable", w.Reliability)
	}
	switch {
	case w.RoF.Single < 1:
		return errorf("single-shot rate of fire %d, want at least 1", w.RoF.Single)
	case w.RoF.Burst < 0 || w.RoF.Auto < 0:
		return errorf("negative rate of fire")
	case w.Magazine < 1:
		return errorf("magazine %d, want at least 1", w.Magazine)
	case w.RoF.Auto > w.Magazine || w.RoF.Burst > w.Magazine:
		return errorf("rate of fire larger than the magazine %d", w.Magazine)
	}
	return nil
}

func (u UnitSpec) validate(c *Content) error {
	if u.Name == "" {
		return errorf("no name")
	}
	if !contains(roleNames, u.Role) {
		return errorf("role %q, want one of %v", u.Role, roleNames)
	}
	for _, ch := range []struct {
		n string
		v int
	}{{"str", u.Str}, {"ag", u.Ag}, {"per", u.Per}, {"int", u.Int}, {"wp", u.WP}, {"cha", u.Cha}} {
		if ch.v < 1 || ch.v > 10 {
			return errorf("%s %d, want 1..10", ch.n, ch.v)
		}
	}
	if u.Speed < 1 || u.Speed > 10 {
		return errorf("speed %d, want 1..10", u.Speed)
	}
	for _, s := range skillNames {
		if r := u.Skills[s]; r < 0 || r > 10 {
			return errorf("skill %s rank %d, want 0..10", s, r)
		}
	}
	if len(u.Skills) > 0 {
		for _, s := range sortedKeys(u.Skills) {
			if !contains(skillNames, s) {
				return errorf("unknown skill %q, want one of %v", s, skillNames)
			}
		}
	}
	if len(u.Weapons) == 0 {
		return errorf("no weapons")
	}
	for _, id := range u.Weapons {
		if _, ok := c.Weapon(id); !ok {
			return errorf("unknown weapon %q", id)
		}
	}
	if _, ok := c.ArmourOf(u.Armour); !ok {
		return errorf("unknown armour %q", u.Armour)
	}
	for _, f := range u.Feats {
		if !contains(featNames, f) {
			return errorf("unknown feat %q, want one of %v", f, featNames)
		}
	}
	return nil
}

// contains reports whether xs holds x. It is kept out of line: inlined
// into its many callers it weighed in the browser's download (issue #38).
//
//go:noinline
func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// sortedKeys returns a map's keys in sorted order, so that validation
// reports the same first problem every time.
func sortedKeys(m map[string]int) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}
