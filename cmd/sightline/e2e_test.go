//go:build !js

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"displaycheck.sightline.invalid"

	"sightline/ai"
	"sightline/assets/palette"
	"sightline/maps"
	"sightline/rules"
	"sightline/rules/all"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// exported is the part of --state the tests read.
type exported struct {
	Frames int    `json:"frames"`
	Over   bool   `json:"over"`
	Winner int    `json:"winner"`
	Rounds int    `json:"rounds"`
	Hash   string `json:"hash"`
	State  struct {
		Scene    string       `json:"scene"`
		Map      string       `json:"map"`
		Sides    []string     `json:"sides"`
		Selected int          `json:"selected"`
		Armed    string       `json:"armed"`
		Prompt   rules.Prompt `json:"prompt"`
		Reach    int          `json:"reach"`
		Version  uint64       `json:"version"`
		Seed     uint64       `json:"seed"`
		Human    []string     `json:"human_commands"`
		Handed   []int        `json:"handed_over"`
		Slots    []string     `json:"slots"`
		Bar      []struct {
			Slot int    `json:"slot"`
			Rect [4]int `json:"rect"`
		} `json:"bar"`
		Side   int       `json:"side"`
		Viewer *int      `json:"viewer"`
		Camera []float64 `json:"camera"`
		Zoom   float64   `json:"zoom"`
		View   struct {
			X0, Y0, X1, Y1 int
		} `json:"view"`
		Tile  int `json:"tile"`
		Units []struct {
			ID, Side, X, Y int
			Active         bool
		} `json:"units"`
		// LogEntries are kept raw, so that a test sees a missing or
		// null "dice" apart from an empty list.
		LogEntries []map[string]json.RawMessage `json:"log_entries"`
	} `json:"state"`
}

func buildGame(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "sightline")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

// runGame runs the real binary with args, a script and, when frames is
// above 0, a final screenshot; it returns the exported state and the
// screenshot.
func runGame(t *testing.T, bin string, frames int, script string, args ...string) (exported, image.Image) {
	t.Helper()
	dir := t.TempDir()
	sp, shot, st := filepath.Join(dir, "script.txt"), filepath.Join(dir, "shot.png"), filepath.Join(dir, "state.json")
	// The run keeps its settings beside its files, never the player's.
	if !slices.Contains(args, "--settings") {
		args = append(args, "--settings", filepath.Join(dir, "settings.json"))
	}
	if err := os.WriteFile(sp, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	args = append(args, "--state", st, "--script", sp)
	if frames > 0 {
		args = append(args, "--frames", fmt.Sprint(frames), "--screenshot", shot)
	}
	cmd := exec.Command(bin, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("game run %v: %v\n%s", args, err, out)
	}
	var e exported
	b, err := os.ReadFile(st)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatalf("state: %v", err)
	}
	if frames == 0 {
		return e, nil
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	return e, img
}

// waitSeat is a human seat for planning: it never decides.
type waitSeat struct{}

func (waitSeat) Decide(rules.Battle, int) (rules.Command, bool, error) {
	return rules.Command{}, false, nil
}

// turnPlan is a human turn a script can play: select the unit, move it,
// and attack with the attack the action bar arms by default.
type turnPlan struct {
	unit   int
	from   grid.Pos
	move   rules.Command
	attack rules.Command
	enemy  grid.Pos
}

// planTurn plays the battle of sides human,ai:normal and seed up to the
// human's first turn, exactly as the client does, and finds a move after
// which the cheapest attack (the one the action bar arms) has a target.
func planTurn(t *testing.T, mapName string, seed uint64) (turnPlan, bool) {
	t.Helper()
	rs, b := humanTurn(t, mapName, seed)
	pr := b.Prompt()
	if pr.Kind != "turn" {
		return turnPlan{}, false
	}
	order := map[string]int{}
	for i, a := range rs.Reference().Actions {
		order[a.ID] = i
	}
	units := b.Units()
	// The cheapest move to each square, as a click sends it.
	best := map[grid.Pos]rules.Command{}
	var squares []grid.Pos
	for _, c := range rules.Expand(b, b.Legal(0)) {
		if c.Unit != pr.Unit || c.Target != rules.NoUnit || len(b.Reach(rules.MoveOf(c.Unit, c.Action), nil)) == 0 {
			continue
		}
		if o, ok := best[c.To]; !ok || c.Cost.N < o.Cost.N {
			if !ok {
				squares = append(squares, c.To)
			}
			best[c.To] = c
		}
	}
	slices.SortFunc(squares, func(a, b grid.Pos) int { return best[a].Cost.N - best[b].Cost.N })
	for _, sq := range squares {
		mv := best[sq]
		cp := b.Clone()
		mv.Version = cp.Version()
		if _, err := cp.Apply(mv); err != nil {
			continue
		}
		if np := cp.Prompt(); np.Side != 0 || np.Unit != pr.Unit || np.Kind != "turn" {
			continue
		}
		// The armed attack: the cheapest, then first in reference order
		// and weapon order.
		var atk []rules.Command
		for _, c := range rules.Expand(cp, cp.Legal(0)) {
			if c.Unit == pr.Unit && c.Target != rules.NoUnit {
				atk = append(atk, c)
			}
		}
		if len(atk) == 0 {
			continue
		}
		slices.SortStableFunc(atk, func(a, b rules.Command) int {
			if a.Cost.N != b.Cost.N {
				return a.Cost.N - b.Cost.N
			}
			if order[a.Action] != order[b.Action] {
				return order[a.Action] - order[b.Action]
			}
			return a.Weapon - b.Weapon
		})
		armed := atk[0]
		for _, c := range atk {
			if c.Action == armed.Action && c.Weapon == armed.Weapon {
				return turnPlan{unit: pr.Unit, from: units[pr.Unit].Pos, move: mv, attack: c, enemy: units[c.Target].Pos}, true
			}
		}
	}
	return turnPlan{}, false
}

// humanTurn plays the battle of sides human,ai:normal and seed up to the
// human's first decision, exactly as the client does.
func humanTurn(t *testing.T, mapName string, seed uint64) (rules.Ruleset, rules.Battle) {
	t.Helper()
	rs, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Open(mapName, "")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := match.New(rs, m.Field, match.Spec{Ruleset: "ads", Map: mapName, Sides: []string{"human", "ai:normal"}, Seed: match.BattleSeed(seed, 0)}, false, ai.New)
	if err != nil {
		t.Fatal(err)
	}
	mt.SetPlayer(0, waitSeat{})
	b := mt.Battle()
	for pr := b.Prompt(); pr.Side != 0; pr = b.Prompt() {
		if _, ok, err := mt.Step(); err != nil || !ok {
			t.Fatalf("AI step: %v %v", ok, err)
		}
	}
	return rs, b
}

func tile(p grid.Pos) string { return fmt.Sprintf("%d %d", p.X, p.Y) }

// TestDesktopEndToEnd runs the real binary in a real window (under
// xvfb-run): the title's button starts a battle; then a scripted human
// turn selects a unit, moves it and shoots, and the exported state and the
// screenshots' pixels are checked, the overlays included.
func TestDesktopEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	e, _ := runGame(t, bin, 40, "2 press confirm\n")
	if e.State.Scene != "battle" || len(e.State.Units) == 0 {
		t.Fatalf("Enter did not start the battle: %+v", e.State)
	}
	// The setup: down to it, down to the map row, the next map, down to
	// the opponent, the next opponent, and Enter starts that battle.
	e, _ = runGame(t, bin, 60, "2 press pan_down\n6 press pan_down\n8 press pan_right\n10 press pan_down\n12 press pan_right\n14 press confirm\n")
	if names := maps.Names(); e.State.Scene != "battle" || e.State.Map == "village" || !slices.Contains(names, e.State.Map) {
		t.Fatalf("the setup did not start a battle on the next map: %+v", e.State)
	}
	const seed = 2
	plan, ok := planTurn(t, "rooftops", seed)
	if !ok {
		t.Fatal("no move-and-shoot turn in the planned battle")
	}
	args := []string{"--map", "rooftops", "--sides", "human,ai:normal", "--seed", fmt.Sprint(seed), "--speed", "8"}
	// Script frames count only frames on which the battle takes input, so
	// frame 10 falls in the human's first turn however long the computer
	// thinks, and each step waits for the previous one's animation.
	const f0 = 10
	f1, f2 := f0+10, f0+30
	// Real frames for the screenshots: enough for the computer's turns
	// ahead of the human's and the walk.
	const shotAt = 500
	turn := strings.Join([]string{
		fmt.Sprintf("%d clicktile %s", f0, tile(plan.from)),
		fmt.Sprintf("%d clicktile %s", f1, tile(plan.move.To)),
		// Tab picks the armed attack's target and brings it into view.
		fmt.Sprintf("%d press next_target", f2-4),
		fmt.Sprintf("%d hovertile %s", f2, tile(plan.enemy)),
	}, "\n") + "\n"
	// Screenshots of the same frame: the aim and preview shown, the same
	// with the threat map; and the state without the hover.
	_, aim := runGame(t, bin, shotAt, turn, args...)
	_, threat := runGame(t, bin, shotAt, turn+fmt.Sprintf("%d press threat\n", f2+2), args...)
	plain, _ := runGame(t, bin, shotAt, strings.Join(strings.Split(turn, "\n")[:3], "\n"), args...)
	if plain.State.Reach == 0 || plain.State.Selected != plan.unit {
		t.Errorf("during the human's turn: reach %d squares, selected %d; want reach shown for unit %d", plain.State.Reach, plain.State.Selected, plan.unit)
	}
	// The map area below the combat log: the line of sight is drawn in
	// the palette's green and the odds preview's damage bars in its red.
	field := image.Rect(0, 160, 960, 640-112)
	pal := palette.Colors()
	if n := countColour(aim, field, pal[palette.Green]); n < 100 {
		t.Errorf("%d line-of-sight pixels with an enemy aimed at; want the line drawn", n)
	}
	if n := countColour(aim, field, pal[palette.Red]); n < 20 {
		t.Errorf("%d damage-chart pixels; want the odds preview's bar chart drawn", n)
	}
	if n, red := diff(threat, aim); n < 5000 || red <= 0 {
		t.Errorf("the threat map changed %d pixels, red shift %d; want many squares tinted red", n, red)
	}
	checkPixels(t, aim)
	// The whole turn: select, move, shoot.
	shoot := turn + fmt.Sprintf("%d clicktile %s\n", f2+4, tile(plan.enemy))
	done, img := runGame(t, bin, shotAt, shoot, args...)
	u := done.State.Units[plan.unit]
	if (grid.Pos{X: u.X, Y: u.Y}) != plan.move.To {
		t.Errorf("unit %d at (%d,%d), want it moved to %v", plan.unit, u.X, u.Y, plan.move.To)
	}
	want := []string{plan.move.Action, plan.attack.Action}
	if len(done.State.Human) < 2 || !slices.Equal(done.State.Human[:2], want) {
		t.Errorf("the human sent %v, want %v first", done.State.Human, want)
	}
	checkPixels(t, img)
	// Overwatch: armed from the action bar and aimed by a click on a
	// square to the east, its arc is drawn in the side's blue.
	sel := fmt.Sprintf("%d clicktile %s\n", f0, tile(plan.from))
	before, selImg := runGame(t, bin, shotAt, sel, args...)
	k := slices.Index(before.State.Slots, "overwatch")
	if k < 0 {
		t.Fatalf("no overwatch among the slots %v", before.State.Slots)
	}
	// Arm it with a click on its button, turning the bar's pages with
	// More when it is not on the first.
	ow, frame := sel, f0+6
	button := func(slot int) (int, int, bool) {
		for _, b := range before.State.Bar {
			if b.Slot == slot {
				return (b.Rect[0] + b.Rect[2]) / 2, (b.Rect[1] + b.Rect[3]) / 2, true
			}
		}
		return 0, 0, false
	}
	x, y, ok := button(k)
	if !ok {
		mx, my, more := button(-2)
		per := len(before.State.Bar) - 1
		if !more || per < 1 {
			t.Fatalf("overwatch (slot %d) is on no page of the bar %v", k, before.State.Bar)
		}
		for p := 0; p < k/per; p++ {
			ow += fmt.Sprintf("%d click %d %d\n", frame, mx, my)
			frame += 2
		}
		r := before.State.Bar[k%per].Rect
		x, y = (r[0]+r[2])/2, (r[1]+r[3])/2
	}
	aimAt := grid.Pos{X: plan.from.X + 4, Y: plan.from.Y}
	ow += fmt.Sprintf("%d click %d %d\n%d clicktile %s\n", frame, x, y, frame+6, tile(aimAt))
	watched, owImg := runGame(t, bin, shotAt, ow, args...)
	if len(watched.State.Human) == 0 || watched.State.Human[0] != "overwatch" {
		t.Errorf("the human sent %v, want overwatch", watched.State.Human)
	}
	// The engine's arc for that command: its squares (units' aside) must
	// turn bluer on screen.
	_, hb := humanTurn(t, "rooftops", seed)
	var owCmd rules.Command
	for _, c := range rules.Expand(hb, hb.Legal(0)) {
		if c.Action == "overwatch" && c.Unit == plan.unit && c.Weapon == 0 && c.Option == "e" {
			owCmd = c
		}
	}
	if _, err := hb.Apply(owCmd); err != nil {
		t.Fatalf("overwatch east: %v", err)
	}
	var arc []grid.Pos
	for _, a := range hb.(rules.AreaWatcher).Areas() {
		if a.Unit == plan.unit && a.Kind == "overwatch" {
			arc = a.Squares
		}
	}
	occupied := map[grid.Pos]bool{}
	for _, u := range hb.Units() {
		occupied[u.Pos] = true
	}
	bluer, sampled := 0, 0
	for _, p := range arc {
		if occupied[p] {
			continue
		}
		r, ok := watched.squareRect(p)
		if !ok || !r.In(field) {
			continue
		}
		sampled++
		if meanBlue(owImg, r)-meanBlue(selImg, r) > 4 {
			bluer++
		}
	}
	if sampled < 10 || bluer*10 < sampled*9 {
		t.Errorf("%d of %d on-screen squares of the overwatch arc turned bluer; want (nearly) all", bluer, sampled)
	}
	if os.Getenv("SIGHTLINE_UPDATE_SCREENSHOT") != "" {
		writeReadmeShot(t, aim)
	}
}

// TestUndoEndToEnd plays, in the real binary, a human unit's move to a
// square next to it that rolls nothing and shows no new enemy, then U:
// the exported state is the one before the move (the unit's square, the
// battle's version and hash, no human command sent). Without U the unit
// stands on the new square.
func TestUndoEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real binary")
	}
	bin := buildGame(t)
	const mapName, seed = "village", 3
	_, b := humanTurn(t, mapName, seed)
	pr := b.Prompt()
	from := b.Units()[pr.Unit].Pos
	// A one-tick move that leaves the turn going and shows no new enemy.
	var move rules.Command
	for _, c := range rules.Expand(b, b.Legal(0)) {
		if c.Unit != pr.Unit || c.Action != "move" || c.Cost.N != 1 {
			continue
		}
		cp := b.Clone()
		c.Version = cp.Version()
		ev, err := cp.Apply(c)
		if err != nil {
			continue
		}
		quiet := true
		for _, e := range ev {
			quiet = quiet && (e.Kind == rules.EvAction || e.Kind == rules.EvStep || e.Kind == rules.EvFacing || e.Kind == rules.EvResource || e.Kind == rules.EvPrompt)
		}
		for _, u := range cp.Units() {
			quiet = quiet && (u.Side == 0 || b.Sees(0, u.ID) || !cp.Sees(0, u.ID))
		}
		if np := cp.Prompt(); quiet && np.Kind == "turn" && np.Unit == pr.Unit {
			move = c
			break
		}
	}
	if move.Action == "" {
		t.Fatal("no quiet one-tick move for the human's unit")
	}
	args := []string{"--map", mapName, "--sides", "human,ai:normal", "--seed", fmt.Sprint(seed), "--speed", "8"}
	script := fmt.Sprintf("10 clicktile %s\n20 clicktile %s\n", tile(from), tile(move.To))
	moved, _ := runGame(t, bin, 500, script, args...)
	undone, _ := runGame(t, bin, 500, script+"30 press undo\n", args...)
	at := func(e exported) grid.Pos {
		u := e.State.Units[pr.Unit]
		return grid.Pos{X: u.X, Y: u.Y}
	}
	if at(moved) != move.To || len(moved.State.Human) != 1 {
		t.Fatalf("without U the unit is at %v having sent %v; want it moved to %v", at(moved), moved.State.Human, move.To)
	}
	if at(undone) != from || len(undone.State.Human) != 0 || undone.State.Version != b.Version() || undone.Hash != b.Hash() {
		t.Fatalf("after U the unit is at %v (want %v), sent %v, version %d hash %.12s (want %d %.12s)",
			at(undone), from, undone.State.Human, undone.State.Version, undone.Hash, b.Version(), b.Hash())
	}
}

// TestSettingsEndToEnd opens the settings from the title with F2, turns
// the sound up, and checks that the settings file holds it and that the
// next run starts from it; a broken settings file leaves the game on its
// defaults, and the first change replaces the file. The setup's last
// battle is kept there too.
func TestSettingsEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	path := filepath.Join(t.TempDir(), "conf", "settings.json")
	// e runs the game from its title with script and returns its export.
	e := func(script string, args ...string) map[string]any {
		t.Helper()
		dir := t.TempDir()
		sp, st := filepath.Join(dir, "script.txt"), filepath.Join(dir, "state.json")
		if err := os.WriteFile(sp, []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append([]string{"--settings", path, "--frames", "30", "--script", sp, "--state", st}, args...)
		out, err := exec.Command(bin, args...).CombinedOutput()
		if err != nil {
			t.Fatalf("game run: %v\n%s", err, out)
		}
		var got struct {
			State map[string]any `json:"state"`
		}
		b, err := os.ReadFile(st)
		if err != nil || json.Unmarshal(b, &got) != nil {
			t.Fatalf("state: %v %s", err, b)
		}
		return got.State
	}
	// ↓ to the sound effects, below the master volume, then → turns them
	// up from 60% to 70%.
	if st := e("2 press settings\n4 press pan_down\n6 press pan_right\n"); st["scene"] != "settings" || st["volume"] != 7.0 {
		t.Fatalf("F2, ↓ then → on the title: %v, want the settings with the sound at 7", st)
	}
	b, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(b), `"volume": 7`) {
		t.Fatalf("the settings file after turning the sound up: %s, %v", b, err)
	}
	if st := e("2 press settings\n"); st["volume"] != 7.0 {
		t.Fatalf("the next run's settings: %v, want the sound at 7", st)
	}
	if err := os.WriteFile(path, []byte(`{"volume": 99}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if st := e("2 press settings\n"); st["volume"] != 6.0 {
		t.Fatalf("with a broken settings file: %v, want the default sound 6", st)
	}
	if st := e("2 press settings\n4 press pan_down\n6 press pan_left\n"); st["volume"] != 5.0 {
		t.Fatalf("turning the sound down from the defaults: %v", st)
	}
	if b, _ := os.ReadFile(path); !strings.Contains(string(b), `"volume": 5`) {
		t.Fatalf("the broken file was not replaced by the change: %s", b)
	}

	// The setup opens on the battle it last started, in the next run too,
	// unless the command line names a map.
	first := e("2 press pan_down\n")
	if first["scene"] != "setup" {
		t.Fatalf("↓ on the title: %v, want the setup", first)
	}
	if st := e("2 press pan_down\n4 press pan_down\n6 press pan_right\n8 press confirm\n"); st["scene"] != "battle" {
		t.Fatalf("a battle started in the setup on the next map: %v", st)
	}
	if b, _ := os.ReadFile(path); !strings.Contains(string(b), `"setup"`) || !strings.Contains(string(b), `"volume": 5`) {
		t.Fatalf("the settings after starting a battle in the setup: %s, want the setup kept beside the sound", b)
	}
	again := e("2 press pan_down\n")
	if again["scene"] != "setup" || again["map"] == first["map"] {
		t.Fatalf("the next run's setup: %v, want it on the map after %v", again, first["map"])
	}
	if st := e("2 press pan_down\n", "--map", first["map"].(string)); st["map"] != first["map"] {
		t.Fatalf("with --map %v the setup opens on %v", first["map"], st["map"])
	}

	// A settings file with one value out of range keeps the rest, the
	// squads above all: the title says what is wrong, and a battle started
	// in the setup (↓, Enter) keeps the file as settings.json.broken and
	// writes the squads into the new one.
	broken := `{"volume": 11, "speed": 2, "squads": {"ads": [["breacher", "scout"], []]}}`
	if err := os.WriteFile(path, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	if st := e(""); st["scene"] != "title" || !strings.Contains(fmt.Sprint(st["settings"]), "volume 11") || !strings.Contains(fmt.Sprint(st["settings"]), "settings.json.broken") {
		t.Fatalf("the title with a volume of 11 in the settings: %v, want it to say so", st)
	}
	if b, _ := os.ReadFile(path); string(b) != broken {
		t.Fatalf("the title rewrote the settings: %s", b)
	}
	if st := e("2 press pan_down\n4 press confirm\n"); st["scene"] != "battle" {
		t.Fatalf("↓, Enter on the title: %v, want a battle", st)
	}
	if b, _ := os.ReadFile(path); !strings.Contains(string(b), `"breacher"`) || !strings.Contains(string(b), `"speed": 2`) {
		t.Errorf("the settings after a battle started in the setup: %s, want the squads and the speed kept", b)
	}
	if b, err := os.ReadFile(path + ".broken"); err != nil || string(b) != broken {
		t.Errorf("settings.json.broken: %q, %v; want the file as it was", b, err)
	}
}

// TestSaveEndToEnd plays into a battle against the computer, saves it
// from the leave question (Esc, Enter) and quits; the title of the next
// run offers it, and C continues it at the version it was saved at. The
// saved file is a replay that sim replay checks to its last step.
func TestSaveEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	conf := filepath.Join(t.TempDir(), "conf")
	args := []string{"--settings", filepath.Join(conf, "settings.json")}
	battle := append([]string{"--sides", "human,ai:normal", "--seed", "4", "--speed", "16"}, args...)
	asked, _ := runGame(t, bin, 600, "5 press end_turn\n9 press back\n", battle...)
	if asked.State.Scene != "battle" || asked.State.Version == 0 {
		t.Fatalf("Esc in the battle: %+v", asked.State)
	}
	left, _ := runGame(t, bin, 600, "5 press end_turn\n9 press back\n10 press confirm\n", battle...)
	if left.State.Scene != "title" {
		t.Fatalf("Enter on the leave question: scene %q, want the title", left.State.Scene)
	}
	kept, _ := filepath.Glob(filepath.Join(conf, "saved-battles", "*.json"))
	if len(kept) != 1 {
		t.Fatalf("saved battles on disk: %v, want one", kept)
	}
	saved := kept[0]
	sim := filepath.Join(t.TempDir(), "sim")
	if out, err := exec.Command("go", "build", "-o", sim, "../sim").CombinedOutput(); err != nil {
		t.Fatalf("build sim: %v\n%s", err, out)
	}
	if out, err := exec.Command(sim, "replay", saved).CombinedOutput(); err != nil || !strings.Contains(string(out), "saved battle") {
		t.Fatalf("sim replay of the saved battle: %v\n%s", err, out)
	}
	back, _ := runGame(t, bin, 60, "2 press centre\n", args...)
	if back.State.Scene != "battle" || back.State.Version != asked.State.Version {
		t.Fatalf("C on the next run's title: scene %q at version %d, want the battle at version %d", back.State.Scene, back.State.Version, asked.State.Version)
	}
}

// TestReplayEndToEnd records a battle with sim battle --replays and
// watches it with --replay to its end, where the game's final hash is the
// recorded one and, the battle over before --frames, the screenshot is of
// its last frame; a broken replay file, or --replay beside the flags of a
// battle, is refused with one line and exit code 2. A replay with an
// illegal step inserted, or a wrong final hash, stops there under
// --exit-when-over: one line on stderr naming the step, --state written,
// a screenshot without --frames, exit code 1.
func TestReplayEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	dir := t.TempDir()
	sim := filepath.Join(dir, "sim")
	if out, err := exec.Command("go", "build", "-o", sim, "../sim").CombinedOutput(); err != nil {
		t.Fatalf("build sim: %v\n%s", err, out)
	}
	out, err := exec.Command(sim, "battle", "--ruleset", "ads", "--map", "village", "--sides", "ai:easy,ai:normal", "--battles", "1", "--seed", "2", "--replays", dir, "--json").Output()
	if err != nil {
		t.Fatalf("sim: %v", err)
	}
	var res struct {
		Hashes []string `json:"hashes"`
	}
	if err := json.Unmarshal(out, &res); err != nil || len(res.Hashes) != 1 {
		t.Fatalf("sim output: %v %s", err, out)
	}
	file := filepath.Join(dir, "battle-000000.json")
	e, shot := runGame(t, bin, 1_000_000, "", "--replay", file, "--speed", "64", "--exit-when-over")
	if !e.Over || e.Hash != res.Hashes[0] || e.Frames >= 1_000_000 || shot == nil {
		t.Fatalf("watching the replay: over %v, hash %.12s, recorded %.12s, %d frames", e.Over, e.Hash, res.Hashes[0], e.Frames)
	}
	var rf map[string]any
	data, err := os.ReadFile(file)
	if err == nil {
		dec := json.NewDecoder(strings.NewReader(string(data)))
		dec.UseNumber() // the seed is a uint64
		err = dec.Decode(&rf)
	}
	if err != nil {
		t.Fatalf("the replay: %v", err)
	}
	steps := rf["steps"].([]any)
	illegal := map[string]any{"cmd": map[string]any{"side": 0, "action": "no_such_action", "unit": 0, "target": -1}, "hash": "00"}
	for _, c := range []struct {
		name, want string
		edit       func(map[string]any)
	}{
		{"illegal", "the replay stops at step 11: command side 0 no_such_action", func(f map[string]any) {
			f["steps"] = append(append(append([]any{}, steps[:10]...), illegal), steps[10:]...)
		}},
		{"final", "the replay stops: final hash", func(f map[string]any) { f["final"] = strings.Repeat("0", 64) }},
	} {
		f := map[string]any{}
		for k, v := range rf {
			f[k] = v
		}
		c.edit(f)
		bad := filepath.Join(dir, c.name+".json")
		if data, err := json.Marshal(f); err != nil || os.WriteFile(bad, data, 0o644) != nil {
			t.Fatal(err)
		}
		st, png := filepath.Join(dir, c.name+"-state.json"), filepath.Join(dir, c.name+".png")
		// A replay that diverged used to hold the battle for ever.
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, bin, "--replay", bad, "--speed", "64", "--exit-when-over", "--state", st, "--screenshot", png, "--settings", "")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			t.Fatalf("%s: want exit code 1, got %v\n%s", c.name, err, stderr.String())
		}
		var line string
		for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
			if strings.HasPrefix(l, "sightline: ") {
				line += l
			}
		}
		if want := "sightline: --replay " + bad + ": " + c.want; !strings.HasPrefix(line, want) {
			t.Errorf("%s: stderr %q, want one line beginning %q", c.name, stderr.String(), want)
		}
		var e struct {
			State struct{ Note string } `json:"state"`
		}
		if data, err := os.ReadFile(st); err != nil || json.Unmarshal(data, &e) != nil || !strings.Contains(e.State.Note, c.want[len("the replay stops"):]) {
			t.Errorf("%s: --state %v, note %q", c.name, err, e.State.Note)
		}
		if fi, err := os.Stat(png); err != nil || fi.Size() == 0 {
			t.Errorf("%s: no screenshot: %v", c.name, err)
		}
	}
	broken := filepath.Join(dir, "broken.json")
	if err := os.WriteFile(broken, []byte(`{"version": 2, "ruleset": "ads"`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"--replay", broken}, {"--replay", file, "--sides", "human,ai:easy"}, {"--replay", filepath.Join(dir, "none.json")}} {
		out, err := exec.Command(bin, args...).CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
			t.Fatalf("%v: want exit code 2, got %v\n%s", args, err, out)
		}
		if msg := strings.TrimSpace(string(out)); strings.Contains(msg, "\n") || !strings.Contains(msg, "--replay") {
			t.Errorf("%v: want one line naming --replay, got %q", args, out)
		}
	}
}

// TestHotseatEndToEnd runs a two-human battle in the real window: when the
// first side ends its unit's turn and the second side's unit is next, a
// hand-off hides the battlefield (one flat colour around a panel), and
// Enter shows the battle to the second side.
func TestHotseatEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	args := []string{"--sides", "human,human", "--seed", "1"}
	e, img := runGame(t, bin, 120, "5 press end_turn\n", args...)
	if e.State.Scene != "handoff" || e.State.Side != 1 {
		t.Fatalf("after side 1 ends its turn: scene %q for side %d, want the hand-off to side 2 (1)", e.State.Scene, e.State.Side)
	}
	if flat := flatShare(img); flat < 0.8 {
		t.Errorf("the hand-off shows the battle: only %.0f%% of the screen is its background", 100*flat)
	}
	e, img = runGame(t, bin, 120, "5 press end_turn\n6 press confirm\n", args...)
	if e.State.Scene != "battle" || e.State.Viewer == nil || *e.State.Viewer != 1 || e.State.Prompt.Side != 1 {
		t.Fatalf("after Enter on the hand-off: %+v, want the battle through side 2's eyes", e.State)
	}
	if flat := flatShare(img); flat > 0.5 {
		t.Errorf("the battle after the hand-off is %.0f%% one colour", 100*flat)
	}
}

// flatShare returns the share of img's pixels that have its top-left
// pixel's colour.
func flatShare(img image.Image) float64 {
	b := img.Bounds()
	bg := img.At(b.Min.X, b.Min.Y)
	r0, g0, b0, _ := bg.RGBA()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r == r0 && g == g0 && bl == b0 {
				n++
			}
		}
	}
	return float64(n) / float64(b.Dx()*b.Dy())
}

// TestBattleAIEndToEnd plays battles to their end through the real window
// and checks that each final state hash is the one the headless simulator
// reports for the same ruleset, map and seed between two normal computer
// players. In the battles of a person against the computer, the person
// plays side 1's first turn by script (the keyboard cursor, the action
// bar's keys, E), sending the commands that side's own normal computer
// player would choose (planHuman), then hands the side to the computer
// with H, and the battle goes on computer against computer: the commands
// the person sent are exported, so they went through the window's input.
func TestBattleAIEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin := buildGame(t)
	sim := filepath.Join(t.TempDir(), "sim")
	if out, err := exec.Command("go", "build", "-o", sim, "../sim").CombinedOutput(); err != nil {
		t.Fatalf("build sim: %v\n%s", err, out)
	}
	// The second battle has an ambush and a side of player characters:
	// the game's --ambush and --hero, the simulator's --ambush and a
	// squads file marking the hero side.
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	squads, err := match.DefaultSquads(r, 2)
	if err != nil {
		t.Fatal(err)
	}
	squads[1].Hero = true
	squadsFile := filepath.Join(t.TempDir(), "squads.json")
	if data, err := json.Marshal(squads); err != nil || os.WriteFile(squadsFile, data, 0o644) != nil {
		t.Fatalf("squads file: %v", err)
	}
	hashes := map[string]bool{}
	// The third is majorminor's and the fourth teamturn's, on rooftops:
	// every ruleset's battle in the game is the simulator's.
	for _, c := range []struct {
		seed             int
		ruleset, mapName string
		human            bool
		game, sim        []string
	}{
		{5, "ads", "village", true, nil, nil},
		{5, "ads", "village", false, []string{"--ambush", "1", "--hero", "2"}, []string{"--ambush", "1", "--squads", squadsFile}},
		{4, "majorminor", "rooftops", true, nil, nil},
		{4, "teamturn", "rooftops", true, nil, nil},
	} {
		c.game = append([]string{"--ruleset", c.ruleset, "--map", c.mapName, "--seed", fmt.Sprint(c.seed), "--speed", "64", "--exit-when-over"}, c.game...)
		sides, script := "ai:normal,ai:normal", ""
		var want []string
		if c.human {
			plan := planHuman(t, c.ruleset, c.mapName, uint64(c.seed))
			for _, cmd := range plan.cmds {
				want = append(want, cmd.Action)
			}
			t.Logf("%s seed %d: the person sends %v, then hands the side over", c.ruleset, c.seed, want)
			sides, script = "human,ai:normal", strings.Join(plan.script, "\n")+"\n"
		}
		// A seat that was not handed over would wait for ever: the run
		// stops after --frames then.
		e, _ := runGame(t, bin, 0, script, append([]string{"--sides", sides, "--frames", "30000"}, c.game...)...)
		if !e.Over || e.Hash == "" {
			t.Fatalf("%v: the battle did not end: %+v", c.game, e)
		}
		if !slices.Equal(e.State.Human, want) {
			t.Errorf("%v: the person sent %v, want %v", c.game, e.State.Human, want)
		}
		if handed := []int{0}; c.human && !slices.Equal(e.State.Handed, handed) {
			t.Errorf("%v: sides handed over %v, want %v", c.game, e.State.Handed, handed)
		}
		out, err := exec.Command(sim, append([]string{"battle", "--ruleset", c.ruleset, "--map", c.mapName, "--sides", "ai:normal,ai:normal", "--battles", "1", "--seed", fmt.Sprint(c.seed), "--json"}, c.sim...)...).Output()
		if err != nil {
			t.Fatalf("sim %v: %v", c.sim, err)
		}
		var s struct {
			Hashes []string `json:"hashes"`
		}
		if err := json.Unmarshal(out, &s); err != nil || len(s.Hashes) != 1 {
			t.Fatalf("sim output: %v %s", err, out)
		}
		if e.Hash != s.Hashes[0] {
			t.Errorf("%v: client hash %s, simulator %s", c.game, e.Hash, s.Hashes[0])
		}
		if e.Rounds < 1 {
			t.Errorf("%v: rounds %d", c.game, e.Rounds)
		}
		hashes[e.Hash] = true
	}
	if len(hashes) != 4 {
		t.Error("two of the battles ended alike: the ambush and player characters changed nothing, or the rulesets")
	}
}

// diff counts the pixels that differ between two screenshots, and the sum
// of how much redder than green the changed pixels became (in 8-bit steps).
func diff(a, b image.Image) (n, red int) {
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, _ := a.At(x, y).RGBA()
			br, bg, bb, _ := b.At(x, y).RGBA()
			if ar != br || ag != bg || ab != bb {
				n++
				red += (int(ar>>8) - int(br>>8)) - (int(ag>>8) - int(bg>>8))
			}
		}
	}
	return n, red
}

// countColour counts the pixels of r within a small distance of c.
// meanBlue is the mean of blue minus red over r.
func meanBlue(img image.Image, r image.Rectangle) float64 {
	sum, n := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, _, cb, _ := img.At(x, y).RGBA()
			sum += int(cb>>8) - int(cr>>8)
			n++
		}
	}
	return float64(sum) / float64(max(n, 1))
}

// squareRect is the middle half of square p on screen, from the exported
// camera, zoom and tile size.
func (e exported) squareRect(p grid.Pos) (image.Rectangle, bool) {
	if len(e.State.Camera) != 2 || e.State.Zoom <= 0 || e.State.Tile <= 0 {
		return image.Rectangle{}, false
	}
	side := float64(e.State.Tile) * e.State.Zoom
	x := (float64(p.X*e.State.Tile) - e.State.Camera[0]) * e.State.Zoom
	y := (float64(p.Y*e.State.Tile) - e.State.Camera[1]) * e.State.Zoom
	return image.Rect(int(x+side/4), int(y+side/4), int(x+3*side/4), int(y+3*side/4)), true
}

func countColour(img image.Image, r image.Rectangle, c color.Color) int {
	cr, cg, cb, _ := c.RGBA()
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			pr, pg, pb, _ := img.At(x, y).RGBA()
			if near(pr, cr) && near(pg, cg) && near(pb, cb) {
				n++
			}
		}
	}
	return n
}

func near(a, b uint32) bool { return a>>8 <= b>>8+12 && b>>8 <= a>>8+12 }

// checkPixels fails on a blank frame or one without the map's grass.
func checkPixels(t *testing.T, img image.Image) {
	t.Helper()
	colours := map[[3]uint32]int{}
	// The map is drawn when there is grass in view, or plenty of bright
	// ground (roofs, roads) where an empty view would be dark.
	green, lit := 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, bl >> 8}]++
			if g > r+0x1000 && g > bl+0x1000 {
				green++
			}
			if max(r, g, bl) > 0x8000 {
				lit++
			}
		}
	}
	if len(colours) < 50 {
		t.Errorf("screenshot has %d colours: blank or broken", len(colours))
	}
	if green < 500 && lit < 40000 {
		t.Errorf("screenshot has %d grass-green and %d bright pixels; the map is not drawn", green, lit)
	}
}

func writeReadmeShot(t *testing.T, img image.Image) {
	f, err := os.Create("../../docs/screenshot-desktop.png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	png.Encode(f, img)
}

// TestBadFlags checks that bad flag values give one line and exit code 2,
// and that --screenshot beside --exit-when-over alone is not one.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{{"--frames", "x"}, {"--frames", "-3"}, {"--screenshot", "a.png"}, {"--script", "/nonexistent"}, {"--bogus"},
		{"--sides", "human"}, {"--sides", "human,ai:genius"}, {"--speed", "0"}, {"--seed", "-1"},
		{"--hero", "3"}, {"--hero", "-1"}, {"--ambush", "3"},
		{"--map", "nowhere"}, {"--map", "/nonexistent/x.tmx"}} {
		_, err := parseFlags(args, os.Stderr)
		if err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: want a one-line error, got %v", args, err)
		}
	}
	// --exit-when-over ends the run as --frames does, so a screenshot of
	// its last frame needs no frame count.
	if _, err := parseFlags([]string{"--exit-when-over", "--screenshot", "a.png"}, os.Stderr); err != nil {
		t.Errorf("--exit-when-over --screenshot: %v", err)
	}
	if testing.Short() {
		return
	}
	bin := buildGame(t)
	for _, args := range [][]string{{"--frames", "nope"}, {"--sides", "human,ai:genius"}} {
		cmd := exec.Command(bin, args...)
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
			t.Fatalf("%v: want exit code 2, got %v", args, err)
		}
		if lines := strings.Count(strings.TrimSpace(string(out)), "\n"); lines != 0 {
			t.Errorf("%v: want one line, got %q", args, out)
		}
	}
}

// TestNoDisplay checks that the game without a display to open its window
// on, or on a display whose X server refuses it, says so in one line and
// exits with code 1, before Ebitengine's initialisation would panic
// (package displaycheck); asked for its help, it prints it and exits with
// code 0.
func TestNoDisplay(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the game")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the check is for X11 systems")
	}
	bin := buildGame(t)
	for _, c := range []struct {
		display string
		args    []string
		want    string
	}{
		{"", []string{"--frames", "5"}, "DISPLAY is not set"},
		{":4093", nil, `no X server answers on display ":4093"`},
	} {
		cmd := exec.Command(bin, c.args...)
		cmd.Env = append(os.Environ(), "DISPLAY="+c.display)
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			t.Errorf("DISPLAY=%q %v: want exit code 1, got %v (%s)", c.display, c.args, err, out)
			continue
		}
		s := strings.TrimSpace(string(out))
		if strings.Contains(s, "\n") || !strings.HasPrefix(s, "sightline: ") || !strings.Contains(s, c.want) {
			t.Errorf("DISPLAY=%q %v: want one line naming %q, got %q", c.display, c.args, c.want, s)
		}
	}
	// An X server that checks cookies (as xvfb-run starts one) refuses a
	// game without its cookie, as under su or sudo: one line, not a panic.
	if n, cookie, ok := startAuthXvfb(t); ok {
		for _, auth := range []string{filepath.Join(t.TempDir(), "none"), cookie} {
			cmd := exec.Command(bin, "--frames", "2", "--settings", "")
			cmd.Env = append(os.Environ(), "DISPLAY=:"+n, "XAUTHORITY="+auth)
			out, err := cmd.CombinedOutput()
			s := strings.TrimSpace(string(out))
			if auth == cookie {
				if err != nil {
					t.Errorf("display :%s with its cookie: %v (%s)", n, err, out)
				}
				continue
			}
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 || strings.Contains(s, "\n") || !strings.Contains(s, "refuses this program") {
				t.Errorf("display :%s without its cookie: want one line and exit code 1, got %v (%s)", n, err, out)
			}
		}
	}
	for _, args := range [][]string{{"--help"}, {"--map", "canyon", "-h"}} {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "DISPLAY=")
		out, err := cmd.CombinedOutput()
		if err != nil || string(out) != displaycheck.Usage {
			t.Errorf("no display, %v: want the help and exit code 0, got %v and %q", args, err, out)
		}
	}
}

// startAuthXvfb starts an X server on a free display that takes only the
// cookie in its own Xauthority file, as xvfb-run starts one, stopped when
// the test ends; it returns the display's number and the cookie file, or
// false where Xvfb or xauth is missing.
func startAuthXvfb(t *testing.T) (n, cookie string, ok bool) {
	t.Helper()
	xvfb, err1 := exec.LookPath("Xvfb")
	xauth, err2 := exec.LookPath("xauth")
	if err1 != nil || err2 != nil {
		t.Log("no Xvfb or xauth: the refusing display is not tried")
		return "", "", false
	}
	cookie = filepath.Join(t.TempDir(), "cookie")
	// The server takes every cookie in its file, whatever display it names.
	if out, err := exec.Command(xauth, "-f", cookie, "add", ":0", ".", "00112233445566778899aabbccddeeff").CombinedOutput(); err != nil {
		t.Fatalf("xauth: %v\n%s", err, out)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(xvfb, "-displayfd", "3", "-auth", cookie, "-nolisten", "tcp", "-screen", "0", "1280x800x24")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	if n = strings.TrimSpace(line); n == "" {
		t.Fatalf("Xvfb gave no display number: %v", err)
	}
	if out, err := exec.Command(xauth, "-f", cookie, "add", ":"+n, ".", "00112233445566778899aabbccddeeff").CombinedOutput(); err != nil {
		t.Fatalf("xauth: %v\n%s", err, out)
	}
	return n, cookie, true
}

// TestUsageNamesEveryFlag: the help (displaycheck.Usage, which the game
// prints for --help with a display or without) lists every flag the game
// takes, and no flag it does not; parseFlags prints it for --help.
func TestUsageNamesEveryFlag(t *testing.T) {
	fs := flag.NewFlagSet("sightline", flag.ContinueOnError)
	defineFlags(fs, &config{}, &rawFlags{})
	listed := map[string]bool{}
	for _, line := range strings.Split(displaycheck.Usage, "\n") {
		if f := strings.Fields(line); len(f) > 0 && strings.HasPrefix(f[0], "--") {
			listed[strings.TrimPrefix(f[0], "--")] = true
		}
	}
	fs.VisitAll(func(f *flag.Flag) {
		if !listed[f.Name] {
			t.Errorf("the help does not list --%s", f.Name)
		}
		delete(listed, f.Name)
	})
	for name := range listed {
		t.Errorf("the help lists --%s, which the game does not take", name)
	}
	var out strings.Builder
	if _, err := parseFlags([]string{"--help"}, &out); !errors.Is(err, flag.ErrHelp) || out.String() != displaycheck.Usage {
		t.Errorf("--help: %v, printed %q", err, out.String())
	}
}
