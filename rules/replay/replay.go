// Package replay records battles as their commands and the state hash after
// each, and plays them back through the same engine, checking every hash.
// A battle is fully determined by its match.Spec (ruleset, map, players,
// squads, seed, rotation) and its commands, so a replay file is small and
// any divergence is caught at the first command that disagrees.
//
// A replay file is one JSON document:
//
//	{"version": 2, "engine": "sightline@4f0c2a1b9e3d",
//	 "ruleset": "ads", "map": "village", "sides": ["ai:normal", "random"],
//	 "squads": [{"squad": "line"}, {"squad": "raiders"}], "seed": 42, "rotate": 0,
//	 "steps": [{"cmd": {...}, "hash": "..."}, ...],
//	 "final": "..."}
//
// The header fields are the match.Spec, and root (--root) for a map on
// disk that reads files beside its folder; engine names the build that wrote
// the file, to explain a divergence; client, in a saved battle, what the
// game keeps of its own beside it; each step is the applied command with
// the state hash after it; final is the hash of the finished battle, or
// empty in a saved battle: a replay of a battle still going on, which the
// game resumes by playing its steps again (Snapshot).
package replay

import (
	"encoding/json"

	"sightline/rules"
	"sightline/rules/grid"
	"sightline/rules/match"
)

// Version is the replay format's version.
const Version = 2

// File is one recorded battle.
type File struct {
	// Version is the format version, Version when written by this build.
	Version int `json:"version"`
	// Engine names the build that recorded the battle (see EngineVersion).
	Engine string `json:"engine"`
	match.Spec
	// Root is the folder a map on disk reads its tilesets from, as
	// --root gave it; empty for the map's own folder (and for a bundled
	// map). It is not part of the battle, only of finding its map.
	Root string `json:"root,omitempty"`
	// Client is what the game that saved a battle keeps beside it of its
	// own (its players' standing choices), as one JSON value. It is not
	// part of the battle: neither replaying nor resuming reads it.
	Client json.RawMessage `json:"client,omitempty"`
	// Steps are the applied commands, each with the state hash after it.
	Steps []match.Step `json:"steps"`
	// Final is the state hash of the finished battle; empty in a saved
	// battle, which is not finished (Unfinished).
	Final string `json:"final"`
}

// Unfinished reports whether f is a saved battle rather than a finished
// one.
func (f *File) Unfinished() bool { return f.Final == "" }

// Snapshot records a match built with recording on, as far as it has
// gone: a finished one as FromMatch does, one still going on as a saved
// battle, with no final hash.
func Snapshot(m *match.Match) (*File, error) {
	if m.Over() {
		return FromMatch(m)
	}
	steps := m.Result().Steps
	if steps == nil {
		steps = []match.Step{}
	}
	return &File{Version: Version, Engine: EngineVersion(), Spec: m.Spec(), Steps: steps}, nil
}

// FromMatch records a finished match that was built with recording on.
func FromMatch(m *match.Match) (*File, error) {
	if !m.Over() {
		return nil, errorf("the battle is not over")
	}
	res := m.Result()
	return &File{Version: Version, Engine: EngineVersion(), Spec: m.Spec(), Steps: res.Steps, Final: res.Hash}, nil
}

// Verify sets up the battle f's header describes on field under r and
// checks every recorded hash. It returns nil when the whole battle
// matches, and otherwise one line saying where and how it diverged.
func Verify(f *File, r rules.Ruleset, field *grid.Field) error {
	if f.Ruleset != r.ID() {
		return errorf("replay is for ruleset %q, not %q", f.Ruleset, r.ID())
	}
	b, err := f.start(r, field)
	if err != nil {
		return err
	}
	return f.explain(Check(f, b))
}

// explain adds to err, when f was recorded by another build, which builds
// disagree: the likeliest reason a replay diverges.
func (f *File) explain(err error) error {
	if err != nil && f.Engine != EngineVersion() {
		return errorf("%v (recorded by %s, played back by %s)", err, f.Engine, EngineVersion())
	}
	return err
}

// Check plays f's commands on b, which must be the battle its header
// describes, freshly set up, and compares every hash (Playback). It
// returns nil when the whole battle matches: a finished one to its end
// and final hash, a saved one to its last step, where the battle must
// still go on.
func Check(f *File, b rules.Battle) error {
	p := NewPlayback(f)
	for {
		c, ok := p.Next(b)
		if !ok {
			return p.End(b)
		}
		_, err := b.Apply(c)
		if err := p.Applied(b, err); err != nil {
			return err
		}
	}
}

// start builds, on ruleset r and field, the battle f recorded, as its
// spec sets it up, before any step.
func (f *File) start(r rules.Ruleset, field *grid.Field) (rules.Battle, error) {
	setup, err := f.Spec.Setup(r, field)
	if err != nil {
		return nil, err
	}
	return r.NewBattle(setup)
}
