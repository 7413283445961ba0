//go:build js

package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"syscall/js"

	"sightline/scenes"
)

// settingsKey is the browser local storage entry of the settings, and
// legacyBattleKey that of the one saved battle of builds that kept one.
const (
	settingsKey = "sightline.settings"
	// brokenSettingsKey keeps a settings entry that could not be read
	// whole, before new settings replace it.
	brokenSettingsKey = "sightline.settings.broken"
	legacyBattleKey   = "sightline.saved-battle"
	// battlesKey holds the saved battles' names, newest first, as a JSON
	// array; each battle is under battlePrefix and its name.
	battlesKey   = "sightline.saved-battles"
	battlePrefix = "sightline.saved."
	// replaysKey holds the kept replays' names, newest first, as a JSON
	// array; each replay is under replayPrefix and its name.
	replaysKey   = "sightline.replays"
	replayPrefix = "sightline.replay."
)

// maxReplays is how many replays the browser keeps: local storage holds a
// few megabytes, and a replay some hundred kilobytes.
const maxReplays = 10

// defaultSettingsPath names where the browser keeps the settings: its
// local storage, under settingsKey.
func defaultSettingsPath() string { return "localStorage:" + settingsKey }

// storageStore keeps the settings, the saved battles and the kept replays
// in the browser's local storage.
type storageStore struct {
	storage js.Value
	// broken is set while the settings entry read could not be read
	// whole: the next Save first keeps it under brokenSettingsKey. Copies
	// of the store share it.
	broken *bool
}

// openStore returns the local storage store and the settings it holds: the
// defaults when there are none yet or no storage (a private window may
// refuse it). An entry that cannot be read whole gives what of it can be
// (ParsePrefs) and an error; the store then keeps it under
// brokenSettingsKey before it first stores new settings. path is the
// --settings flag, which the browser build does not take: "" keeps the
// settings for this visit only.
func openStore(path string) (scenes.PrefsStore, scenes.Prefs, error) {
	if path == "" {
		return nil, scenes.DefaultPrefs(), nil
	}
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, scenes.DefaultPrefs(), nil
	}
	st := storageStore{storage: ls, broken: new(bool)}
	v := ls.Call("getItem", settingsKey)
	if v.IsNull() || v.IsUndefined() {
		return st, scenes.DefaultPrefs(), nil
	}
	p, err := scenes.ParsePrefs([]byte(v.String()))
	if err != nil {
		*st.broken = true
		return st, p, fmt.Errorf("%s: %v; the entry is kept as %s when the settings are next saved", path, err, brokenSettingsKey)
	}
	return st, p, nil
}

// Save sets the settings' entry to p. An entry that could not be read
// whole is first kept under brokenSettingsKey; when it cannot be, nothing
// is stored.
func (s storageStore) Save(p scenes.Prefs) error {
	if s.broken != nil && *s.broken {
		if v := s.storage.Call("getItem", settingsKey); !v.IsNull() && !v.IsUndefined() {
			if err := s.set(brokenSettingsKey, []byte(v.String()), "the unreadable settings"); err != nil {
				return err
			}
		}
		*s.broken = false
	}
	return s.set(settingsKey, p.Marshal(), "the settings")
}

// SaveBattle stores the saved battle called name, first in the list. The
// list changes only once the battle is stored, and no other saved battle
// is forgotten.
func (s storageStore) SaveBattle(name string, data []byte) error {
	names, err := s.battleNames()
	if err != nil {
		return err
	}
	if err := s.set(battlePrefix+name, data, "the battle"); err != nil {
		return err
	}
	names, _ = keepFirst(names, name, len(names)+1)
	list, _ := json.Marshal(names) // a list of strings
	return s.set(battlesKey, list, "the list of saved battles")
}

// set sets entry key to data. A full or refused storage (setItem throws,
// which syscall/js turns into a panic) is an error naming what, and the
// entry keeps what it had.
func (s storageStore) set(key string, data []byte, what string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused to store %s (is its storage full?)", what)
		}
	}()
	s.storage.Call("setItem", key, string(data))
	return nil
}

// Battles lists the saved battles' names, newest first. The saved battle
// of a build that kept one is first moved into the list, as
// "earlier-battle".
func (s storageStore) Battles() ([]string, error) {
	if v := s.storage.Call("getItem", legacyBattleKey); !v.IsNull() && !v.IsUndefined() {
		if err := s.SaveBattle("earlier-battle", []byte(v.String())); err != nil {
			return nil, err
		}
		s.storage.Call("removeItem", legacyBattleKey)
	}
	return s.battleNames()
}

// battleNames reads the list of saved battles. A broken list is made
// again from the entries themselves (in name order), so that no saved
// battle is lost with it.
func (s storageStore) battleNames() ([]string, error) {
	names, err := s.list(battlesKey, "saved battles")
	if err == nil {
		return names, nil
	}
	names = nil
	for i := 0; i < s.storage.Get("length").Int(); i++ {
		if k := s.storage.Call("key", i); k.Type() == js.TypeString {
			if name, ok := strings.CutPrefix(k.String(), battlePrefix); ok {
				names = append(names, name)
			}
		}
	}
	slices.Sort(names)
	return names, nil
}

// LoadBattle returns the saved battle called name.
func (s storageStore) LoadBattle(name string) ([]byte, error) {
	v := s.storage.Call("getItem", battlePrefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("no longer in local storage")
	}
	return []byte(v.String()), nil
}

// DropBattle removes the saved battle called name, and its name from the
// list.
func (s storageStore) DropBattle(name string) error {
	names, err := s.battleNames()
	if err != nil {
		return err
	}
	names = slices.DeleteFunc(names, func(n string) bool { return n == name })
	list, _ := json.Marshal(names) // a list of strings
	if err := s.set(battlesKey, list, "the list of saved battles"); err != nil {
		return err
	}
	s.storage.Call("removeItem", battlePrefix+name)
	return nil
}

// list reads the JSON list of names under key, none when there is no
// entry; what names the list in an error.
func (s storageStore) list(key, what string) ([]string, error) {
	v := s.storage.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return nil, nil
	}
	var names []string
	if err := json.Unmarshal([]byte(v.String()), &names); err != nil {
		return nil, fmt.Errorf("the list of %s in local storage is broken: %v", what, err)
	}
	return names, nil
}

// Replays lists the kept replays' names, newest first.
func (s storageStore) Replays() ([]string, error) { return s.list(replaysKey, "replays") }

// SaveReplay stores the replay called name first in the list, forgetting
// the oldest past maxReplays. The list changes only once the replay is
// stored.
func (s storageStore) SaveReplay(name string, data []byte) error {
	names, err := s.Replays()
	if err != nil {
		names = nil // a broken list is replaced
	}
	if err := s.set(replayPrefix+name, data, "the replay"); err != nil {
		return err
	}
	names, dropped := keepFirst(names, name, maxReplays)
	for _, n := range dropped {
		s.storage.Call("removeItem", replayPrefix+n)
	}
	list, _ := json.Marshal(names) // a list of strings
	return s.set(replaysKey, list, "the list of replays")
}

// LoadReplay returns the replay called name.
func (s storageStore) LoadReplay(name string) ([]byte, error) {
	v := s.storage.Call("getItem", replayPrefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("no longer in local storage")
	}
	return []byte(v.String()), nil
}
