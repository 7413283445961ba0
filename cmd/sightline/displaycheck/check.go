package displaycheck

import (
	"fmt"
	"strconv"
	"strings"
)

// Reply is what a local X display said to a connection: whether anything
// answered on its socket, and why the X server refused the client ("" when
// it accepted it, or did not say).
type Reply struct {
	Answered bool
	Refused  string
}

// Problem returns why the X display named display cannot take a window,
// as one line, or "" when it may. ask connects to a local display's
// socket (its path, such as /tmp/.X11-unix/X0, and the display's number,
// such as "0") and reports the Reply (Ask).
func Problem(display string, ask func(socket, number string) Reply) string {
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
	r := ask(socket, strconv.Itoa(n))
	switch {
	case !r.Answered:
		return fmt.Sprintf("no X server answers on display %q (nothing listens at %s): start one, or run the game under xvfb-run", display, socket)
	case r.Refused != "":
		return fmt.Sprintf("the X server on display %q refuses this program (%s): run the game as the user who started that display, or set XAUTHORITY to its cookie file", display, r.Refused)
	}
	return ""
}
