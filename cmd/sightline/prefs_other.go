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

// fileStore keeps the settings in a file, the saved battles in
// saved-battles/ beside it and the kept replays in replays/, each file
// written whole or not at all.
type fileStore struct {
	path string
	// broken is set while the settings file read could not be read whole:
	// the next Save first keeps it as brokenPath. Copies of the store share
	// it; nil is never set.
	broken *bool
}

// brokenPath is where a settings file that could not be read whole is
// kept before new settings replace it: settings.json.broken beside it.
func (s fileStore) brokenPath() string { return s.path + ".broken" }

// openStore returns the store of the settings file path ("" keeps them
// for this run only) and the settings it holds: the defaults when there is
// no file yet. A file that cannot be read whole gives what of it can be
// (ParsePrefs) and a one-line error naming the file; the store then keeps
// it as settings.json.broken before it first writes new settings.
func openStore(path string) (scenes.PrefsStore, scenes.Prefs, error) {
	if path == "" {
		return nil, scenes.DefaultPrefs(), nil
	}
	st := fileStore{path: path, broken: new(bool)}
	data, err := files.Read(path, scenes.MaxPrefsBytes, "settings")
	if errors.Is(err, fs.ErrNotExist) {
		return st, scenes.DefaultPrefs(), nil
	}
	p := scenes.DefaultPrefs()
	if err == nil {
		p, err = scenes.ParsePrefs(data)
		if err != nil {
			err = fmt.Errorf("%s: %v", path, err)
		}
	}
	if err != nil {
		*st.broken = true
		return st, p, fmt.Errorf("%v; the file is kept as %s when the settings are next saved", err, filepath.Base(st.brokenPath()))
	}
	return st, p, nil
}

// savesDir is where the saved battles live: saved-battles/ beside the
// settings, one file per battle.
func (s fileStore) savesDir() string { return filepath.Join(filepath.Dir(s.path), "saved-battles") }

// legacyBattlePath is the one saved battle's file of builds that kept
// one: saved-battle.json beside the settings.
func (s fileStore) legacyBattlePath() string {
	return filepath.Join(filepath.Dir(s.path), "saved-battle.json")
}

// battlePath is the file of the saved battle called name.
func (s fileStore) battlePath(name string) (string, error) {
	return namedFile(s.savesDir(), name, "saved battle")
}

// namedFile is the JSON file called name in dir, refusing a name that
// would reach outside it; what names the kind of file in the error.
func namedFile(dir, name, what string) (string, error) {
	if !fileName(name) {
		return "", fmt.Errorf("%q is not a %s's name", name, what)
	}
	return filepath.Join(dir, name+".json"), nil
}

// SaveBattle writes the saved battle called name.
func (s fileStore) SaveBattle(name string, data []byte) error {
	p, err := s.battlePath(name)
	if err != nil {
		return err
	}
	return writeWhole(p, data)
}

// Battles lists the saved battles, newest first. The saved battle of a
// build that kept one is first moved into the folder, as
// "earlier-battle", so that a new save never replaces it.
func (s fileStore) Battles() ([]string, error) {
	if _, err := os.Stat(s.legacyBattlePath()); err == nil {
		if err := os.MkdirAll(s.savesDir(), 0o755); err != nil {
			return nil, fmt.Errorf("%s: %v", s.savesDir(), files.Unwrap(err))
		}
		to := filepath.Join(s.savesDir(), "earlier-battle.json")
		if _, err := os.Stat(to); err == nil {
			to = filepath.Join(s.savesDir(), fmt.Sprintf("earlier-battle-%d.json", time.Now().Unix()))
		}
		if err := os.Rename(s.legacyBattlePath(), to); err != nil {
			return nil, fmt.Errorf("%s: %v", s.legacyBattlePath(), files.Unwrap(err))
		}
	}
	return newestFirst(s.savesDir())
}

// LoadBattle reads the saved battle called name; one larger than a replay
// may be is refused unread.
func (s fileStore) LoadBattle(name string) ([]byte, error) {
	p, err := s.battlePath(name)
	if err != nil {
		return nil, err
	}
	return files.Read(p, replay.MaxBytes, "a saved battle")
}

// DropBattle removes the saved battle called name.
func (s fileStore) DropBattle(name string) error {
	p, err := s.battlePath(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// fileName reports whether name may name a file in a store folder: no
// folder in it, and not hidden.
func fileName(name string) bool {
	return name != "" && name == filepath.Base(name) && !strings.HasPrefix(name, ".")
}

// Save writes p to the settings file. A file that could not be read
// whole is first kept as settings.json.broken; when it cannot be, nothing
// is written.
func (s fileStore) Save(p scenes.Prefs) error {
	if s.broken != nil && *s.broken {
		if err := os.Rename(s.path, s.brokenPath()); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("%s: not kept as %s: %v", s.path, filepath.Base(s.brokenPath()), files.Unwrap(err))
		}
		*s.broken = false
	}
	return writeWhole(s.path, p.Marshal())
}

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
	return namedFile(s.replayDir(), name, "replay")
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
func (s fileStore) Replays() ([]string, error) { return newestFirst(s.replayDir()) }

// newestFirst lists the names of the .json files in dir without the
// suffix, the last written first (then by name); none when dir does not
// exist.
func newestFirst(dir string) ([]string, error) {
	es, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", dir, files.Unwrap(err))
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

// Limits on the player's own maps folder, so that a folder that holds
// something else entirely (a whole Tiled install, say) cannot stall the
// setup.
const (
	// maxOwnMaps is how many maps the setup lists from it.
	maxOwnMaps = 64
	// maxOwnMapDepth is how deep in its folders a map is looked for: a
	// Tiled project copied in whole keeps its maps a folder or two down.
	maxOwnMapDepth = 3
)

// mapsDir is where the player's own Tiled maps live: maps/ beside the
// settings.
func (s fileStore) mapsDir() string { return filepath.Join(filepath.Dir(s.path), "maps") }

// Maps returns the folder of the player's own maps and the .tmx files in
// it and in its folders, up to maxOwnMapDepth deep and maxOwnMaps of them,
// in lexical order; hidden files and folders are skipped, and so is a
// folder that cannot be read. A folder that does not exist holds none.
// maps/ may be a link to a folder elsewhere, and a map a link to a file;
// links to folders inside it are not followed. A map that links outside
// the folder is listed, and refused in one line when read (maps.LoadFile).
func (s fileStore) Maps() (string, []string, error) {
	// Absolute, so that the setup's kept map still names it when the game
	// runs next from another folder (--settings with a relative path).
	dir, err := filepath.Abs(s.mapsDir())
	if err != nil {
		return s.mapsDir(), nil, fmt.Errorf("%s: %v", s.mapsDir(), err)
	}
	if real, err := filepath.EvalSymlinks(dir); errors.Is(err, fs.ErrNotExist) {
		return dir, nil, nil
	} else if err == nil {
		dir = real
	}
	var out []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return err
			}
			return nil // an unreadable folder holds no maps
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if rel, _ := filepath.Rel(dir, p); rel != "." && strings.Count(rel, string(filepath.Separator)) >= maxOwnMapDepth-1 {
				return fs.SkipDir
			}
			return nil
		}
		if strings.EqualFold(filepath.Ext(p), ".tmx") && regularFile(p, d) {
			out = append(out, p)
			if len(out) == maxOwnMaps {
				return fs.SkipAll
			}
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return dir, nil, nil
	}
	if err != nil {
		return dir, out, fmt.Errorf("%s: %v", dir, files.Unwrap(err))
	}
	return dir, out, nil
}

// regularFile reports whether the walked entry d at p is a file, or a
// link to one.
func regularFile(p string, d fs.DirEntry) bool {
	if d.Type()&fs.ModeSymlink == 0 {
		return d.Type().IsRegular()
	}
	info, err := os.Stat(p)
	return err == nil && info.Mode().IsRegular()
}
