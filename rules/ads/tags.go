package ads

import "sightline/rules"

var _ rules.ActionTagger = (*Battle)(nil)

// ActionTags returns the tags of an ADS action (rules.ActionTagger), read
// from the moves table.
func (b *Battle) ActionTags(action string) []string { return actions.Tags(action) }
