// Package early is imported for its side effect alone: on a system whose
// windows are X11 it stops the game with one line when there is no display
// to open a window on, before Ebitengine's initialisation would panic.
// See package displaycheck.
package early
