//go:build !js

package main

import "log"

// logf writes one line of the game's log to the standard error, with the
// time, as package log does.
func logf(format string, args ...any) { log.Printf(format, args...) }
