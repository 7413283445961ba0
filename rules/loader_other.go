//go:build !js

package rules

import "sightline/rules/grid"

// loader is Ruleset's Load, in every build but the browser's (see
// loader_js.go).
type loader interface {
	// Load restores a battle written by Battle.Save onto its field.
	Load(data []byte, f *grid.Field) (Battle, error)
}
