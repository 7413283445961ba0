package replay_test

import (
	"strings"
	"testing"

	"sightline/ai"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// savedHalfway plays steps commands of a battle between two computer
// players on village and returns the match and its snapshot.
func savedHalfway(t testing.TB, steps int) (*match.Match, *replay.File) {
	t.Helper()
	r, f := village(t)
	m, err := match.New(r, f, match.Spec{Map: "village", Sides: []string{"ai:easy", "ai:normal"}, Seed: 9}, true, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < steps; i++ {
		if _, ok, err := m.Step(); err != nil || !ok {
			t.Fatalf("step %d: %v %v", i, ok, err)
		}
	}
	sf, err := replay.Snapshot(m)
	if err != nil {
		t.Fatal(err)
	}
	return m, sf
}

// TestResume continues a battle saved halfway: the resumed match stands
// where the first did, and played on by the computer players it rebuilt
// it ends exactly as the first does. A save whose recorded computer
// decision was changed, a finished replay, and a save that diverges are
// refused with one line.
func TestResume(t *testing.T) {
	r, f := village(t)
	m, sf := savedHalfway(t, 60)
	back, events, err := replay.Resume(sf, r, f, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	if back.Battle().Hash() != m.Battle().Hash() || len(events) == 0 {
		t.Fatalf("resumed at %.12s with %d events, saved at %.12s", back.Battle().Hash(), len(events), m.Battle().Hash())
	}
	a, err := m.Play(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := back.Play(nil)
	if err != nil {
		t.Fatal(err)
	}
	if a.Hash != b.Hash || len(a.Steps) != len(b.Steps) {
		t.Fatalf("played on: %.12s after %d steps, resumed %.12s after %d", a.Hash, len(a.Steps), b.Hash, len(b.Steps))
	}
	full, err := replay.FromMatch(m)
	if err != nil {
		t.Fatal(err)
	}
	bad := func(edit func(x *replay.File)) *replay.File {
		x := *sf
		x.Steps = append([]match.Step(nil), sf.Steps...)
		edit(&x)
		return &x
	}
	for name, c := range map[string]struct {
		f    *replay.File
		want string
	}{
		"decision": {bad(func(x *replay.File) { x.Steps[0].Command.To.X++ }), "computer player chose"},
		"hash":     {bad(func(x *replay.File) { x.Steps[30].Hash = strings.Repeat("0", 64) }), "step 31"},
		"finished": {full, "finished"},
	} {
		_, _, err := replay.Resume(c.f, r, f, ai.New)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v; want one line with %q", name, err, c.want)
		}
	}
}

// FuzzResume resumes arbitrary bytes as a saved battle on village: a
// refusal is fine, a panic is not.
func FuzzResume(f *testing.F) {
	_, sf := savedHalfway(f, 12)
	data, err := sf.Marshal()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"version":2,"ruleset":"ads","map":"village","sides":["human","ai:easy"],"seed":3,"steps":[{"cmd":{"v":0,"side":0,"action":"end_turn","unit":0,"target":-1},"hash":"x"}],"final":""}`))
	r, field := village(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, err := replay.Parse(data)
		if err != nil || sf.Ruleset != "ads" {
			return
		}
		replay.Resume(sf, r, field, ai.New)
	})
}
