package ads

import "sightline/rules"

// legalOf lists b's legal commands for side with every movement entry
// written out, one command per square (rules.Expand), as the tests read
// them.
func legalOf(b rules.Battle, side int) []rules.Command { return rules.Expand(b, b.Legal(side)) }
