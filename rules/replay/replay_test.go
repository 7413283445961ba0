package replay_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sightline/ai"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
	"sightline/rules/match"
	"sightline/rules/replay"
)

func village(t testing.TB) (rules.Ruleset, *grid.Field) {
	t.Helper()
	m, err := maps.LoadBundled("village")
	if err != nil {
		t.Fatal(err)
	}
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	return r, m.Field
}

// recorded plays one short battle with recording on and returns its file.
func recorded(t testing.TB) *replay.File {
	t.Helper()
	r, f := village(t)
	m, err := match.New(r, f, match.Spec{Map: "village", Sides: []string{"random", "random"}, Seed: 21, Rotate: 1}, true, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Play(nil); err != nil {
		t.Fatal(err)
	}
	rf, err := replay.FromMatch(m)
	if err != nil {
		t.Fatal(err)
	}
	return rf
}

// TestRoundTrip writes a recorded battle, reads it back and verifies it
// against the engine.
func TestRoundTrip(t *testing.T) {
	r, f := village(t)
	rf := recorded(t)
	p := filepath.Join(t.TempDir(), "b.json")
	if err := replay.Write(p, rf); err != nil {
		t.Fatal(err)
	}
	back, err := replay.Read(p)
	if err != nil {
		t.Fatal(err)
	}
	if back.Final != rf.Final || len(back.Steps) != len(rf.Steps) || back.Rotate != 1 || back.Engine == "" {
		t.Fatalf("read back %d steps, final %s, rotate %d, engine %q", len(back.Steps), back.Final, back.Rotate, back.Engine)
	}
	if err := replay.Verify(back, r, f); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(p); err != nil {
		t.Error(err)
	} else if st.Mode().Perm() != 0o644 {
		t.Errorf("the replay's mode is %v; want -rw-r--r-- like any file written", st.Mode())
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(p), "*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

// TestWriteIntoMissingFolder writes into a folder that does not exist: the
// error is one line naming the file and the folder, not the temporary file
// written first.
func TestWriteIntoMissingFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "gone")
	p := filepath.Join(dir, "b.json")
	err := replay.Write(p, recorded(t))
	if err == nil {
		t.Fatal("wrote into a missing folder")
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, p+": ") || !strings.Contains(msg, "folder "+dir) || strings.Contains(msg, ".tmp") || strings.Contains(msg, "\n") {
		t.Errorf("error %q should name %s and its folder, in one line", msg, p)
	}
}

// TestSavedBattle records a battle stopped halfway (a saved battle, with
// no final hash), writes it, reads it back and verifies it to its last
// step; a changed hash in it is caught; and a finished match snapshots as
// its full replay.
func TestSavedBattle(t *testing.T) {
	r, f := village(t)
	m, err := match.New(r, f, match.Spec{Map: "village", Sides: []string{"random", "ai:easy"}, Seed: 5}, true, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40; i++ {
		if _, ok, err := m.Step(); err != nil || !ok {
			t.Fatalf("step %d: %v %v", i, ok, err)
		}
	}
	sf, err := replay.Snapshot(m)
	if err != nil || !sf.Unfinished() || len(sf.Steps) != 40 {
		t.Fatalf("snapshot halfway: %v, unfinished %v, %d steps", err, sf.Unfinished(), len(sf.Steps))
	}
	p := filepath.Join(t.TempDir(), "saved.json")
	if err := replay.Write(p, sf); err != nil {
		t.Fatal(err)
	}
	back, err := replay.Read(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := replay.Verify(back, r, f); err != nil {
		t.Fatalf("the saved battle does not verify: %v", err)
	}
	back.Steps[20].Hash = strings.Repeat("0", len(back.Steps[20].Hash))
	if err := replay.Verify(back, r, f); err == nil || !strings.Contains(err.Error(), "step 21") {
		t.Fatalf("a saved battle with a changed hash: %v", err)
	}
	if _, err := m.Play(nil); err != nil {
		t.Fatal(err)
	}
	full, err := replay.Snapshot(m)
	if err != nil || full.Unfinished() || replay.Verify(full, r, f) != nil {
		t.Fatalf("snapshot of the finished match: %v, unfinished %v", err, full.Unfinished())
	}
}

// TestTamperedRejected changes a command, a hash, the seed and the final
// hash in turn: each must be caught with a one-line reason.
func TestTamperedRejected(t *testing.T) {
	r, f := village(t)
	base := recorded(t)
	mid := len(base.Steps) / 2
	tamper := map[string]func(*replay.File){
		"seed":     func(x *replay.File) { x.Seed++ },
		"hash":     func(x *replay.File) { x.Steps[mid].Hash = strings.Repeat("0", len(x.Steps[mid].Hash)) },
		"final":    func(x *replay.File) { x.Final = "00" },
		"no final": func(x *replay.File) { x.Final = "" },
		"short":    func(x *replay.File) { x.Steps = x.Steps[:mid] },
		"cmd": func(x *replay.File) {
			x.Steps[mid].Command.To.X++
			x.Steps[mid].Command.Target++
		},
		"squads": func(x *replay.File) { x.Squads = []rules.SideSetup{{Squad: "raiders"}, {Squad: "raiders"}} },
	}
	for name, fn := range tamper {
		x := *base
		x.Steps = append([]match.Step(nil), base.Steps...)
		fn(&x)
		err := replay.Verify(&x, r, f)
		if err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: tampered replay accepted or error not one line: %v", name, err)
		}
	}
}

// TestCorruptAndTruncated cuts a replay at many lengths and garbles it:
// every load fails with one line and none panics.
func TestCorruptAndTruncated(t *testing.T) {
	data, err := json.Marshal(recorded(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := replay.Parse(data); err != nil {
		t.Fatalf("intact replay: %v", err)
	}
	step := len(data)/200 + 1
	for n := 0; n < len(data); n += step {
		if _, err := replay.Parse(data[:n]); err == nil || strings.Contains(err.Error(), "\n") {
			t.Fatalf("truncated at %d of %d: %v", n, len(data), err)
		}
	}
	s := string(data)
	for name, bad := range map[string]string{
		"version": strings.Replace(s, `"version":2`, `"version":9`, 1),
		"unknown": strings.Replace(s, `"version":2`, `"version":2,"cheat":true`, 1),
		"trailer": s + `{}`,
		"sides":   strings.Replace(s, `"sides":["random","random"]`, `"sides":["random"]`, 1),
		"rotate":  strings.Replace(s, `"rotate":1`, `"rotate":5`, 1),
		"nohash":  strings.Replace(s, `"hash":"`, `"hash":"","x":"`, 1),
		"types":   strings.Replace(s, `"seed":21`, `"seed":"21"`, 1),
		// A player the game cannot seat is refused by every reader.
		"player": strings.Replace(s, `"sides":["random","random"]`, `"sides":["random","bogus"]`, 1),
		"level":  strings.Replace(s, `"sides":["random","random"]`, `"sides":["random","ai:random"]`, 1),
	} {
		if bad == s {
			t.Fatalf("%s: the replacement did not apply", name)
		}
		if _, err := replay.Parse([]byte(bad)); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: want a one-line error, got %v", name, err)
		}
	}
	p := filepath.Join(t.TempDir(), "cut.json")
	os.WriteFile(p, data[:len(data)/3], 0o644)
	if _, err := replay.Read(p); err == nil || !strings.HasPrefix(err.Error(), p+": ") {
		t.Errorf("Read should name the file: %v", err)
	}
}

// FuzzParse feeds arbitrary bytes to Parse and, when they parse, plays
// their first steps back: neither may panic.
func FuzzParse(f *testing.F) {
	data, err := json.Marshal(recorded(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add(data[:len(data)/2])
	f.Add([]byte(`{"version":2,"ruleset":"ads","map":"village","sides":["random","random"],"seed":1,"steps":[{"cmd":{"v":0,"side":0,"action":"move","unit":99,"target":-5},"hash":"x"}],"final":"y"}`))
	r, field := village(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		rf, err := replay.Parse(b)
		if err != nil {
			return
		}
		if rf.Ruleset == r.ID() {
			// A few steps reach the engine with mutated commands; playing
			// whole battles would make each input take seconds.
			if len(rf.Steps) > 8 {
				rf.Steps = rf.Steps[:8]
			}
			_ = replay.Verify(rf, r, field)
		}
	})
}

// TestPlaybackVerdicts plays a replay step by step as the game's viewer
// does, and finds each broken file's first bad step, or its end, with
// the same verdict as Check.
func TestPlaybackVerdicts(t *testing.T) {
	r, field := village(t)
	base := recorded(t)
	mid := len(base.Steps) / 2
	illegal := base.Steps[mid]
	illegal.Command.Action = "no_such_action"
	for _, c := range []struct {
		name string
		edit func(*replay.File)
		want string // "" for a replay that matches
	}{
		{"intact", func(*replay.File) {}, ""},
		{"saved", func(x *replay.File) { x.Steps, x.Final = x.Steps[:mid], "" }, ""},
		{"illegal step", func(x *replay.File) {
			x.Steps = append(x.Steps[:mid:mid], append([]match.Step{illegal}, x.Steps[mid:]...)...)
		}, fmt.Sprintf("step %d: command", mid+1)},
		{"hash", func(x *replay.File) { x.Steps[mid].Hash = "00" }, fmt.Sprintf("step %d: state hash", mid+1)},
		{"final", func(x *replay.File) { x.Final = strings.Repeat("0", 64) }, "final hash"},
		{"no final", func(x *replay.File) { x.Final = "" }, "no final hash"},
		{"short", func(x *replay.File) { x.Steps = x.Steps[:mid] }, "not over"},
		{"long", func(x *replay.File) { x.Steps = append(x.Steps, x.Steps[0]) }, fmt.Sprintf("step %d: the battle is already over", len(base.Steps)+1)},
	} {
		x := *base
		x.Steps = append([]match.Step(nil), base.Steps...)
		c.edit(&x)
		setup, err := x.Spec.Setup(r, field)
		if err != nil {
			t.Fatal(err)
		}
		b, err := r.NewBattle(setup)
		if err != nil {
			t.Fatal(err)
		}
		p := replay.NewPlayback(&x)
		var stepErr error
		for {
			cmd, ok := p.Next(b)
			if !ok {
				break
			}
			_, err := b.Apply(cmd)
			if stepErr = p.Applied(b, err); stepErr != nil {
				break
			}
		}
		got := p.End(b)
		if stepErr != nil && got != stepErr {
			t.Errorf("%s: End says %v after the step said %v", c.name, got, stepErr)
		}
		if (c.want == "") != (got == nil) || got != nil && (!strings.Contains(got.Error(), c.want) || strings.Contains(got.Error(), "\n")) {
			t.Errorf("%s: verdict %v, want %q", c.name, got, c.want)
		}
		if got != nil && (p.Err() != got || !strings.HasPrefix(c.want, "step") == strings.HasPrefix(got.Error(), "step")) {
			t.Errorf("%s: Err %v, End %v", c.name, p.Err(), got)
		}
		if check := replay.Verify(&x, r, field); fmt.Sprint(check) != fmt.Sprint(got) {
			t.Errorf("%s: Verify says %v, the playback %v", c.name, check, got)
		}
	}
}
