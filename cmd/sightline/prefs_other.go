//go:build !js

package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"sightline/rules/files"
	"sightline/rules/replay"
	"sightline/scenes"
)

// defaultSettingsPath is where the desktop game keeps its settings, "" if
// the system names no configuration folder.
func defaultSettingsPath() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "sightline", "settings.json")
}

// fileStore keeps the settings in a file, and the saved battle in
// saved-battle.json beside it, each written whole or not at all.
type fileStore struct{ path string }

// openStore returns the store of the settings file path ("" keeps them
// for this run only) and the settings it holds: the defaults when there is
// no file yet, and also, with an error naming the file, when the file is
// broken.
func openStore(path string) (scenes.PrefsStore, scenes.Prefs, error) {
	if path == "" {
		return nil, scenes.DefaultPrefs(), nil
	}
	st := fileStore{path}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return st, scenes.DefaultPrefs(), nil
	}
	if err != nil {
		return st, scenes.DefaultPrefs(), err
	}
	p, err := scenes.ParsePrefs(data)
	if err != nil {
		return st, scenes.DefaultPrefs(), err
	}
	return st, p, nil
}

// battlePath is the saved battle's file, beside the settings.
func (s fileStore) battlePath() string {
	return filepath.Join(filepath.Dir(s.path), "saved-battle.json")
}

// SaveBattle writes the saved battle.
func (s fileStore) SaveBattle(data []byte) error { return writeWhole(s.battlePath(), data) }

// LoadBattle reads the saved battle, nil when there is none; one larger
// than a replay may be is refused unread.
func (s fileStore) LoadBattle() ([]byte, error) {
	data, err := files.Read(s.battlePath(), replay.MaxBytes, "a saved battle")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// DropBattle removes the saved battle.
func (s fileStore) DropBattle() error {
	if err := os.Remove(s.battlePath()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// Save writes p to the settings file.
func (s fileStore) Save(p scenes.Prefs) error { return writeWhole(s.path, p.Marshal()) }

// writeWhole writes data to path whole or not at all (replay.WriteFile),
// making the folder first: the configuration folder may not exist yet.
func writeWhole(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return replay.WriteFile(path, data)
}
