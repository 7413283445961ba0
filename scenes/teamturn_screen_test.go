package scenes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
	"sightline/rules"
)

// teamturnBattle starts a teamturn battle of a person (side 1) against
// the easy computer player on m, side ambush (from 1, 0 none) springing
// an ambush, and plays it to the person's first team turn.
func teamturnBattle(t *testing.T, m string, seed uint64, ambush int) *Battle {
	t.Helper()
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "teamturn", Map: m, Sides: []string{"human", "ai:easy"}, Seed: seed, Ambush: ambush}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := settleTeamTurn(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// settleTeamTurn updates the battle at least once, skipping animations,
// letting every window of the person's pass by its answer tagged hold,
// until the person may act on a team turn.
func settleTeamTurn(s *Battle) error {
	var in game.Input
	deadline := time.Now().Add(2 * time.Minute)
	for first := true; first || !s.humanTurn(); first = false {
		if time.Now().After(deadline) {
			return errors.New("the person's team turn never came")
		}
		if over, _ := s.sess.b.Over(); over {
			return errors.New("the battle ended before the person's team turn")
		}
		s.q.skip(&s.sh, s.view.tile())
		if pr := s.sess.b.Prompt(); !s.q.busy() && s.sess.seatFor(pr.Side) && pr.Kind != "turn" {
			for _, c := range s.sess.b.Legal(pr.Side) {
				if holds(s.sess.b, c.Action) {
					s.sess.seats[pr.Side].choose(c)
					break
				}
			}
		}
		if _, err := s.Update(&in); err != nil {
			return err
		}
		if s.Busy() && !s.q.busy() {
			time.Sleep(2 * time.Millisecond)
		}
	}
	return nil
}

// sendFirst sends the person's first legal command (one per square for
// a movement) that ok accepts, and plays on to the person's next
// decision; it reports whether there was one.
func sendFirst(t *testing.T, s *Battle, ok func(c rules.Command) bool) bool {
	t.Helper()
	pr := s.sess.b.Prompt()
	for _, c := range rules.Expand(s.sess.b, s.sess.b.Legal(pr.Side)) {
		if ok(c) {
			s.sess.seats[pr.Side].choose(c)
			if err := settleTeamTurn(s); err != nil {
				t.Fatal(err)
			}
			return true
		}
	}
	return false
}

// unitRect is where unit id's square is on the screen.
func unitRect(s *Battle, id int) image.Rectangle {
	x, y := s.view.tileCentre(s.sh.units[id].Pos)
	half := int(float64(s.view.tile()) * s.view.cam.Zoom / 2)
	return image.Rect(int(x)-half, int(y)-half, int(x)+half, int(y)+half)
}

// drawsDiffer draws s, changes the shown unit id as change says, draws
// again and puts the unit back: it reports whether the pixels of r
// differ, that is whether what change took away was drawn there.
func drawsDiffer(s *Battle, id int, r image.Rectangle, change func(u *rules.Unit)) bool {
	grab := func() []byte {
		screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
		s.Draw(screen)
		px := make([]byte, 4*r.Dx()*r.Dy())
		screen.SubImage(r).(*ebiten.Image).ReadPixels(px)
		return px
	}
	before := grab()
	kept := s.sh.units[id]
	kept.Statuses = slices.Clone(kept.Statuses)
	change(&s.sh.units[id])
	after := grab()
	s.sh.units[id] = kept
	return !bytes.Equal(before, after)
}

// ringedInOrder returns which units the top bar's turn order rings, read
// from the pixels as TestTurnOrderMarksWhoActs reads them.
func ringedInOrder(s *Battle) map[int]bool {
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen)
	out := map[int]bool{}
	x := game.ScreenW - 8
	order := s.sess.b.Order()
	for i := len(order) - 1; i >= 0; i-- {
		if u := s.sh.units[order[i]]; u.Active {
			x -= 22
			out[u.ID] = screen.At(x-1, 14) == color.Color(colHighlight)
		}
	}
	return out
}

// baseText returns the unit panel's words for u's Base track.
func baseText(u rules.Unit) string {
	for _, p := range budgetParts(u) {
		if strings.HasPrefix(p.text, "Base") {
			return p.text
		}
	}
	return ""
}

// TestTeamTurnOnScreen plays a person's first team turn of teamturn,
// its side springing an ambush, and checks what the battle screen shows:
// the top bar says whose team turn it is and rings every member with
// something left to do (not one that spent its whole turn on a Dodge,
// nor one left with a Quick action alone, which buys nothing);
// the enemy's stun counters are marked on them with their number; a
// Ready's trigger is on the unit panel and marked on the unit, its held
// Base shown as spent on it; a second Move shows the Base traded down;
// a hidden unit is marked for its own side and nothing of it shows to
// the enemy's eyes; and --state carries each of them.
func TestTeamTurnOnScreen(t *testing.T) {
	var s *Battle
	var hider int
	var tried []string
	for seed := uint64(1); seed <= 8 && s == nil; seed++ {
		b := teamturnBattle(t, "village", seed, 1)
		pr := b.sess.b.Prompt()
		if pr.Side != 0 || pr.Unit != rules.NoUnit {
			t.Fatalf("the ambush's first prompt is %+v, want side 1's team turn", pr)
		}
		// The Marksman (the stealthiest) hides; a failed check tries
		// the next seed.
		hider = 3
		sendFirst(t, b, func(c rules.Command) bool { return c.Action == "hide" && c.Unit == hider })
		if slices.Contains(b.sess.b.Units()[hider].Statuses, rules.StatusHidden) {
			s = b
		} else {
			tried = append(tried, fmt.Sprint(seed))
		}
	}
	if s == nil {
		t.Fatalf("no seed's Hide succeeded (tried %s)", strings.Join(tried, ", "))
	}
	pr := s.sess.b.Prompt()
	if got := turnBanner(pr); got != "Side 1's team turn" {
		t.Errorf("the top bar's banner reads %q", got)
	}
	if !sendFirst(t, s, func(c rules.Command) bool { return c.Action == "ready" && c.Unit == 0 && c.Weapon == 0 }) {
		t.Fatal("the Operator cannot Ready")
	}
	isMove := func(id int, pays string) func(c rules.Command) bool {
		return func(c rules.Command) bool { return c.Action == "move" && c.Unit == id && c.Cost.Unit == pays }
	}
	if !sendFirst(t, s, isMove(1, "move")) || !sendFirst(t, s, isMove(1, "base")) {
		t.Fatal("the Breacher cannot Move twice")
	}
	if !sendFirst(t, s, func(c rules.Command) bool { return c.Action == "dodge" && c.Unit == 2 }) {
		t.Fatal("the Duelist cannot Dodge")
	}
	us := s.sh.units
	ready, trader := us[0], us[1]

	// Whose turn, and who still acts.
	// The Operator has its Move left and the Marksman its Base; the
	// Breacher's Quick buys nothing without a Base (a Ready holds one),
	// and the Duelist's Dodge took its whole turn.
	ringed := ringedInOrder(s)
	for _, u := range us[:4] {
		if want := u.ID == ready.ID || u.ID == hider; ringed[u.ID] != want {
			t.Errorf("%s ringed %v, want %v (budget %s)", u.Name, ringed[u.ID], want, budgetSummary(u))
		}
	}

	// The actions left, the trade and the held Base.
	if got := baseText(trader); got != "Base→Move" || !strings.HasPrefix(budgetSummary(trader), "Base→Move 0/1 · ") {
		t.Errorf("the Breacher's Base reads %q after two Moves", got)
	}
	if got := baseText(ready); got != "Base→Ready" {
		t.Errorf("the Operator's Base reads %q after a Ready", got)
	}

	// The Ready's trigger: on the panel and marked on the unit.
	if got := readyLine(ready); !strings.HasPrefix(got, "Ready: Attack with the Carbine when a foe steps within") {
		t.Errorf("the Ready's line reads %q", got)
	}
	s.view.centreOn(ready.Pos, true)
	s.pick.selected = ready.ID
	s.view.hoverIn = false
	panelRect := image.Rect(0, game.ScreenH-bottomH, unitW, game.ScreenH)
	if !drawsDiffer(s, ready.ID, panelRect, func(u *rules.Unit) { u.Readied = "" }) {
		t.Error("the unit panel shows nothing of the Ready")
	}
	if !drawsDiffer(s, ready.ID, unitRect(s, ready.ID), func(u *rules.Unit) { u.Readied = "" }) {
		t.Error("the readied unit carries no mark")
	}

	// The enemy's stun counters, marked with their number.
	s.viewer = -1
	for _, e := range us[4:] {
		if !slices.Equal(e.Counters, []rules.Counter{{Name: "stun", N: 1}}) {
			t.Errorf("%s's counters %+v, want one stun after the ambush", e.Name, e.Counters)
		}
	}
	enemy := us[4].ID
	s.view.centreOn(us[enemy].Pos, true)
	if !drawsDiffer(s, enemy, unitRect(s, enemy), func(u *rules.Unit) { u.Counters = nil }) {
		t.Error("the stun counter is not marked on the unit")
	}
	if !drawsDiffer(s, enemy, unitRect(s, enemy), func(u *rules.Unit) { u.Counters[0].N = 3 }) {
		t.Error("the counter's mark does not show its number")
	}

	// The hidden unit: marked for its own side, never seen by the enemy.
	s.viewer = 0
	s.view.centreOn(us[hider].Pos, true)
	if !hiddenMarked(&us[hider], 0) || hiddenMarked(&us[hider], 1) {
		t.Errorf("hidden marked for its side %v, for the enemy %v", hiddenMarked(&us[hider], 0), hiddenMarked(&us[hider], 1))
	}
	unhide := func(u *rules.Unit) {
		u.Statuses = slices.DeleteFunc(u.Statuses, func(st string) bool { return st == rules.StatusHidden })
	}
	if !drawsDiffer(s, hider, unitRect(s, hider), unhide) {
		t.Error("the hidden unit shows its side nothing of being hidden")
	}
	s.viewer = 1
	if s.visible(hider) {
		t.Fatal("the enemy sees the hidden unit")
	}
	if n := countNear(readBack(drawn(s)), unitRect(s, hider), sideColour(0), 0); n > 0 {
		t.Errorf("the enemy's screen shows %d pixels of the hidden unit's side colour on its square", n)
	}
	s.viewer = 0

	// --state.
	var state struct {
		Units []struct {
			ID       int             `json:"id"`
			Budget   []rules.Track   `json:"budget"`
			Statuses []string        `json:"statuses"`
			Counters []rules.Counter `json:"counters"`
			Readied  string          `json:"readied"`
		} `json:"units"`
		Acting     []int  `json:"acting"`
		TurnBanner string `json:"turn_banner"`
	}
	// The whole state (--state-all): --state lists only the units the
	// viewer sees, and the enemy's counters are read here too.
	data, err := json.Marshal(s.ExportAll())
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &state); err != nil || len(state.Units) != len(us) {
		t.Fatalf("--state: %v, %d units", err, len(state.Units))
	}
	if state.TurnBanner != "Side 1's team turn" || !slices.Equal(state.Acting, []int{0, 3}) {
		t.Errorf("--state: banner %q, acting %v", state.TurnBanner, state.Acting)
	}
	if b := state.Units[1].Budget; len(b) == 0 || b[0].Name != "Base" || b[0].SpentOn != "Move" {
		t.Errorf("--state: the Breacher's budget %+v", b)
	}
	if state.Units[0].Readied != ready.Readied || !slices.Contains(state.Units[hider].Statuses, rules.StatusHidden) ||
		!slices.Equal(state.Units[enemy].Counters, []rules.Counter{{Name: "stun", N: 1}}) {
		t.Errorf("--state: readied %q, the hider's statuses %v, the enemy's counters %v", state.Units[0].Readied, state.Units[hider].Statuses, state.Units[enemy].Counters)
	}
}

// drawn draws s on a fresh screen.
func drawn(s *Battle) *ebiten.Image {
	screen := ebiten.NewImage(game.ScreenW, game.ScreenH)
	s.Draw(screen)
	return screen
}

// TestSelectionMovesOn: on a team turn, once the selected member has
// nothing left to do (a Dodge takes its whole turn), the selection moves
// on to a member that still acts, so the bar is never empty while the
// team has actions.
func TestSelectionMovesOn(t *testing.T) {
	s := teamturnBattle(t, "village", 1, 1)
	const duelist = 2
	s.pick.selected = duelist
	if !sendFirst(t, s, func(c rules.Command) bool { return c.Action == "dodge" && c.Unit == duelist }) {
		t.Fatal("the Duelist cannot Dodge")
	}
	pr := s.sess.b.Prompt()
	s.pick.refresh(s.sess.b, s.sh.units, pr.Side, pr)
	if s.pick.selected == duelist || !s.pick.hasOwn(s.pick.selected) {
		t.Errorf("selected %d after the Duelist's Dodge (it has a command: %v), want a member that still acts", s.pick.selected, s.pick.hasOwn(s.pick.selected))
	}
}
