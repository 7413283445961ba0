//go:build js

package main

import (
	"fmt"
	"os"
)

// logf writes one line of the game's log to the browser's console (the
// standard error of a wasm program), which stamps its own time: package
// log stays out of the download.
func logf(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
