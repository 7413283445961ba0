package ads

import (
	"reflect"
	"testing"

	"sightline/rules"
)

// TestLegalBrief plays random battles and checks at every step that
// LegalBrief is Legal with each plain movement action cut to its first two
// commands and Hip Fire to the acting unit's square.
func TestLegalBrief(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 3)
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			side := b.Prompt().Side
			legal := b.Legal(side)
			var want []rules.Command
			count := map[string]int{}
			for _, c := range legal {
				if c.Action == "hip_fire" && c.To != b.Units()[c.Unit].Pos {
					continue
				}
				if isMove(c.Action) {
					if count[c.Action] == 2 {
						continue
					}
					count[c.Action]++
				}
				want = append(want, c)
			}
			if got := b.LegalBrief(side); !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d step %d: LegalBrief gives %d commands, want %d", seed, n, len(got), len(want))
			}
			if _, err := b.Apply(pickCommand(pick, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestAppendLegal plays random battles and checks at every step that
// AppendLegal into one reused buffer, which holds the last step's list,
// gives Legal for both sides (the side not asked gets none).
func TestAppendLegal(t *testing.T) {
	checkAppender(t, "AppendLegal", (*Battle).Legal, (*Battle).AppendLegal)
}

// checkAppender plays random battles and checks at every step that
// appendTo into one reused buffer, which holds the last step's list, gives
// list's commands for both sides.
func checkAppender(t *testing.T, name string, list func(*Battle, int) []rules.Command, appendTo func(*Battle, []rules.Command, int) []rules.Command) {
	t.Helper()
	for seed := uint64(1); seed <= 4; seed++ {
		b := newTestBattle(t, seed)
		pick := rules.NewDice(seed, 3)
		var buf []rules.Command
		for n := 0; n < 300; n++ {
			if over, _ := b.Over(); over {
				break
			}
			for side := 0; side < 2; side++ {
				want := list(b, side)
				buf = appendTo(b, buf, side)
				if len(buf) != len(want) || len(want) > 0 && !reflect.DeepEqual(buf, want) {
					t.Fatalf("seed %d step %d side %d: %s gives %d commands, want %d", seed, n, side, name, len(buf), len(want))
				}
			}
			if _, err := b.Apply(pickCommand(pick, b.Legal(b.Prompt().Side))); err != nil {
				t.Fatal(err)
			}
		}
	}
}
