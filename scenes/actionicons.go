package scenes

import (
	"sightline/assets"
	"sightline/rules"
)

// actionIcons maps a ruleset's action ids to the pictures its action
// definitions name (rules.ActionInfo.Icon): the screen knows a ruleset's
// actions only through its reference.
type actionIcons map[string]assets.Icon

// newActionIcons reads the icons out of ref; an action naming no picture,
// or one the sheet lacks, has none.
func newActionIcons(ref rules.Reference) actionIcons {
	m := actionIcons{}
	for _, a := range ref.Actions {
		if ic, ok := assets.IconByName(a.Icon); ok {
			m[a.ID] = ic
		}
	}
	return m
}

// of returns the icon of action id.
func (m actionIcons) of(id string) (assets.Icon, bool) {
	ic, ok := m[id]
	return ic, ok
}

// tagged returns the icon of ref's first action carrying tag: a status
// an action puts a unit in shows that action's picture (a hidden unit,
// the action tagged rules.TagHide's).
func (m actionIcons) tagged(ref rules.Reference, tag string) (assets.Icon, bool) {
	for _, a := range ref.Actions {
		if among(a.Tags, tag) {
			return m.of(a.ID)
		}
	}
	return 0, false
}
