package game

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Action is a named input action. Scenes read actions, never raw keys, so
// that keys can be rebound in one place: the Keymap.
type Action int

// The actions the game understands.
const (
	ActConfirm Action = iota
	ActBack
	ActPanUp
	ActPanDown
	ActPanLeft
	ActPanRight
	actionCount
)

var actionNames = [actionCount]string{"confirm", "back", "pan_up", "pan_down", "pan_left", "pan_right"}

// String returns the action's name as scripts and settings spell it.
func (a Action) String() string {
	if a >= 0 && a < actionCount {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", int(a))
}

// Keymap binds each action to keys.
type Keymap map[Action][]ebiten.Key

// DefaultKeymap returns the standard bindings.
func DefaultKeymap() Keymap {
	return Keymap{
		ActConfirm:  {ebiten.KeyEnter, ebiten.KeySpace},
		ActBack:     {ebiten.KeyEscape},
		ActPanUp:    {ebiten.KeyW, ebiten.KeyArrowUp},
		ActPanDown:  {ebiten.KeyS, ebiten.KeyArrowDown},
		ActPanLeft:  {ebiten.KeyA, ebiten.KeyArrowLeft},
		ActPanRight: {ebiten.KeyD, ebiten.KeyArrowRight},
	}
}

// Input is one frame's input, already routed through the keymap. Scripted
// input (tests) and real devices fill it the same way.
type Input struct {
	pressed [actionCount]bool // became active this frame
	held    [actionCount]bool // active this frame
	// Click is true when the primary button was released this frame, at
	// Cursor, without a drag.
	Click  bool
	Cursor image.Point
}

// Pressed reports whether the action started this frame.
func (in *Input) Pressed(a Action) bool { return in.pressed[a] }

// Held reports whether the action is active this frame.
func (in *Input) Held(a Action) bool { return in.held[a] }

// read fills the input from the real keyboard and mouse.
func (in *Input) read(km Keymap) {
	*in = Input{}
	for a, keys := range km {
		for _, k := range keys {
			if inpututil.IsKeyJustPressed(k) {
				in.pressed[a] = true
			}
			if ebiten.IsKeyPressed(k) {
				in.held[a] = true
			}
		}
	}
	x, y := ebiten.CursorPosition()
	in.Cursor = image.Pt(x, y)
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.Click = true
	}
	for _, id := range inpututil.AppendJustReleasedTouchIDs(nil) {
		x, y := inpututil.TouchPositionInPreviousTick(id)
		in.Click, in.Cursor = true, image.Pt(x, y)
	}
}

// ScriptStep is one timed input of a script: at Frame, press the named
// action, or click at (X, Y) in screen pixels.
type ScriptStep struct {
	Frame  int
	Action Action
	Click  bool
	X, Y   int
}

// ParseScript reads a script: one step per line, "FRAME press ACTION" or
// "FRAME click X Y"; blank lines and lines starting with # are skipped.
func ParseScript(name, text string) ([]ScriptStep, error) {
	var out []ScriptStep
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		bad := fmt.Errorf("%s:%d: want \"FRAME press ACTION\" or \"FRAME click X Y\", got %q", name, i+1, line)
		if len(f) < 3 {
			return nil, bad
		}
		frame, err := strconv.Atoi(f[0])
		if err != nil || frame < 0 {
			return nil, bad
		}
		switch {
		case f[1] == "press" && len(f) == 3:
			a := Action(-1)
			for j, n := range actionNames {
				if n == f[2] {
					a = Action(j)
				}
			}
			if a < 0 {
				return nil, fmt.Errorf("%s:%d: unknown action %q (have %s)", name, i+1, f[2], strings.Join(actionNames[:], ", "))
			}
			out = append(out, ScriptStep{Frame: frame, Action: a})
		case f[1] == "click" && len(f) == 4:
			x, err1 := strconv.Atoi(f[2])
			y, err2 := strconv.Atoi(f[3])
			if err1 != nil || err2 != nil {
				return nil, bad
			}
			out = append(out, ScriptStep{Frame: frame, Click: true, X: x, Y: y, Action: -1})
		default:
			return nil, bad
		}
	}
	return out, nil
}

// apply adds the script's steps for this frame to the input.
func (in *Input) apply(steps []ScriptStep, frame int) {
	for _, s := range steps {
		if s.Frame != frame {
			continue
		}
		if s.Click {
			in.Click, in.Cursor = true, image.Pt(s.X, s.Y)
		} else {
			in.pressed[s.Action], in.held[s.Action] = true, true
		}
	}
}
