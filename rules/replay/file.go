package replay

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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
		return fmt.Errorf("%s: %v", path, err)
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
// keeps (a replay, a plot, a screenshot, an export): into a temporary file
// in the same folder, then renamed over path, so that a crash or a full
// disk never leaves half a file and a failed write leaves the old one
// whole. The file is -rw-r--r--, to be shared. Its errors never name the
// temporary file, which would only puzzle: a missing folder is told as
// such, and the caller names path.
func WriteFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+"-*.tmp")
	if err != nil {
		return writeError(dir, err)
	}
	// A temporary file is made readable by its owner alone.
	err = tmp.Chmod(0o644)
	if err == nil {
		_, err = tmp.Write(data)
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
	return nil
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
		return fmt.Errorf("folder %s: %v", dir, err)
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
		return nil, fmt.Errorf("%s: %v", path, err)
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
		return nil, fmt.Errorf("corrupt replay: unexpected data after the replay")
	} else if err != nil {
		return nil, fmt.Errorf("corrupt or truncated replay: %v", err)
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
		return fmt.Errorf("replay format version %d, this build reads %d", f.Version, Version)
	case f.Ruleset == "" || f.Map == "":
		return fmt.Errorf("incomplete replay header: ruleset and map are required")
	case n < 2 || n > 4:
		return fmt.Errorf("replay has %d sides, a battle has 2 to 4", n)
	case len(f.Squads) != 0 && len(f.Squads) != n:
		return fmt.Errorf("replay has %d squads for %d sides", len(f.Squads), n)
	case f.Rotate < 0 || f.Rotate >= n:
		return fmt.Errorf("replay rotate %d is outside 0..%d", f.Rotate, n-1)
	case len(f.Steps) > match.MaxCommands:
		return fmt.Errorf("replay has %d steps, more than a battle's %d", len(f.Steps), match.MaxCommands)
	}
	for i, side := range f.Sides {
		if side == match.Human {
			continue
		}
		if _, err := match.ParseSide(side); err != nil {
			if len(side) > 40 {
				side = strings.ToValidUTF8(side[:40], "") + "..."
			}
			return fmt.Errorf("replay side %d is %q: not human, random, ai:easy, ai:normal or ai:hard", i+1, side)
		}
	}
	for i, s := range f.Steps {
		if s.Hash == "" {
			return fmt.Errorf("step %d has no state hash", i+1)
		}
	}
	return nil
}
