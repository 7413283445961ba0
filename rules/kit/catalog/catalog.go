// Package catalog is the ruleset kit's content lookups: a ruleset's
// content lists its weapons, unit templates, armour and squads by id, and
// its battles find them by id and check that every id a squad names
// resolves, the same way in every ruleset.
package catalog

// Find returns the entry of list whose id (as key reads it) is id, in
// place, nil for an unknown id. It searches by index, without copying an
// entry: content specs are large values, found on hot paths.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func Find[T any](list []T, id string, key func(*T) string) *T {
	for i := range list {
		if key(&list[i]) == id {
			return &list[i]
		}
	}
	return nil
}
