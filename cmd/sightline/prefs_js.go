//go:build js

package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"sightline/scenes"
)

// settingsKey and battleKey are the browser local storage entries of the
// settings and of the saved battle.
const (
	settingsKey = "sightline.settings"
	battleKey   = "sightline.saved-battle"
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

// storageStore keeps the settings and the saved battle in the browser's
// local storage.
type storageStore struct{ storage js.Value }

// openStore returns the local storage store and the settings it holds: the
// defaults when there are none yet or no storage (a private window may
// refuse it), and also, with an error, when the entry is broken. path is
// the --settings flag, which the browser build does not take: "" keeps
// the settings for this visit only.
func openStore(path string) (scenes.PrefsStore, scenes.Prefs, error) {
	if path == "" {
		return nil, scenes.DefaultPrefs(), nil
	}
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, scenes.DefaultPrefs(), nil
	}
	st := storageStore{ls}
	v := ls.Call("getItem", settingsKey)
	if v.IsNull() || v.IsUndefined() {
		return st, scenes.DefaultPrefs(), nil
	}
	p, err := scenes.ParsePrefs([]byte(v.String()))
	if err != nil {
		return st, scenes.DefaultPrefs(), fmt.Errorf("%s: %v", path, err)
	}
	return st, p, nil
}

// Save sets the settings' entry to p.
func (s storageStore) Save(p scenes.Prefs) error {
	return s.set(settingsKey, p.Marshal(), "the settings")
}

// SaveBattle sets the saved battle's entry.
func (s storageStore) SaveBattle(data []byte) error {
	return s.set(battleKey, data, "the battle")
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

// LoadBattle returns the saved battle, nil when there is none.
func (s storageStore) LoadBattle() ([]byte, error) {
	v := s.storage.Call("getItem", battleKey)
	if v.IsNull() || v.IsUndefined() {
		return nil, nil
	}
	return []byte(v.String()), nil
}

// DropBattle removes the saved battle's entry.
func (s storageStore) DropBattle() error {
	s.storage.Call("removeItem", battleKey)
	return nil
}

// Replays lists the kept replays' names, newest first.
func (s storageStore) Replays() ([]string, error) {
	v := s.storage.Call("getItem", replaysKey)
	if v.IsNull() || v.IsUndefined() {
		return nil, nil
	}
	var names []string
	if err := json.Unmarshal([]byte(v.String()), &names); err != nil {
		return nil, fmt.Errorf("the list of replays in local storage is broken: %v", err)
	}
	return names, nil
}

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
