//go:build !js

package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestReplayFiles: the desktop keeps replays as files in replays/ beside
// the settings, lists them newest first, reads them back, replaces one
// saved again under its name, and refuses a name that would leave the
// folder.
func TestReplayFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "conf")
	st := fileStore{path: filepath.Join(dir, "settings.json")}
	if names, err := st.Replays(); err != nil || len(names) != 0 {
		t.Fatalf("no folder yet: %v, %v", names, err)
	}
	for _, n := range []string{"ads-village-1", "ads-rooftops-2", "ads-canyon-3"} {
		if err := st.SaveReplay(n, []byte(n)); err != nil {
			t.Fatal(err)
		}
	}
	// Age them: rooftops newest, then canyon, then village.
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i, n := range []string{"ads-village-1", "ads-canyon-3", "ads-rooftops-2"} {
		at := base.Add(time.Duration(i) * time.Hour)
		if err := os.Chtimes(filepath.Join(dir, "replays", n+".json"), at, at); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "replays", "notes.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	names, err := st.Replays()
	if want := []string{"ads-rooftops-2", "ads-canyon-3", "ads-village-1"}; err != nil || !slices.Equal(names, want) {
		t.Fatalf("Replays() = %v, %v; want %v", names, err, want)
	}
	if err := st.SaveReplay("ads-canyon-3", []byte("again")); err != nil {
		t.Fatal(err)
	}
	if d, err := st.LoadReplay("ads-canyon-3"); err != nil || string(d) != "again" {
		t.Fatalf("LoadReplay = %q, %v", d, err)
	}
	if names, _ := st.Replays(); len(names) != 3 || names[0] != "ads-canyon-3" {
		t.Fatalf("after saving canyon again: %v, want it first of three", names)
	}
	for _, bad := range []string{"", "../settings", "a/b", ".hidden"} {
		if err := st.SaveReplay(bad, []byte("x")); err == nil {
			t.Errorf("SaveReplay(%q) was taken", bad)
		}
		if _, err := st.LoadReplay(bad); err == nil {
			t.Errorf("LoadReplay(%q) was taken", bad)
		}
	}
	if _, err := st.LoadReplay("ads-none-0"); err == nil {
		t.Error("a missing replay loaded")
	}
}

// TestBattleFiles: the desktop keeps each saved battle as a file of its
// own in saved-battles/ beside the settings, lists them newest first,
// replaces only the one saved again under its name, forgets only the one
// dropped, moves an older build's one saved-battle.json into the folder
// instead of losing it, and refuses a name that would leave the folder.
func TestBattleFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "conf")
	st := fileStore{path: filepath.Join(dir, "settings.json")}
	if names, err := st.Battles(); err != nil || len(names) != 0 {
		t.Fatalf("no folder yet: %v, %v", names, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "saved-battle.json"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"village-1", "canyon-2"} {
		if err := st.SaveBattle(n, []byte(n)); err != nil {
			t.Fatal(err)
		}
	}
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i, n := range []string{"village-1", "canyon-2"} {
		at := base.Add(time.Duration(i) * time.Hour)
		if err := os.Chtimes(filepath.Join(dir, "saved-battles", n+".json"), at, at); err != nil {
			t.Fatal(err)
		}
	}
	names, err := st.Battles()
	if err != nil || len(names) != 3 || names[0] != "earlier-battle" || !slices.Equal(names[1:], []string{"canyon-2", "village-1"}) {
		t.Fatalf("Battles() = %v, %v; want the older build's save, then canyon, then village", names, err)
	}
	if d, err := st.LoadBattle("earlier-battle"); err != nil || string(d) != "old" {
		t.Fatalf("the older build's save reads %q, %v", d, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "saved-battle.json")); err == nil {
		t.Error("the older build's save is still beside the settings")
	}
	if err := st.SaveBattle("village-1", []byte("again")); err != nil {
		t.Fatal(err)
	}
	if d, err := st.LoadBattle("village-1"); err != nil || string(d) != "again" {
		t.Fatalf("LoadBattle = %q, %v", d, err)
	}
	if err := st.DropBattle("canyon-2"); err != nil {
		t.Fatal(err)
	}
	if names, _ := st.Battles(); len(names) != 2 || slices.Contains(names, "canyon-2") {
		t.Fatalf("after dropping canyon: %v", names)
	}
	for _, bad := range []string{"", "../settings", "a/b", ".hidden"} {
		if err := st.SaveBattle(bad, []byte("x")); err == nil {
			t.Errorf("SaveBattle(%q) was taken", bad)
		}
		if _, err := st.LoadBattle(bad); err == nil {
			t.Errorf("LoadBattle(%q) was taken", bad)
		}
		if err := st.DropBattle(bad); err == nil {
			t.Errorf("DropBattle(%q) was taken", bad)
		}
	}
}

// TestOwnMapFiles: the desktop lists the player's own maps from maps/
// beside the settings, in lexical order, down to three folders deep,
// skipping hidden files and folders and files of other kinds; a missing
// folder holds none.
func TestOwnMapFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "conf")
	st := fileStore{path: filepath.Join(dir, "settings.json")}
	if got, paths, err := st.Maps(); err != nil || len(paths) != 0 || got != filepath.Join(dir, "maps") {
		t.Fatalf("no folder yet: %q %v %v", got, paths, err)
	}
	root := filepath.Join(dir, "maps")
	for _, p := range []string{"b.tmx", "a.TMX", "notes.txt", ".hidden.tmx", ".git/x.tmx", "p/q.tmx", "p/r/s.tmx", "p/r/t/too-deep.tmx"} {
		f := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("<map/>"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, paths, err := st.Maps()
	var want []string
	for _, p := range []string{"a.TMX", "b.tmx", "p/q.tmx", "p/r/s.tmx"} {
		want = append(want, filepath.Join(root, filepath.FromSlash(p)))
	}
	if err != nil || got != root || !slices.Equal(paths, want) {
		t.Errorf("Maps() = %q %v %v, want %q %v", got, paths, err, root, want)
	}

	// maps/ as a link to a folder elsewhere, holding a link to a map.
	elsewhere := filepath.Join(t.TempDir(), "my maps")
	if err := os.MkdirAll(elsewhere, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "b.tmx"), filepath.Join(elsewhere, "linked.tmx")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if err := os.RemoveAll(root); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(elsewhere, root); err != nil {
		t.Fatal(err)
	}
	got, paths, err = st.Maps()
	if err != nil || got != elsewhere || len(paths) != 0 {
		// b.tmx went with the folder: the link inside points nowhere.
		t.Errorf("through a link, with a dangling link inside: %q %v %v, want %q and no maps", got, paths, err, elsewhere)
	}
	real := filepath.Join(t.TempDir(), "real.tmx")
	if err := os.WriteFile(real, []byte("<map/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, filepath.Join(elsewhere, "real.tmx")); err != nil {
		t.Fatal(err)
	}
	got, paths, err = st.Maps()
	if want := []string{filepath.Join(elsewhere, "real.tmx")}; err != nil || got != elsewhere || !slices.Equal(paths, want) {
		t.Errorf("through a link: %q %v %v, want %q %v", got, paths, err, elsewhere, want)
	}
}
