package ai_test

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"sightline/ai"
	"sightline/rules"
	"sightline/rules/match"
)

type tally struct {
	p     rules.Player
	count map[string]int
}

func (t *tally) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	c, ok, err := t.p.Decide(b, side)
	t.count[c.Action]++
	return c, ok, err
}

func TestTmpTune(t *testing.T) {
	spec := os.Getenv("TUNE")
	if spec == "" {
		t.Skip()
	}
	parts := strings.Split(spec, ",")
	a, bl, mapName := parts[0], parts[1], parts[2]
	counts := []map[string]int{{}, {}}
	wins := [3]int{}
	for s := 0; s < 6; s++ {
		seed := rules.SplitSeed(77, s)
		for _, swap := range []bool{false, true} {
			levels := []string{a, bl}
			idx := []int{0, 1}
			if swap {
				levels[0], levels[1] = bl, a
				idx = []int{1, 0}
			}
			var players []rules.Player
			for side, lv := range levels {
				p, _ := ai.New(lv, match.PlayerSeed(seed, side))
				players = append(players, &tally{p, counts[idx[side]]})
			}
			res, err := match.Play(newBattle(t, mapName, seed), players, false)
			if err != nil {
				t.Fatal(err)
			}
			if res.Winner < 0 {
				wins[2]++
			} else {
				wins[idx[res.Winner]]++
			}
		}
	}
	fmt.Println(a, bl, mapName, "wins", wins)
	for i, c := range counts {
		var ks []string
		for k := range c {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		fmt.Print([]string{a, bl}[i], ": ")
		for _, k := range ks {
			fmt.Printf("%s=%d ", k, c[k])
		}
		fmt.Println()
	}
}
