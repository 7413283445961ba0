package scenes

import (
	"strings"
)

// playerLabel names a player's spelling in a side's entry ("human",
// "ai:normal", "random"...) as a person would say it: "you" for a side a
// person plays is the caller's to say; here "a person", "the normal
// computer" and so on. A spelling it does not know is shown as it is.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func playerLabel(spec string) string {
	switch spec {
	case "human":
		return "person"
	case "random":
		return "random player"
	case "none":
		return "none"
	}
	if level, ok := strings.CutPrefix(spec, "ai:"); ok && level != "" {
		return level + " computer"
	}
	return spec
}

// playersLabel names a battle's players in side order, "person vs
// normal computer".
func playersLabel(sides []string) string {
	names := make([]string, len(sides))
	for i, s := range sides {
		names[i] = playerLabel(s)
	}
	return strings.Join(names, " vs ")
}
