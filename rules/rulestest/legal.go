//go:build !js

package rulestest

import "sightline/rules"

// Legal lists b's legal commands for side with every movement entry
// written out, one command per square (rules.Expand), as the rulesets'
// tests read them.
func Legal(b rules.Battle, side int) []rules.Command { return rules.Expand(b, b.Legal(side)) }
