package main

import (
	"slices"
	"testing"
)

// TestKeepFirst: the browser's list of replays puts the newest first,
// keeps one entry per name, and drops the oldest past its limit.
func TestKeepFirst(t *testing.T) {
	for _, c := range []struct {
		names         []string
		name          string
		kept, dropped []string
	}{
		{nil, "a", []string{"a"}, nil},
		{[]string{"b", "a"}, "c", []string{"c", "b", "a"}, nil},
		{[]string{"b", "a", "c"}, "a", []string{"a", "b", "c"}, nil},
		{[]string{"c", "b", "a"}, "d", []string{"d", "c", "b"}, []string{"a"}},
		{[]string{"d", "c", "b", "a"}, "e", []string{"e", "d", "c"}, []string{"b", "a"}},
	} {
		in := slices.Clone(c.names)
		kept, dropped := keepFirst(in, c.name, 3)
		if !slices.Equal(kept, c.kept) || !slices.Equal(dropped, c.dropped) {
			t.Errorf("keepFirst(%v, %q) = %v, %v; want %v, %v", c.names, c.name, kept, dropped, c.kept, c.dropped)
		}
		if !slices.Equal(in, c.names) {
			t.Errorf("keepFirst changed its input %v to %v", c.names, in)
		}
	}
}
