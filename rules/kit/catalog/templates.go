package catalog

import "sightline/rules"

// Templates returns the unit templates of a content's units, in their
// order, of writing each as a player reads it (rules.Ruleset.Templates).
//
// It is kept out of line: inlined into its callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func Templates[U any](units []U, of func(u *U) rules.Template) []rules.Template {
	var out []rules.Template
	for i := range units {
		out = append(out, of(&units[i]))
	}
	return out
}
