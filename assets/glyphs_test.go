package assets

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

// drawnDirs are the packages whose strings reach the screen: the client's
// own labels, and the names and event texts of the engine and the
// computer players that the battle log and panels show.
var drawnDirs = []string{"../game", "../scenes", "../rules", "../ai", "../maps"}

// TestTextHasGlyphs: every character outside ASCII in the strings the
// game draws is in the Go fonts it draws them with. A missing glyph shows
// as an empty box ("More ▶" did, until it became "More ►").
func TestTextHasGlyphs(t *testing.T) {
	fonts := map[string]*sfnt.Font{}
	for name, f := range map[string]Font{"regular": Regular, "bold": Bold} {
		sf, err := sfnt.Parse(f.TTF())
		if err != nil {
			t.Fatal(err)
		}
		fonts[name] = sf
	}
	used := drawnRunes(t)
	var missing []string
	var buf sfnt.Buffer
	for r, where := range used {
		for name, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				missing = append(missing, name+" lacks "+strconv.QuoteRune(r)+", used at "+where)
			}
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Error(m)
	}
}

// drawnRunes returns every printable character outside ASCII in the
// strings of drawnDirs' code and JSON files, each with one place that
// uses it.
func drawnRunes(t *testing.T) map[rune]string {
	t.Helper()
	used := map[rune]string{} // each character, and one place that uses it
	note := func(s, where string) {
		for _, r := range s {
			if r > unicode.MaxASCII && unicode.IsPrint(r) {
				if _, ok := used[r]; !ok {
					used[r] = where
				}
			}
		}
	}
	fset := token.NewFileSet()
	for _, dir := range drawnDirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			switch {
			case d.IsDir():
				return nil
			case strings.HasSuffix(path, ".json"):
				b, err := os.ReadFile(path)
				if err != nil {
					return err
				}
				note(string(b), path)
				return nil
			case !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
					return true
				}
				s := lit.Value
				if lit.Kind == token.STRING {
					if v, err := strconv.Unquote(s); err == nil {
						s = v
					}
				}
				note(s, fset.Position(lit.Pos()).String())
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(used) == 0 {
		t.Fatal("no character outside ASCII found: the walk read nothing")
	}
	return used
}
