package memo

import "slices"

// Renew reports whether now differs from *held, the inputs every entry of
// a memo was made under (the broken cover sections, say), and when it
// does makes *held a copy of now: the caller then forgets its entries.
func Renew[T comparable](held *[]T, now []T) bool {
	if slices.Equal(*held, now) {
		return false
	}
	*held = append((*held)[:0], now...)
	return true
}
