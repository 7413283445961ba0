package scenes

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"sightline/rules"
)

// turnBanner is the top bar's words for whose turn it is on a turn that
// names no unit, a side's whole turn (teamturn's team turns): the
// prompt's own words ("Side 1's team turn"), or else "Side N's turn". On
// a unit's turn, or in a window, it is "": the rings in the turn order
// say who decides.
func turnBanner(pr rules.Prompt) string {
	if pr.Kind != rules.PromptTurn || pr.Unit != rules.NoUnit || pr.Side < 0 {
		return ""
	}
	text := strings.TrimSpace(pr.Text)
	if text == "" {
		return fmt.Sprintf("Side %d's turn", pr.Side+1)
	}
	r, n := utf8.DecodeRuneInString(text)
	return string(unicode.ToUpper(r)) + text[n:]
}

// actorsMemo remembers, for the battle's version it was asked at, which
// units of the side whose turn names no unit still have something to do:
// a command of their own in the side's legal list.
type actorsMemo struct {
	version uint64
	side    int
	valid   bool
	can     []bool
}

// of returns, indexed by unit id, whether each unit has a command of its
// own among b's legal commands for pr's side; nil on a prompt that is no
// side's turn. The legal list is asked once a version.
func (m *actorsMemo) of(b rules.Battle, pr rules.Prompt, units int) []bool {
	if pr.Kind != rules.PromptTurn || pr.Unit != rules.NoUnit || pr.Side < 0 {
		return nil
	}
	if m.valid && m.version == b.Version() && m.side == pr.Side && len(m.can) == units {
		return m.can
	}
	m.can = append(m.can[:0], make([]bool, units)...)
	for _, c := range b.Legal(pr.Side) {
		if c.Unit >= 0 && c.Unit < units {
			m.can[c.Unit] = true
		}
	}
	m.version, m.side, m.valid = b.Version(), pr.Side, true
	return m.can
}

// stillActs reports whether u is ringed in the turn order as one that
// decides now (acting), and, on a side's turn, still has something to
// do (can, from actorsMemo.of). A unit the viewer does not see (seen
// false) is ringed with its side whatever it has left, so that the ring
// tells nothing of it.
func stillActs(u rules.Unit, pr rules.Prompt, can []bool, seen bool) bool {
	if !acting(u, pr) {
		return false
	}
	if pr.Unit != rules.NoUnit || can == nil || !seen {
		return true
	}
	return u.ID >= 0 && u.ID < len(can) && can[u.ID]
}
