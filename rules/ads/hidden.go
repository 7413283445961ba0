package ads

import (
	"fmt"

	"sightline/rules"
)

// What a side cannot see (issue #42; doc.go). Every movement search is made
// on the mover's side's view (blocks, sprint.go): a square holding a unit
// that side does not see is free to it, so Legal, Reach and Path are the
// same whatever stands unseen. The walk, played step by step (flow), then
// finds such a unit when it is about to step onto its square: runInto.

// runInto ends u's walk m, whose next step would enter o's square, on the
// square u stands on, as a tabletop GM rules a move that runs into a
// hidden unit: u stops on the last free square before it, having paid the
// command's price; the attack a Charge or a Hip Fire was to end in is not
// made (the action was broken off), and a Take Cover or Dive for Cover
// walk ends here, where the attack it answered is rolled. o is found by
// the ordinary sight rules: the step u could not take is an open one, past
// no wall or corner (no corner cutting) and across no cover that would
// hide a hunkered o from a neighbour (rules/grid gives none across an edge
// both stand next to), so u's side sees o now, and the event names it. Were
// o still unseen, the event would say "a hidden enemy" and name no one.
func (b *Battle) runInto(u *unitState, m *moveState, o *unitState, ev *[]rules.Event) {
	m.Path = m.Path[:m.Next]
	m.Then = nil
	name := b.spec(u).Name
	e := rules.Event{Kind: rules.EvAction, Round: b.s.Round, Side: u.Side, Unit: u.ID, Target: rules.NoUnit, From: u.Pos, To: o.Pos,
		Text: fmt.Sprintf("%s runs into a hidden enemy and stops", name)}
	if b.Sees(u.Side, o.ID) {
		e.Target = o.ID
		e.Text = fmt.Sprintf("%s runs into %s and stops", name, b.spec(o).Name)
	}
	*ev = append(*ev, e)
}

// seenOnly drops from list, in place, the commands naming a target side
// does not see now: a command names only units its side sees.
func (b *Battle) seenOnly(side int, list []rules.Command) []rules.Command {
	out := list[:0]
	for _, c := range list {
		if c.Target == rules.NoUnit || b.Sees(side, c.Target) {
			out = append(out, c)
		}
	}
	return out
}

// opportunitySeen reports whether an opportunity may be offered as far as
// sight goes: the reacting unit's side sees the unit it would act on, the
// provoking unit's side sees the reacting unit (its prompt, the log and the
// defence prompt name it and price it), and, for an attack, neither of the
// two is hidden from the other by a hunkered unit's cover, which forbids
// attacks either way (Hunker Down, cover.go). A hunkered unit hidden from
// the mover therefore takes no overwatch or suppression shot and no
// Reaction Strike at it: it stays hidden rather than firing from hiding,
// and a unit that does fire was seen by the mover's side when it fired.
func (b *Battle) opportunitySeen(tr *trigger) bool {
	if tr.Unit < 0 || tr.Unit >= len(b.s.Units) || tr.Target < 0 || tr.Target >= len(b.s.Units) {
		return false
	}
	o, t := &b.s.Units[tr.Unit], &b.s.Units[tr.Target]
	if !b.Sees(o.Side, t.ID) || !b.Sees(t.Side, o.ID) {
		return false
	}
	if tr.Kind == "grapple_assist" || tr.Kind == "follow_step" {
		return true // no attack: an assist, a step
	}
	return !b.hiddenBehindCover(o, t) && !b.hiddenBehindCover(t, o)
}
