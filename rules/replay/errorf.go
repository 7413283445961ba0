package replay

import "fmt"

// errorf is fmt.Errorf kept out of line. Go inlines fmt.Errorf (its
// errors.New for a format without verbs) at each call, some 90 bytes of
// wasm a call; through errorf the package's errors cost the browser's
// download a call each (issue #38).
//
//go:noinline
func errorf(format string, a ...any) error { return fmt.Errorf(format, a...) }
