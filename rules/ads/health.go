package ads

// DefaultMaxWounds is the Wounds at which a character dies (G14).
const DefaultMaxWounds = 10

// Health is a character's Stamina and Wounds track (§7).
type Health struct {
	// Base is the unwounded maximum Stamina: 10 + 2 STR + WP + bonuses.
	Base int `json:"base"`
	// Stamina is the current Stamina.
	Stamina int `json:"stamina"`
	// Wounds are the Wounds held.
	Wounds int `json:"wounds"`
	// MaxWounds is the Wounds at which the character dies.
	MaxWounds   int  `json:"max_wounds"`
	Bloodied    bool `json:"bloodied,omitempty"`
	Unconscious bool `json:"unconscious,omitempty"`
	Dead        bool `json:"dead,omitempty"`
}

// same reports whether h == o, field by field: the odds compare healths
// in their innermost loop, where == calls the runtime's memory comparison.
func (h *Health) same(o Health) bool {
	return h.Stamina == o.Stamina && h.Wounds == o.Wounds && h.Base == o.Base && h.MaxWounds == o.MaxWounds &&
		h.Bloodied == o.Bloodied && h.Unconscious == o.Unconscious && h.Dead == o.Dead
}

// BaseStamina is 10 + 2 Strength + Willpower + bonus.
func BaseStamina(str, wp, bonus int) int { return 10 + 2*str + wp + bonus }

// NewHealth returns a fresh track for the given characteristics.
func NewHealth(str, wp, bonus int) Health {
	b := BaseStamina(str, wp, bonus)
	return Health{Base: b, Stamina: b, MaxWounds: DefaultMaxWounds}
}

// MaxStamina is the current maximum: Base less one per Wound, at least 0.
func (h Health) MaxStamina() int {
	if m := h.Base - h.Wounds; m > 0 {
		return m
	}
	return 0
}

// Active reports whether the character is still in the fight.
func (h Health) Active() bool { return !h.Dead && !h.Unconscious }

// Apply takes dmg points after soak from one hit. Stamina absorbs first,
// adding 1 Wound per 5 points it absorbs; what is left after Stamina reaches
// 0 becomes Wounds 1:1 and the character is Bloodied. A knockout hit never
// makes Wounds: its overflow is lost and its Stamina damage adds none.
// extraWounds (Called Shot) are added when the hit does damage. It returns
// the Wounds the hit added.
func (h *Health) Apply(dmg int, knockout bool, extraWounds int) int {
	if dmg <= 0 || h.Dead {
		return 0
	}
	absorbed := dmg
	if absorbed > h.Stamina {
		absorbed = h.Stamina
	}
	over := dmg - absorbed
	h.Stamina -= absorbed
	w := 0
	if !knockout {
		w = absorbed/5 + over + extraWounds
	}
	h.Wounds += w
	if h.Wounds >= h.MaxWounds {
		h.Wounds = h.MaxWounds
		h.Dead = true
	}
	if m := h.MaxStamina(); h.Stamina > m {
		h.Stamina = m
	}
	if h.Stamina == 0 {
		h.Bloodied = true
	}
	return w
}

// StaysConscious reports the outcome of the start-of-turn Resolve test of a
// character at 0 Stamina: it needs successes >= its Wounds. A character
// with Stamina left always stays conscious.
func (h Health) StaysConscious(resolveTotal int) bool {
	return h.Stamina > 0 || resolveTotal >= h.Wounds
}
