package replay

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"sightline/rules/files"
	"sightline/rules/match"
)

// MaxBytes caps a replay file read.
const MaxBytes = 64 << 20

// Write saves f to path atomically (WriteFile). Errors are one line
// naming it.
func Write(path string, f *File) error {
	b, err := f.Marshal()
	if err == nil {
		err = WriteFile(path, b)
	}
	if err != nil {
		return errorf("%s: %v", path, err)
	}
	return nil
}

// Marshal encodes f as its file holds it, for a store other than a file
// (the browser's local storage).
func (f *File) Marshal() ([]byte, error) {
	b, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// WriteFile writes data to path as Sightline writes every file a player
// keeps (a replay, a saved battle, the settings, a plot, a screenshot, an
// export): into a temporary file in the same folder, synced to the disk,
// then renamed over path, and the folder synced, so that a crash, a power
// cut or a full disk never leaves half a file or an empty one, and a
// failed write leaves the old one whole. Temporary files of path that an
// earlier crash left, older than the file now written, are removed. The
// file is -rw-r--r--, to be shared. Its errors never name the temporary
// file, which would only puzzle: a missing folder is told as such, and the
// caller names path.
func WriteFile(path string, data []byte) error {
	return writeFile(path, data, (*os.File).Sync)
}

// writeFile is WriteFile with sync making a file's data, or a folder's
// entries, durable: (*os.File).Sync, or a test's recorder.
func writeFile(path string, data []byte, sync func(*os.File) error) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, tempPrefix(path)+"*"+tempSuffix)
	if err != nil {
		return writeError(dir, err)
	}
	// A temporary file is made readable by its owner alone.
	err = tmp.Chmod(0o644)
	if err == nil {
		_, err = tmp.Write(data)
	}
	if err == nil {
		err = sync(tmp)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return writeError(dir, err)
	}
	if err := syncDir(dir, sync); err != nil {
		return writeError(dir, err)
	}
	removeStaleTemps(path)
	return nil
}

// tempSuffix ends the name of WriteFile's temporary files.
const tempSuffix = ".tmp"

// tempPrefix begins the names of the temporary files WriteFile makes for
// path: hidden, so that no listing of saves shows them.
func tempPrefix(path string) string { return "." + filepath.Base(path) + "-" }

// syncDir makes the entries of the folder dir durable (a rename into it),
// where the system can: Windows cannot open a folder to sync it.
func syncDir(dir string, sync func(*os.File) error) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = sync(d)
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// removeStaleTemps removes the temporary files of path that a crash
// between their writing and their renaming left behind: those older than
// the file at path. A newer one may be another run's write under way. It
// is best effort: what cannot be removed stays for the next write.
func removeStaleTemps(path string) {
	saved, err := os.Stat(path)
	if err != nil {
		return
	}
	es, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		return
	}
	prefix := tempPrefix(path)
	for _, e := range es {
		mid, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || !e.Type().IsRegular() {
			continue
		}
		if mid, ok = strings.CutSuffix(mid, tempSuffix); !ok || mid == "" || strings.Trim(mid, "0123456789") != "" {
			continue // not a name os.CreateTemp gave
		}
		if info, err := e.Info(); err == nil && info.ModTime().Before(saved.ModTime()) {
			os.Remove(filepath.Join(filepath.Dir(path), e.Name()))
		}
	}
}

// writeError is WriteFile's error err without the temporary file's name
// that its path or link error carries, and a missing folder dir named.
func writeError(dir string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	if errors.As(err, &pe) {
		err = pe.Err
	} else if errors.As(err, &le) {
		err = le.Err
	}
	if errors.Is(err, fs.ErrNotExist) {
		return errorf("folder %s: %v", dir, err)
	}
	return err
}

// Read loads and validates a replay file. Errors are one line naming it.
func Read(path string) (*File, error) {
	data, err := files.Read(path, MaxBytes, "a replay")
	if err != nil {
		return nil, err
	}
	f, err := Parse(data)
	if err != nil {
		return nil, errorf("%s: %v", path, err)
	}
	return f, nil
}

// Parse decodes and validates a replay from its bytes. Its errors are one
// line, without a file name.
func Parse(data []byte) (*File, error) {
	if len(data) > MaxBytes {
		return nil, files.TooLarge(MaxBytes, "a replay")
	}
	var f File
	if err := files.Decode(data, &f); errors.Is(err, files.ErrTrailing) {
		return nil, errorf("corrupt replay: unexpected data after the replay")
	} else if err != nil {
		return nil, errorf("corrupt or truncated replay: %v", err)
	}
	if err := f.validate(); err != nil {
		return nil, err
	}
	return &f, nil
}

// validate checks the header and steps for what decoding cannot.
func (f *File) validate() error {
	n := len(f.Sides)
	switch {
	case f.Version != Version:
		return errorf("replay format version %d, this build reads %d", f.Version, Version)
	case f.Ruleset == "" || f.Map == "":
		return errorf("incomplete replay header: ruleset and map are required")
	case n < 2 || n > 4:
		return errorf("replay has %d sides, a battle has 2 to 4", n)
	case len(f.Squads) != 0 && len(f.Squads) != n:
		return errorf("replay has %d squads for %d sides", len(f.Squads), n)
	case f.Rotate < 0 || f.Rotate >= n:
		return errorf("replay rotate %d is outside 0..%d", f.Rotate, n-1)
	case len(f.Steps) > match.MaxCommands:
		return errorf("replay has %d steps, more than a battle's %d", len(f.Steps), match.MaxCommands)
	}
	for i, side := range f.Sides {
		if side == match.Human {
			continue
		}
		if _, err := match.ParseSide(side); err != nil {
			if len(side) > 40 {
				side = strings.ToValidUTF8(side[:40], "") + "..."
			}
			return errorf("replay side %d is %q: not human, random, ai:easy, ai:normal or ai:hard", i+1, side)
		}
	}
	for i, s := range f.Steps {
		if s.Hash == "" {
			return errorf("step %d has no state hash", i+1)
		}
	}
	return nil
}
