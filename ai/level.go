package ai

import (
	"fmt"

	"sightline/rules"
	"sightline/rules/match"
)

// Levels returns the difficulty levels New accepts, weakest first: the
// ones a side may name (match.Levels).
func Levels() []string { return match.Levels() }

// New returns a computer player of the given level ("easy", "normal",
// "hard" or "random") with its own random stream from seed.
func New(level string, seed uint64) (rules.Player, error) {
	switch level {
	case "random":
		return NewRandom(seed), nil
	case "easy", "normal", "hard":
		return newUtility(level, seed), nil
	}
	return nil, fmt.Errorf("unknown AI level %q (have easy, normal, hard, random)", level)
}

// ParsePlayer makes a computer player from its command-line spelling:
// "ai:easy", "ai:normal", "ai:hard" or "random".
func ParsePlayer(spec string, seed uint64) (rules.Player, error) {
	level, err := match.ParseSide(spec)
	if err == nil && level == "" {
		err = fmt.Errorf("%q is a human seat, not a computer player", spec)
	}
	if err != nil {
		return nil, err
	}
	return New(level, seed)
}

// Describe tells a player in one line how the computer player of a
// command-line spelling ("ai:easy", "ai:normal", "ai:hard" or "random")
// plays, or returns "" for any other spelling.
func Describe(spec string) string {
	switch spec {
	case "random":
		return "Random: any legal command, picked blindly. A baseline, not a fight."
	case "ai:easy":
		return "Easy: shoots what it can, ignores cover and often forgets to duck."
	case "ai:normal":
		return "Normal: takes cover, flanks and focuses fire, but misjudges now and then."
	case "ai:hard":
		return "Hard: weighs every square by the engine's own odds and pins your deadliest unit."
	}
	return ""
}
