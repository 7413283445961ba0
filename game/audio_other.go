//go:build !linux || android

package game

// audioDevice reports whether sound can play; the browser and other
// desktops always have an output.
func audioDevice() (bool, string) { return true, "" }
