//go:build js

package main

import (
	"errors"
	"syscall/js"

	"sightline/scenes"
)

// settingsKey is the browser local storage entry of the settings.
const settingsKey = "sightline.settings"

// defaultSettingsPath names where the browser keeps the settings: its
// local storage, under settingsKey.
func defaultSettingsPath() string { return "localStorage:" + settingsKey }

// storageStore keeps the settings in the browser's local storage.
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
		return st, scenes.DefaultPrefs(), err
	}
	return st, p, nil
}

// Save sets the storage entry to p; a full or refused storage is an
// error, and the entry keeps what it had.
func (s storageStore) Save(p scenes.Prefs) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("the browser refused to store the settings")
		}
	}()
	s.storage.Call("setItem", settingsKey, string(p.Marshal()))
	return nil
}
