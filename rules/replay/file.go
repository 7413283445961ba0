package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"sightline/rules/match"
)

// MaxBytes caps a replay file read.
const MaxBytes = 64 << 20

// Write saves f to path atomically: a temporary file in the same folder,
// then a rename, so a crash never leaves a half-written replay.
func Write(path string, f *File) error {
	b, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".replay-*")
	if err != nil {
		// The temporary file's name would only puzzle: the folder is
		// what is wrong.
		if pe, ok := err.(*os.PathError); ok {
			err = pe.Err
		}
		return fmt.Errorf("%s: folder %s: %v", path, dir, err)
	}
	// A temporary file is made readable by its owner alone; a replay is
	// made to be shared, as any file the user writes.
	err = tmp.Chmod(0o644)
	if err == nil {
		_, err = tmp.Write(append(b, '\n'))
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

// Read loads and validates a replay file. Errors are one line naming it.
func Read(path string) (*File, error) {
	fh, err := os.Open(path)
	if err != nil {
		if pe, ok := err.(*os.PathError); ok {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
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
		return nil, fmt.Errorf("larger than the %d-byte limit for a replay", MaxBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("corrupt or truncated replay: %v", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("corrupt replay: unexpected data after the replay")
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
	case f.Ruleset == "" || f.Map == "" || f.Final == "":
		return fmt.Errorf("incomplete replay header: ruleset, map and final hash are required")
	case n < 2 || n > 4:
		return fmt.Errorf("replay has %d sides, a battle has 2 to 4", n)
	case len(f.Squads) != 0 && len(f.Squads) != n:
		return fmt.Errorf("replay has %d squads for %d sides", len(f.Squads), n)
	case f.Rotate < 0 || f.Rotate >= n:
		return fmt.Errorf("replay rotate %d is outside 0..%d", f.Rotate, n-1)
	case len(f.Steps) > match.MaxCommands:
		return fmt.Errorf("replay has %d steps, more than a battle's %d", len(f.Steps), match.MaxCommands)
	}
	for i, s := range f.Steps {
		if s.Hash == "" {
			return fmt.Errorf("step %d has no state hash", i+1)
		}
	}
	return nil
}
