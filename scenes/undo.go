package scenes

import (
	"sightline/rules"
	"sightline/rules/match"
)

// undoPoint is how a battle stood before a human's command that can be
// taken back (U): a move or a stance (taking cover, going prone, aiming,
// drawing), never an attack. It holds a clone of the battle and the
// match's command count then, the unit that acted, and what the screen
// had filed by then: the combat logs, the hotseat recaps and the actions
// sent.
type undoPoint struct {
	battle rules.Battle
	steps  int
	unit   int
	action string
	log    []logEntry
	hot    hotseatMark
	sent   int
	// seen lists, per unit, whether the acting side saw it before the
	// command: one that shows a new enemy cannot be taken back.
	seen []bool
	// sightings are the last-seen markers before the command, which a
	// move next to one clears.
	sightings sightingBook
}

// beforeCommand returns the undo point of the command the human of
// prompt pr is about to send, when it has no target (a move or a stance)
// in a battle played, not watched; otherwise nil.
func (s *Battle) beforeCommand(pr rules.Prompt) *undoPoint {
	if s.watch != nil || pr.Kind != rules.PromptTurn || pr.Side < 0 || pr.Side >= len(s.sess.seats) {
		return nil
	}
	st := s.sess.seats[pr.Side]
	if st == nil || st.pending == nil {
		return nil
	}
	c := *st.pending
	if !match.UndoCandidate(pr, c) {
		return nil
	}
	p := &undoPoint{battle: s.sess.b.Clone(), steps: s.sess.match.Steps(), unit: c.Unit, action: c.Action, log: cloneLog(s.logs.log.entries), sent: len(s.sess.sent)}
	p.hot = s.hot.mark()
	for id := range s.sess.b.Units() {
		p.seen = append(p.seen, s.visibleTo(pr.Side, id))
	}
	p.sightings = s.sightings.clone()
	return p
}

// cloneLog copies a combat log's entries, with their lines, so that
// later filing changes none of them.
func cloneLog(entries []logEntry) []logEntry {
	out := cloned(entries)
	for i := range out {
		out[i].lines = cloned(out[i].lines)
	}
	return out
}

// afterCommand keeps p, the undo point of the command of prompt pr just
// applied with events ev, when it can be taken back: it brought no roll,
// shot or reaction, left the same unit to go on with its turn, and showed
// its side no enemy it did not see before. Any other command applied
// (p nil) forgets every undo point: commands are taken back one by one
// only as far as the last that cannot be.
func (s *Battle) afterCommand(p *undoPoint, pr rules.Prompt, ev []rules.Event) {
	if p == nil || !match.Undoable(pr, ev, s.sess.b.Prompt(), p.seen, func(id int) bool { return s.visibleTo(pr.Side, id) }) {
		s.undo = s.undo[:0]
		return
	}
	s.undo = append(s.undo, *p)
}

// undoLast takes back the last command that can be (U): the battle, the
// match's record, the logs and recaps go back to how they stood before
// it, as if it had never been sent. Saves and replays made after it do
// not hold it.
func (s *Battle) undoLast() {
	if len(s.undo) == 0 {
		s.note = "Nothing to take back: only moves and stances that rolled no dice and showed no new enemy can be"
		return
	}
	p := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	if err := s.sess.match.Rewind(p.battle, p.steps); err != nil {
		s.undo = s.undo[:0]
		s.note = "Cannot take it back: " + err.Error()
		return
	}
	s.sess.b = s.sess.match.Battle()
	s.logs.log.entries = p.log
	s.hot.rewind(p.hot)
	s.sess.sent = s.sess.sent[:p.sent]
	s.sightings = p.sightings
	s.sh.sync(s.sess.b)
	s.sh.see(s.visible)
	s.synced = true
	// Every cache keyed by the battle's version: the version is the one
	// it had before the command, which the answers kept were made after.
	s.pick.legal, s.pick.legalV, s.pick.legalFor = nil, 0, -1
	s.preview.odds = oddsCache{}
	s.prompt.forget()
	s.ovl.valid = false
	s.pick.armed, s.pick.target, s.pick.via = -1, -1, nil
	s.pick.selected = p.unit
	s.note = s.sh.units[p.unit].Name + ": " + s.ref.actionName(p.action) + " taken back"
	s.view.centreOn(s.sh.units[p.unit].Pos, false)
}
