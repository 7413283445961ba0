package game

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// fakePads is a gamepad source a test sets: the buttons pressed this
// frame, those held, and the left stick.
type fakePads struct {
	just, held []ebiten.StandardGamepadButton
	x, y       float64
}

func (f *fakePads) IDs() []ebiten.GamepadID { return []ebiten.GamepadID{0} }
func (f *fakePads) JustPressed(_ ebiten.GamepadID, b ebiten.StandardGamepadButton) bool {
	return slices.Contains(f.just, b)
}
func (f *fakePads) Pressed(_ ebiten.GamepadID, b ebiten.StandardGamepadButton) bool {
	return slices.Contains(f.held, b) || slices.Contains(f.just, b)
}
func (f *fakePads) Axis(_ ebiten.GamepadID, a ebiten.StandardGamepadAxis) float64 {
	if a == ebiten.StandardGamepadAxisLeftStickHorizontal {
		return f.x
	}
	if a == ebiten.StandardGamepadAxisLeftStickVertical {
		return f.y
	}
	return 0
}

// TestGamepad: the standard layout's buttons select (as Enter), end the
// turn, cycle targets and put the cursor out; the left stick holds a pan
// while it leans and starts it once per lean, so the cursor steps once.
func TestGamepad(t *testing.T) {
	var in Input
	pads := &fakePads{just: []ebiten.StandardGamepadButton{ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonFrontTopRight}}
	frame := func() {
		in.pressed, in.held = [actionCount]bool{}, [actionCount]bool{}
		in.readPads(pads, DefaultPadMap())
	}
	frame()
	if !in.Pressed(ActConfirm) || !in.Pressed(ActNextTarget) || in.Pressed(ActEndTurn) {
		t.Errorf("A and the right shoulder: confirm %v, next target %v, end turn %v", in.Pressed(ActConfirm), in.Pressed(ActNextTarget), in.Pressed(ActEndTurn))
	}
	pads.just = []ebiten.StandardGamepadButton{ebiten.StandardGamepadButtonRightLeft, ebiten.StandardGamepadButtonRightTop}
	frame()
	if !in.Pressed(ActEndTurn) || !in.Pressed(ActCursor) || in.Pressed(ActConfirm) {
		t.Errorf("X and Y: end turn %v, cursor %v, confirm %v", in.Pressed(ActEndTurn), in.Pressed(ActCursor), in.Pressed(ActConfirm))
	}
	pads.just, pads.x = nil, 0.9
	frame()
	if !in.Pressed(ActPanRight) || !in.Held(ActPanRight) {
		t.Error("the stick leaning right does not start a pan right")
	}
	frame()
	if in.Pressed(ActPanRight) || !in.Held(ActPanRight) {
		t.Errorf("the stick still leaning: pressed %v (want once per lean), held %v", in.Pressed(ActPanRight), in.Held(ActPanRight))
	}
	pads.x, pads.y = 0.2, -0.8
	frame()
	if in.Held(ActPanRight) || !in.Pressed(ActPanUp) {
		t.Errorf("the stick back and up: right held %v, up pressed %v", in.Held(ActPanRight), in.Pressed(ActPanUp))
	}
	for a := range DefaultPadMap() {
		if a.Help() == "" {
			t.Errorf("pad action %v has no help", a)
		}
	}
}
