// Package all builds the registry of every ruleset Sightline ships.
package all

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/ads"
	"sightline/rules/majorminor"
	"sightline/rules/teamturn"
)

// Registry returns a new registry holding every ruleset. The rulesets'
// content is embedded and checked by their tests, so a failure here is a
// build defect and panics with the reason.
func Registry() *rules.Registry {
	a, err := ads.New()
	if err != nil {
		panic(fmt.Sprintf("rules/all: ads content: %v", err))
	}
	m, err := majorminor.New()
	if err != nil {
		panic(fmt.Sprintf("rules/all: majorminor content: %v", err))
	}
	tt, err := teamturn.New()
	if err != nil {
		panic(fmt.Sprintf("rules/all: teamturn content: %v", err))
	}
	r, err := rules.NewRegistry(a, m, tt)
	if err != nil {
		panic(fmt.Sprintf("rules/all: %v", err))
	}
	return r
}
