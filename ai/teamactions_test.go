package ai_test

import (
	"fmt"
	"testing"

	"sightline/rules"
)

// The fields of the team-action tests: unit a of side 0 behind a wall
// that hides it from foe A, which its mate b sees (row 7, the wall's
// foot clear); open, the same with no wall.
var (
	walled = []string{
		"......#.................................",
		"......#.................................",
		"..a...#...........................A.....",
		"......#.................................",
		"......#.................................",
		"......#.................................",
		"........................................",
		"..b.....................................",
		"........................................",
		"........................................",
	}
	// near puts A within a's range and a move of a's, past the wall.
	near = []string{
		"......#.................................",
		"......#.................................",
		"..a...#.......A.........................",
		"......#.................................",
		"......#.................................",
		"......#.................................",
		"........................................",
		"..b.....................................",
		"........................................",
		"........................................",
	}
	open = []string{
		"........................................",
		"........................................",
		"..a.................A...................",
		"........................................",
		"........................................",
		"........................................",
		"........................................",
		"..b.....................................",
		"........................................",
		"........................................",
	}
)

// teamChoices asks players of level with seeds 1..n for side 0's next
// command in the scenario rows with units, and returns them.
func teamChoices(t *testing.T, level string, n int, rows []string, units map[rune]teamUnit) (*scenario, []rules.Command) {
	t.Helper()
	var out []rules.Command
	var s *scenario
	for seed := 1; seed <= n; seed++ {
		s = buildTeamScenario(t, rows, units)
		out = append(out, decide(t, s, level, uint64(seed)))
	}
	return s, out
}

// describe lists commands' actions, units and targets for a message.
func describe(cs []rules.Command) string {
	out := ""
	for _, c := range cs {
		out += fmt.Sprintf(" %s(%d→%d)", c.Action, c.Unit, c.Target)
	}
	return out
}

// TestTeamReady: a teamturn unit that has moved, has no shot (a wall
// hides it from the foe its mate sees) and stands out of the foe's
// shots, while the foe can walk within its carbine's range on its next
// turn, readies that carbine (normal and hard, every seed): the foe
// that comes round the wall for its shot walks into the readied one.
// With its Move unspent and the foe within a move and a shot it does not
// ready (it closes in), nor with a shot in the open (it shoots). Before
// the valuing, Ready weighed its cost alone and the unit ended its turn.
func TestTeamReady(t *testing.T) {
	units := map[rune]teamUnit{'a': {"operator", moved}, 'b': {"operator", spent}, 'A': {"gunman", nil}}
	for _, level := range []string{"normal", "hard"} {
		s, cs := teamChoices(t, level, 6, walled, units)
		for _, c := range cs {
			if c.Action != "ready" || c.Unit != s.ids['a'] || c.Option != "" {
				t.Errorf("%s: behind the wall, moved, the unit chose%s, want a ready", level, describe(cs))
				break
			}
		}
		closing := map[rune]teamUnit{'a': {"operator", nil}, 'b': {"operator", spent}, 'A': {"gunman", nil}}
		for name, rows := range map[string][]string{"near": near, "open": open} {
			u := units
			if name == "near" {
				u = closing
			}
			_, cs := teamChoices(t, level, 6, rows, u)
			for _, c := range cs {
				if c.Action == "ready" {
					t.Errorf("%s, %s: the unit chose%s, want no ready", level, name, describe(cs))
					break
				}
			}
		}
	}
}

// TestTeamHelp: a teamturn unit with no shot of its own, beside a mate
// whose shot at a foe beyond its carbine's nominal range is unfavourable,
// helps that mate before it shoots (the Help cancels the unfavourable
// roll), at every seed; with a shot of its own in the open it shoots
// instead. Before the valuing, the mate shot first (its attack was the
// team's best move) and no unit helped.
func TestTeamHelp(t *testing.T) {
	units := map[rune]teamUnit{'a': {"operator", moved}, 'b': {"operator", nil}, 'A': {"gunman", nil}}
	rows := append([]string(nil), walled...)
	// The mate within Help's reach of a (6 squares), its line to A past
	// the wall's foot.
	rows[7] = "........................................"
	rows[6] = "..b....................................."
	for _, level := range []string{"normal", "hard"} {
		s, cs := teamChoices(t, level, 6, rows, units)
		for _, c := range cs {
			if c.Action != "help" || c.Unit != s.ids['a'] || c.Target != s.ids['b'] {
				t.Errorf("%s: the team chose%s, want a's help on b", level, describe(cs))
				break
			}
		}
		orows := append([]string(nil), open...)
		orows[7] = rows[7]
		orows[6] = rows[6]
		own := map[rune]teamUnit{'a': {"operator", nil}, 'b': {"operator", spent}, 'A': {"gunman", nil}}
		_, cs = teamChoices(t, level, 6, orows, own)
		for _, c := range cs {
			if c.Action == "help" {
				t.Errorf("%s: with a shot of its own the unit chose%s, want no help", level, describe(cs))
				break
			}
		}
	}
}

// TestTeamHide: a badly hurt teamturn unit that has moved out of every
// foe's line, with no shot, hides (every seed); a healthy one in the same
// place does not (it readies for the foe to come). Before the valuing,
// Hide weighed its cost alone and the hurt unit ended its turn.
func TestTeamHide(t *testing.T) {
	for _, level := range []string{"normal", "hard"} {
		units := map[rune]teamUnit{'a': {"operator", both(moved, hurt(4))}, 'b': {"operator", spent}, 'A': {"gunman", nil}}
		s, cs := teamChoices(t, level, 6, walled, units)
		for _, c := range cs {
			if c.Action != "hide" || c.Unit != s.ids['a'] {
				t.Errorf("%s: hurt, out of sight, the unit chose%s, want a hide", level, describe(cs))
				break
			}
		}
		units['a'] = teamUnit{"operator", moved}
		_, cs = teamChoices(t, level, 6, walled, units)
		for _, c := range cs {
			if c.Action == "hide" {
				t.Errorf("%s: healthy, the unit chose%s, want no hide", level, describe(cs))
				break
			}
		}
	}
}
