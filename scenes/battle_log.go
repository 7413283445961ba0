package scenes

import (
	"fmt"
	"strings"

	"sightline/rules"
)

// maxLogEntries bounds the combat log kept in memory.
const maxLogEntries = 400

// logEntry is one action in the combat log: its headline, and every roll
// and outcome under it, with modifiers and their sources.
type logEntry struct {
	head  string
	lines []string
	side  int
	// Tallies for the collapsed line.
	shots, hits, damage int
	turn                bool
	// act marks an entry an action opened, by actor at target (NoUnit for
	// none): the target's answer to it (a defence) is filed under it, so
	// that the attack's line carries its outcome.
	act           bool
	actor, target int
	// open shows the entry's lines, after a click on it.
	open bool
}

// summary is the entry's collapsed line.
func (e *logEntry) summary() string {
	s := e.head
	if e.shots > 0 {
		s += fmt.Sprintf(" — %d/%d hit", e.hits, e.shots)
		if e.damage > 0 {
			s += fmt.Sprintf(", %d damage", e.damage)
		}
	} else if len(e.lines) > 0 && !e.turn {
		s += " — " + e.lines[len(e.lines)-1]
	}
	return s
}

// combatLog collects events into entries, one per action.
type combatLog struct {
	entries []logEntry
	// hidden, when set, reports the units the viewer cannot see: their
	// names are masked, and what passes only between hidden units is left
	// out, so the log tells no more than the map shows.
	hidden func(id int) bool
}

// unseenName is how the log names a unit the viewer cannot see.
const unseenName = "an unseen enemy"

// add files an event: an action or a turn opens an entry; anything else
// is a line of the current one.
func (l *combatLog) add(e rules.Event, b rules.Battle, actionName func(string) string) {
	hid := func(id int) bool { return l.hidden != nil && id >= 0 && l.hidden(id) }
	if hid(e.Unit) && (e.Target == rules.NoUnit || hid(e.Target)) {
		switch e.Kind {
		case rules.EvRoundStart, rules.EvRoundEnd, rules.EvBattleEnd, rules.EvUnitDown, rules.EvUnitDead:
		default:
			return
		}
	}
	if hid(e.Unit) && (e.Kind == rules.EvAction || e.Kind == rules.EvReaction) {
		e.Text = ""
	}
	name := func(id int) string {
		if hid(id) {
			return unseenName
		}
		if b == nil {
			return fmt.Sprint("unit ", id)
		}
		us := b.Units()
		if id >= 0 && id < len(us) {
			return us[id].Name
		}
		return ""
	}
	text := e.Text
	if len(e.Mods) > 0 {
		parts := make([]string, len(e.Mods))
		for i, m := range e.Mods {
			parts[i] = fmt.Sprintf("%s %+d", m.Source, m.Value)
		}
		text += " [" + strings.Join(parts, ", ") + "]"
	}
	switch e.Kind {
	case rules.EvTurnStart:
		if e.Unit != rules.NoUnit {
			l.open(logEntry{head: fmt.Sprintf("Round %d: %s's turn", e.Round, name(e.Unit)), side: e.Side, turn: true})
		}
		return
	case rules.EvBattleStart:
		if text != "" {
			l.open(logEntry{head: text, side: -1})
		}
		return
	case rules.EvRoundStart:
		// The round's own rolls (initiative) go under it, not under the
		// last action of the round before.
		l.open(logEntry{head: fmt.Sprintf("Round %d", e.Round), side: -1})
		return
	case rules.EvAction, rules.EvReaction:
		if text == "" {
			text = fmt.Sprintf("%s: %s", name(e.Unit), actionName(e.Action))
		}
		if n := len(l.entries); e.Kind == rules.EvReaction && n > 0 {
			if cur := &l.entries[n-1]; cur.act && cur.target != rules.NoUnit && e.Unit == cur.target && e.Target == cur.actor {
				cur.lines = append(cur.lines, text)
				return
			}
		}
		l.open(logEntry{head: text, side: e.Side, act: true, actor: e.Unit, target: e.Target})
		return
	case rules.EvBattleEnd:
		if text == "" {
			text = "The battle is over"
		}
		l.open(logEntry{head: text, side: e.Side})
		return
	}
	if len(l.entries) == 0 {
		l.open(logEntry{head: "Battle", side: -1})
	}
	cur := &l.entries[len(l.entries)-1]
	switch e.Kind {
	case rules.EvShot:
		cur.shots++
		if e.Hit {
			cur.hits++
		}
	case rules.EvDamage:
		cur.damage += e.Value
	}
	if text != "" {
		cur.lines = append(cur.lines, text)
	}
}

func (l *combatLog) open(e logEntry) {
	if len(l.entries) >= maxLogEntries {
		l.entries = append(l.entries[:0], l.entries[len(l.entries)-maxLogEntries/2:]...)
	}
	l.entries = append(l.entries, e)
}
