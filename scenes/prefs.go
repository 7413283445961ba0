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
}

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
	return p, nil
}

// Marshal encodes the settings as their file holds them.
func (p Prefs) Marshal() []byte {
	b, _ := json.MarshalIndent(p, "", "  ") // a struct of numbers and a bool
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
