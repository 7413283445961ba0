package scenes

import (
	"encoding/json"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/match"
)

// TestBattleStats: shots and hits go to the shooter, damage to both ends,
// and a takedown to the last unit that damaged the one going down, once,
// even when it dies later; damage to an ally is told apart and earns no
// takedown.
func TestBattleStats(t *testing.T) {
	var st battleStats
	st.sides = match.Sides{0, 0, 1, 1, 1}
	for _, e := range []rules.Event{
		{Kind: rules.EvShot, Unit: 0, Target: 2, Hit: true},
		{Kind: rules.EvShot, Unit: 0, Target: 2},
		{Kind: rules.EvDamage, Unit: 0, Target: 2, Value: 7},
		{Kind: rules.EvDamage, Unit: 1, Target: 2, Value: 0}, // soaked: no credit
		{Kind: rules.EvUnitDown, Unit: 2, Target: rules.NoUnit},
		{Kind: rules.EvUnitDead, Unit: 2, Target: rules.NoUnit},
		{Kind: rules.EvDamage, Unit: 3, Target: 3, Value: 2}, // its own doing
		{Kind: rules.EvUnitDead, Unit: 3, Target: rules.NoUnit},
		{Kind: rules.EvDamage, Unit: 0, Target: 4, Value: 3},
		{Kind: rules.EvDamage, Unit: 2, Target: 4, Value: 5}, // a stray shot at an ally
		{Kind: rules.EvUnitDown, Unit: 4, Target: rules.NoUnit},
	} {
		st.add(e)
	}
	want := []unitStats{
		{Dealt: 10, Shots: 2, Hits: 1, Takedowns: 2},
		{},
		{Taken: 7, Friendly: 5},
		{Taken: 2},
		{Taken: 8},
	}
	for id, w := range want {
		if got := st.of(id); got != w {
			t.Errorf("unit %d: %+v, want %+v", id, got, w)
		}
	}
	if got := st.of(9); got != (unitStats{}) {
		t.Errorf("an unknown unit: %+v", got)
	}
}

// TestResultsTellWhatEachUnitDid plays a whole battle through the battle
// scene, then reads the results: a row per unit with its state, and
// damage dealt equal to damage taken over the battle, as the engine's
// events tell it.
func TestResultsTellWhatEachUnitDid(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	f := recordBattle(t, "village", 4, "ai:normal", "ai:easy")
	s, err := WatchReplay(res, f, BattleConfig{Speed: 64}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var in game.Input
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); {
		if over, _ := s.sess.b.Over(); over && !s.q.busy() {
			break
		}
		s.q.skip(&s.sh, s.view.tile())
		if _, err := s.Update(&in); err != nil {
			t.Fatal(err)
		}
	}
	if over, _ := s.sess.b.Over(); !over {
		t.Fatal("the battle did not end")
	}
	rs := NewResults(res, s, nil)
	data, err := json.Marshal(rs.Export())
	if err != nil {
		t.Fatal(err)
	}
	var ex struct {
		Units []struct {
			ID        int    `json:"id"`
			State     string `json:"state"`
			Dealt     int    `json:"dealt"`
			Friendly  int    `json:"friendly"`
			Taken     int    `json:"taken"`
			Shots     int    `json:"shots"`
			Hits      int    `json:"hits"`
			Takedowns int    `json:"takedowns"`
		} `json:"units"`
	}
	if err := json.Unmarshal(data, &ex); err != nil {
		t.Fatal(err)
	}
	units := s.sess.b.Units()
	if len(ex.Units) != len(units) {
		t.Fatalf("%d rows for %d units: %s", len(ex.Units), len(units), data)
	}
	dealt, taken, takedowns, out := 0, 0, 0, 0
	for _, u := range ex.Units {
		dealt += u.Dealt + u.Friendly
		taken += u.Taken
		takedowns += u.Takedowns
		if u.Hits > u.Shots {
			t.Errorf("unit %d hit %d of %d shots", u.ID, u.Hits, u.Shots)
		}
		want := "standing"
		switch {
		case units[u.ID].Dead:
			want = "dead"
		case !units[u.ID].Active:
			want = "down"
		}
		if u.State != want {
			t.Errorf("unit %d is %q, want %q", u.ID, u.State, want)
		}
		if want != "standing" {
			out++
		}
	}
	if dealt == 0 || dealt != taken || takedowns == 0 || takedowns > out {
		t.Errorf("dealt %d, taken %d, takedowns %d of %d units out: %s", dealt, taken, takedowns, out, data)
	}
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	rs.Draw(screen)
	if p := os.Getenv("SIGHTLINE_RESULTS_PNG"); p != "" {
		fh, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		defer fh.Close()
		if err := png.Encode(fh, screen); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPlayAgain: C on the results starts a rematch: the same ruleset, map,
// players and squads on a new seed; a watched replay offers none.
func TestPlayAgain(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	next := uint64(500)
	res.NewSeed = func() uint64 { next++; return next }
	cfg := BattleConfig{Ruleset: "ads", Map: "warehouse", Sides: []string{"human", "ai:hard"}, Seed: 9, Squads: []string{"raiders", "raiders"}}
	first, err := NewBattle(res, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	var c game.Input
	c.Press(game.ActCentre)
	next2, err := NewResults(res, first, nil).Update(&c)
	again, ok := next2.(*Battle)
	if err != nil || !ok {
		t.Fatalf("C on the results: %T, %v", next2, err)
	}
	if again.cfg.Seed != 501 || again.cfg.Map != "warehouse" || !slices.Equal(again.cfg.Sides, cfg.Sides) || !slices.Equal(again.cfg.Squads, cfg.Squads) {
		t.Fatalf("the rematch is %+v", again.cfg)
	}
	w, err := WatchReplay(res, recordBattle(t, "village", 8, "ai:easy", "random"), BattleConfig{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rs := NewResults(res, w, nil)
	if next, _ := rs.Update(&c); next != rs {
		t.Errorf("C on a watched replay's results left for %T", next)
	}
}

// TestResultsTitle: one person against the computer reads victory or
// defeat; hotseat and computer-only battles name the winning side.
func TestResultsTitle(t *testing.T) {
	solo := NewResults(nil, villageBattle(t, "human", "ai:normal"), nil)
	hot := NewResults(nil, villageBattle(t, "human", "human"), nil)
	watch := NewResults(nil, villageBattle(t, "ai:easy", "ai:hard"), nil)
	for _, c := range []struct {
		r      *Results
		over   bool
		winner int
		want   string
	}{
		{solo, true, 0, "Victory: your side wins"},
		{solo, true, 1, "Defeat: side 2 (normal computer) wins"},
		{solo, true, -1, "Draw"},
		{solo, false, -1, "Battle abandoned"},
		{hot, true, 1, "Side 2 (person) wins"},
		{watch, true, 0, "Side 1 (easy computer) wins"},
	} {
		if got := c.r.title(c.over, c.winner); got != c.want {
			t.Errorf("%v over %v winner %d: %q, want %q", c.r.battle.cfg.Sides, c.over, c.winner, got, c.want)
		}
	}
}

// TestWatchAgain: W on the results shows the battle again from its start,
// every unit in sight, to the same final state, and returns to the
// results.
func TestWatchAgain(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"ai:easy", "ai:normal"}, Seed: 2, Speed: 64}, nil)
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, s)
	rs := NewResults(res, s, nil)
	next := pressOn(t, rs, game.ActPanUp)
	w, ok := next.(*Battle)
	if !ok || w.watch == nil || w.viewer != -1 || w.sess.b.Version() != 0 {
		t.Fatalf("W on the results: %T", next)
	}
	playOut(t, w)
	if w.sess.b.Hash() != s.sess.b.Hash() || w.back != rs {
		t.Fatalf("shown again to %.12s, played to %.12s; back to %T", w.sess.b.Hash(), s.sess.b.Hash(), w.back)
	}
}

// TestResultsSayWhenTheLimitDecided: a battle over with two sides still
// fighting was decided by the round limit, and the results say so with
// the limit; one that a side lost by fighting says nothing of it.
func TestResultsSayWhenTheLimitDecided(t *testing.T) {
	b := villageBattle(t, "ai:easy", "ai:hard").sess.b
	if line := limitLine(b, false); line != "" {
		t.Errorf("a battle not over: %q, want nothing", line)
	}
	if line := limitLine(b, true); !strings.Contains(line, "round limit (30 rounds)") {
		t.Errorf("over with both sides fighting: %q, want the round limit named", line)
	}
	beaten := fallenSide{b}
	if n := rules.SidesFighting(beaten); n != 1 {
		t.Fatalf("%d sides fighting after side 2's units fell, want 1", n)
	}
	if line := limitLine(beaten, true); line != "" {
		t.Errorf("side 2 beaten: %q, want nothing of the round limit", line)
	}
}

// fallenSide is a battle whose side 2 units are all out of the fight.
type fallenSide struct{ rules.Battle }

func (f fallenSide) Units() []rules.Unit {
	us := f.Battle.Units()
	for i := range us {
		if us[i].Side == 1 {
			us[i].Active = false
		}
	}
	return us
}
