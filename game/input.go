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
	ActZoomIn
	ActZoomOut
	ActZoomFit
	ActCentre
	ActEndTurn
	ActDelay
	ActReload
	ActSkip
	ActSpeedUp
	ActSpeedDown
	ActThreat
	ActLog
	ActPolicy
	ActHelp
	ActRules
	ActNextTarget
	ActSettings
	ActCursor
	ActUndo
	ActDiscard
	ActLegend
	ActHandOver
	ActSlot1
	ActSlot2
	ActSlot3
	ActSlot4
	ActSlot5
	ActSlot6
	ActSlot7
	ActSlot8
	ActSlot9
	// ActSlot10 is the tenth slot: the action bar's tenth button, and a
	// prompt's tenth answer (a defence may have ten).
	ActSlot10
	actionCount
)

var actionNames = [actionCount]string{"confirm", "back", "pan_up", "pan_down", "pan_left", "pan_right",
	"zoom_in", "zoom_out", "zoom_fit", "centre", "end_turn", "delay", "reload", "skip", "speed_up", "speed_down",
	"threat", "log", "policy", "help", "rules", "next_target", "settings", "cursor", "undo",
	"discard", "legend", "hand_over", "slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8", "slot9", "slot10"}

// String returns the action's name as scripts and settings spell it.
func (a Action) String() string {
	if a >= 0 && a < actionCount {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", int(a))
}

// Slot returns the action of action-bar slot i (0-based), or -1.
func Slot(i int) Action {
	if i < 0 || i > int(ActSlot10-ActSlot1) {
		return -1
	}
	return ActSlot1 + Action(i)
}

// Keymap binds each action to keys.
type Keymap map[Action][]ebiten.Key

// DefaultKeymap returns the standard bindings.
func DefaultKeymap() Keymap {
	km := Keymap{
		ActConfirm:    {ebiten.KeyEnter, ebiten.KeySpace},
		ActBack:       {ebiten.KeyEscape},
		ActPanUp:      {ebiten.KeyW, ebiten.KeyArrowUp},
		ActPanDown:    {ebiten.KeyS, ebiten.KeyArrowDown},
		ActPanLeft:    {ebiten.KeyA, ebiten.KeyArrowLeft},
		ActPanRight:   {ebiten.KeyD, ebiten.KeyArrowRight},
		ActZoomIn:     {ebiten.KeyEqual, ebiten.KeyKPAdd},
		ActZoomOut:    {ebiten.KeyMinus, ebiten.KeyKPSubtract},
		ActZoomFit:    {ebiten.KeyF},
		ActCentre:     {ebiten.KeyC},
		ActEndTurn:    {ebiten.KeyE},
		ActDelay:      {ebiten.KeyQ},
		ActReload:     {ebiten.KeyR},
		ActSkip:       {ebiten.KeyBackspace, ebiten.KeyK},
		ActSpeedUp:    {ebiten.KeyPeriod},
		ActSpeedDown:  {ebiten.KeyComma},
		ActThreat:     {ebiten.KeyT},
		ActLog:        {ebiten.KeyL},
		ActPolicy:     {ebiten.KeyP},
		ActHelp:       {ebiten.KeyF1},
		ActRules:      {ebiten.KeySlash},
		ActNextTarget: {ebiten.KeyTab},
		ActSettings:   {ebiten.KeyF2},
		ActCursor:     {ebiten.KeyM},
		ActUndo:       {ebiten.KeyU},
		ActDiscard:    {ebiten.KeyDelete},
		ActLegend:     {ebiten.KeyG},
		ActHandOver:   {ebiten.KeyH},
	}
	for i := 0; i < 9; i++ {
		km[Slot(i)] = []ebiten.Key{ebiten.Key1 + ebiten.Key(i)}
	}
	km[ActSlot10] = []ebiten.Key{ebiten.Key0}
	return km
}

// Input is one frame's input, already routed through the keymap. Scripted
// input (tests) and real devices fill it the same way.
type Input struct {
	pressed [actionCount]bool // became active this frame
	held    [actionCount]bool // active this frame
	// Click is true when the primary button was released this frame, at
	// Cursor, without a drag.
	Click bool
	// AltClick is true when the secondary button was released this frame:
	// cancel or deselect.
	AltClick bool
	// Cursor is the pointer's position in screen pixels.
	Cursor image.Point
	// Drag is the pointer's movement this frame while the primary button
	// is held past the drag threshold, in screen pixels.
	Drag image.Point
	// Wheel is the vertical scroll of this frame: positive zooms in.
	Wheel float64
	// InWindow is false when the pointer is outside the window (no edge
	// panning then).
	InWindow bool
	// Synthetic is true when this frame's Click came from a script or a
	// touch rather than the mouse: widgets that read the mouse themselves
	// (ebitenui) must be handed it.
	Synthetic bool
	// Touch is true when the pointer is a finger (a touch under way, or
	// the last one while the mouse has not moved since): Cursor is where
	// it is or was; the screen's edge does not pan then.
	Touch bool
	// Pinch is the zoom of this frame's pinch: 1 for a step in (the
	// fingers spread), -1 for one out, around Cursor.
	Pinch int
	// Keys are the keys pressed this frame, whatever they are bound to:
	// the settings read the key a player binds from them.
	Keys []ebiten.Key

	// size is the logical screen's size this frame (zero:
	// ScreenW×ScreenH), within which the pointer is in the window.
	size image.Point

	// leaned is which way the gamepads' left stick leaned last frame
	// (up, down, left, right); pads reads them.
	leaned    [4]bool
	pads      ebitenPads
	down      bool
	dragging  bool
	downAt    image.Point
	lastMouse image.Point
	touch     touchState
}

// Pressed reports whether the action started this frame.
func (in *Input) Pressed(a Action) bool { return a >= 0 && a < actionCount && in.pressed[a] }

// Held reports whether the action is active this frame.
func (in *Input) Held(a Action) bool { return a >= 0 && a < actionCount && in.held[a] }

// Consume takes the action out of this frame's input, for a scene that
// used the key for something of its own (the battle's keyboard cursor
// moves on the pan keys, which then must not pan).
func (in *Input) Consume(a Action) {
	if a >= 0 && a < actionCount {
		in.pressed[a], in.held[a] = false, false
	}
}

// Press makes the action start this frame, as a scripted press does.
func (in *Input) Press(a Action) {
	if a >= 0 && a < actionCount {
		in.pressed[a], in.held[a] = true, true
	}
}

// dragThreshold is how far the pointer must move with the button down
// before a press counts as a drag rather than a click.
const dragThreshold = 6

// read fills the input from the real keyboard and mouse.
func (in *Input) read(km Keymap) {
	in.pressed, in.held = [actionCount]bool{}, [actionCount]bool{}
	in.Click, in.AltClick, in.Drag, in.Wheel, in.Synthetic = false, false, image.Point{}, 0, false
	in.Touch, in.Pinch = false, 0
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
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
	in.readPads(&in.pads, DefaultPadMap())
	x, y := ebiten.CursorPosition()
	cur := image.Pt(x, y)
	in.Cursor = cur
	in.InWindow = in.onScreen(cur)
	_, wy := ebiten.Wheel()
	in.Wheel = wy
	switch {
	case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
		in.down, in.dragging, in.downAt = true, false, cur
	case in.down && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft):
		d := cur.Sub(in.downAt)
		if !in.dragging && d.X*d.X+d.Y*d.Y > dragThreshold*dragThreshold {
			in.dragging = true
			in.Drag = d
		} else if in.dragging {
			in.Drag = cur.Sub(in.lastMouse)
		}
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.Click = in.down && !in.dragging
		in.down, in.dragging = false, false
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight) {
		in.AltClick = true
	}
	in.readTouches(cur)
	in.lastMouse = cur
}

// ScriptStep is one timed input of a script: at Frame, press the named
// action, click or point at (X, Y) in screen pixels, or click or point at
// the map tile (X, Y) wherever the camera shows it.
type ScriptStep struct {
	Frame  int
	Action Action
	Click  bool
	Hover  bool
	Tile   bool
	X, Y   int
}

// TileLocator is a scene that can say where a map tile is on screen, so
// that scripts may click tiles ("FRAME clicktile X Y").
type TileLocator interface {
	TileScreen(x, y int) (int, int)
}

// ParseScript reads a script: one step per line, "FRAME press ACTION",
// "FRAME click X Y", "FRAME hover X Y", "FRAME clicktile TX TY" or
// "FRAME hovertile TX TY"; blank lines and lines starting with # are
// skipped.
func ParseScript(name, text string) ([]ScriptStep, error) {
	var out []ScriptStep
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		bad := fmt.Errorf("%s:%d: want \"FRAME press ACTION\", \"FRAME click|hover|clicktile|hovertile X Y\", got %q", name, i+1, line)
		if len(f) < 3 {
			return nil, bad
		}
		frame, err := strconv.Atoi(f[0])
		if err != nil || frame < 0 {
			return nil, bad
		}
		switch {
		case f[1] == "press" && len(f) == 3:
			a, ok := ActionNamed(f[2])
			if !ok {
				return nil, fmt.Errorf("%s:%d: unknown action %q (have %s)", name, i+1, f[2], strings.Join(actionNames[:], ", "))
			}
			out = append(out, ScriptStep{Frame: frame, Action: a})
		case (f[1] == "click" || f[1] == "hover" || f[1] == "clicktile" || f[1] == "hovertile") && len(f) == 4:
			x, err1 := strconv.Atoi(f[2])
			y, err2 := strconv.Atoi(f[3])
			if err1 != nil || err2 != nil {
				return nil, bad
			}
			s := ScriptStep{Frame: frame, X: x, Y: y, Action: -1}
			s.Click = f[1] == "click" || f[1] == "clicktile"
			s.Hover = !s.Click
			s.Tile = strings.HasSuffix(f[1], "tile")
			out = append(out, s)
		default:
			return nil, bad
		}
	}
	return out, nil
}

// apply adds the script's steps for this frame to the input; tile steps
// are placed through the scene when it can locate tiles.
func (in *Input) apply(steps []ScriptStep, frame int, scene Scene) {
	for _, s := range steps {
		if s.Frame != frame {
			continue
		}
		x, y := s.X, s.Y
		if s.Tile {
			tl, ok := scene.(TileLocator)
			if !ok {
				continue
			}
			x, y = tl.TileScreen(s.X, s.Y)
		}
		p := image.Pt(x, y)
		switch {
		case s.Click:
			in.Click, in.Cursor, in.InWindow, in.Synthetic = true, p, in.onScreen(p), true
		case s.Hover:
			in.Cursor, in.InWindow = p, in.onScreen(p)
		default:
			in.pressed[s.Action], in.held[s.Action] = true, true
		}
	}
}

// onScreen reports whether p lies inside the logical screen.
func (in *Input) onScreen(p image.Point) bool {
	sz := in.size
	if sz.X <= 0 || sz.Y <= 0 {
		sz = image.Pt(ScreenW, ScreenH)
	}
	return p.X > 0 && p.Y > 0 && p.X < sz.X-1 && p.Y < sz.Y-1
}
