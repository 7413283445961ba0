package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// PadMap binds the buttons of a gamepad in Ebitengine's standard layout
// to actions, as a Keymap binds keys.
type PadMap map[Action][]ebiten.StandardGamepadButton

// DefaultPadMap returns the gamepad's bindings: the bottom face button
// selects, acts and presses (as Enter: a click where the keyboard cursor
// is), the right one goes back, the left one ends the turn, the top one
// puts the cursor out or away; the d-pad and the left stick pan or move
// the cursor; the shoulders cycle targets, the triggers zoom; Start opens
// the settings and Back the controls.
func DefaultPadMap() PadMap {
	return PadMap{
		ActConfirm:    {ebiten.StandardGamepadButtonRightBottom},
		ActBack:       {ebiten.StandardGamepadButtonRightRight},
		ActEndTurn:    {ebiten.StandardGamepadButtonRightLeft},
		ActCursor:     {ebiten.StandardGamepadButtonRightTop},
		ActPanUp:      {ebiten.StandardGamepadButtonLeftTop},
		ActPanDown:    {ebiten.StandardGamepadButtonLeftBottom},
		ActPanLeft:    {ebiten.StandardGamepadButtonLeftLeft},
		ActPanRight:   {ebiten.StandardGamepadButtonLeftRight},
		ActNextTarget: {ebiten.StandardGamepadButtonFrontTopRight, ebiten.StandardGamepadButtonFrontTopLeft},
		ActZoomIn:     {ebiten.StandardGamepadButtonFrontBottomRight},
		ActZoomOut:    {ebiten.StandardGamepadButtonFrontBottomLeft},
		ActSettings:   {ebiten.StandardGamepadButtonCenterRight},
		ActHelp:       {ebiten.StandardGamepadButtonCenterLeft},
	}
}

// stickDead is how far the left stick must lean to pan or step.
const stickDead = 0.5

// padSource is what the input reads of the gamepads: the real ones
// (ebitenPads) or a test's.
type padSource interface {
	// IDs lists the gamepads connected in the standard layout.
	IDs() []ebiten.GamepadID
	JustPressed(id ebiten.GamepadID, b ebiten.StandardGamepadButton) bool
	Pressed(id ebiten.GamepadID, b ebiten.StandardGamepadButton) bool
	Axis(id ebiten.GamepadID, a ebiten.StandardGamepadAxis) float64
}

// readPads adds the gamepads' buttons and left stick to this frame's
// actions: a button pressed starts its action, one held holds it; the
// stick leaning past stickDead holds a pan and, the frame it leans, starts
// it, so that it steps the keyboard cursor once per lean.
func (in *Input) readPads(src padSource, pm PadMap) {
	var lean [4]bool
	for _, id := range src.IDs() {
		for a, buttons := range pm {
			for _, b := range buttons {
				if src.JustPressed(id, b) {
					in.pressed[a] = true
				}
				if src.Pressed(id, b) {
					in.held[a] = true
				}
			}
		}
		x := src.Axis(id, ebiten.StandardGamepadAxisLeftStickHorizontal)
		y := src.Axis(id, ebiten.StandardGamepadAxisLeftStickVertical)
		lean[0] = lean[0] || y < -stickDead
		lean[1] = lean[1] || y > stickDead
		lean[2] = lean[2] || x < -stickDead
		lean[3] = lean[3] || x > stickDead
	}
	for i, a := range [4]Action{ActPanUp, ActPanDown, ActPanLeft, ActPanRight} {
		if lean[i] {
			in.held[a] = true
			if !in.leaned[i] {
				in.pressed[a] = true
			}
		}
	}
	in.leaned = lean
}

// ebitenPads reads the real gamepads through Ebitengine.
type ebitenPads struct{ ids []ebiten.GamepadID }

func (p *ebitenPads) IDs() []ebiten.GamepadID {
	p.ids = p.ids[:0]
	for _, id := range ebiten.AppendGamepadIDs(nil) {
		if ebiten.IsStandardGamepadLayoutAvailable(id) {
			p.ids = append(p.ids, id)
		}
	}
	return p.ids
}

func (*ebitenPads) JustPressed(id ebiten.GamepadID, b ebiten.StandardGamepadButton) bool {
	return inpututil.IsStandardGamepadButtonJustPressed(id, b)
}

func (*ebitenPads) Pressed(id ebiten.GamepadID, b ebiten.StandardGamepadButton) bool {
	return ebiten.IsStandardGamepadButtonPressed(id, b)
}

func (*ebitenPads) Axis(id ebiten.GamepadID, a ebiten.StandardGamepadAxis) float64 {
	return ebiten.StandardGamepadAxisValue(id, a)
}

// PadControls lists the gamepad's controls for the help and the docs.
var PadControls = []Control{
	{Help: "select, act, press (where the cursor is)", Keys: []string{"pad A (bottom)"}},
	{Help: "back, disarm, close", Keys: []string{"pad B (right)"}},
	{Help: "end turn", Keys: []string{"pad X (left)"}},
	{Help: "keyboard cursor out or away", Keys: []string{"pad Y (top)"}},
	{Help: "pan, move the cursor", Keys: []string{"d-pad", "stick"}},
	{Help: "next target", Keys: []string{"shoulders"}},
	{Help: "zoom in (right), out (left)", Keys: []string{"triggers"}},
	{Help: "settings, controls", Keys: []string{"pad Start, Back"}},
}
