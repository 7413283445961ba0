package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// memBattles keeps a saved battle in memory.
type memBattles struct {
	data    []byte
	dropped bool
}

func (m *memBattles) SaveBattle(d []byte) error   { m.data = append([]byte(nil), d...); return nil }
func (m *memBattles) LoadBattle() ([]byte, error) { return m.data, nil }
func (m *memBattles) DropBattle() error           { m.data, m.dropped = nil, true; return nil }

// TestSaveAndResume plays a few turns of a battle against the computer,
// saves it from the leave question, and continues it from the title: the
// resumed battle stands exactly where the first did, with the defence
// policies the player set, and the two go on
// identically, the computer's decisions included, as the player repeats
// the same commands in both. A save whose recorded hash or computer
// decision was changed is refused with one line; on the title, its button
// then discards it.
func TestSaveAndResume(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &memBattles{}
	res.Saves = store
	title := NewTitle(res, BattleConfig{})
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 3}, title)
	if err != nil {
		t.Fatal(err)
	}
	neverAsk := func(b *Battle) {
		for i := range b.policy {
			b.policy[i] = policyNever
		}
	}
	neverAsk(s)
	s.policy[0] = policyAbove
	endTurn := func(b *Battle) {
		t.Helper()
		pr := b.b.Prompt()
		b.seats[pr.Side].choose(rules.Command{Side: pr.Side, Unit: pr.Unit, Action: "end_turn", Target: rules.NoUnit})
		if err := playToHumanTurn(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := playToHumanTurn(s); err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 4; k++ {
		endTurn(s)
	}
	// A last-seen marker of an enemy out of sight, far from every unit
	// of the side, goes into the save.
	hidden := -1
	for _, u := range s.b.Units() {
		if u.Side != 0 && u.Active && !s.visibleTo(0, u.ID) {
			hidden = u.ID
		}
	}
	if hidden < 0 {
		t.Fatal("every enemy is in sight")
	}
	s.sightings[0][hidden] = sighting{pos: grid.Pos{X: 20, Y: 0}, round: 2, facing: 1}
	wantSeen := fmt.Sprint(s.sightings)
	var esc, enter game.Input
	esc.Press(game.ActBack)
	enter.Press(game.ActConfirm)
	s.Update(&esc)
	if next, _ := s.Update(&enter); next != title || store.data == nil {
		t.Fatalf("Save and leave: next scene %T, saved %d bytes", next, len(store.data))
	}
	var none game.Input
	title.Update(&none)
	if !title.Export().(map[string]any)["saved"].(bool) {
		t.Fatal("the title does not offer the saved battle")
	}
	if want := "village · human vs ai:normal · "; !strings.HasPrefix(title.savedAbout, want) {
		t.Errorf("the title tells of the saved battle %q, want %q…", title.savedAbout, want)
	}
	var c game.Input
	c.Press(game.ActCentre)
	next, err := title.Update(&c)
	r, ok := next.(*Battle)
	if err != nil || !ok {
		t.Fatalf("C on the title: %T, %v (title error %q)", next, err, title.err)
	}
	if !slices.Equal(r.policy, s.policy) {
		t.Errorf("resumed with the defence policies %v, saved with %v", r.policy, s.policy)
	}
	if got := fmt.Sprint(r.sightings); got != wantSeen {
		t.Errorf("resumed with the last-seen markers %s, saved with %s", got, wantSeen)
	}
	neverAsk(r)
	if r.b.Hash() != s.b.Hash() || r.b.Version() != s.b.Version() || !r.resumed {
		t.Fatalf("resumed at version %d hash %.12s, saved at %d %.12s", r.b.Version(), r.b.Hash(), s.b.Version(), s.b.Hash())
	}
	if len(r.log.entries) < 4 {
		t.Errorf("the resumed battle's log has %d entries; want the saved turns", len(r.log.entries))
	}
	for k := 0; k < 4; k++ {
		endTurn(s)
		endTurn(r)
		if r.b.Hash() != s.b.Hash() {
			a, b := s.match.Result().Steps, r.match.Result().Steps
			for i := 0; i < len(a) && i < len(b); i++ {
				if !a[i].Command.Same(b[i].Command) || a[i].Hash != b[i].Hash {
					t.Logf("step %d: %+v vs %+v", i, a[i].Command, b[i].Command)
					break
				}
			}
			t.Fatalf("turn %d after the resume: the battles went apart (version %d and %d)", k+1, s.b.Version(), r.b.Version())
		}
	}
	saved := string(store.data)
	for name, bad := range map[string]string{
		"hash":   strings.Replace(saved, `"hash":"`, `"hash":"0`, 3),
		"ai":     strings.Replace(saved, `"action":"end_turn","unit":`, `"action":"end_turn","unit":1`, 1),
		"cut":    saved[:len(saved)/2],
		"policy": strings.Replace(saved, `"policies":["`, `"policies":["x`, 1),
		"units":  strings.Replace(saved, `"policies":["`, `"policies":["ask","`, 1),
	} {
		_, err := ResumeBattle(res, []byte(bad), title)
		if err == nil || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "saved battle: ") {
			t.Errorf("%s: a broken save gave %v; want one line", name, err)
		}
	}
	// From the title, a save that cannot be continued is named, stays
	// where it is, and the same key then discards it.
	store.data = []byte(saved[:len(saved)/2])
	title = NewTitle(res, BattleConfig{})
	title.Update(&none)
	if next, err := title.Update(&c); next != title || err != nil {
		t.Fatalf("C on a broken save: %T, %v", next, err)
	}
	if ex := title.Export().(map[string]any); !ex["broken"].(bool) || !strings.HasPrefix(ex["error"].(string), "saved battle: ") || store.data == nil {
		t.Fatalf("after a failed continue the title exports %v and the store holds %d bytes", ex, len(store.data))
	}
	title.Update(&none)
	if next, err := title.Update(&c); next != title || err != nil || store.data != nil || !store.dropped {
		t.Fatalf("C again: %T, %v; the store holds %d bytes", next, err, len(store.data))
	}
	if ex := title.Export().(map[string]any); ex["saved"].(bool) || ex["error"] != "" {
		t.Errorf("after discarding, the title exports %v", ex)
	}
}

// TestClosingSaves: closing the window in a battle, or in the settings or
// a hand-off over one, saves the battle as Save and leave would.
func TestClosingSaves(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &memBattles{}
	res.Saves = store
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "human"}, Seed: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]game.Closer{"battle": s, "settings": NewSettings(res, s), "hand-off": newHandOff(res, s, 1)} {
		store.data = nil
		if err := c.Closing(); err != nil || store.data == nil {
			t.Fatalf("closing in the %s: %v, saved %d bytes", name, err, len(store.data))
		}
		r, err := ResumeBattle(res, store.data, nil)
		if err != nil || r.b.Hash() != s.b.Hash() {
			t.Fatalf("closing in the %s: the save does not resume: %v", name, err)
		}
	}
	store.data = nil
	if err := NewSettings(res, NewTitle(res, BattleConfig{})).Closing(); err != nil || store.data != nil {
		t.Fatalf("closing in the settings over the title saved %d bytes (%v)", len(store.data), err)
	}
}

// TestRestoreClientRefusesBadSightings: a save's last-seen markers must
// be a played side's sightings of its enemies on the map; any other is
// refused with one line naming the problem.
func TestRestoreClientRefusesBadSightings(t *testing.T) {
	s := villageBattle(t, "human", "ai:normal")
	pol := strings.Repeat(`"ask",`, len(s.policy))
	pol = pol[:len(pol)-1]
	enemy := -1
	for _, u := range s.b.Units() {
		if u.Side == 1 {
			enemy = u.ID
		}
	}
	for _, c := range []struct{ sighting, want string }{
		{`{"side":1,"unit":0,"x":1,"y":1}`, "which no person plays"},
		{`{"side":0,"unit":0,"x":1,"y":1}`, "no enemy of its"},
		{fmt.Sprintf(`{"side":0,"unit":%d,"x":-4,"y":1}`, enemy), "off the map"},
		{`{"side":0,"unit":99,"x":1,"y":1}`, "no enemy of its"},
	} {
		raw := `{"policies":[` + pol + `],"sightings":[` + c.sighting + `]}`
		err := s.restoreClient([]byte(raw))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line saying %q", c.sighting, err, c.want)
		}
	}
	raw := `{"policies":[` + pol + `],"sightings":[` + fmt.Sprintf(`{"side":0,"unit":%d,"x":30,"y":2,"round":1}`, enemy) + `]}`
	if err := s.restoreClient([]byte(raw)); err != nil {
		t.Fatal(err)
	}
}
