package scenes

import (
	"errors"
	"image"
	"math"
	"reflect"
	"strings"
	"testing"

	"sightline/game"
)

// TestParsePrefs checks that a settings file loads with its values, its
// unknown fields ignored and its missing ones at their defaults, and that
// a broken one is refused with one line saying what is wrong.
func TestParsePrefs(t *testing.T) {
	p, err := ParsePrefs([]byte(`{"volume": 3, "speed": 4, "fullscreen": true, "theme": "dark"}`))
	if err != nil || !reflect.DeepEqual(p, Prefs{Volume: 3, Master: 10, UIScale: 100, Speed: 4, Fullscreen: true}) {
		t.Fatalf("a good file: %+v, %v", p, err)
	}
	if p, err := ParsePrefs([]byte(`{"fullscreen": true}`)); err != nil || p.Volume != DefaultPrefs().Volume || p.Speed != 1 {
		t.Fatalf("missing fields: %+v, %v; want the defaults", p, err)
	}
	if p, err := ParsePrefs(DefaultPrefs().Marshal()); err != nil || !reflect.DeepEqual(p, DefaultPrefs()) {
		t.Fatalf("the defaults do not round-trip: %+v, %v", p, err)
	}
	own := Prefs{Volume: 2, Master: 10, UIScale: 100, Speed: 1, Squads: map[string][][]string{"ads": {{"trooper", "scout"}, {}}}}
	if p, err := ParsePrefs(own.Marshal()); err != nil || !reflect.DeepEqual(p, own) {
		t.Fatalf("squads of one's own do not round-trip: %+v, %v", p, err)
	}
	last := Prefs{Volume: 6, Master: 10, UIScale: 100, Speed: 1, Setup: &SetupPrefs{Ruleset: "ads", Map: "rooftops", Sides: []string{"ai:hard", "random", "human"}, Seed: 7, Ambush: 2, Squads: []string{"", "line"}, Units: [][]string{{"trooper"}, nil}}}
	if p, err := ParsePrefs(last.Marshal()); err != nil || !reflect.DeepEqual(p, last) {
		t.Fatalf("the setup's last battle does not round-trip: %+v, %v", p, err)
	}
	for _, c := range []struct{ data, want string }{
		{``, "not a settings file"},
		{`{"volume": 3`, "not a settings file"},
		{`{"volume": "loud"}`, `volume "loud"`},
		{`{"volume": 11}`, "volume 11"},
		{`{"volume": -1}`, "volume -1"},
		{`{"speed": 3}`, "speed 3"},
		{`{"speed": 0}`, "speed 0"},
		{`{} {}`, "unexpected data"},
		{`[1, 2]`, "not a settings file"},
		{`{"volume": 2}` + strings.Repeat(" ", MaxPrefsBytes), "byte limit"},
		{`{"squads": {"ads": [["trooper"], ["scout"], ["gunner"], ["gunner"], ["scout"]]}}`, "5 sides"},
		{`{"squads": {"ads": [["a","a","a","a","a","a","a","a","a"]]}}`, "9 units"},
		{`{"squads": {"ads": [["trooper", ""]]}}`, "no unit id"},
		{`{"squads": {"ads": "line"}}`, `squads of "ads": not lists of unit ids`},
		{`{"setup": {"ruleset": "", "sides": ["human", "ai:normal"]}}`, "no ruleset id"},
		{`{"setup": {"ruleset": "ads", "sides": ["human"]}}`, "1 sides"},
		{`{"setup": {"ruleset": "ads", "sides": ["human", "ai:genius"]}}`, `unknown player "ai:genius"`},
		{`{"setup": {"ruleset": "ads", "sides": ["human", "ai:hard"], "ambush": 3}}`, "ambush 3"},
		{`{"setup": {"ruleset": "ads", "sides": ["human", "ai:hard"], "squads": ["a", "b", "c", "d", "e"]}}`, "5 sides"},
		{`{"setup": {"ruleset": "ads", "sides": ["human", "ai:hard"], "units": [["trooper", ""]]}}`, "no unit id"},
		{`{"setup": {"ruleset": "ads", "sides": ["human", "ai:hard"], "seed": -1}}`, "setup: not a battle"},
		{`{"volume": ` + strings.Repeat("9", 5000) + `}`, "volume " + strings.Repeat("9", 39) + "…: want"},
		{`{"volume": [` + strings.Repeat(`"x", `, 500) + `"x"]}`, `volume ["x","x","x","x","x","x","x","x","x","x…: want`},
	} {
		_, err := ParsePrefs([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%.30q: got %v, want one line with %q", c.data, err, c.want)
		}
	}
}

// TestParsePrefsKeepsValidFields: a settings file with one field broken
// or out of range gives every other field, the squads of the player's own
// above all, and an error naming the broken one; a squad that is broken
// loses only its ruleset's squads.
func TestParsePrefsKeepsValidFields(t *testing.T) {
	squads := `"squads": {"ads": [["trooper", "scout"], []], "xyz": [["a"]]}`
	setup := `"setup": {"ruleset": "ads", "map": "rooftops", "sides": ["human", "ai:hard"]}`
	want := Prefs{Volume: 6, Master: 10, UIScale: 100, Speed: 2, Fullscreen: true,
		Squads: map[string][][]string{"ads": {{"trooper", "scout"}, {}}, "xyz": {{"a"}}},
		Setup:  &SetupPrefs{Ruleset: "ads", Map: "rooftops", Sides: []string{"human", "ai:hard"}}}
	for _, c := range []struct {
		data, bad string
		want      Prefs
	}{
		{`{"volume": 11, "speed": 2, "fullscreen": true, ` + squads + `, ` + setup + `}`, "volume 11", want},
		{`{"volume": 6, "speed": 3, "fullscreen": true, ` + squads + `, ` + setup + `}`, "speed 3", func() Prefs { p := want; p.Speed = 1; return p }()},
		{`{"volume": 6, "speed": 2, "fullscreen": "yes", ` + squads + `, ` + setup + `}`, `fullscreen "yes"`, func() Prefs { p := want; p.Fullscreen = false; return p }()},
		{`{"volume": 6, "speed": 2, "fullscreen": true, ` + squads + `, "setup": {"ruleset": "ads", "sides": ["human"]}}`, "1 sides", func() Prefs { p := want; p.Setup = nil; return p }()},
		{`{"volume": 6, "speed": 2, "fullscreen": true, "squads": {"ads": [["trooper", "scout"], []], "xyz": [["a", ""]]}, ` + setup + `}`, `squads of "xyz"`,
			func() Prefs { p := want; p.Squads = map[string][][]string{"ads": want.Squads["ads"]}; return p }()},
	} {
		p, err := ParsePrefs([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.bad) || !strings.Contains(err.Error(), "the other settings are kept") {
			t.Errorf("%s: error %v, want one naming %q", c.bad, err, c.bad)
		}
		if !reflect.DeepEqual(p, c.want) {
			t.Errorf("%s: kept %+v (setup %+v), want %+v (setup %+v)", c.bad, p, p.Setup, c.want, c.want.Setup)
		}
	}
}

// fakeSounds records the volume set on it.
type fakeSounds struct{ volume float64 }

func (*fakeSounds) Play(string)           {}
func (f *fakeSounds) SetVolume(v float64) { f.volume = v }

// fakeStore records the settings saved, or fails.
type fakeStore struct {
	saved []Prefs
	fail  error
}

func (f *fakeStore) Save(p Prefs) error {
	if f.fail != nil {
		return f.fail
	}
	f.saved = append(f.saved, p)
	return nil
}

// TestSettingsScene: the arrow keys change the chosen row, each change
// takes effect at once (the volume, the full screen) and is saved; a
// store that fails says so on the screen; Esc and F2 return to the scene
// the settings came from; a battle then starts at the chosen speed.
func TestSettingsScene(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	snd, store := &fakeSounds{}, &fakeStore{}
	full := false
	res.Sounds, res.Store, res.Fullscreen = snd, store, func(on bool) { full = on }
	res.Prefs.Squads = map[string][][]string{"ads": {{"scout"}}}
	title := NewTitle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:easy"}, Seed: 1})
	press := func(sc game.Scene, a game.Action) game.Scene { return pressOn(t, sc, a) }
	s, ok := press(title, game.ActSettings).(*Settings)
	if !ok {
		t.Fatal("F2 on the title did not open the settings")
	}
	press(s, game.ActPanDown)  // the effects' volume, under the master volume
	press(s, game.ActPanRight) // sound 60% -> 70%
	if res.Prefs.Volume != 7 || snd.volume != 0.7 || len(store.saved) != 1 || store.saved[0].Volume != 7 {
		t.Fatalf("sound up: prefs %+v, volume %g, saved %+v", res.Prefs, snd.volume, store.saved)
	}
	for i := 0; i < 7; i++ {
		press(s, game.ActPanLeft)
	}
	if res.Prefs.Volume != 0 || snd.volume != 0 {
		t.Fatalf("sound down to off: prefs %+v, volume %g", res.Prefs, snd.volume)
	}
	press(s, game.ActPanDown) // animation speed
	press(s, game.ActPanRight)
	press(s, game.ActPanRight)
	press(s, game.ActPanDown) // full screen
	press(s, game.ActPanRight)
	if res.Prefs.Speed != 4 || !res.Prefs.Fullscreen || !full {
		t.Fatalf("speed and full screen: prefs %+v, full screen %v", res.Prefs, full)
	}
	if got := store.saved[len(store.saved)-1]; !reflect.DeepEqual(got, res.Prefs) {
		t.Fatalf("last saved %+v, prefs %+v", got, res.Prefs)
	}
	if got := res.Prefs.Squads["ads"]; len(got) != 1 || len(got[0]) != 1 || got[0][0] != "scout" {
		t.Fatalf("the settings lost the squad of one's own: %v", res.Prefs.Squads)
	}
	store.fail = errors.New("disk full")
	press(s, game.ActPanLeft)
	if !strings.Contains(s.err, "disk full") || full {
		t.Fatalf("a failed save: error %q, full screen %v (want it applied anyway)", s.err, full)
	}
	if back := press(s, game.ActBack); back != title {
		t.Fatal("Esc did not return to the title")
	}
	b, err := NewBattle(res, title.cfg, title)
	if err != nil {
		t.Fatal(err)
	}
	if b.speed != 4 {
		t.Fatalf("a battle without --speed starts at ×%g, want the settings' ×4", b.speed)
	}
	if s2, ok := press(b, game.ActSettings).(*Settings); !ok || press(s2, game.ActSettings) != b {
		t.Fatal("F2 in a battle does not open the settings, or F2 there does not return to the battle")
	}
}

// FuzzParsePrefs: whatever a settings file holds, ParsePrefs returns in
// one line, and what it keeps is settings that save and read back as
// saved, with no error.
func FuzzParsePrefs(f *testing.F) {
	f.Add([]byte(`{"volume": 11, "speed": 2, "squads": {"ads": [["breacher"], []]}}`))
	f.Add([]byte(`{"volume": 3, "setup": {"ruleset": "ads", "map": "rooftops", "sides": ["human", "ai:hard"], "units": [["a"]]}}`))
	f.Add([]byte(`{"Volume": 2, "VOLUME": 4, "fullscreen": null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParsePrefs(data)
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("a broken file's error is not one line: %q", err)
		}
		again, err := ParsePrefs(p.Marshal())
		if err != nil || string(again.Marshal()) != string(p.Marshal()) {
			t.Fatalf("kept %s; saved and read back: %s, %v", p.Marshal(), again.Marshal(), err)
		}
	})
}

// TestUIScaleAndMasterVolume: the settings' master volume scales every
// sound with the effects' volume, and their UI scale sets the screen's
// (game.Screen.Scale, which the game's Layout divides the window by);
// both are saved, read back whole, and shown again by the next settings.
func TestUIScaleAndMasterVolume(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	snd, store := &fakeSounds{}, &fakeStore{}
	res.Sounds, res.Store, res.Screen = snd, store, &game.Screen{}
	s := NewSettings(res, nil)
	pressOn(t, s, game.ActPanRight) // a volume is a slider: 100% stays 100%, not off
	if res.Prefs.Master != 10 {
		t.Fatalf("→ on the master volume at 100%%: master %d, want 10", res.Prefs.Master)
	}
	pressOn(t, s, game.ActPanLeft) // master 100% -> 90%
	if res.Prefs.Master != 9 || math.Abs(snd.volume-0.9*0.6) > 1e-9 {
		t.Fatalf("master 90%%: prefs %+v, volume %g; want 0.9 × 0.6", res.Prefs, snd.volume)
	}
	for s.cur != scaleRow {
		pressOn(t, s, game.ActPanDown)
	}
	pressOn(t, s, game.ActPanRight)
	pressOn(t, s, game.ActPanRight) // 100% -> 150%
	if res.Prefs.UIScale != 150 || res.Screen.Scale != 1.5 {
		t.Fatalf("UI scale: prefs %d%%, screen ×%g; want 150%% and ×1.5", res.Prefs.UIScale, res.Screen.Scale)
	}
	if got := game.FitScreen(1920, 1080, res.Screen.Scale); got != image.Pt(1280, 720) {
		t.Errorf("a 1920×1080 window at 150%% is a %v screen, want 1280×720", got)
	}
	kept := store.saved[len(store.saved)-1]
	back, err := ParsePrefs(kept.Marshal())
	if err != nil || !reflect.DeepEqual(back, kept) || back.UIScale != 150 || back.Master != 9 {
		t.Fatalf("saved %+v, read back %+v, %v", kept, back, err)
	}
	res.Prefs = back
	again := NewSettings(res, nil)
	if a := again.Export().(map[string]any); a["ui_scale"] != 150 || a["master"] != 9 {
		t.Errorf("the next settings show %v", a)
	}
	for file, want := range map[string]string{`{"ui_scale": 130}`: "ui_scale 130", `{"master": 11}`: "master 11", `{"ui_scale": "big"}`: `ui_scale "big"`} {
		p, err := ParsePrefs([]byte(file))
		if err == nil || !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "\n") || p.UIScale != 100 || p.Master != 10 {
			t.Errorf("%s: %+v, %v; want one line beginning %q and the defaults", file, p, err, want)
		}
	}
}
