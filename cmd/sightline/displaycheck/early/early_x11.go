//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package early

import (
	"fmt"
	"os"

	"displaycheck.sightline.invalid"
)

// init stops the program when the display cannot take a window: with the
// help and exit code 0 when the command line asks for it, else with
// displaycheck.Problem's line and exit code 1. It runs before
// Ebitengine's own initialisation; see the displaycheck package comment.
func init() {
	auth := displaycheck.AuthorityFile()
	ask := func(socket, number string) displaycheck.Reply { return displaycheck.Ask(socket, number, auth) }
	if msg := displaycheck.Problem(os.Getenv("DISPLAY"), ask); msg != "" {
		if displaycheck.HelpAsked(os.Args[1:]) {
			fmt.Fprint(os.Stderr, displaycheck.Usage)
			os.Exit(0)
		}
		fmt.Fprintln(os.Stderr, "sightline: "+msg)
		os.Exit(1)
	}
}
