package rules

import "strings"

// SideView is one side's view of a battle (issue #42), the one object a
// screen, a --state export or a computer player reads in place of the
// battle's own lists: the side's own units whole, the enemies it sees
// whole, every other unit as the scoreboard shows it (Unseen), where it
// last saw each enemy it sees no more (Markers), and the cover sections
// as it knows them.
type SideView struct {
	Side  int
	Round int
	// Units holds every unit by id: whole where Seen, else Unseen.
	Units []Unit
	// Seen reports, by unit id, whether the side sees the unit now (its
	// own always).
	Seen []bool
	// Markers are the last-known positions of the enemies not seen now,
	// in unit order.
	Markers []Marker
	// Covers is every cover section's structure as the side knows it,
	// in Field.Covers order.
	Covers []int
	// Prompt is the battle's prompt as the side may read it
	// (MaskPrompt).
	Prompt Prompt
}

// View notes b in k (Note) and returns k's side's view of b.
func (k *Knowledge) View(b Battle) SideView {
	k.Note(b)
	v := SideView{Side: k.side, Round: b.Round(), Seen: SeenUnits(b, k.side, nil)}
	v.Units = MaskUnits(nil, b.Units(), v.Seen)
	v.Markers = k.Markers(nil)
	v.Covers = k.Covers(b, nil)
	v.Prompt = MaskPrompt(b.Prompt(), b.Units(), v.Seen)
	return v
}

// Unseen returns what a side knows of unit u when it does not see it:
// who it is and whether it is still in the fight, as the rosters and the
// scoreboard show every side; not where it stands, how it fares, what it
// carries or does.
func Unseen(u Unit) Unit {
	return Unit{ID: u.ID, Side: u.Side, Name: u.Name, Role: u.Role, Active: u.Active}
}

// MaskUnits appends units to dst[:0] with every unit not seen (by id; an
// id beyond seen is not seen) replaced by Unseen's: the units as a side
// that sees seen knows them. The units seen share their lists with
// units.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func MaskUnits(dst, units []Unit, seen []bool) []Unit {
	dst = append(dst[:0], units...)
	for i := range dst {
		if i >= len(seen) || !seen[i] {
			dst[i] = Unseen(dst[i])
		}
	}
	return dst
}

// unseenWords is how a prompt masked for a side names a unit it does not
// see.
const unseenWords = "an unseen unit"

// PromptUnseen is the Kind of a reaction window an unseen unit decides,
// as MaskPrompt tells it to a side that does not see the unit.
const PromptUnseen = "unseen"

// unseenDecides is the Text of such a window.
const unseenDecides = "An unseen unit decides"

// MaskPrompt returns pr as a side that sees seen (by unit id) may read
// it: the deciding unit and the attacker it does not see are NoUnit, and
// their names in the prompt's words are "an unseen unit", so that no
// prompt tells a side who or where an unseen unit is (issue #42). units
// are the battle's, for the names; a name a unit the side sees bears
// too is left, telling nothing.
//
// A reaction window an unseen unit decides is told only as one: its Kind
// is PromptUnseen and its words "An unseen unit decides", since the kind
// of window (an overwatch shot, a defence) or the words around the names
// would tell what the unseen unit can do and whom it watches, as a GM
// says no more than that the other side is thinking.
func MaskPrompt(pr Prompt, units []Unit, seen []bool) Prompt {
	if pr.Kind != PromptTurn && pr.Unit != NoUnit && pr.Unit >= 0 && pr.Unit < len(units) && (pr.Unit >= len(seen) || !seen[pr.Unit]) {
		return Prompt{Side: pr.Side, Unit: NoUnit, Kind: PromptUnseen, Attacker: NoUnit, Text: unseenDecides}
	}
	hide := func(id *int) {
		if *id == NoUnit || *id < 0 || *id >= len(units) || *id < len(seen) && seen[*id] {
			return
		}
		if n := units[*id].Name; n != "" && !seenNamed(units, seen, n) {
			pr.Text = strings.ReplaceAll(pr.Text, n, unseenWords)
			pr.Hint = strings.ReplaceAll(pr.Hint, n, unseenWords)
		}
		*id = NoUnit
	}
	hide(&pr.Unit)
	hide(&pr.Attacker)
	return pr
}

// seenNamed reports whether a unit seen bears name n: the name then
// tells nothing of the unseen one.
func seenNamed(units []Unit, seen []bool, n string) bool {
	for i := range units {
		if i < len(seen) && seen[i] && units[i].Name == n {
			return true
		}
	}
	return false
}
