package scenes

import (
	"sightline/rules"
	"sightline/rules/match"
)

// session is the battle scene's talk with the engine and the players:
// the match that records every step, the engine's battle, the seats of
// the humans on this screen and the computer players deciding in the
// background. It tells who decides and asks the engine; it draws
// nothing.
type session struct {
	match *match.Match
	b     rules.Battle
	seats []*seat // per spawn side; nil for a computer
	ais   []*async
}
