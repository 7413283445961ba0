//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package early

import (
	"fmt"
	"os"

	"displaycheck.sightline.invalid"
)

// init stops the program with displaycheck.Problem's line and exit code 1
// when the display cannot take a window. It runs before Ebitengine's own
// initialisation; see the displaycheck package comment.
func init() {
	if msg := displaycheck.Problem(os.Getenv("DISPLAY"), displaycheck.Answers); msg != "" {
		fmt.Fprintln(os.Stderr, "sightline: "+msg)
		os.Exit(1)
	}
}
