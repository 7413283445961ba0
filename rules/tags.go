package rules

// The action tags: what an action means to a player who does not know the
// ruleset, so that the computer players and the client can treat every
// ruleset's stances, reloads and waits alike whatever the ruleset calls
// them. A ruleset gives each action the tags that fit (ActionInfo.Tags,
// ActionTagger); an action with none is weighed by its cost alone.
const (
	// TagMove walks the unit to a chosen square: the plain move that a
	// click on a square asks for, which the client tries when it explains
	// why a square cannot be reached. One action of a ruleset has it.
	TagMove = "move"
	// TagEndTurn ends the unit's (or the side's) turn.
	TagEndTurn = "end_turn"
	// TagDelay puts the unit's turn off until later in the round.
	TagDelay = "delay"
	// TagReload refills the weapon named by the command.
	TagReload = "reload"
	// TagClearJam makes a jammed weapon fire again.
	TagClearJam = "clear_jam"
	// TagDropWeapon lets the weapon in hand fall.
	TagDropWeapon = "drop_weapon"
	// TagDraw takes another weapon in hand.
	TagDraw = "draw"
	// TagBreakHold frees the unit from a hold on it (a grapple, a pin).
	TagBreakHold = "break_hold"
	// TagWatch watches an area to shoot at enemies moving in it
	// (overwatch); the command's Option names the area when there is a
	// choice.
	TagWatch = "watch"
	// TagSuppress lays fire on an enemy, or an area, to pin it rather
	// than to hit it.
	TagSuppress = "suppress"
	// TagTakeCover puts the unit in the cover beside it.
	TagTakeCover = "take_cover"
	// TagGuard gives up attacking for a better defence until the unit's
	// next turn (hunker down, total defence).
	TagGuard = "guard"
	// TagGoProne lays the unit down.
	TagGoProne = "go_prone"
	// TagStandUp stands a prone unit up.
	TagStandUp = "stand_up"
	// TagAim improves the unit's next attack.
	TagAim = "aim"
	// TagHold lets an opportunity (a strike, a step after a foe) pass.
	TagHold = "hold"
	// TagFollow steps after a foe that stepped out of the unit's reach,
	// to stay engaged with it.
	TagFollow = "follow"
	// TagNoDefence answers an attack with no defence at all.
	TagNoDefence = "no_defence"
	// TagDash trades the unit's attack this turn for another move
	// (majorminor's Dash).
	TagDash = "dash"
	// TagDisengage lets the unit leave its foes' reach this turn without
	// the strikes that leaving would draw.
	TagDisengage = "disengage"
	// TagReady holds an action (an attack, a move) for a trigger, such as
	// the first enemy that comes within the unit's reach or range, before
	// its next turn (teamturn's Ready an Action, whose Option names what
	// it holds and its trigger: CommandNamer).
	TagReady = "ready"
	// TagHelp makes the ally the command names (its Target) roll better
	// next (teamturn's Help).
	TagHelp = "help"
	// TagHide hides the unit from its enemies' sight until they find it.
	TagHide = "hide"
)

// ActionTagger is implemented by battles whose actions carry tags: it
// returns the tags of an action id (ActionInfo.Tags), or none.
type ActionTagger interface {
	ActionTags(action string) []string
}

// tags lists every action tag, for IsTag.
var tags = []string{TagMove, TagEndTurn, TagDelay, TagReload, TagClearJam, TagDropWeapon, TagDraw, TagBreakHold,
	TagWatch, TagSuppress, TagTakeCover, TagGuard, TagGoProne, TagStandUp, TagAim, TagHold, TagFollow, TagNoDefence,
	TagDash, TagDisengage, TagReady, TagHelp, TagHide}

// IsTag reports whether s is one of the action tags.
func IsTag(s string) bool {
	for _, t := range tags {
		if t == s {
			return true
		}
	}
	return false
}

// StatusProne is the status a unit shows while it lies on the ground
// (rules.Unit.Statuses), in every ruleset that has one: the computer
// players read it to know that the unit can only crawl.
const StatusProne = "prone"

// StatusHidden is the status a unit shows while its enemies do not see
// it because it hid (rules.Unit.Statuses; teamturn's Hide): the screen
// marks it for its own side, and enemies, who do not see it, never learn
// of it.
const StatusHidden = "hidden"
