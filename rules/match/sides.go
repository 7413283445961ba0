package match

import (
	"strings"

	"sightline/rules"
)

// levels are the computer players a side may name, weakest first.
var levels = [...]string{"random", "easy", "normal", "hard"}

// Levels returns the computer players' levels a side may name ("random"
// and the three of the utility player), weakest first.
func Levels() []string { return levels[:] }

// ParseSide reads one side's spelling, as --sides, squads files and
// replays write it: Human, "random", "ai:easy", "ai:normal" or "ai:hard".
// It returns the computer player's level ("random", "easy", ...), or ""
// for a human seat.
func ParseSide(spec string) (level string, err error) {
	if spec == Human {
		return "", nil
	}
	if spec == "random" {
		return spec, nil
	}
	if lvl, ok := strings.CutPrefix(spec, "ai:"); ok && lvl != "random" {
		for _, l := range levels {
			if l == lvl {
				return l, nil
			}
		}
	}
	return "", errorf("unknown player %q; use ai:easy, ai:normal, ai:hard or random", spec)
}

// PlayerMaker makes the computer player of a level (one of Levels) with
// its own seed: ai.New. The rules layer names the players a battle seats
// but never builds them, so that it depends on no computer player.
type PlayerMaker func(level string, seed uint64) (rules.Player, error)
