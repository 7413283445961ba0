package scenes

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"sightline/game"
	"sightline/maps"
)

// mapFolderStore is a settings store that keeps a folder of the player's
// own maps.
type mapFolderStore struct {
	fakeStore
	dir   string
	paths []string
}

func (m *mapFolderStore) Maps() (string, []string, error) { return m.dir, m.paths, nil }

// ownMapFolder writes a folder of the player's maps: arena.tmx beside the
// bundled tilesets, sub/deep.tmx reading them from the folder above it,
// and broken.tmx, which is no map. It returns the folder and the paths.
func ownMapFolder(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join("..", "maps", "bundled")
	tsx, err := filepath.Glob(filepath.Join(src, "tilesets", "*"))
	if err != nil || len(tsx) == 0 {
		t.Fatalf("no bundled tilesets: %v", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "tilesets"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range tsx {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "tilesets", filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tmx, err := os.ReadFile(filepath.Join(src, "warehouse.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	arena, deep, broken := filepath.Join(dir, "arena.tmx"), filepath.Join(dir, "sub", "deep.tmx"), filepath.Join(dir, "broken.tmx")
	if err := os.MkdirAll(filepath.Dir(deep), 0o755); err != nil {
		t.Fatal(err)
	}
	for p, data := range map[string]string{
		arena:  string(tmx),
		deep:   strings.ReplaceAll(string(tmx), `source="tilesets/`, `source="../tilesets/`),
		broken: "<map",
	} {
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, []string{arena, broken, deep}
}

// TestOwnMaps: the setup's Map row offers the player's own maps after the
// bundled ones, named "arena (yours)"; a battle on one reads from the
// whole folder (a map in a folder below takes its tilesets from beside
// it); one that cannot be read says why and starts nothing; the settings
// keep the map for the setup's next opening.
func TestOwnMaps(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	dir, paths := ownMapFolder(t)
	store := &mapFolderStore{dir: dir, paths: paths}
	res.Store = store
	quick := BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:normal"}}
	title := NewTitle(res, quick)
	s := pressOn(t, title, game.ActPanDown).(*Setup)
	opts := s.rows[mapRow].options
	if want := append(maps.Names(), paths...); !reflect.DeepEqual(opts, want) {
		t.Fatalf("the Map row offers %v, want the bundled maps then %v", opts, paths)
	}
	choose := func(p string) {
		t.Helper()
		s.cur = mapRow
		for i := 0; i < len(opts) && s.rows[mapRow].options[s.rows[mapRow].at] != p; i++ {
			pressOn(t, s, game.ActPanRight)
		}
	}

	choose(paths[2])
	if got := s.label(mapRow); got != "Map: sub/deep (yours)" {
		t.Errorf("the row reads %q, want \"Map: sub/deep (yours)\"", got)
	}
	if c := s.config(); c.Map != paths[2] || c.Root != dir {
		t.Errorf("the battle's map is %q under %q, want %q under the folder %q", c.Map, c.Root, paths[2], dir)
	}
	if p := s.maps.get(paths[2], dir); p.img == nil {
		t.Errorf("no preview of a map whose tilesets sit in the folder above it: %s", p.info)
	}

	choose(paths[1])
	if p := s.maps.get(paths[1], dir); p.img != nil || !strings.Contains(p.info, "broken.tmx") {
		t.Errorf("the preview of a broken map says %q, want a line naming the file", p.info)
	}
	if next := pressOn(t, s, game.ActConfirm); next != s || !strings.Contains(s.err, "broken.tmx") || strings.Contains(s.err, "\n") {
		t.Errorf("starting a broken map left for %T with the error %q, want the setup and one line naming the file", next, s.err)
	}

	choose(paths[0])
	b, ok := pressOn(t, s, game.ActConfirm).(*Battle)
	if !ok {
		t.Fatalf("Enter did not start a battle on the player's map (%s)", s.err)
	}
	if b.cfg.Map != paths[0] || b.cfg.Root != dir || b.m.Field.W == 0 {
		t.Errorf("the battle is on %q under %q", b.cfg.Map, b.cfg.Root)
	}
	if len(store.saved) == 0 {
		t.Fatal("starting a battle kept nothing")
	}
	kept := store.saved[len(store.saved)-1]
	if kept.Setup == nil || kept.Setup.Map != paths[0] || kept.Setup.Root != dir {
		t.Fatalf("the settings keep the setup's map as %+v", kept.Setup)
	}
	again, err := ParsePrefs(kept.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if c := NewSetup(res, again.LastSetup(quick), nil).config(); c.Map != paths[0] || c.Root != dir {
		t.Errorf("the next run's setup opens on %q under %q, want the player's map", c.Map, c.Root)
	}
	// A map from a file outside the folder is still not the settings' to
	// keep, nor is one the folder no longer holds under another root.
	if k := keptSetup(BattleConfig{Ruleset: "ads", Map: "/else/where.tmx", Root: "/else", Sides: quick.Sides}, s.yours); k.Map != "" {
		t.Errorf("a map outside the folder was kept as %q", k.Map)
	}
	// A store without a folder shows none, and the note says nothing of one.
	res.Store = &fakeStore{}
	plain := NewSetup(res, quick, nil)
	if len(plain.rows[mapRow].options) != len(opts)-3 || plain.yours.dir != "" {
		t.Errorf("without a maps folder the row offers %v", plain.rows[mapRow].options)
	}
}
