package scenes

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"sightline/rules"
)

// rollWork writes a roll's working as a game master reads it out: the
// faces rolled, each modifier with its source (signed as rules.Mod is:
// plus helps the roller), the total, and what it was against ("vs
// Scout's 8", the opposing roll of the same exchange), parted by
// " · ". The total is left out of a roll that reports none (a quick
// recovery's faces are read against the ruleset's own table, which its
// text gives).
func rollWork(dice []int, mods []rules.Mod, total int, against string) string {
	var parts []string
	if len(dice) > 0 {
		faces := make([]string, len(dice))
		for i, f := range dice {
			faces[i] = strconv.Itoa(f)
		}
		parts = append(parts, "rolled "+strings.Join(faces, " "))
	} else if against != "" || total != 0 {
		parts = append(parts, "dice unseen")
	}
	for _, m := range mods {
		parts = append(parts, fmt.Sprintf("%s %+d", m.Source, m.Value))
	}
	s := strings.Join(parts, " · ")
	if total != 0 || len(mods) > 0 || against != "" {
		s += fmt.Sprintf(" → %d", total)
	}
	if against != "" {
		s += " · " + against
	}
	return s
}

// rollTitle is the line over a roll's working: the ruleset's sentence
// (one that begins with a capital: "Scout tests Resolve against 3
// Wounds"), else the roller and what the roll was for ("Scout's Duck",
// from ADS's "duck").
func rollTitle(e rules.Event, text, who string, actionName func(string) string) string {
	if e.Unit == rules.NoUnit || who == "" {
		return text
	}
	if text == "" {
		return who + " rolls"
	}
	if r, _ := utf8.DecodeRuneInString(text); unicode.IsUpper(r) {
		return text
	}
	if !strings.ContainsRune(text, ' ') {
		text = strings.ReplaceAll(actionName(text), "_", " ")
	}
	return who + "'s " + text
}

// shotText is the line of a shot the ruleset wrote no words for: which
// projectile, hit or miss, and the margin the ruleset reports in its
// Total (ADS: the attack's total less the defence's, less two for each
// projectile before it).
func shotText(e rules.Event) string {
	verdict := "miss"
	if e.Hit {
		verdict = "hit"
	}
	s := fmt.Sprintf("shot %d: %s", max(e.Value, 1), verdict)
	if e.Total != 0 {
		s += fmt.Sprintf(", margin %d", e.Total)
	}
	return s
}

// modsText writes modifiers as " [source +v, ...]", or "" for none.
func modsText(mods []rules.Mod) string {
	if len(mods) == 0 {
		return ""
	}
	parts := make([]string, len(mods))
	for i, m := range mods {
		parts[i] = fmt.Sprintf("%s %+d", m.Source, m.Value)
	}
	return " [" + strings.Join(parts, ", ") + "]"
}

// maskedText is the log's own line for an event about a unit the viewer
// cannot see, in place of the ruleset's words, which name it: it names
// units only through name (which masks them), and "" leaves the line to
// the log's default (an action's "who: what") or out. Besides rolls,
// shots and damage, it tells only what the ruleset had words for.
func maskedText(e rules.Event, name func(int) string) string {
	switch e.Kind {
	case rules.EvRoll, rules.EvInitiative, rules.EvShot, rules.EvDamage:
	default:
		if e.Text == "" {
			return ""
		}
	}
	switch e.Kind {
	case rules.EvRoll, rules.EvInitiative:
		if e.Action != "" {
			return name(e.Unit) + "'s " + e.Action
		}
		return name(e.Unit) + " rolls"
	case rules.EvShot:
		return shotText(e)
	case rules.EvDamage:
		s := fmt.Sprintf("%s takes %d damage", name(e.Target), e.Value)
		if e.Location != "" {
			s += " to the " + e.Location
		}
		return s
	case rules.EvUnitDown:
		return name(e.Unit) + " is down"
	case rules.EvUnitDead:
		return name(e.Unit) + " is dead"
	case rules.EvStatusGained, rules.EvStatusLost:
		if e.Status == "" {
			return ""
		}
		verb := "gains"
		if e.Kind == rules.EvStatusLost {
			verb = "loses"
		}
		return fmt.Sprintf("%s %s %s", name(e.Unit), verb, strings.ReplaceAll(e.Status, "_", " "))
	}
	return ""
}
