package assets

import (
	"fmt"
	"image"
)

// IconSize is the edge of a UI icon, in pixels; draw icons at the UI scale.
const IconSize = 16

// Icon is one 16-pixel icon on the icon sheet.
type Icon int

// The icons, in sheet order: statuses, cover grades and resources, then the
// statuses added with the actions, then the actions (see ActionIcon). An
// action that puts a unit in a status shares that status's icon.
const (
	IconProne Icon = iota
	IconInCover
	IconHunkered
	IconBloodied
	IconSuppressed
	IconOverwatch
	IconDazed
	IconStunned
	IconUnconscious
	IconJammed
	IconAiming
	IconCoverHalf // half cover: a half-filled shield
	IconCoverFull // full cover: a filled shield
	IconTick      // a tick of the ADS time budget
	IconReaction  // a reaction
	IconTotalDefense
	IconSprinting
	IconAllOut
	IconGuarded
	IconUnaware
	IconMove
	IconQuickStep
	IconRun
	IconCharge
	IconPrecisionStrike
	IconKnockoutBlow
	IconDelay
	IconCalculatedShot
	IconCalledShot
	IconDropProne
	IconStandUp
	IconStraightShot
	IconBurst
	IconFullAuto
	IconSprayAndPray
	IconMeleeStrike
	IconSuppressingFire
	IconReactionStrike
	IconHold
	IconReload
	IconDraw
	IconClearJam
	IconEndTurn
	IconDuck
	IconDodge
	IconBlock
	IconParry
	IconDiveForCover
	IconNoDefence
	IconCoveringFire
	IconGrappled
	IconPinned
	IconGrappleDefense
	IconBreakFree
	IconGrappleStrike
	IconBreakPin
	IconChokeOut
	IconPummel
	IconGrappleAssist
	IconDisarm
	IconTrip
	IconSlowed
	IconDisabled
	IconDistracted
	IconBrokenWeapon
	IconPressurePointStrike
	IconDistractingShot
	IconDisablingShot
	IconOffHandStrike
	IconOffHandShot
	IconDrawOffHand
	IconMultiStrike
	IconThrow
	IconHipFire
	IconDefendAlly
	IconFollowStep
	IconAidAlly
	IconSwordpoint
	IconSwordpointAttack
	IconAtSwordpoint
	IconDropWeapon
	Icons = 81 // the number of icons
)

// iconNames returns the icon names in sheet order.
func iconNames() [Icons]string {
	return [Icons]string{
		"prone", "in_cover", "hunkered", "bloodied", "suppressed", "overwatch",
		"dazed", "stunned", "unconscious", "jammed", "aiming",
		"cover_half", "cover_full", "tick", "reaction",
		"total_defense", "sprinting", "all_out", "guarded", "unaware",
		"move", "quick_step", "run", "charge", "precision_strike", "knockout_blow",
		"delay", "calculated_shot", "called_shot", "drop_prone", "stand_up",
		"straight_shot", "burst", "full_auto", "spray_and_pray", "melee_strike",
		"suppressing_fire", "reaction_strike", "hold", "reload", "draw",
		"clear_jam", "end_turn", "duck", "dodge", "block", "parry",
		"dive_for_cover", "no_defence", "covering_fire",
		"grappled", "pinned", "grapple_defense", "break_free", "grapple_strike",
		"break_pin", "choke_out", "pummel", "grapple_assist", "disarm", "trip",
		"slowed", "disabled", "distracted", "broken_weapon",
		"pressure_point_strike", "distracting_shot", "disabling_shot",
		"off_hand_strike", "off_hand_shot", "draw_off_hand", "multi_strike",
		"throw",
		"hip_fire", "defend_ally", "follow_step", "aid_ally",
		"swordpoint", "swordpoint_attack", "at_swordpoint",
		"drop_weapon",
	}
}

// String returns the icon's name, such as "in_cover"; status icons are
// named as the statuses they show.
func (i Icon) String() string {
	if i >= 0 && i < Icons {
		return iconNames()[i]
	}
	return fmt.Sprintf("icon(%d)", int(i))
}

// IconByName returns the icon with the given name, such as "suppressed".
func IconByName(name string) (Icon, bool) {
	for i, n := range iconNames() {
		if n == name {
			return Icon(i), true
		}
	}
	return 0, false
}

// actionIcons returns the icon of every action of the ADS ruleset, by action
// id. An action shares an icon only with an action or status of the same
// meaning: Sprint makes a unit sprinting, Take Cover puts it in cover, and an
// overwatch or suppression shot is the shot its overwatch or suppressing
// fire promised.
func actionIcons() map[string]Icon {
	return map[string]Icon{
		"move": IconMove, "quick_step": IconQuickStep, "run": IconRun,
		"sprint": IconSprinting, "charge": IconCharge,
		"take_cover": IconInCover, "take_cover_reaction": IconInCover,
		"hunker_down": IconHunkered, "total_defense": IconTotalDefense,
		"precision_strike": IconPrecisionStrike, "all_out_attack": IconAllOut,
		"guarded_attack": IconGuarded, "knockout_blow": IconKnockoutBlow,
		"aim": IconAiming, "delay": IconDelay,
		"calculated_shot": IconCalculatedShot, "called_shot": IconCalledShot,
		"drop_prone": IconDropProne, "stand_up": IconStandUp,
		"straight_shot": IconStraightShot, "burst": IconBurst,
		"full_auto": IconFullAuto, "spray_and_pray": IconSprayAndPray,
		"melee_strike": IconMeleeStrike, "overwatch": IconOverwatch,
		"suppressing_fire": IconSuppressingFire,
		"reaction_strike":  IconReactionStrike, "overwatch_shot": IconOverwatch,
		"suppress_shot": IconSuppressingFire, "hold": IconHold,
		"reload": IconReload, "draw": IconDraw, "clear_jam": IconClearJam,
		"end_turn": IconEndTurn, "duck": IconDuck, "dodge": IconDodge,
		"block": IconBlock, "parry": IconParry,
		"dive_for_cover": IconDiveForCover, "no_defence": IconNoDefence,
		"covering_fire": IconCoveringFire,
		"grapple":       IconGrappled, "pin": IconPinned,
		"grapple_defense": IconGrappleDefense, "break_free": IconBreakFree,
		"grapple_strike": IconGrappleStrike, "break_pin": IconBreakPin,
		"choke_out": IconChokeOut, "pummel": IconPummel,
		"grapple_assist": IconGrappleAssist, "disarm": IconDisarm, "trip": IconTrip,
		"pressure_point_strike": IconPressurePointStrike,
		"distracting_shot":      IconDistractingShot,
		"disabling_shot":        IconDisablingShot,
		"off_hand_strike":       IconOffHandStrike,
		"off_hand_shot":         IconOffHandShot,
		"draw_off_hand":         IconDrawOffHand,
		"multi_strike":          IconMultiStrike,
		"throw":                 IconThrow,
		"hip_fire":              IconHipFire,
		"defend_ally":           IconDefendAlly, "follow_step": IconFollowStep,
		"aid_ally":   IconAidAlly,
		"swordpoint": IconSwordpoint, "swordpoint_attack": IconSwordpointAttack,
		"drop_weapon": IconDropWeapon,
	}
}

// ActionIcon returns the icon of the action with the given id, such as
// "burst" or "take_cover"; it reports false for an id that is no action.
func ActionIcon(id string) (Icon, bool) {
	i, ok := actionIconTable[id]
	return i, ok
}

// actionIconTable is actionIcons, built once; it is never written.
var actionIconTable = actionIcons()

// IconFrame returns where the icon lies on the icon sheet (one row).
func IconFrame(i Icon) image.Rectangle {
	return image.Rect(int(i)*IconSize, 0, int(i)*IconSize+IconSize, IconSize)
}

// IconSheet decodes the icon sheet. Decode it once and keep it.
func IconSheet() (image.Image, error) { return decode("icons.png") }
