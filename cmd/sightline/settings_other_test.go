//go:build !js

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenSettingsKept: a settings file with one value out of range
// gives every other setting, the player's squads above all, and an error
// naming the file; nothing is written until the settings are saved, and
// then the file is first kept whole as settings.json.broken.
func TestBrokenSettingsKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	broken := `{"volume": 11, "speed": 2, "squads": {"ads": [["breacher", "scout"], []]}}`
	if err := os.WriteFile(path, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	st, p, err := openStore(path)
	if err == nil || !strings.HasPrefix(err.Error(), path+": volume 11") || !strings.Contains(err.Error(), "settings.json.broken") || strings.Contains(err.Error(), "\n") {
		t.Errorf("opening it: %v; want one line naming the file, the volume and settings.json.broken", err)
	}
	if p.Speed != 2 || len(p.Squads["ads"]) != 2 || p.Squads["ads"][0][1] != "scout" {
		t.Fatalf("kept %+v; want the speed and the squads", p)
	}
	if _, err := os.Stat(path + ".broken"); err == nil {
		t.Fatal("settings.json.broken written before any save")
	}
	p.Volume = 3
	if err := st.Save(p); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path + ".broken"); err != nil || string(b) != broken {
		t.Errorf("settings.json.broken holds %q, %v; want the file as it was", b, err)
	}
	st2, again, err := openStore(path)
	if err != nil || again.Volume != 3 || again.Speed != 2 || len(again.Squads["ads"]) != 2 {
		t.Errorf("the settings saved: %+v, %v; want the volume changed and the rest kept", again, err)
	}
	// A later save of sound settings leaves the kept broken file alone.
	again.Volume = 4
	if err := st2.Save(again); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(again); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path + ".broken"); string(b) != broken {
		t.Errorf("settings.json.broken replaced by a good file: %q", b)
	}
}

// TestUIScaleAndVolumesKept: the UI scale and the master volume go into
// the settings file beside the effects' volume and come back from it; a
// UI scale the settings do not offer gives a one-line error naming the
// file, and keeps the rest.
func TestUIScaleAndVolumesKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	st, p, err := openStore(path)
	if err != nil {
		t.Fatal(err)
	}
	if p.UIScale != 100 || p.Master != 10 {
		t.Fatalf("a first run: UI scale %d%%, master %d; want 100%% and 10", p.UIScale, p.Master)
	}
	p.UIScale, p.Master, p.Volume = 150, 4, 7
	if err := st.Save(p); err != nil {
		t.Fatal(err)
	}
	if _, again, err := openStore(path); err != nil || again.UIScale != 150 || again.Master != 4 || again.Volume != 7 {
		t.Fatalf("read back: %+v, %v; want UI scale 150, master 4, effects 7", again, err)
	}
	if err := os.WriteFile(path, []byte(`{"volume": 7, "master": 4, "ui_scale": 130}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, bad, err := openStore(path)
	if err == nil || !strings.HasPrefix(err.Error(), path+": ui_scale 130") || strings.Contains(err.Error(), "\n") {
		t.Errorf("a UI scale of 130%%: %v; want one line naming the file and ui_scale 130", err)
	}
	if bad.UIScale != 100 || bad.Master != 4 || bad.Volume != 7 {
		t.Errorf("a UI scale of 130%% kept %+v; want the default scale and both volumes", bad)
	}
}
