package main

import "slices"

// keepFirst returns the list of kept replays' names after keeping name,
// newest first: name first, any older entry of it gone, and at most max
// names; dropped are the names past max, whose replays are to be removed.
func keepFirst(names []string, name string, max int) (kept, dropped []string) {
	kept = append([]string{name}, slices.DeleteFunc(slices.Clone(names), func(n string) bool { return n == name })...)
	if len(kept) > max {
		kept, dropped = kept[:max], kept[max:]
	}
	return kept, dropped
}
