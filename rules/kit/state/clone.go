package state

// A ruleset whose Clone copies its state field by field, without the JSON
// round trip Copy makes (ADS's clones are the hard player's look-ahead),
// must give exactly what a save and a load would: every slice and
// pointer copied, and an empty slice of a field written with omitempty
// dropped to nil, as the JSON round trip drops it. CloneSlice and
// ClonePtr are those copies.

// CloneSlice copies s; an empty s becomes nil when keepEmpty is false (a
// field written with omitempty) and stays an empty slice when it is true
// and s is not nil.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func CloneSlice[T any](s []T, keepEmpty bool) []T {
	if s == nil || (len(s) == 0 && !keepEmpty) {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

// ClonePtr copies the value p points to; nil stays nil.
func ClonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
