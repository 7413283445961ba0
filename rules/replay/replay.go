// Package replay records battles as their commands and the state hash after
// each, and plays them back through the same engine, checking every hash.
// A battle is fully determined by its ruleset, map, sides, seed and
// commands, so a replay file is small and any divergence is caught at the
// first command that disagrees.
package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"sightline/rules"
	"sightline/rules/match"
)

// Version is the replay format's version.
const Version = 1

// File is one recorded battle.
type File struct {
	Version int      `json:"version"`
	Ruleset string   `json:"ruleset"`
	Map     string   `json:"map"`
	Sides   []string `json:"sides"`
	Seed    uint64   `json:"seed"`
	// Steps are the applied commands, each with the state hash after it.
	Steps []match.Step `json:"steps"`
	Final string       `json:"final"`
}

// MaxBytes caps a replay file read.
const MaxBytes = 64 << 20

// Write saves f to path atomically: a temporary file in the same folder,
// then a rename, so a crash never leaves a half-written replay.
func Write(path string, f *File) error {
	b, err := json.Marshal(f)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".replay-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Read loads and validates a replay file; errors are one line naming it.
func Read(path string) (*File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, errors.Unwrap(err))
	}
	if st.Size() > MaxBytes {
		return nil, fmt.Errorf("%s: %d bytes, larger than the %d-byte limit", path, st.Size(), MaxBytes)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: corrupt or truncated replay: %v", path, err)
	}
	switch {
	case f.Version != Version:
		return nil, fmt.Errorf("%s: replay version %d, this build reads %d", path, f.Version, Version)
	case f.Ruleset == "" || f.Map == "" || len(f.Sides) < 2 || f.Final == "":
		return nil, fmt.Errorf("%s: incomplete replay header (ruleset, map, sides and final hash are required)", path)
	}
	return &f, nil
}

// Check plays f's commands on b, which must be the battle its header
// describes, freshly set up, and compares every hash. It returns nil when
// the whole battle matches.
func Check(f *File, b rules.Battle) error {
	for i, s := range f.Steps {
		if over, _ := b.Over(); over {
			return fmt.Errorf("step %d: the battle is already over", i+1)
		}
		if _, err := b.Apply(s.Command); err != nil {
			return fmt.Errorf("step %d: command %v rejected: %v", i+1, s.Command, err)
		}
		if h := b.Hash(); h != s.Hash {
			return fmt.Errorf("step %d: state hash %.12s, replay recorded %.12s: the battle diverged", i+1, h, s.Hash)
		}
	}
	if over, _ := b.Over(); !over {
		return fmt.Errorf("after %d steps the battle is not over", len(f.Steps))
	}
	if h := b.Hash(); h != f.Final {
		return fmt.Errorf("final hash %.12s, replay recorded %.12s", h, f.Final)
	}
	return nil
}
