package scenes

import (
	"fmt"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// The human's input on a decision: keys and clicks routed to the chooser,
// the reaction prompt and the keyboard cursor, and the command found sent
// through the side's seat.

// human routes the input of a human side's decision.
func (s *Battle) human(in *game.Input, pr rules.Prompt, st *seat) {
	s.pick.refresh(s.sess.b, s.sh.units, pr.Side, pr)
	if pr.Kind != rules.PromptTurn {
		s.react(in, pr, st)
		return
	}
	press := func(i int) {
		if c, send, note := s.pick.activate(i, s.sh.units); send {
			st.choose(c)
			s.note = ""
		} else if note != "" {
			s.note = note
		}
	}
	if in.Pressed(game.ActPolicy) && s.pick.selected >= 0 {
		p := s.sess.policy.Cycle(s.pick.selected)
		s.note = fmt.Sprintf("%s will %s when attacked", s.sh.units[s.pick.selected].Name, p)
	}
	if in.Pressed(game.ActNextTarget) {
		var id int
		if id, s.note = s.pick.nextTarget(s.sh.units); id >= 0 {
			s.view.centreOn(s.sh.units[id].Pos, true)
		}
	}
	if in.Pressed(game.ActUndo) {
		s.undoLast()
		return
	}
	if s.view.kbOn && in.Pressed(game.ActConfirm) {
		s.clickTile(s.view.kbPos, pr, st)
		return
	}
	if in.Pressed(game.ActConfirm) && s.pick.target >= 0 {
		if c, ok := s.pick.attackOn(s.pick.target); ok {
			st.choose(c)
			s.note = ""
			return
		}
	}
	for key, tag := range map[game.Action]string{game.ActEndTurn: rules.TagEndTurn, game.ActDelay: rules.TagDelay, game.ActReload: rules.TagReload} {
		if !in.Pressed(key) {
			continue
		}
		if c, ok := s.pick.findUntargeted(s.sess.b, tag); ok {
			st.choose(c)
			return
		}
		action := s.pick.actionTagged(tag)
		if action == "" {
			s.note = "The ruleset has no such action"
			continue
		}
		s.note = s.sess.explain(rules.Command{Side: pr.Side, Action: action, Unit: s.pick.selected, Target: rules.NoUnit})
	}
	for k, i := range s.pick.barSlots() {
		if k < answerKeys && in.Pressed(game.Slot(k)) {
			press(i)
			return
		}
	}
	if in.AltClick {
		s.pick.armed = -1
	}
	if !in.Click {
		return
	}
	if i := s.pick.slotAt(in.Cursor); i >= 0 || i == slotMore {
		press(i)
		return
	}
	if s.view.lay.hudHit(in.Cursor) || !s.view.hoverIn {
		return
	}
	s.clickTile(s.view.hover, pr, st)
}

// clickTile handles a click on the map during the human's turn.
func (s *Battle) clickTile(p grid.Pos, pr rules.Prompt, st *seat) {
	if id := s.unitOn(p); id >= 0 {
		u := s.sh.units[id]
		if u.Side == pr.Side {
			// An action armed on an ally or on itself (Grapple Assist,
			// Break Pin) takes the click.
			if c, ok := s.pick.attackOn(id); ok && s.pick.selected >= 0 {
				st.choose(c)
				s.note = ""
				return
			}
			if pr.Unit != rules.NoUnit && id != pr.Unit {
				s.note = fmt.Sprintf("It is %s's turn, not %s's", s.sh.units[pr.Unit].Name, u.Name)
				return
			}
			s.pick.selected = id
			s.pick.build(s.sess.b, s.sh.units)
			return
		}
		if c, ok := s.pick.attackOn(id); ok {
			st.choose(c)
			s.note = ""
			return
		}
		s.note = s.whyNotOn(id)
		return
	}
	if c, ok := s.pick.aimAt(s.sh.units, p); ok {
		st.choose(c)
		s.note = ""
		return
	}
	if s.pick.armed >= 0 && s.pick.armed < len(s.pick.slots) && s.pick.movesFirst(s.sh.units, s.pick.slots[s.pick.armed]) && s.pick.endsOn(s.pick.slots[s.pick.armed], p) {
		s.pick.via = &p
		s.note = fmt.Sprintf("%s from %v: click a target", s.pick.slots[s.pick.armed].name, p)
		return
	}
	if c, ok := s.pick.moveTo(s.sess.b, p); ok {
		st.choose(c)
		s.note = ""
		return
	}
	s.note = s.sess.explain(rules.Command{Side: pr.Side, Action: s.pick.plainMove(), Unit: s.pick.selected, Target: rules.NoUnit, To: p})
}

// react answers a reaction prompt: by the unit's standing policy, or by
// the player's choice among the offered answers.
func (s *Battle) react(in *game.Input, pr rules.Prompt, st *seat) {
	opts := promptAnswers(s.pick.legal, pr)
	if len(opts) == 0 {
		return
	}
	pol := s.sess.policy.ForPrompt(pr)
	if c, ok := pol.Answer(s.sess.b, opts); ok {
		st.choose(c)
		return
	}
	shown, l := s.promptShown(pr)
	if s.prompt.firstLook(s.sess.b.Version()) {
		// Once per prompt: the unit asked, in sight above the prompt.
		s.showAbovePrompt(pr, l)
	}
	if c, ok := s.prompt.choose(in, s.sess.b.Version(), shown, l); ok {
		st.choose(c)
	}
}

// toggleCursor puts the keyboard cursor out, on the selected unit (or
// the middle of the screen), or away.
func (s *Battle) toggleCursor() {
	if s.view.kbOn {
		s.view.kbOn, s.note = false, ""
		return
	}
	on := s.pick.selected >= 0 && s.pick.selected < len(s.sh.units)
	var p grid.Pos
	if on {
		p = s.sh.units[s.pick.selected].Pos
	}
	s.view.putCursor(p, on)
	s.note = "Cursor: the pan keys move it, Enter clicks its square, M or Esc puts it away"
}
