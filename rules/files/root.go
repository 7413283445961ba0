package files

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrOutside is the error, under an *fs.PathError naming the file, for a
// file that a link inside a Root leads outside it.
var ErrOutside = errors.New("leads outside the folder through a link")

// Root is a folder whose files are read and no others (a map's root,
// which its tilesets, templates and images must stay inside). It is an
// fs.FS.
type Root struct{ dir string }

// NewRoot returns the Root of the folder dir, resolved: dir may itself be
// a link (a player's maps folder linked to a synced folder), and the files
// read through it must lie inside the folder it leads to.
func NewRoot(dir string) (*Root, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, Unwrap(err)
	}
	return &Root{dir: real}, nil
}

// Dir returns the root's folder, its links resolved.
func (r *Root) Dir() string { return r.dir }

// Inside reports whether the resolved path real lies inside the root.
func (r *Root) Inside(real string) bool { return inside(r.dir, real) }

// inside reports whether path lies in the folder dir, both clean and
// absolute.
func inside(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// Open opens name, a slash-separated path inside the root (fs.ValidPath),
// for reading. A file a link leads outside the root is refused with
// ErrOutside, and anything but a regular file or a folder with
// ErrNotRegular (a named pipe is refused at once, never waited on). The
// open goes through os.Root, so that no link changed meanwhile can lead
// it out.
func (r *Root) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if real, err := filepath.EvalSymlinks(filepath.Join(r.dir, filepath.FromSlash(name))); err == nil && !inside(r.dir, real) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: ErrOutside}
	}
	root, err := os.OpenRoot(r.dir)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fmt.Errorf("the folder %s: %w", r.dir, Unwrap(err))}
	}
	defer root.Close()
	f, err := root.OpenFile(filepath.FromSlash(name), os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: Unwrap(err)}
	}
	if err := regular(f, name, true); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
