package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteAtomic writes data to the file name through a temporary file beside
// it and a rename, so that a reader never finds half a file and a failed
// write leaves the old file whole. A missing folder is reported as such,
// and no error names the temporary file.
func WriteAtomic(name string, data []byte) error {
	tmp := name + ".tmp"
	err := os.WriteFile(tmp, data, 0o644)
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err == nil {
		return nil
	}
	os.Remove(tmp)
	// The temporary file's name, which the errors of the write and the
	// rename carry, would only puzzle.
	var pe *fs.PathError
	var le *os.LinkError
	if errors.As(err, &pe) {
		err = pe.Err
	} else if errors.As(err, &le) {
		err = le.Err
	}
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("folder %s: %v", filepath.Dir(name), err)
	}
	return err
}
