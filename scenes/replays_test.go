package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"sightline/game"
	"sightline/rules/replay"
)

// memReplays keeps replays in memory, newest first.
type memReplays struct {
	names []string
	data  map[string][]byte
}

func (m *memReplays) SaveReplay(name string, d []byte) error {
	if m.data == nil {
		m.data = map[string][]byte{}
	}
	if _, ok := m.data[name]; !ok {
		m.names = append([]string{name}, m.names...)
	}
	m.data[name] = append([]byte(nil), d...)
	return nil
}

func (m *memReplays) Replays() ([]string, error) { return m.names, nil }

func (m *memReplays) LoadReplay(name string) ([]byte, error) {
	d, ok := m.data[name]
	if !ok {
		return nil, fmt.Errorf("no replay %q", name)
	}
	return d, nil
}

// playOut updates s, skipping animations, until its battle is over and
// shown.
func playOut(t *testing.T, s *Battle) {
	t.Helper()
	var in game.Input
	for deadline := time.Now().Add(2 * time.Minute); ; {
		if over, _ := s.sess.b.Over(); over && !s.q.busy() {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the battle did not end")
		}
		s.q.skip(&s.sh, s.view.tile())
		if _, err := s.Update(&in); err != nil {
			t.Fatal(err)
		}
		if s.Busy() && !s.q.busy() {
			time.Sleep(time.Millisecond)
		}
	}
}

// TestSaveAndWatchReplay plays a battle between two computer players to
// its end, keeps its replay from the results (R), finds it under the
// title's Replays… (R), and watches it (Enter) to the same final state.
// A watched replay's results do not offer to keep it again.
func TestSaveAndWatchReplay(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &memReplays{}
	res.Replays = store
	title := NewTitle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"ai:easy", "ai:normal"}, Seed: 6, Speed: 64})
	var none, r, enter game.Input
	r.Press(game.ActReload)
	enter.Press(game.ActConfirm)
	title.Update(&none)
	if title.Export().(map[string]any)["replays"].(bool) {
		t.Fatal("the title offers replays with none kept")
	}
	next, err := title.Update(&enter)
	s, ok := next.(*Battle)
	if err != nil || !ok {
		t.Fatalf("Enter on the title: %T, %v", next, err)
	}
	playOut(t, s)
	results := NewResults(res, s, title)
	if !results.Export().(map[string]any)["can_save_replay"].(bool) {
		t.Fatal("the results of a battle played do not offer its replay")
	}
	if next, err := results.Update(&r); next != results || err != nil {
		t.Fatalf("R on the results: %T, %v", next, err)
	}
	if len(store.names) != 1 {
		t.Fatalf("kept %v, want one replay (results say %q)", store.names, results.saved)
	}
	f, err := replay.Parse(store.data[store.names[0]])
	if err != nil || f.Final != s.sess.b.Hash() || replayName(f) != store.names[0] {
		t.Fatalf("the kept replay: %v, final %.12s, name %q; battle %.12s", err, f.Final, store.names[0], s.sess.b.Hash())
	}
	if results.Export().(map[string]any)["can_save_replay"].(bool) {
		t.Error("the results offer to keep the replay again")
	}
	if next, _ := results.Update(&enter); next != title {
		t.Fatalf("Enter on the results: %T, want the title", next)
	}
	title.Update(&none)
	if !title.Export().(map[string]any)["replays"].(bool) {
		t.Fatal("the title does not offer the kept replay")
	}
	next, _ = title.Update(&r)
	list, ok := next.(*ReplayList)
	if !ok || len(list.names) != 1 {
		t.Fatalf("R on the title: %T", next)
	}
	if lb := list.label(list.names[0]); !strings.HasPrefix(lb, "Tesseris ADS on village: easy computer vs normal computer · ") || !strings.Contains(lb, " commands") || strings.Contains(lb, s.sess.b.Hash()[:8]) {
		t.Errorf("the list says %q of the replay", lb)
	}
	next, _ = list.Update(&enter)
	w, ok := next.(*Battle)
	if !ok || w.watch == nil {
		t.Fatalf("Enter on the list: %T (%q)", next, list.err)
	}
	playOut(t, w)
	if w.sess.b.Hash() != s.sess.b.Hash() || w.note != "" {
		t.Fatalf("watched to %.12s (note %q), played to %.12s", w.sess.b.Hash(), w.note, s.sess.b.Hash())
	}
	if NewResults(res, w, list).canSaveReplay() {
		t.Error("a watched replay's results offer to keep it")
	}
}

// TestReplayName: a replay's name tells its ruleset and map, from a
// bundled name or a path, and is safe as a file name.
func TestReplayName(t *testing.T) {
	for _, c := range []struct{ ruleset, m, want string }{
		{"ads", "village", "ads-village-0123abcd"},
		{"ads", "/home/me/My Maps/Old Fort.tmx", "ads-old-fort-0123abcd"},
		{"ads", `C:\maps\x..y.tmx`, "ads-x-y-0123abcd"},
	} {
		f := &replay.File{Final: "0123abcdef"}
		f.Ruleset, f.Map = c.ruleset, c.m
		if got := replayName(f); got != c.want {
			t.Errorf("%s on %s: %q, want %q", c.ruleset, c.m, got, c.want)
		}
	}
}

// TestReplayListRefusesBrokenReplays: a kept replay that cannot be read is
// listed by its name, and picking it names it and the problem in one line
// and stays on the list.
func TestReplayListRefusesBrokenReplays(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &memReplays{}
	store.SaveReplay("ads-village-broken", []byte(`{"version": 2, "ruleset": "ads"`))
	res.Replays = store
	l := NewReplayList(res, nil)
	if lb := l.label("ads-village-broken"); lb != "ads-village-broken" {
		t.Errorf("a broken replay is listed as %q", lb)
	}
	var enter game.Input
	enter.Press(game.ActConfirm)
	next, err := l.Update(&enter)
	if next != l || err != nil {
		t.Fatalf("Enter on a broken replay: %T, %v", next, err)
	}
	if !strings.HasPrefix(l.err, "ads-village-broken: ") || strings.Contains(l.err, "\n") {
		t.Errorf("the list says %q", l.err)
	}
}

// TestReplayListScrolls: with more replays than rows, ↓ and ↑ move the
// pick through all of them and the rows shown follow it.
func TestReplayListScrolls(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	store := &memReplays{}
	for i := 0; i < 30; i++ {
		store.SaveReplay(fmt.Sprintf("ads-village-%02d", i), []byte("{}"))
	}
	res.Replays = store
	l := NewReplayList(res, nil)
	for i := 0; i < 40; i++ {
		pressOn(t, l, game.ActPanDown)
		if l.pick < l.first() || l.pick >= l.first()+replayRows {
			t.Fatalf("pick %d out of the rows shown from %d", l.pick, l.first())
		}
	}
	if l.pick != 29 {
		t.Fatalf("after 40 presses of ↓ the pick is %d, want the last, 29", l.pick)
	}
	for i := 0; i < 40; i++ {
		pressOn(t, l, game.ActPanUp)
	}
	if l.pick != 0 || l.first() != 0 {
		t.Errorf("back up: pick %d, first row %d", l.pick, l.first())
	}
}
