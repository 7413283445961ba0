package ads

import (
	"sightline/rules"
)

// What a side cannot see (issue #42; doc.go): every command a side is
// offered names only units it sees now (Sees).

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
