package scenes

import "slices"

// The slices functions the screens call at many places, kept out of line:
// inlined, each call was a copy of its loop (Index, Contains) or of its
// growslice and copy (Clone) in the browser's download (issue #38).

// cloned is slices.Clone.
//
//go:noinline
func cloned[S ~[]E, E any](s S) S { return slices.Clone(s) }

// indexOf is slices.Index.
//
//go:noinline
func indexOf[S ~[]E, E comparable](s S, v E) int { return slices.Index(s, v) }

// among is slices.Contains.
//
//go:noinline
func among[S ~[]E, E comparable](s S, v E) bool { return indexOf(s, v) >= 0 }
