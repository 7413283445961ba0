package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/game"
)

// slotTip is the tooltip of action-bar slot i: the action's name, cost
// and effect, in the words of ref, the ruleset's reference.
func (ch *chooser) slotTip(ref *ruleBook, i int) string {
	sl := ch.slots[i]
	if a, ok := ref.actionInfo(sl.action); ok {
		return fmt.Sprintf("%s (%s): %s", sl.name, sl.cost, a.Effect)
	}
	return fmt.Sprintf("%s (%s)", sl.name, sl.cost)
}

// drawSlotTip draws slot i's tooltip above the action bar, over the slot.
func (ch *chooser) drawSlotTip(screen *ebiten.Image, f *game.Fonts, ref *ruleBook, i int) {
	const w = 420
	lines := wrap(ch.slotTip(ref, i), f.Small, w-12)
	h := 8 + 15*len(lines)
	k := indexOf(ch.barSlots(), i)
	x := min(max(ch.bar.slot(k).Min.X, 4), ch.bar.w()-w-4)
	y := ch.bar.h() - bottomH - h - 4
	panel(screen, image.Rect(x, y, x+w, y+h))
	for j, l := range lines {
		game.Text(screen, l, f.Small, float64(x+6), float64(y+4+15*j), colText)
	}
}
