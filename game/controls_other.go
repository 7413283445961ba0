//go:build !js

package game

import (
	"fmt"
	"strings"
)

// ControlsTable is for the docs and their tests: the browser's build
// leaves it out, since the linker keeps every exported method of a type
// that reaches an interface there, called or not (issue #38).

// ControlsTable returns the keymap's controls, then the mouse's, as a
// Markdown table (the key table of docs/playing.md).
func (km Keymap) ControlsTable() string {
	var b strings.Builder
	b.WriteString("| Action | Keys |\n|---|---|\n")
	for _, c := range append(km.Controls(), MouseControls...) {
		keys := make([]string, len(c.Keys))
		for i, k := range c.Keys {
			keys[i] = k
			if strings.ContainsAny(k, "+-.,?") && !strings.Contains(k, "–") {
				keys[i] = "`" + k + "`"
			}
		}
		fmt.Fprintf(&b, "| %s | %s |\n", c.Help, strings.Join(keys, ", "))
	}
	return b.String()
}
