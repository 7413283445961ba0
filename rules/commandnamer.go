package rules

// CommandNamer is implemented by battles whose commands of one action
// and weapon differ by choices the action's name does not tell apart, and
// that are no aim (teamturn's Ready an Action: one command per held
// action and trigger, told by its Option). CommandName names c's choices
// in a player's words ("Move, when an ally is attacked"), "" for a
// command that needs none; the action bar shows each named command as a
// button of its own, "Action · name".
type CommandNamer interface {
	CommandName(c Command) string
}
