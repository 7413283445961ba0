//go:build !js

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

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
// no file yet, and also, with a one-line error naming the file, when the
// file is broken or too large.
func openStore(path string) (scenes.PrefsStore, scenes.Prefs, error) {
	if path == "" {
		return nil, scenes.DefaultPrefs(), nil
	}
	st := fileStore{path}
	data, err := files.Read(path, scenes.MaxPrefsBytes, "settings")
	if errors.Is(err, fs.ErrNotExist) {
		return st, scenes.DefaultPrefs(), nil
	}
	if err != nil {
		return st, scenes.DefaultPrefs(), err
	}
	p, err := scenes.ParsePrefs(data)
	if err != nil {
		return st, scenes.DefaultPrefs(), fmt.Errorf("%s: %v", path, err)
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

// replayDir is where the kept replays live: replays/ beside the settings.
func (s fileStore) replayDir() string { return filepath.Join(filepath.Dir(s.path), "replays") }

// replayPath is the file of the replay called name, refusing a name that
// would reach outside the folder.
func (s fileStore) replayPath(name string) (string, error) {
	if name == "" || name != filepath.Base(name) || strings.HasPrefix(name, ".") {
		return "", fmt.Errorf("%q is not a replay's name", name)
	}
	return filepath.Join(s.replayDir(), name+".json"), nil
}

// SaveReplay writes the replay called name.
func (s fileStore) SaveReplay(name string, data []byte) error {
	p, err := s.replayPath(name)
	if err != nil {
		return err
	}
	return writeWhole(p, data)
}

// Replays lists the replay files, newest first (then by name).
func (s fileStore) Replays() ([]string, error) {
	es, err := os.ReadDir(s.replayDir())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", s.replayDir(), files.Unwrap(err))
	}
	type kept struct {
		name string
		at   time.Time
	}
	var ks []kept
	for _, e := range es {
		name, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || !e.Type().IsRegular() || strings.HasPrefix(name, ".") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // gone since the listing
		}
		ks = append(ks, kept{name, info.ModTime()})
	}
	sort.Slice(ks, func(i, j int) bool {
		if !ks[i].at.Equal(ks[j].at) {
			return ks[i].at.After(ks[j].at)
		}
		return ks[i].name < ks[j].name
	})
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = k.name
	}
	return names, nil
}

// LoadReplay reads the replay called name.
func (s fileStore) LoadReplay(name string) ([]byte, error) {
	p, err := s.replayPath(name)
	if err != nil {
		return nil, err
	}
	return files.Read(p, replay.MaxBytes, "a replay")
}
