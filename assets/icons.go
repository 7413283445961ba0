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
// statuses added with the actions, then the actions. Each is named for
// what it shows; a ruleset's action names the icon it shows
// (rules.ActionInfo.Icon), and an action that puts a unit in a status
// shares that status's icon.
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

// IconFrame returns where the icon lies on the icon sheet (one row).
func IconFrame(i Icon) image.Rectangle {
	return image.Rect(int(i)*IconSize, 0, int(i)*IconSize+IconSize, IconSize)
}

// IconSheet decodes the icon sheet. Decode it once and keep it.
func IconSheet() (image.Image, error) { return decode("icons.png") }
