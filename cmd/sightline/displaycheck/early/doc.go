// Package early is imported for its side effect: on a system whose
// windows are X11 it stops the game with one line when there is no display
// to open a window on, before Ebitengine's initialisation would panic, or
// with the game's help (displaycheck.Usage) when the command line asks for it. See
// package displaycheck.
package early
