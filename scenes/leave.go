package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// leaveDialog is the question Esc asks before the battle is left, so that
// one stray Esc does not end it: leave, save and leave, or stay; where the
// screen shows a side a person plays, it also offers to hand that side to
// the computer and stay (the way to H by mouse or touch).
type leaveDialog struct {
	// asking is set while the question is up; err says why saving the
	// battle failed.
	asking bool
	err    string
	// off moves the dialog, laid out for a screen of
	// game.ScreenW×game.ScreenH, to the middle of the screen it is on.
	off image.Point
}

// leaveAnswer is what the player answered the leave dialog.
type leaveAnswer int

const (
	leaveWait     leaveAnswer = iota // no answer yet, or stay
	leaveNow                         // leave, not saved
	leaveSaved                       // save the battle, then leave
	leaveHandOver                    // hand the side shown to the computer, and stay
)

// update reads the player's answer; save says whether the battle can be
// saved, hand whether the side shown can be handed to the computer.
// Staying closes the question.
func (d *leaveDialog) update(in *game.Input, save, hand bool) leaveAnswer {
	switch {
	case hand && (in.Pressed(game.ActHandOver) || in.Click && in.Cursor.Sub(d.off).In(handOverButton)):
		return leaveHandOver
	case save && (in.Pressed(game.ActConfirm) || in.Click && in.Cursor.Sub(d.off).In(leaveButton)):
		return leaveSaved
	case in.Pressed(game.ActConfirm) && !save, in.Click && in.Cursor.Sub(d.off).In(leaveOnlyButton(save)):
		return leaveNow
	case in.Pressed(game.ActBack) || in.Click:
		d.asking, d.err = false, ""
	}
	return leaveWait
}

// leaveButton is the first button of the question the leave dialog asks: Save
// and leave with a store for saved battles, else Leave.
var leaveButton = image.Rect(game.ScreenW/2-215, game.ScreenH/2+12, game.ScreenW/2-75, game.ScreenH/2+48)

// leaveOnlyButton is the button that leaves without saving: Leave without
// saving beside Save and leave, else Leave itself.
func leaveOnlyButton(save bool) image.Rectangle {
	if save {
		return leaveButton.Add(image.Pt(145, 0))
	}
	return leaveButton
}

// stayButton is the question's last button.
var stayButton = leaveButton.Add(image.Pt(290, 0))

// handOverButton is the button under the others that hands the side shown
// to the computer.
var handOverButton = image.Rect(leaveButton.Min.X, leaveButton.Max.Y+8, stayButton.Max.X, leaveButton.Max.Y+36)

// draw asks whether to leave the battle, and whether to save it (save:
// the battle can be saved; again: it was saved before), and offers to
// hand the side shown to the computer (hand).
func (d *leaveDialog) draw(screen *ebiten.Image, f *game.Fonts, save, again, hand bool) {
	r := image.Rect(game.ScreenW/2-230, game.ScreenH/2-80, game.ScreenW/2+230, game.ScreenH/2+80)
	if hand {
		r.Max.Y += handOverButton.Max.Y - leaveButton.Max.Y
	}
	r = r.Add(d.off)
	cx := float64(r.Min.X+r.Max.X) / 2
	panel(screen, r)
	game.TextCentered(screen, "Leave this battle?", f.Title, cx, float64(r.Min.Y+30), colHighlight)
	msg := "It ends here and cannot be resumed."
	if save {
		msg = "Save it to continue later from the title (C)."
		if again {
			msg = "Save it again to continue later from the title (C)."
		}
	}
	game.TextCentered(screen, msg, f.Body, cx, float64(r.Min.Y+60), colText)
	if save {
		flatButton(screen, leaveButton.Add(d.off), "Save and leave  (Enter)", f.Small, colButtonOn)
		flatButton(screen, leaveOnlyButton(true).Add(d.off), "Leave, not saved", f.Small, colDanger)
	} else {
		flatButton(screen, leaveButton.Add(d.off), "Leave  (Enter)", f.Small, colDanger)
	}
	flatButton(screen, stayButton.Add(d.off), "Stay  (Esc)", f.Small, colButton)
	if hand {
		flatButton(screen, handOverButton.Add(d.off), "Hand my side to the computer and watch  (H)", f.Small, colButton)
	}
	if d.err != "" {
		game.TextCentered(screen, d.err, f.Small, cx, float64(r.Max.Y-14), colDanger)
	}
}
