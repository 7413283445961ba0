package moves

// Window is one kind of answer window a ruleset opens (rules.Prompt.Kind,
// an Action's Window): its kind, the action its taking answers with (an
// opportunity's attack), and the prompt panel's line of what the answers
// do.
type Window struct {
	Kind, Action, Hint string
}

// Windows is a ruleset's kinds of window, which its load checks accept
// and its prompts read.
type Windows []Window

// Of returns the window of kind, and whether there is one.
func (ws Windows) Of(kind string) (Window, bool) {
	for _, w := range ws {
		if w.Kind == kind {
			return w, true
		}
	}
	return Window{}, false
}
