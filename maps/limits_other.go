//go:build !js

package maps

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"sightline/rules/files"
)

// escapeError reports a reference that leaves the map's root, by name or
// through a link (link), or that is no file name at all (notUTF8): either
// way it is not read.
type escapeError struct {
	name          string
	link, notUTF8 bool
}

func (e *escapeError) Error() string {
	switch {
	case e.notUTF8:
		return fmt.Sprintf("file name %q is not valid UTF-8 and was not read; rename the file with valid characters and fix its path in Tiled", e.name)
	case e.link:
		return fmt.Sprintf("reference %q leads outside the map's root through a link and was not read; keep tilesets and images inside the map's folder or pass --root", e.name)
	}
	return fmt.Sprintf("reference %q leaves the map's root and was not read; keep tilesets and images beside the map or pass --root", e.name)
}

// checkRef refuses a reference that is not valid UTF-8 or leaves the root
// by its name; it returns the clean path of one that stays.
func checkRef(name string) (string, error) {
	if !utf8.ValidString(name) {
		return "", &escapeError{name: name, notUTF8: true}
	}
	clean := path.Clean(strings.ReplaceAll(name, "\\", "/"))
	if !fs.ValidPath(clean) {
		return "", &escapeError{name: name}
	}
	return clean, nil
}

// boundedFS wraps a map's root: it refuses paths that leave the root, by
// name or through a link (files.Root), and caps every file read at
// MaxFileBytes.
type boundedFS struct{ fs fs.FS }

// Open opens name inside the root, refusing escapes.
func (b *boundedFS) Open(name string) (fs.File, error) {
	clean, err := checkRef(name)
	if err != nil {
		return nil, err
	}
	f, err := b.fs.Open(clean)
	if errors.Is(err, files.ErrOutside) {
		return nil, &escapeError{name: name, link: true}
	}
	if err != nil {
		return nil, err
	}
	return &boundedFile{File: f, left: MaxFileBytes}, nil
}

type boundedFile struct {
	fs.File
	left int64
}

func (f *boundedFile) Read(p []byte) (int, error) {
	if f.left <= 0 {
		return 0, errorf("file is larger than the %d-byte limit", MaxFileBytes)
	}
	if int64(len(p)) > f.left {
		p = p[:f.left]
	}
	n, err := f.File.Read(p)
	f.left -= int64(n)
	return n, err
}

// prescan reads the .tmx once with bounded readers before go-tiled does, so
// that oversized maps and compressed bombs are refused before anything
// large is allocated. It also returns the layers' document order, which
// go-tiled does not keep.
func prescan(fsys fs.FS, p string) (*orderNode, error) {
	f, err := fsys.Open(p)
	if err != nil {
		var esc *escapeError
		if errors.As(err, &esc) {
			return nil, err
		}
		return nil, files.Unwrap(err)
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	w, h := -1, -1
	var layerW, layerH int
	var top *orderNode
	// open holds the elements read but not yet closed; nodes holds the
	// order node of each open element that is the map or a group, else nil.
	var open []string
	var nodes []*orderNode
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, errorf("malformed XML: %v", err)
		}
		if _, ok := tok.(xml.EndElement); ok && len(open) > 0 {
			open, nodes = open[:len(open)-1], nodes[:len(nodes)-1]
			continue
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		var parent *orderNode
		if len(nodes) > 0 {
			parent = nodes[len(nodes)-1]
		}
		var node *orderNode
		switch name := se.Name.Local; {
		case name == "map" && len(open) == 0:
			top = &orderNode{kind: name}
			node = top
		case parent != nil && (name == "layer" || name == "imagelayer" || name == "group" || name == "objectgroup"):
			child := &orderNode{kind: name}
			parent.children = append(parent.children, child)
			if name == "group" {
				node = child
			}
		}
		if se.Name.Local == "data" && attr(se, "encoding") == "base64" && attr(se, "compression") != "" {
			// The data element is read whole below, its end included.
		} else {
			open, nodes = append(open, se.Name.Local), append(nodes, node)
		}
		switch se.Name.Local {
		case "map":
			if w >= 0 {
				continue
			}
			w, h = atoi(attr(se, "width")), atoi(attr(se, "height"))
			if attr(se, "infinite") == "1" {
				return nil, errors.New("infinite maps are not supported; in Tiled untick Map > Map Properties > Infinite")
			}
			if o := attr(se, "orientation"); o != "" && o != "orthogonal" {
				return nil, errorf("%s orientation is not supported; in Tiled use Map > Map Properties > Orientation: Orthogonal", o)
			}
			if w <= 0 || h <= 0 || w > MaxSide || h > MaxSide {
				return nil, errorf("map size %dx%d is outside 1..%d; resize it in Tiled with Map > Resize Map", w, h, MaxSide)
			}
		case "layer":
			layerW, layerH = atoi(attr(se, "width")), atoi(attr(se, "height"))
			if layerW > MaxSide || layerH > MaxSide {
				return nil, errorf("layer size %dx%d is larger than %d", layerW, layerH, MaxSide)
			}
		case "data":
			comp, enc := attr(se, "compression"), attr(se, "encoding")
			if comp == "zstd" {
				return nil, errors.New("zstd layer compression is not supported; in Tiled use Map > Map Properties > Tile Layer Format: Base64 (zlib) or CSV")
			}
			if enc != "base64" || comp == "" {
				continue
			}
			var raw struct {
				Text []byte `xml:",chardata"`
			}
			if err := d.DecodeElement(&raw, &se); err != nil {
				return nil, errorf("malformed layer data: %v", err)
			}
			if err := checkCompressed(raw.Text, comp, MaxSide*MaxSide*4); err != nil {
				return nil, err
			}
		}
	}
	if w < 0 {
		return nil, errors.New("not a Tiled map (no <map> element)")
	}
	return top, nil
}

// checkCompressed inflates base64 layer data into a counter with a cap, so
// a zlib bomb is refused after at most limit bytes.
func checkCompressed(text []byte, comp string, limit int64) error {
	r := base64.NewDecoder(base64.StdEncoding, bytes.NewReader(bytes.TrimSpace(text)))
	var zr io.Reader
	var err error
	switch comp {
	case "zlib":
		zr, err = zlib.NewReader(r)
	case "gzip":
		zr, err = gzip.NewReader(r)
	default:
		return errorf("unknown layer compression %q; in Tiled use Map > Map Properties > Tile Layer Format: CSV or Base64 (zlib)", comp)
	}
	if err != nil {
		return errorf("corrupt %s layer data: %v", comp, err)
	}
	n, err := io.Copy(io.Discard, io.LimitReader(zr, limit+1))
	if err != nil {
		return errorf("corrupt %s layer data: %v", comp, err)
	}
	if n > limit {
		return errorf("layer data inflates past %d bytes; the file is corrupt or hostile", limit)
	}
	return nil
}

func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func atoi(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return -1
	}
	return n
}
