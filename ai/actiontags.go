package ai

import "sightline/rules"

// tagBits is an action's tags (rules.TagEndTurn and the rest) as bits.
type tagBits uint32

const (
	tEndTurn tagBits = 1 << iota
	tDelay
	tReload
	tClearJam
	tDropWeapon
	tDraw
	tBreakHold
	tWatch
	tSuppress
	tTakeCover
	tGuard
	tGoProne
	tStandUp
	tAim
	tHold
	tFollow
	tNoDefence
	tDash
	tDisengage
	tReady
	tHelp
	tHide
	tMove
)

// tagBit maps each tag to its bit.
var tagBit = map[string]tagBits{
	rules.TagEndTurn: tEndTurn, rules.TagDelay: tDelay, rules.TagReload: tReload, rules.TagClearJam: tClearJam,
	rules.TagDropWeapon: tDropWeapon, rules.TagDraw: tDraw, rules.TagBreakHold: tBreakHold, rules.TagWatch: tWatch,
	rules.TagSuppress: tSuppress, rules.TagTakeCover: tTakeCover, rules.TagGuard: tGuard, rules.TagGoProne: tGoProne,
	rules.TagStandUp: tStandUp, rules.TagAim: tAim, rules.TagHold: tHold, rules.TagFollow: tFollow, rules.TagNoDefence: tNoDefence,
	rules.TagDash: tDash, rules.TagDisengage: tDisengage,
	rules.TagReady: tReady, rules.TagHelp: tHelp, rules.TagHide: tHide, rules.TagMove: tMove,
}

// actionTags remembers, for the ruleset of the battles a player last saw,
// the tags of each action id it has asked about: the player knows a
// ruleset's stances, reloads and waits by their tags, never by their ids.
type actionTags struct {
	ruleset string
	bits    map[string]tagBits
}

// of returns the tags of action in battle b (rules.ActionTagger), none
// when b gives none.
func (k *actionTags) of(b rules.Battle, action string) tagBits {
	if r := b.Ruleset(); r != k.ruleset || k.bits == nil {
		k.ruleset, k.bits = r, map[string]tagBits{}
	}
	if t, ok := k.bits[action]; ok {
		return t
	}
	var t tagBits
	if at, ok := b.(rules.ActionTagger); ok {
		for _, s := range at.ActionTags(action) {
			t |= tagBit[s]
		}
	}
	k.bits[action] = t
	return t
}
