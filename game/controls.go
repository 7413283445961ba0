package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// actionHelp describes each action for the controls overlay and the
// key table of docs/playing.md, in the words a player reads.
var actionHelp = [actionCount]string{
	ActConfirm:    "confirm, fire at the picked target",
	ActBack:       "back, disarm, close, quit",
	ActPanUp:      "pan up",
	ActPanDown:    "pan down",
	ActPanLeft:    "pan left",
	ActPanRight:   "pan right",
	ActZoomIn:     "zoom in",
	ActZoomOut:    "zoom out",
	ActZoomFit:    "zoom out to the whole map",
	ActCentre:     "centre on the active unit",
	ActEndTurn:    "end turn",
	ActDelay:      "delay",
	ActReload:     "reload",
	ActSkip:       "skip the animations",
	ActSpeedUp:    "faster animations",
	ActSpeedDown:  "slower animations",
	ActThreat:     "threat map",
	ActLog:        "combat log: open every entry, fold, back",
	ActPolicy:     "reaction policy of the unit",
	ActHelp:       "show the controls",
	ActRules:      "show the ruleset's rules reference",
	ActNextTarget: "next target",
	ActSettings:   "settings: volume, animation speed, full screen, UI scale",
	ActCursor:     "keyboard cursor: pan keys move, Enter clicks",
	ActUndo:       "undo a move or stance (no dice rolled)",
	ActDiscard:    "discard the picked saved battle",
	ActLegend:     "legend: what the tints and markers mean",
	ActHandOver:   "hand the deciding side to the computer",
	ActSlot1:      "action bar slot 1",
	ActSlot2:      "action bar slot 2",
	ActSlot3:      "action bar slot 3",
	ActSlot4:      "action bar slot 4",
	ActSlot5:      "action bar slot 5",
	ActSlot6:      "action bar slot 6",
	ActSlot7:      "action bar slot 7",
	ActSlot8:      "action bar slot 8",
	ActSlot9:      "action bar slot 9",
	ActSlot10:     "action bar slot 10, a prompt's tenth answer",
}

// Help returns what the action does, in a player's words.
func (a Action) Help() string {
	if a >= 0 && a < actionCount {
		return actionHelp[a]
	}
	return a.String()
}

// keyNames spells the keys whose ebiten names a player would not
// recognise; every other key is spelt as ebiten names it.
var keyNames = map[ebiten.Key]string{
	ebiten.KeyEscape:     "Esc",
	ebiten.KeyArrowUp:    "↑",
	ebiten.KeyArrowDown:  "↓",
	ebiten.KeyArrowLeft:  "←",
	ebiten.KeyArrowRight: "→",
	ebiten.KeyEqual:      "+",
	ebiten.KeyMinus:      "-",
	ebiten.KeyKPAdd:      "keypad +",
	ebiten.KeyKPSubtract: "keypad -",
	ebiten.KeyPeriod:     ".",
	ebiten.KeyComma:      ",",
	// Shift+/ is "?", the key players look for; / alone works too.
	ebiten.KeySlash: "?",
}

// KeyName returns a key's name as the controls show it, such as "Esc",
// "↑" or "?".
func KeyName(k ebiten.Key) string {
	if n, ok := keyNames[k]; ok {
		return n
	}
	n := k.String()
	if d, ok := strings.CutPrefix(n, "Digit"); ok {
		return d
	}
	return n
}

// Control is one line of the controls: what it does and the keys or
// mouse gestures that do it.
type Control struct {
	Help string
	Keys []string
}

// MouseControls are the pointer's controls, the mouse's and a touch
// screen's, which Input.read and the camera implement beside the keymap.
var MouseControls = []Control{
	{"select, move, attack, press a button", []string{"left click", "tap"}},
	{"disarm the armed attack", []string{"right click"}},
	{"pan", []string{"drag", "screen edge", "drag a finger or two"}},
	{"zoom", []string{"wheel", "pinch"}},
	{"a square's odds, cover and path, without acting", []string{"hover", "long press"}},
}

// Controls lists the keymap's actions in action order with their keys'
// names; the nine action-bar slots share one line when their keys run
// in order.
func (km Keymap) Controls() []Control {
	var out []Control
	for a := Action(0); a < actionCount; a++ {
		keys := km[a]
		if len(keys) == 0 {
			continue
		}
		if a == ActSlot1 && km.slotsInOrder() {
			first, last := km[ActSlot1][0], km[ActSlot9][0]
			out = append(out, Control{Help: "action bar slots 1–9", Keys: []string{KeyName(first) + "–" + KeyName(last)}})
			a = ActSlot9
			continue
		}
		c := Control{Help: a.Help()}
		for _, k := range keys {
			c.Keys = append(c.Keys, KeyName(k))
		}
		out = append(out, c)
	}
	return out
}

// slotsInOrder reports whether each action-bar slot has exactly one key
// and the keys follow each other.
func (km Keymap) slotsInOrder() bool {
	for i := 0; i < 9; i++ {
		ks := km[Slot(i)]
		if len(ks) != 1 || ks[0] != km[ActSlot1][0]+ebiten.Key(i) {
			return false
		}
	}
	return true
}
