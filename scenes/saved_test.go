package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// memBattles keeps saved battles in memory: names newest first, and data
// the last one saved (nil after it is dropped), for tests of one.
type memBattles struct {
	names   []string
	kept    map[string][]byte
	data    []byte
	dropped bool
}

func (m *memBattles) SaveBattle(name string, d []byte) error {
	if m.kept == nil {
		m.kept = map[string][]byte{}
	}
	m.kept[name] = append([]byte(nil), d...)
	m.names = append([]string{name}, slices.DeleteFunc(m.names, func(n string) bool { return n == name })...)
	m.data = m.kept[name]
	return nil
}

func (m *memBattles) Battles() ([]string, error) { return slices.Clone(m.names), nil }

func (m *memBattles) LoadBattle(name string) ([]byte, error) {
	if d, ok := m.kept[name]; ok {
		return d, nil
	}
	return nil, fmt.Errorf("no saved battle %q", name)
}

func (m *memBattles) DropBattle(name string) error {
	delete(m.kept, name)
	m.names = slices.DeleteFunc(m.names, func(n string) bool { return n == name })
	m.data, m.dropped = nil, true
	return nil
}

// withSaves returns the resources with an empty store of saved battles.
func withSaves(t *testing.T) (*Resources, *memBattles) {
	t.Helper()
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &memBattles{}
	res.Saves = store
	return res, store
}

// only replaces every saved battle with data, as the one battle saved.
func (m *memBattles) only(data []byte) {
	m.names, m.kept, m.data = nil, nil, nil
	m.SaveBattle("only", data)
}

// TestSaveAndResume plays a few turns of a battle against the computer,
// saves it from the leave question, and continues it from the title: the
// resumed battle stands exactly where the first did, with the defence
// policies the player set, and the two go on
// identically, the computer's decisions included, as the player repeats
// the same commands in both. A save whose recorded hash or computer
// decision was changed is refused with one line; on the title, its button
// then discards it.
func TestSaveAndResume(t *testing.T) {
	res, store := withSaves(t)
	title := NewTitle(res, BattleConfig{})
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}, Seed: 3}, title)
	if err != nil {
		t.Fatal(err)
	}
	neverAsk := func(b *Battle) {
		for i := range b.sess.policy {
			b.sess.policy[i] = match.PolicyNever
		}
	}
	neverAsk(s)
	s.sess.policy[0] = match.PolicyAbove
	endTurn := func(b *Battle) {
		t.Helper()
		pr := b.sess.b.Prompt()
		b.sess.seats[pr.Side].choose(rules.Command{Side: pr.Side, Unit: pr.Unit, Action: "end_turn", Target: rules.NoUnit})
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
	for _, u := range s.sess.b.Units() {
		if u.Side != 0 && u.Active && !s.visibleTo(0, u.ID) {
			hidden = u.ID
		}
	}
	if hidden < 0 {
		t.Fatal("every enemy is in sight")
	}
	mark(t, s, 0, rules.Marker{Unit: hidden, Pos: grid.Pos{X: 20, Y: 0}, Round: s.sess.b.Round(), Facing: 1})
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
	if want := "village · person vs normal computer · "; !strings.HasPrefix(title.savedAbout, want) {
		t.Errorf("the title tells of the saved battle %q, want %q…", title.savedAbout, want)
	}
	var c game.Input
	c.Press(game.ActCentre)
	next, err := title.Update(&c)
	r, ok := next.(*Battle)
	if err != nil || !ok {
		t.Fatalf("C on the title: %T, %v (title error %q)", next, err, title.err)
	}
	if !slices.Equal(r.sess.policy, s.sess.policy) {
		t.Errorf("resumed with the defence policies %v, saved with %v", r.sess.policy, s.sess.policy)
	}
	if got := fmt.Sprint(r.sightings); got != wantSeen {
		t.Errorf("resumed with the last-seen markers %s, saved with %s", got, wantSeen)
	}
	neverAsk(r)
	if r.sess.b.Hash() != s.sess.b.Hash() || r.sess.b.Version() != s.sess.b.Version() || !r.resumed {
		t.Fatalf("resumed at version %d hash %.12s, saved at %d %.12s", r.sess.b.Version(), r.sess.b.Hash(), s.sess.b.Version(), s.sess.b.Hash())
	}
	if len(r.logs.log.entries) < 4 {
		t.Errorf("the resumed battle's log has %d entries; want the saved turns", len(r.logs.log.entries))
	}
	for k := 0; k < 4; k++ {
		endTurn(s)
		endTurn(r)
		if r.sess.b.Hash() != s.sess.b.Hash() {
			a, b := s.sess.match.Result().Steps, r.sess.match.Result().Steps
			for i := 0; i < len(a) && i < len(b); i++ {
				if !a[i].Command.Same(b[i].Command) || a[i].Hash != b[i].Hash {
					t.Logf("step %d: %+v vs %+v", i, a[i].Command, b[i].Command)
					break
				}
			}
			t.Fatalf("turn %d after the resume: the battles went apart (version %d and %d)", k+1, s.sess.b.Version(), r.sess.b.Version())
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
		_, err := ResumeBattle(res, "bad", []byte(bad), title)
		if err == nil || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), "saved battle: ") {
			t.Errorf("%s: a broken save gave %v; want one line", name, err)
		}
	}
	// From the title, a save that cannot be continued is named, stays
	// where it is, and the same key then discards it.
	store.only([]byte(saved[:len(saved)/2]))
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
	res, store := withSaves(t)
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "human"}, Seed: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]game.Closer{"battle": s, "settings": NewSettings(res, s), "hand-off": newHandOff(res, s, 1)} {
		store.data = nil
		if err := c.Closing(); err != nil || store.data == nil {
			t.Fatalf("closing in the %s: %v, saved %d bytes", name, err, len(store.data))
		}
		r, err := ResumeBattle(res, "closed", store.data, nil)
		if err != nil || r.sess.b.Hash() != s.sess.b.Hash() {
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
	pol := strings.Repeat(`"ask",`, len(s.sess.policy))
	pol = pol[:len(pol)-1]
	enemy := -1
	for _, u := range s.sess.b.Units() {
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

// TestSavedBattlesKeepEachOther saves two battles, one from the leave
// question and one by closing the window, and checks that neither
// replaces the other: the title offers the list, the list continues the
// one picked where it was saved, saving that one again replaces only
// itself, Delete twice discards the picked one, and a battle continued and
// played out forgets only its own save.
func TestSavedBattlesKeepEachOther(t *testing.T) {
	res, store := withSaves(t)
	title := NewTitle(res, BattleConfig{})
	var none, esc, enter, c, down, del game.Input
	esc.Press(game.ActBack)
	enter.Press(game.ActConfirm)
	c.Press(game.ActCentre)
	down.Press(game.ActPanDown)
	del.Press(game.ActDiscard)
	a, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"ai:easy", "ai:easy"}, Seed: 1}, title)
	if err != nil {
		t.Fatal(err)
	}
	a.Update(&esc)
	if next, _ := a.Update(&enter); next != title || len(store.names) != 1 {
		t.Fatalf("Save and leave: %T, %d saved", next, len(store.names))
	}
	aName, aData := store.names[0], string(store.data)
	b, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "warehouse", Sides: []string{"ai:easy", "ai:easy"}, Seed: 2}, title)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Closing(); err != nil {
		t.Fatal(err)
	}
	if len(store.names) != 2 || string(store.kept[aName]) != aData {
		t.Fatalf("after a second battle was saved the store holds %v; the first changed: %v", store.names, string(store.kept[aName]) != aData)
	}
	bName := store.names[0]
	title.Update(&none)
	if ex := title.Export().(map[string]any); ex["saves"] != 2 || !strings.HasPrefix(title.savedAbout, "newest: warehouse · ") {
		t.Fatalf("the title exports %v, tells %q", ex, title.savedAbout)
	}
	next, _ := title.Update(&c)
	list, ok := next.(*SavedList)
	if !ok {
		t.Fatalf("C with two saved battles gave %T", next)
	}
	if !slices.Equal(list.names, []string{bName, aName}) {
		t.Fatalf("the list shows %v, want %v", list.names, []string{bName, aName})
	}
	if lb := list.label(aName); !strings.HasPrefix(lb, "village · easy computer vs easy computer · 0 commands in · ") {
		t.Errorf("the list tells of the first battle %q", lb)
	}
	list.Update(&down)
	next, _ = list.Update(&enter)
	r, ok := next.(*Battle)
	if !ok || r.sess.b.Hash() != a.sess.b.Hash() || r.saveName != aName {
		t.Fatalf("Enter on the first battle: %T (%s), want it resumed under %q", next, list.err, aName)
	}
	if err := r.Closing(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(store.names, []string{aName, bName}) {
		t.Fatalf("saving the continued battle again left %v", store.names)
	}
	// Delete once marks, twice discards.
	list = NewSavedList(res, title)
	list.Update(&down)
	list.Update(&del)
	if len(store.names) != 2 || list.armed != bName {
		t.Fatalf("one Delete: %v kept, %q marked", store.names, list.armed)
	}
	// The row marked for discarding is drawn red, the other is not.
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	list.Draw(screen)
	shot := readBack(screen)
	savePNG(t, galleryDir(t), "saved-battles.png", shot)
	if red, other := countNear(shot, rowRect(1), colDanger, 8), countNear(shot, rowRect(0), colDanger, 8); red < rowRect(1).Dx()*rowRect(1).Dy()/2 || other > 0 {
		t.Errorf("the marked row has %d red pixels, the other %d", red, other)
	}
	list.Update(&del)
	if !slices.Equal(store.names, []string{aName}) || !slices.Equal(list.names, []string{aName}) {
		t.Fatalf("two Deletes: %v kept, the list shows %v", store.names, list.names)
	}
	// Played out, the continued battle forgets its save alone.
	store.SaveBattle(bName, []byte(aData))
	playOut(t, r)
	r.Update(&none)
	if !slices.Equal(store.names, []string{bName}) {
		t.Fatalf("after the continued battle ended the store holds %v, want only %q", store.names, bName)
	}
}

// TestSaveNames: a save's name carries the map and the time it was first
// saved, which the list reads back, whatever the hour and with a number
// added to tell two saves of one second apart.
func TestSaveNames(t *testing.T) {
	at := time.Date(2026, 11, 25, 20, 30, 15, 0, time.Local)
	first := newSaveName("maps/Ridge 2000.tmx", at, nil)
	if first != "ridge-2000-20261125-203015" {
		t.Errorf("first name %q", first)
	}
	second := newSaveName("maps/Ridge 2000.tmx", at, []string{first})
	if second != first+"-2" {
		t.Errorf("second name %q", second)
	}
	for _, name := range []string{first, second} {
		if got, ok := savedAt(name); !ok || !got.Equal(time.Date(2026, 11, 25, 20, 30, 15, 0, time.UTC)) {
			t.Errorf("savedAt(%q) = %v, %v", name, got, ok)
		}
	}
	for _, name := range []string{"earlier-battle", "x", "-2", "village-2026"} {
		if _, ok := savedAt(name); ok {
			t.Errorf("savedAt(%q) found a time", name)
		}
	}
}
