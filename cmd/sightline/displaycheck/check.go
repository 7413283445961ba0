package displaycheck

import (
	"fmt"
	"strconv"
	"strings"
)

// Problem returns why the X display named display cannot take a window,
// as one line, or "" when it may. reachable reports whether a local
// display's socket answers (its path, such as /tmp/.X11-unix/X0).
func Problem(display string, reachable func(socket string) bool) string {
	if display == "" {
		return "no display to open the window on (DISPLAY is not set): run it from a desktop session, or under xvfb-run; cmd/sim plays battles without a window"
	}
	host, rest, ok := strings.Cut(display, ":")
	if !ok || (host != "" && host != "unix") || strings.HasPrefix(rest, ":") {
		return "" // a remote or DECnet display, or a form this check does not read
	}
	num, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 {
		return fmt.Sprintf("DISPLAY %q is not an X display name (such as :0)", display)
	}
	socket := "/tmp/.X11-unix/X" + strconv.Itoa(n)
	if reachable(socket) {
		return ""
	}
	return fmt.Sprintf("no X server answers on display %q (nothing listens at %s): start one, or run the game under xvfb-run", display, socket)
}
