package catalog

import "sightline/rules"

// Table returns the rules reference's table titled title of a content's
// list, one entry a spec, in its order, as line writes it.
func Table[T any](title string, list []T, line func(*T) string) rules.RefTable {
	t := rules.RefTable{Title: title}
	for i := range list {
		t.Entries = append(t.Entries, line(&list[i]))
	}
	return t
}
