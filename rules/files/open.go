package files

import (
	"errors"
	"io/fs"
	"os"
)

// ErrNotRegular is the error, under a more precise one, for a path that
// names something other than a regular file: a named pipe, a device, a
// socket or a folder.
var ErrNotRegular = errors.New("not a regular file")

// Open opens the file at path for reading, refusing anything but a
// regular file with an *fs.PathError wrapping ErrNotRegular. A named pipe
// is opened without waiting for a writer and refused at once, so that it
// never hangs the game or a tool.
func Open(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, err
	}
	if err := regular(f, path, false); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// regular checks that the open file f, opened as name, is a regular file
// (or, when dirs is true, a folder), asking the open file itself so that
// nothing can change between the check and the read.
func regular(f *os.File, name string, dirs bool) error {
	st, err := f.Stat()
	if err != nil {
		return err
	}
	m := st.Mode()
	if m.IsRegular() || (dirs && m.IsDir()) {
		return nil
	}
	return &fs.PathError{Op: "open", Path: name, Err: notRegular{m}}
}

// notRegular is the error for a file of mode m that is no regular file;
// it says what the file is.
type notRegular struct{ m fs.FileMode }

func (e notRegular) Error() string {
	switch t := e.m.Type(); {
	case t&fs.ModeDir != 0:
		return "is a directory"
	case t&fs.ModeNamedPipe != 0:
		return "is a named pipe (FIFO), not a file"
	case t&fs.ModeSocket != 0:
		return "is a socket, not a file"
	case t&fs.ModeDevice != 0:
		return "is a device, not a file"
	}
	return "is not a regular file"
}

func (notRegular) Unwrap() error { return ErrNotRegular }
