package ads

import "sightline/rules"

var _ rules.ActionTagger = (*Battle)(nil)

// actionTags gives the ADS actions their shared meanings (rules.TagEndTurn
// and the rest), for the reference and the computer players.
var actionTags = map[string][]string{
	"move":                {rules.TagMove},
	"end_turn":            {rules.TagEndTurn},
	"delay":               {rules.TagDelay},
	"reload":              {rules.TagReload},
	"clear_jam":           {rules.TagClearJam},
	"drop_weapon":         {rules.TagDropWeapon},
	"draw":                {rules.TagDraw},
	"draw_off_hand":       {rules.TagDraw},
	"break_free":          {rules.TagBreakHold},
	"break_pin":           {rules.TagBreakHold},
	"overwatch":           {rules.TagWatch},
	"suppressing_fire":    {rules.TagSuppress},
	"suppress_shot":       {rules.TagSuppress},
	"take_cover":          {rules.TagTakeCover},
	"take_cover_reaction": {rules.TagTakeCover},
	"hunker_down":         {rules.TagGuard},
	"total_defense":       {rules.TagGuard},
	"drop_prone":          {rules.TagGoProne},
	"stand_up":            {rules.TagStandUp},
	"aim":                 {rules.TagAim},
	"hold":                {rules.TagHold},
	"follow_step":         {rules.TagFollow},
	"no_defence":          {rules.TagNoDefence},
}

// ActionTags returns the tags of an ADS action (rules.ActionTagger).
func (b *Battle) ActionTags(action string) []string { return actionTags[action] }
