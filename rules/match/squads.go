package match

import (
	"errors"

	"sightline/rules"
	"sightline/rules/files"
)

// maxSquadsBytes caps a squads file read.
const maxSquadsBytes = 1 << 20

// maxSquadUnits caps one custom squad, far above any spawn zone's room.
const maxSquadUnits = 64

// LoadSquads reads a squads file (sim battle --squads FILE) for n players
// of ruleset r. The file is a JSON array with one object per --sides
// entry, in the same order, each naming either one of the ruleset's
// default squads or a list of its unit templates, and optionally a side
// name and "hero": true for a side of player characters (in ADS they go
// before NPCs on initiative ties), which stays with its player when
// mirrored:
//
//	[{"squad": "line", "hero": true}, {"name": "Rushers", "units": ["breacher", "breacher", "scout"]}]
//
// The ambush is no squads-file setting: it belongs to the battle
// (sim battle --ambush N).
//
// Errors are one line naming the file.
func LoadSquads(path string, r rules.Ruleset, n int) ([]rules.SideSetup, error) {
	data, err := files.Read(path, maxSquadsBytes, "a squads file")
	if err != nil {
		return nil, err
	}
	var out []rules.SideSetup
	if err := files.Decode(data, &out); errors.Is(err, files.ErrTrailing) {
		return nil, errorf("%s: unexpected data after the squads array", path)
	} else if err != nil {
		return nil, errorf("%s: not a squads file (a JSON array of {\"squad\": ID} or {\"units\": [...]}): %v", path, err)
	}
	if len(out) != n {
		return nil, errorf("%s: %d squads for %d players in --sides: give one per player", path, len(out), n)
	}
	known, units := map[string]bool{}, map[string]bool{}
	for _, s := range r.Squads() {
		known[s.ID] = true
	}
	var unitIDs []string
	for _, t := range r.Templates() {
		units[t.ID] = true
		unitIDs = append(unitIDs, t.ID)
	}
	for i, s := range out {
		switch {
		case s.Ambush:
			return nil, errorf("%s: squad %d: \"ambush\" is not a squads-file setting; use --ambush %d", path, i+1, i+1)
		case s.Squad != "" && len(s.Units) > 0:
			return nil, errorf("%s: squad %d: give \"squad\" or \"units\", not both", path, i+1)
		case s.Squad == "" && len(s.Units) == 0:
			return nil, errorf("%s: squad %d: give \"squad\" (one of %v) or a non-empty \"units\" list", path, i+1, squadIDs(r))
		case s.Squad != "" && !known[s.Squad]:
			return nil, errorf("%s: squad %d: ruleset %s has no squad %q (have %v)", path, i+1, r.ID(), s.Squad, squadIDs(r))
		case len(s.Units) > maxSquadUnits:
			return nil, errorf("%s: squad %d: %d units, more than %d", path, i+1, len(s.Units), maxSquadUnits)
		}
		for _, u := range s.Units {
			if !units[u] {
				return nil, errorf("%s: squad %d: ruleset %s has no unit %q (have %v; sim units lists them)", path, i+1, r.ID(), u, unitIDs)
			}
		}
	}
	return out, nil
}

// squadIDs lists r's default squad ids.
func squadIDs(r rules.Ruleset) []string {
	var ids []string
	for _, s := range r.Squads() {
		ids = append(ids, s.ID)
	}
	return ids
}
