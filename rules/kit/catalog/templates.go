package catalog

import "sightline/rules"

// Templates returns the unit templates of a content's units, in their
// order, of writing each as a player reads it (rules.Ruleset.Templates).
func Templates[U any](units []U, of func(u *U) rules.Template) []rules.Template {
	var out []rules.Template
	for i := range units {
		out = append(out, of(&units[i]))
	}
	return out
}
