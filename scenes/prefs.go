package scenes

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"sightline/game"
	smaps "sightline/maps"
	"sightline/rules/files"
)

// Prefs are the player's settings that outlive a run of the game.
type Prefs struct {
	// Volume is the sound effects' volume in tenths: 0 is off, 10 full.
	Volume int `json:"volume"`
	// Master is the volume every sound is played at, in tenths, times
	// the effects' own (Volume): 0 is silence, 10 full.
	Master int `json:"master"`
	// UIScale is the UI scale in percent, one of prefScales: how many
	// device pixels a hundred of the screen's logical pixels take (0
	// reads as 100).
	UIScale int `json:"ui_scale"`
	// Speed is the animation speed a battle starts at, one of prefSpeeds
	// (the battle's , and . keys change it for that battle only).
	Speed float64 `json:"speed"`
	// Fullscreen fills the screen instead of a window.
	Fullscreen bool `json:"fullscreen"`
	// Keys are the player's own key bindings where they differ from the
	// defaults (game.Keymap.Overrides): action name to key names.
	Keys map[string][]string `json:"keys,omitempty"`
	// Squads are the squads of their own that the player last built in the
	// skirmish setup, by ruleset id: one list of unit template ids for each
	// of sides 1 to 4 (an empty list: none built).
	Squads map[string][][]string `json:"squads,omitempty"`
	// Setup is the battle the skirmish setup last started, which it opens
	// on again, in a later run too; nil until one is started there.
	Setup *SetupPrefs `json:"setup,omitempty"`
}

// SetupPrefs is the battle the skirmish setup last started, as the
// settings keep it: the setup's own rows, nothing the command line adds.
type SetupPrefs struct {
	Ruleset string `json:"ruleset"`
	// Map is a bundled map's name, or the path of one of the player's
	// own maps (MapFolder) with its folder in Root; "" when the battle's
	// map was another file, which the setup then does not choose.
	Map  string `json:"map,omitempty"`
	Root string `json:"root,omitempty"`
	// Sides, Seed and Ambush are BattleConfig's: the players in battle
	// order, two to four.
	Sides  []string `json:"sides"`
	Seed   uint64   `json:"seed,omitempty"`
	Ambush int      `json:"ambush,omitempty"`
	// Squads and Units are BattleConfig's: the squad ids chosen for the
	// battle's sides and their squads of the player's own.
	Squads []string   `json:"squads,omitempty"`
	Units  [][]string `json:"units,omitempty"`
	// Hero is BattleConfig's: the Sides entry of the player characters.
	Hero int `json:"hero,omitempty"`
}

// keptSetup returns what the settings keep of a battle started in the
// setup, yours being the player's maps folder.
func keptSetup(c BattleConfig, yours ownMaps) *SetupPrefs {
	k := &SetupPrefs{Ruleset: c.Ruleset, Sides: cloned(c.Sides), Seed: c.Seed, Ambush: c.Ambush,
		Squads: cloned(c.Squads), Units: cloneLists(c.Units), Hero: c.Hero}
	switch {
	case c.Root == "" && among(smaps.Names(), c.Map):
		k.Map = c.Map
	case yours.keeps(c.Map, c.Root) && len(c.Map) <= maxKeptPath:
		k.Map, k.Root = c.Map, c.Root
	}
	return k
}

// maxKeptPath caps the path of a player's map the settings keep.
const maxKeptPath = 4096

// cloneLists returns a copy of lists sharing no memory with it.
func cloneLists(lists [][]string) [][]string {
	var out [][]string
	for _, l := range lists {
		out = append(out, cloned(l))
	}
	return out
}

// LastSetup returns the battle the setup last started, as the settings
// keep it, over base: base's map, speed and exit stay where the kept
// battle has none of its own. It returns base when nothing is kept.
func (p Prefs) LastSetup(base BattleConfig) BattleConfig {
	k := p.Setup
	if k == nil {
		return base
	}
	c := base
	c.Ruleset, c.Sides, c.Seed, c.Ambush = k.Ruleset, cloned(k.Sides), k.Seed, k.Ambush
	c.Squads, c.Units, c.Hero = cloned(k.Squads), cloneLists(k.Units), k.Hero
	if k.Map != "" {
		c.Map, c.Root = k.Map, k.Root
	}
	return c
}

// Limits on the squads a settings file may hold.
const (
	// maxOwnSquadUnits is how many units a squad of the player's own
	// fields at most: the squad editor's places.
	maxOwnSquadUnits = 8
	// maxOwnSquadRulesets caps the rulesets a settings file keeps squads
	// for.
	maxOwnSquadRulesets = 16
	// ownSquadSides is how many sides the setup builds squads for: every
	// side a battle can have.
	ownSquadSides = 4
)

// prefSpeeds are the animation speeds the settings offer.
var prefSpeeds = []float64{0.5, 1, 2, 4, 8}

// prefScales are the UI scales the settings offer, in percent.
var prefScales = []int{100, 125, 150, 200}

// DefaultPrefs returns the settings of a first run.
func DefaultPrefs() Prefs { return Prefs{Volume: 6, Master: 10, UIScale: 100, Speed: 1} }

// MaxPrefsBytes caps a settings file read.
const MaxPrefsBytes = 64 << 10

// ParsePrefs decodes and checks a settings file's bytes. Fields it does
// not know are ignored, so that a later version's file still loads. A
// field that is broken or out of range is left at its default and every
// other kept ("volume": 11 loses no squads): the error then says which,
// and p holds the rest. A file that is no settings at all gives the
// defaults. Its errors are one line, without a file name, their numbers
// cut to 40 characters.
func ParsePrefs(data []byte) (p Prefs, err error) {
	p = DefaultPrefs()
	if len(data) > MaxPrefsBytes {
		return p, errorf("larger than the %d-byte limit for settings", MaxPrefsBytes)
	}
	var raw map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&raw); err != nil {
		return DefaultPrefs(), files.CutError(errorf("not a settings file: %v", err))
	}
	var bad []string
	if dec.More() {
		bad = append(bad, "unexpected data after the settings")
	}
	field := func(name string) (json.RawMessage, bool) {
		if v, ok := raw[name]; ok {
			return v, true
		}
		// As encoding/json matches a struct's fields: in any case.
		keys := slices.Sorted(maps.Keys(raw))
		for _, k := range keys {
			if strings.EqualFold(k, name) {
				return raw[k], true
			}
		}
		return nil, false
	}
	if v, ok := field("volume"); ok {
		var n int
		if json.Unmarshal(v, &n) != nil || n < 0 || n > 10 {
			bad = append(bad, fmt.Sprintf("volume %s: want 0 (off) to 10", echoed(v)))
		} else {
			p.Volume = n
		}
	}
	if v, ok := field("master"); ok {
		var n int
		if json.Unmarshal(v, &n) != nil || n < 0 || n > 10 {
			bad = append(bad, fmt.Sprintf("master %s: want 0 (silent) to 10", echoed(v)))
		} else {
			p.Master = n
		}
	}
	if v, ok := field("ui_scale"); ok {
		var n int
		switch {
		case json.Unmarshal(v, &n) != nil || n != 0 && !among(prefScales, n):
			bad = append(bad, fmt.Sprintf("ui_scale %s: want one of %v (percent)", echoed(v), prefScales))
		case n != 0: // 0, a Prefs value made without it, is the default
			p.UIScale = n
		}
	}
	if v, ok := field("speed"); ok {
		var f float64
		if json.Unmarshal(v, &f) != nil || !among(prefSpeeds, f) {
			bad = append(bad, fmt.Sprintf("speed %s: want one of %v", echoed(v), prefSpeeds))
		} else {
			p.Speed = f
		}
	}
	if v, ok := field("fullscreen"); ok {
		if json.Unmarshal(v, &p.Fullscreen) != nil {
			bad = append(bad, fmt.Sprintf("fullscreen %s: want true or false", echoed(v)))
		}
	}
	if v, ok := field("keys"); ok {
		var o map[string][]string
		if err := json.Unmarshal(v, &o); err != nil {
			bad = append(bad, fmt.Sprintf("keys %s: want action names with lists of key names", echoed(v)))
		} else {
			// What KeymapWith could not take is named and dropped; the
			// rest is kept as the bindings it made.
			km, err := game.KeymapWith(o)
			if err != nil {
				bad = append(bad, err.Error())
			}
			p.Keys = km.Overrides()
		}
	}
	if v, ok := field("squads"); ok {
		var problems []string
		p.Squads, problems = parseOwnSquads(v)
		bad = append(bad, problems...)
	}
	if v, ok := field("setup"); ok {
		var k *SetupPrefs
		if err := json.Unmarshal(v, &k); err != nil {
			bad = append(bad, fmt.Sprintf("setup: not a battle: %v", err))
		} else if err := k.check(); err != nil {
			bad = append(bad, err.Error())
		} else {
			p.Setup = k
		}
	}
	if len(bad) > 0 {
		return p, files.CutError(errorf("%s (left at the default; the other settings are kept)", strings.Join(bad, "; ")))
	}
	return p, nil
}

// echoed is a settings value as an error echoes it: on one line, and cut
// to 40 characters.
func echoed(v json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, v) != nil {
		return clip(strings.Join(strings.Fields(string(v)), " "))
	}
	return clip(b.String())
}

// clip cuts s to 40 characters, the last an ellipsis, when it is longer.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:39]) + "…"
	}
	return s
}

// parseOwnSquads decodes the kept squads, keeping each ruleset's that are
// whole, at most maxOwnSquadRulesets of them in the order of their ids,
// and says what it left out.
func parseOwnSquads(data json.RawMessage) (map[string][][]string, []string) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, []string{fmt.Sprintf("squads: not a list of squads by ruleset: %v", err)}
	}
	var bad []string
	var out map[string][][]string
	for _, id := range slices.Sorted(maps.Keys(raw)) {
		var sides [][]string
		if err := json.Unmarshal(raw[id], &sides); err != nil {
			bad = append(bad, fmt.Sprintf("squads of %q: not lists of unit ids", clip(id)))
			continue
		}
		if err := checkSquadLists(fmt.Sprintf("squads of %q: squad", clip(id)), sides); err != nil {
			bad = append(bad, err.Error())
			continue
		}
		if len(out) == maxOwnSquadRulesets {
			bad = append(bad, fmt.Sprintf("squads for %d rulesets: want at most %d", len(raw), maxOwnSquadRulesets))
			break
		}
		if out == nil {
			out = map[string][][]string{}
		}
		out[id] = sides
	}
	return out, bad
}

// check checks the shape of the kept setup (nil is none). Whether its
// ruleset, map, squads and units exist is judged by the setup, which
// falls back to its defaults, so that a later version's settings load.
func (k *SetupPrefs) check() error {
	if k == nil {
		return nil
	}
	if k.Ruleset == "" || len(k.Ruleset) > 64 {
		return errorf("setup: ruleset %q is no ruleset id", k.Ruleset)
	}
	switch {
	case k.Root == "" && len(k.Map) > 64:
		return errorf("setup: map name of %d bytes: want at most 64", len(k.Map))
	case len(k.Map) > maxKeptPath || len(k.Root) > maxKeptPath:
		return errorf("setup: map path of %d bytes: want at most %d", max(len(k.Map), len(k.Root)), maxKeptPath)
	case k.Root != "" && k.Map == "":
		return errorf("setup: a map folder %q without a map", k.Root)
	}
	if len(k.Sides) < 2 || len(k.Sides) > 4 {
		return errorf("setup: %d sides, want 2 to 4", len(k.Sides))
	}
	for _, p := range k.Sides {
		if !among(firstSides, p) {
			return errorf("setup: unknown player %q (want one of %s)", p, strings.Join(firstSides, ", "))
		}
	}
	if k.Ambush < 0 || k.Ambush >= len(ambushes) {
		return errorf("setup: ambush %d: want 0 (none) to %d", k.Ambush, len(ambushes)-1)
	}
	if k.Hero < 0 || k.Hero > len(k.Sides) {
		return errorf("setup: player characters on side %d of %d", k.Hero, len(k.Sides))
	}
	if len(k.Squads) > ownSquadSides {
		return errorf("setup: squads for %d sides, want at most %d", len(k.Squads), ownSquadSides)
	}
	for _, id := range k.Squads {
		if len(id) > 64 {
			return errorf("setup: squad id of %d bytes: want at most 64", len(id))
		}
	}
	return checkSquadLists("setup: squad", k.Units)
}

// checkSquadLists checks one list of unit ids for each of at most
// ownSquadSides sides, each of at most maxOwnSquadUnits ids; what names
// the lists in errors ("squads of "ads": squad").
func checkSquadLists(what string, sides [][]string) error {
	if len(sides) > ownSquadSides {
		return errorf("%ss for %d sides, want at most %d", what, len(sides), ownSquadSides)
	}
	for i, units := range sides {
		if len(units) > maxOwnSquadUnits {
			return errorf("%s %d: %d units, want at most %d", what, i+1, len(units), maxOwnSquadUnits)
		}
		for _, u := range units {
			if u == "" || len(u) > 64 {
				return errorf("%s %d: unit %q is no unit id", what, i+1, u)
			}
		}
	}
	return nil
}

// Marshal encodes the settings as their file holds them.
func (p Prefs) Marshal() []byte {
	b, _ := json.MarshalIndent(p, "", "  ") // numbers, a bool and lists of strings
	return append(b, '\n')
}

// PrefsStore keeps the settings between runs: a file on the desktop, the
// browser's local storage on the web.
type PrefsStore interface {
	// Save keeps p, replacing what was kept before only once p is kept
	// whole.
	Save(p Prefs) error
}

// volumer is a sound player whose volume can be set, from 0 to 1.
type volumer interface {
	SetVolume(v float64)
}
