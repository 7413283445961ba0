package scenes

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"sightline/ai"
	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/match"
	"sightline/rules/replay"
)

// BattleStore keeps the saved battles between runs, each under a name of
// its own: a replay file of a battle still going on (replay.Snapshot),
// which the title offers to continue. Saving one battle never replaces
// another.
type BattleStore interface {
	// SaveBattle keeps data as the saved battle called name, replacing
	// the one of that name kept before only once data is kept whole.
	SaveBattle(name string, data []byte) error
	// Battles lists the names of the saved battles, newest first.
	Battles() ([]string, error)
	// LoadBattle returns the saved battle called name.
	LoadBattle(name string) ([]byte, error)
	// DropBattle forgets the saved battle called name, once it has been
	// played out or the player discards it.
	DropBattle(name string) error
}

// ResumeBattle sets the saved battle called name up again, where it was
// saved (replay.Resume): its computer players go on exactly as they would
// have, and saving it again replaces that save. A broken save, or one
// another build's computer player disagrees with, is refused with one
// line.
func ResumeBattle(res *Resources, name string, data []byte, back game.Scene) (*Battle, error) {
	f, err := replay.Parse(data)
	if err != nil {
		return nil, errorf("saved battle: %v", err)
	}
	cfg := BattleConfig{Ruleset: f.Ruleset, Map: f.Map, Root: f.Root, Sides: f.Sides, Ambush: f.Ambush}
	s, err := newBattle(res, cfg, func(rs rules.Ruleset, field *grid.Field) (*match.Match, []rules.Event, error) {
		return replay.Resume(f, rs, field, ai.New)
	}, nil, back)
	if err != nil {
		return nil, errorf("saved battle: %v", err)
	}
	if err := s.restoreClient(f.Client); err != nil {
		return nil, errorf("saved battle: %v", err)
	}
	s.resumed, s.saveName = true, name
	return s, nil
}

// savedAbout tells in one line what the saved battle called name is: its
// map, its players, how far it went and, from its name, when it was first
// saved; "" when data cannot be read.
func savedAbout(name string, data []byte) string {
	f, err := replay.Parse(data)
	if err != nil {
		return ""
	}
	about := fmt.Sprintf("%s · %s · %d commands in", mapLabel(f.Map), playersLabel(f.Sides), len(f.Steps))
	if at, ok := savedAt(name); ok {
		about += " · " + at.Format("2 Jan 15:04")
	}
	return about
}

// saveStamp is the layout of the time in a save's name (newSaveName).
const saveStamp = "20060102-150405"

// newSaveName returns the name a battle is first saved under: its map and
// the time, with "-2", "-3"... added to make it different from every name
// in taken.
func newSaveName(m string, now time.Time, taken []string) string {
	base := cleanName(mapLabel(m)) + "-" + now.Format(saveStamp)
	name := base
	for k := 2; among(taken, name); k++ {
		name = fmt.Sprintf("%s-%d", base, k)
	}
	return name
}

// savedAt reads the time newSaveName put in name; ok is false for a name
// it did not make.
func savedAt(name string) (at time.Time, ok bool) {
	for try := 0; try < 2; try++ {
		if len(name) > len(saveStamp) {
			if at, err := time.Parse(saveStamp, name[len(name)-len(saveStamp):]); err == nil {
				return at, true
			}
		}
		// A "-k" added to tell two saves of one second apart.
		i := strings.LastIndexByte(name, '-')
		if i < 0 {
			break
		}
		name = name[:i]
	}
	return time.Time{}, false
}

// clientState is what a saved battle keeps of the game's own beside the
// battle (replay.File.Client): each unit's standing defence policy, by
// unit id, where each side a person plays last saw the enemies it sees
// no more (lastseen.go), and the sides handed to the computer (H).
type clientState struct {
	Policies  []string      `json:"policies"`
	Sightings []savedSeeing `json:"sightings,omitempty"`
	// Covers are, for each side a person plays in a ruleset whose
	// covers break, the cover sections' structure as it knows them.
	Covers []savedCovers `json:"known_covers,omitempty"`
	// Handed lists the sides people handed to the computer (H), which
	// the replay's header still names as people's seats: continuing
	// the battle hands them over again.
	Handed []int `json:"handed,omitempty"`
}

// savedSeeing is one last-seen marker in a save: side saw unit on square
// (X, Y) in round, facing facing.
type savedSeeing struct {
	Side   int `json:"side"`
	Unit   int `json:"unit"`
	X      int `json:"x"`
	Y      int `json:"y"`
	Round  int `json:"round"`
	Facing int `json:"facing"`
}

// savedCovers is one side's knowledge of the covers in a save
// (rules.SavedKnowledge.Covers).
type savedCovers struct {
	Side   int   `json:"side"`
	Covers []int `json:"covers"`
}

// restoreClient sets the standing choices a saved battle kept; a save
// without them (or from a build that kept none) keeps the defaults.
func (s *Battle) restoreClient(raw []byte) error {
	if len(raw) == 0 {
		return nil
	}
	var c clientState
	if err := json.Unmarshal(raw, &c); err != nil {
		return errorf("client section: %v", err)
	}
	if len(c.Policies) != len(s.sess.policy) {
		return errorf("client section: %d defence policies for %d units", len(c.Policies), len(s.sess.policy))
	}
	for i, k := range c.Policies {
		p, err := match.ParsePolicy(k)
		if err != nil {
			return errorf("client section: unit %d: %v", i, err)
		}
		s.sess.policy[i] = p
	}
	known := map[int]*rules.SavedKnowledge{}
	of := func(side int) (*rules.SavedKnowledge, error) {
		if side < 0 || side >= len(s.sess.seats) || s.sess.seats[side] == nil {
			return nil, errorf("client section: a sighting of side %d, which no person plays", side+1)
		}
		if known[side] == nil {
			known[side] = &rules.SavedKnowledge{Side: side}
		}
		return known[side], nil
	}
	for _, g := range c.Sightings {
		k, err := of(g.Side)
		if err != nil {
			return err
		}
		k.Markers = append(k.Markers, rules.Marker{Unit: g.Unit, Pos: grid.Pos{X: g.X, Y: g.Y}, Round: g.Round, Facing: g.Facing})
	}
	for _, g := range c.Covers {
		k, err := of(g.Side)
		if err != nil {
			return err
		}
		k.Covers = g.Covers
	}
	for _, side := range slices.Sorted(maps.Keys(known)) {
		k, err := rules.RestoreKnowledge(s.sess.b, *known[side])
		if err != nil {
			return errorf("client section: %v", err)
		}
		s.sightings.of(side) // the book made, as noteSightings would
		s.sightings[side] = k
	}
	s.noteSightings()
	s.coversAsKnown()
	for _, side := range c.Handed {
		if err := s.handOver(side); err != nil {
			return errorf("client section: handed over: %v", err)
		}
	}
	return nil
}

// Closing saves the battle when the player closes the window in the middle
// of it (game.Closer), as Save and leave would: the title offers it on the
// next run.
func (s *Battle) Closing() error {
	if over, _ := s.sess.b.Over(); over || !s.canSave() {
		return nil
	}
	if err := s.save(); err != nil {
		return errorf("the battle was not saved: %v", err)
	}
	return nil
}

// canSave reports whether the battle can be saved: there is a store for
// it, and it is a battle played, not a replay watched.
func (s *Battle) canSave() bool { return s.res.Saves != nil && s.watch == nil }

// save keeps the battle as the saved one (canSave must hold).
func (s *Battle) save() error {
	f, err := replay.Snapshot(s.sess.match)
	if err != nil {
		return err
	}
	f.Root = s.cfg.Root
	c := clientState{Policies: make([]string, len(s.sess.policy)), Handed: s.sess.handed}
	for i, p := range s.sess.policy {
		c.Policies[i] = p.Key()
	}
	for side := range s.sess.seats {
		if s.sightings[side] == nil {
			continue
		}
		k := s.sightings[side].Saved()
		for _, g := range k.Markers {
			c.Sightings = append(c.Sightings, savedSeeing{Side: side, Unit: g.Unit, X: g.Pos.X, Y: g.Pos.Y, Round: g.Round, Facing: g.Facing})
		}
		if k.Covers != nil {
			c.Covers = append(c.Covers, savedCovers{Side: side, Covers: k.Covers})
		}
	}
	if f.Client, err = json.Marshal(c); err != nil {
		return err
	}
	data, err := f.Marshal()
	if err != nil {
		return err
	}
	if s.saveName == "" {
		taken, err := s.res.Saves.Battles()
		if err != nil {
			return err
		}
		s.saveName = newSaveName(s.cfg.Map, time.Now(), taken)
	}
	return s.res.Saves.SaveBattle(s.saveName, data)
}
