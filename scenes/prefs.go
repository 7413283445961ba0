package scenes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// Prefs are the player's settings that outlive a run of the game.
type Prefs struct {
	// Volume is the sound effects' volume in tenths: 0 is off, 10 full.
	Volume int `json:"volume"`
	// Speed is the animation speed a battle starts at, one of prefSpeeds
	// (the battle's , and . keys change it for that battle only).
	Speed float64 `json:"speed"`
	// Fullscreen fills the screen instead of a window.
	Fullscreen bool `json:"fullscreen"`
	// Squads are the squads of their own that the player last built in the
	// skirmish setup, by ruleset id: one list of unit template ids for each
	// of sides 1 and 2 (an empty list: none built).
	Squads map[string][][]string `json:"squads,omitempty"`
}

// Limits on the squads a settings file may hold.
const (
	// maxOwnSquadUnits is how many units a squad of the player's own
	// fields at most: the squad editor's places.
	maxOwnSquadUnits = 8
	// maxOwnSquadRulesets caps the rulesets a settings file keeps squads
	// for.
	maxOwnSquadRulesets = 16
	// ownSquadSides is how many sides the setup builds squads for.
	ownSquadSides = 2
)

// prefSpeeds are the animation speeds the settings offer.
var prefSpeeds = []float64{0.5, 1, 2, 4, 8}

// DefaultPrefs returns the settings of a first run.
func DefaultPrefs() Prefs { return Prefs{Volume: 6, Speed: 1} }

// MaxPrefsBytes caps a settings file read.
const MaxPrefsBytes = 64 << 10

// ParsePrefs decodes and checks a settings file's bytes. Its errors are
// one line, without a file name. Fields it does not know are ignored, so
// that a later version's file still loads.
func ParsePrefs(data []byte) (Prefs, error) {
	if len(data) > MaxPrefsBytes {
		return Prefs{}, fmt.Errorf("larger than the %d-byte limit for settings", MaxPrefsBytes)
	}
	p := DefaultPrefs()
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&p); err != nil {
		return Prefs{}, fmt.Errorf("not a settings file: %v", err)
	}
	if dec.More() {
		return Prefs{}, errors.New("unexpected data after the settings")
	}
	if p.Volume < 0 || p.Volume > 10 {
		return Prefs{}, fmt.Errorf("volume %d: want 0 (off) to 10", p.Volume)
	}
	if !slices.Contains(prefSpeeds, p.Speed) {
		return Prefs{}, fmt.Errorf("speed %g: want one of %v", p.Speed, prefSpeeds)
	}
	if err := checkOwnSquads(p.Squads); err != nil {
		return Prefs{}, err
	}
	return p, nil
}

// checkOwnSquads checks the shape of the kept squads; whether their units
// are a ruleset's is checked where they are used, so that a squad kept for
// a later version's units loads.
func checkOwnSquads(sq map[string][][]string) error {
	if len(sq) > maxOwnSquadRulesets {
		return fmt.Errorf("squads for %d rulesets: want at most %d", len(sq), maxOwnSquadRulesets)
	}
	for id, sides := range sq {
		if len(sides) > ownSquadSides {
			return fmt.Errorf("squads of %q: %d sides, want at most %d", id, len(sides), ownSquadSides)
		}
		for i, units := range sides {
			if len(units) > maxOwnSquadUnits {
				return fmt.Errorf("squad %d of %q: %d units, want at most %d", i+1, id, len(units), maxOwnSquadUnits)
			}
			for _, u := range units {
				if u == "" || len(u) > 64 {
					return fmt.Errorf("squad %d of %q: unit %q is no unit id", i+1, id, u)
				}
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
