// Package files reads the files a player or a script hands Sightline
// (replays, saved battles, squads, odds scenarios): bounded in size, JSON
// decoded strictly, and every error one line that names the file once.
package files

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// ErrTrailing is Decode's error for data that goes on after the JSON value.
var ErrTrailing = errors.New("unexpected data after the JSON value")

// Read returns the contents of the file at path, refusing one larger than
// limit bytes as too large for what (a kind of file: "a replay") and
// anything but a regular file (Open). Its errors are one line beginning
// with path.
func Read(path string, limit int64, what string) ([]byte, error) {
	fh, err := Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, Unwrap(err))
	}
	defer fh.Close()
	data, err := io.ReadAll(io.LimitReader(fh, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, Unwrap(err))
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: %v", path, TooLarge(limit, what))
	}
	return data, nil
}

// TooLarge is the error for data larger than limit bytes for what.
func TooLarge(limit int64, what string) error {
	return fmt.Errorf("larger than the %d-byte limit for %s", limit, what)
}

// Decode decodes data into v as exactly one JSON value, refusing fields v
// does not have (a misspelt field is an error, not a default) and
// anything after the value (ErrTrailing). A number its error echoes is
// cut to 40 characters (CutError).
func Decode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return CutError(err)
	}
	if dec.More() {
		return ErrTrailing
	}
	return nil
}

// Unwrap drops the *fs.PathError around err, whose operation and path
// would repeat the file name the caller's message already gives.
func Unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
