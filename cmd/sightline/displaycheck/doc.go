// Package displaycheck stops the desktop game with one line, before
// Ebitengine starts, when there is no X display to open its window on.
//
// Ebitengine (v2.9) connects to the display in its own package
// initialisation and panics with a stack trace when it cannot, before the
// game's main can run: "sightline --help" on a machine without a screen
// printed a panic. Go initialises packages in the order of their import
// paths among those whose imports are ready, so this package, imported by
// cmd/sightline through its package early, runs first only because its
// import path sorts before "github.com/...". That is why it is a module of
// its own (displaycheck.sightline.invalid, replaced by this folder in the
// game's go.mod): every package of the sightline module sorts after
// Ebitengine's.
//
// The check is deliberately narrow: it speaks only when DISPLAY is unset,
// or names a display on this machine whose socket nobody answers on, or
// whose X server refuses the connection setup (Ask offers the cookie Xlib
// would, from the Xauthority file, and reads the server's answer: a game
// run under su or sudo, or beside a colliding "xvfb-run -a", is refused).
// Any other form (a remote host, an unusual path, an authorisation only
// Xlib can compute) is left for the window system to judge. In the browser, and on systems whose windows are not
// X11, the package does nothing.
package displaycheck
