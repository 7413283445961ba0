package scenes

import (
	"slices"
	"strings"
	"testing"
	"time"

	"sightline/game"
	"sightline/rules"
)

// TestUnseenFightShowsNothing plays a three-sided village battle in which
// a person's side only steps about and ends its turns while two computer
// sides fight: the fights its units cannot see must queue no sound, float
// no number, move no camera and log no name (a fight heard names no
// one), while what happens before its eyes still shows. It checks the screen's account of
// every event it played (events_shown in --state).
func TestUnseenFightShowsNothing(t *testing.T) {
	res, err := LoadResources()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewBattle(res, BattleConfig{Ruleset: "ads", Map: "village", Sides: []string{"human", "ai:easy", "ai:easy"}, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var in game.Input
	heardShots := 0
	seenSounds := 0
	deadline := time.Now().Add(3 * time.Minute)
	checked := 0
	moved := false
	for heardShots < 3 || seenSounds == 0 {
		if time.Now().After(deadline) {
			t.Fatalf("in time, %d shots heard out of side 1's sight and %d sounds of what it saw", heardShots, seenSounds)
		}
		if over, _ := s.sess.b.Over(); over {
			t.Fatalf("the battle ended with %d shots heard out of sight and %d sounds of what side 1 saw", heardShots, seenSounds)
		}
		if pr := s.sess.b.Prompt(); !s.q.busy() && s.synced && s.sess.seatFor(pr.Side) {
			c := passOn(t, s.sess.b, pr, !moved)
			moved = pr.Kind == "turn" && !moved
			s.sess.seats[pr.Side].choose(c)
		}
		if _, err := s.Update(&in); err != nil {
			t.Fatal(err)
		}
		for _, e := range s.q.shownEvents[checked:] {
			switch {
			case e.How == "seen":
				seenSounds += e.Sounds
			case e.Sounds > 0 || e.Floaters > 0 || e.Camera:
				t.Fatalf("a %s event %s brought %d sounds, %d floaters, camera moved %v", e.How, e.Kind, e.Sounds, e.Floaters, e.Camera)
			case e.How == "unnoticed" && e.Logged > 0:
				t.Fatalf("an unnoticed %s event filed %d log lines", e.Kind, e.Logged)
			}
			if e.How == "heard" && e.Kind == rules.EvShot {
				heardShots++
			}
		}
		checked = len(s.q.shownEvents)
		if s.Busy() && !s.q.busy() {
			time.Sleep(time.Millisecond)
		}
	}
	if seenSounds == 0 {
		t.Error("no event side 1 saw played a sound: the check would pass on a silent screen")
	}
	if s.q.played == 0 {
		t.Error("no sound was played at all")
	}
	heard := slices.IndexFunc(s.logs.log.entries, func(e logEntry) bool { return e.head == heardHead })
	if heard < 0 {
		t.Fatalf("the log has no entry for the fight heard: %v", heads(s.logs.log.entries))
	}
	if e := s.logs.log.entries[heard]; len(e.lines) > 0 || e.shots > 0 {
		t.Errorf("the fight heard tells how it went: %+v", e)
	}
}

// passOn returns what the person's side sends in TestUnseenFightShowsNothing:
// on a turn a step in a plain move when move is set, else the turn
// ended; any opportunity let pass; a defence the first answer.
func passOn(t *testing.T, b rules.Battle, pr rules.Prompt, move bool) rules.Command {
	t.Helper()
	legal := rules.Expand(b, b.Legal(pr.Side))
	tg, _ := b.(rules.ActionTagger)
	for _, c := range legal {
		if move && tg != nil && c.Target == rules.NoUnit && slices.Contains(tg.ActionTags(c.Action), rules.TagMove) {
			return c
		}
	}
	for _, c := range legal {
		if tg != nil && (slices.Contains(tg.ActionTags(c.Action), rules.TagEndTurn) || slices.Contains(tg.ActionTags(c.Action), rules.TagHold)) {
			return c
		}
	}
	if len(legal) == 0 {
		t.Fatalf("nothing legal for %+v", pr)
	}
	return legal[0]
}

// heads returns the log entries' headlines, for messages.
func heads(entries []logEntry) string {
	var out []string
	for _, e := range entries {
		out = append(out, e.head)
	}
	return strings.Join(out, "; ")
}
