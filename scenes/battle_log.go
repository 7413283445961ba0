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
	lines []logLine
	side  int
	// Tallies for the collapsed line; rolled tells whether a roll
	// decided the shots (ADS's Suppressing Fire fires shots that roll
	// nothing and hit no one: shots with neither a roll nor a hit are
	// counted, not scored).
	shots, hits, damage int
	rolled, turn        bool
	// act marks an entry an action opened, by actor at target (NoUnit for
	// none): the target's answer to it (a defence) is filed under it, so
	// that the attack's line carries its outcome.
	act           bool
	actor, target int
	// settled marks an attack entry whose attack has resolved (a shot,
	// or its roll at the target); until then the answers of its window
	// (majorminor's Assist, Disrupt and Hold) are lines of it, answerer
	// the last unit to answer.
	settled  bool
	answerer int
	// open shows the entry's lines, after a click on it.
	open bool
}

// logLine is one line of a log entry: the ruleset's words for what
// happened (or the log's own, where they would name a unit the viewer
// cannot see), and under it, shown when the entry is opened, the working
// of a roll as a game master reads it out (see rollWork). For a roll it
// keeps who rolled against whom and the total, so that the opposing roll
// of the same exchange can say what it was against.
type logLine struct {
	text string
	work string
	// dice are the faces the line shows, in the order rolled; none for a
	// roll by a unit the viewer cannot see.
	dice []int
	// roll marks a roll by unit at target for total.
	roll         bool
	unit, target int
	total        int
}

// summary is the entry's collapsed line.
func (e *logEntry) summary() string {
	s := e.head
	if e.shots > 0 && !e.rolled && e.hits == 0 {
		s += fmt.Sprintf(" — %d shots, no roll", e.shots)
	} else if e.shots > 0 {
		s += fmt.Sprintf(" — %d/%d hit", e.hits, e.shots)
		if e.damage > 0 {
			s += fmt.Sprintf(", %d damage", e.damage)
		}
	} else if len(e.lines) > 0 && !e.turn {
		s += " — " + e.lines[len(e.lines)-1].text
	}
	return s
}

// dice returns every face the entry shows, in the order rolled: both
// sides of an opposed roll, and whatever rerolls and explosions the
// ruleset reports with the roll.
func (e *logEntry) dice() []int {
	out := []int{}
	for _, l := range e.lines {
		out = append(out, l.dice...)
	}
	return out
}

// combatLog collects events into entries, one per action.
type combatLog struct {
	entries []logEntry
	// sight, when set, is the viewer's sight that add judges an event
	// by (rules.Perceive); nil sees everything. The battle screen files
	// the events of a command with the perception it worked out as the
	// command was applied (file), and needs no sight here.
	sight *rules.Sight
	// filed counts the entries and lines filed, for --state's account
	// of what each event showed the viewer.
	filed int
}

// unseenName is how the log names a unit the viewer cannot see.
const unseenName = "an unseen enemy"

// heardHead is the entry a fight the viewer hears and cannot see opens:
// it names no one and tells nothing of how it went.
const heardHead = "Sounds of a fight out of sight"

// add files an event as the log's sight perceives it (all of it, with
// no sight).
func (l *combatLog) add(e rules.Event, b rules.Battle, actionName func(string) string) {
	p := rules.Perceived{How: rules.Seen, Unit: true, Target: true}
	if l.sight != nil {
		p = rules.Perceive(e, l.sight)
	}
	l.file(e, p, b, actionName)
}

// file files an event as the viewer perceived it (p): an action or a
// turn opens an entry; anything else is a line of the current one. An
// event unnoticed is left out; one heard opens a line of its own that
// names no one; the units of an event seen that the viewer does not see
// in it are masked, their dice left out, so the log tells no more than
// the map shows.
func (l *combatLog) file(e rules.Event, p rules.Perceived, b rules.Battle, actionName func(string) string) {
	switch p.How {
	case rules.Unnoticed:
		return
	case rules.Heard:
		if n := len(l.entries); n == 0 || l.entries[n-1].head != heardHead {
			l.open(logEntry{head: heardHead, side: -1, actor: rules.NoUnit, target: rules.NoUnit, answerer: rules.NoUnit})
		}
		return
	}
	hid := func(id int) bool {
		return id >= 0 && (id == e.Unit && !p.Unit || id == e.Target && !p.Target)
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
	// The ruleset's words name the units they are about, and quote the
	// dice: where they would name a hidden unit (or, with no battle to
	// read names from, where one is hidden at all), or quote a hidden
	// unit's dice, the log says it in its own.
	masked := hid(e.Unit) && len(e.Dice) > 0
	for _, id := range []int{e.Unit, e.Target} {
		if hid(id) {
			us := []rules.Unit(nil)
			if b != nil {
				us = b.Units()
			}
			masked = masked || id >= len(us) || e.Text == "" || strings.Contains(e.Text, us[id].Name)
		}
	}
	text := e.Text
	if masked {
		text = maskedText(e, name)
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
		text += modsText(e.Mods)
		if n := len(l.entries); n > 0 {
			cur := &l.entries[n-1]
			pending := cur.act && cur.target != rules.NoUnit && !cur.settled
			answer := e.Kind == rules.EvAction && pending && (e.Action == "" || e.Cost.Reaction || holds(b, e.Action))
			defence := e.Kind == rules.EvReaction && cur.act && cur.target != rules.NoUnit && e.Unit == cur.target && e.Target == cur.actor
			if answer || defence || (e.Kind == rules.EvReaction && pending && e.Unit == cur.answerer) {
				cur.lines = append(cur.lines, logLine{text: text})
				l.filed++
				if answer {
					cur.answerer = e.Unit
				}
				return
			}
		}
		l.open(logEntry{head: text, side: e.Side, act: true, actor: e.Unit, target: e.Target, answerer: rules.NoUnit})
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
		cur.settled = true
		if hid(e.Target) {
			// Whether a shot at a unit out of sight struck is out of
			// sight too: it is neither counted nor called.
			text = fmt.Sprintf("shot %d: out of sight", max(e.Value, 1))
			break
		}
		cur.shots++
		if e.Hit {
			cur.hits++
		}
		if text == "" {
			text = shotText(e)
		}
	case rules.EvDamage:
		cur.damage += e.Value
	}
	line := logLine{text: text}
	switch e.Kind {
	case rules.EvRoll, rules.EvInitiative:
		if e.Unit == rules.NoUnit && len(e.Dice) == 0 && len(e.Mods) == 0 {
			break // a happening with no roll (teamturn's side initiative)
		}
		line.roll, line.unit, line.target, line.total = true, e.Unit, e.Target, e.Total
		cur.rolled = true
		cur.settled = cur.settled || (e.Unit == cur.actor && e.Target == cur.target)
		if !masked && !hid(e.Unit) {
			line.text = rollTitle(e, text, name(e.Unit), actionName)
		} else if !masked {
			line.text = maskedText(e, name)
		}
		against := ""
		if e.Target != rules.NoUnit {
			for j := len(cur.lines) - 1; j >= 0; j-- {
				if p := cur.lines[j]; p.roll && p.unit == e.Target && p.target == e.Unit {
					against = fmt.Sprintf("vs %s's %d", name(p.unit), p.total)
					break
				}
			}
		}
		if hid(e.Unit) {
			line.work = rollWork(nil, nil, e.Total, against)
		} else {
			line.dice = e.Dice
			line.work = rollWork(e.Dice, e.Mods, e.Total, against)
		}
	default:
		if !hid(e.Unit) && len(e.Dice) > 0 {
			line.dice = e.Dice
			line.work = rollWork(e.Dice, e.Mods, 0, "")
		} else if len(e.Mods) > 0 {
			line.text += modsText(e.Mods)
		}
	}
	if line.text != "" || len(line.dice) > 0 {
		cur.lines = append(cur.lines, line)
		l.filed++
	}
}

func (l *combatLog) open(e logEntry) {
	l.filed++
	if len(l.entries) >= maxLogEntries {
		l.entries = append(l.entries[:0], l.entries[len(l.entries)-maxLogEntries/2:]...)
	}
	l.entries = append(l.entries, e)
}

// holds reports whether action lets an opportunity pass (tagged hold by
// the battle's ruleset).
func holds(b rules.Battle, action string) bool {
	if tg, ok := b.(rules.ActionTagger); ok {
		return among(tg.ActionTags(action), rules.TagHold)
	}
	return false
}
