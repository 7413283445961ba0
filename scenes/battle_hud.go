package scenes

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/game"
	"sightline/rules"
	"sightline/rules/match"
)

// HUD geometry (hudLayout places it on the screen). The action bar's
// buttons are at least 44 pixels each way, large enough for a finger.
const (
	topH        = 28
	bottomH     = 120
	unitW       = 300
	slotW       = 126
	slotH       = 44
	slotGap     = 3
	minSlotCols = 3
	slotRows    = 2
	logW        = 330
)

// slotMore marks the action bar's button that turns the page.
const slotMore = -2

// panel draws a HUD panel.
func panel(dst *ebiten.Image, r image.Rectangle) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), colPanel, false)
	vector.StrokeRect(dst, float32(r.Min.X)+0.5, float32(r.Min.Y)+0.5, float32(r.Dx())-1, float32(r.Dy())-1, 1, colPanelEdge, false)
}

// flatButton draws a button: r filled with fill, label centred on it in
// face.
func flatButton(dst *ebiten.Image, r image.Rectangle, label string, face text.Face, fill color.Color) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), fill, false)
	game.TextCentered(dst, label, face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), color.White)
}

// textBox draws a short label on a dark box.
func textBox(dst *ebiten.Image, face text.Face, str string, x, y float64) {
	w, h := text.Measure(str, face, 0)
	vector.FillRect(dst, float32(x)-3, float32(y)-2, float32(w)+6, float32(h)+4, colPanel, false)
	game.Text(dst, str, face, x, y, colText)
}

// fit shortens str to at most w pixels.
func fit(str string, face text.Face, w float64) string {
	if tw, _ := text.Measure(str, face, 0); tw <= w {
		return str
	}
	r := []rune(str)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if tw, _ := text.Measure(string(r)+"…", face, 0); tw <= w {
			break
		}
	}
	return string(r) + "…"
}

// weaponsLine lists a unit's weapons for its panel: the weapons in hand
// first, marked, then the rest, with ammunition and jams; a gone weapon
// shows its name only, which says why, and so does one with no magazine
// (Mag 0: a ruleset that counts no ammunition).
func weaponsLine(u *rules.Unit) string {
	var main, off, rest []string
	for _, w := range u.Weapons {
		label := w.Name
		if !w.Melee && !w.Gone && w.Mag > 0 {
			label = fmt.Sprintf("%s %d/%d", w.Name, w.Ammo, w.Mag)
		}
		if w.Jammed {
			label += " JAMMED"
		}
		switch {
		case w.Drawn:
			main = append(main, label+" (in hand)")
		case w.OffHand:
			off = append(off, label+" (off hand)")
		default:
			rest = append(rest, label)
		}
	}
	return strings.Join(slices.Concat(main, off, rest), " · ")
}

// fitKeepTail is fit for a button label "name · option": when it is too
// wide the name is shortened and the option kept, since the option is what
// tells the buttons of one action apart ("Disab… · legs").
func fitKeepTail(str string, face text.Face, w float64) string {
	head, tail, ok := strings.Cut(str, " · ")
	if !ok {
		return fit(str, face, w)
	}
	tail = " · " + tail
	tw, _ := text.Measure(tail, face, 0)
	if tw >= w*0.7 {
		return fit(str, face, w)
	}
	return fit(head, face, w-tw) + tail
}

// acting reports whether u's place in the turn order is marked as the one
// deciding now: the unit pr names, or on a turn that names no unit (a
// side's turn, its units acting in any order) each unit of that side.
func acting(u rules.Unit, pr rules.Prompt) bool {
	if pr.Unit != rules.NoUnit {
		return u.ID == pr.Unit
	}
	return pr.Kind == rules.PromptTurn && u.Side == pr.Side
}

// drawHUD draws the turn order, the unit panel, the action bar, the
// combat log, the note, and the prompt or a help page when open.
func (s *Battle) drawHUD(screen *ebiten.Image) {
	f := s.res.Fonts
	// Top bar: round, ruleset and map, speed, and the turn order.
	lay := s.view.lay
	panel(screen, lay.topBar())
	head := fmt.Sprintf("Round %d · %s · %s · speed ×%g", s.sess.b.Round(), s.rs.Name(), s.m.Name, s.speed)
	game.Text(screen, head, f.Body, 8, 6, colText)
	pr := s.sess.b.Prompt()
	// The order's chips stop short of the head and the banner.
	headEnd := s.drawTurnBanner(screen, head, pr)
	x := float32(lay.w() - 8)
	order := s.sess.b.Order()
	hovered := -1 // the unit whose place in the order the pointer is on
	can := s.actors.of(s.sess.b, pr, len(s.sh.units))
	for i := len(order) - 1; i >= 0; i-- {
		id := order[i]
		if id < 0 || id >= len(s.sh.units) || !s.sh.units[id].Active {
			continue
		}
		x -= 22
		if x < float32(max(330, headEnd+8)) {
			break
		}
		u := s.sh.units[id]
		vector.FillRect(screen, x, 5, 18, 18, sideColour(u.Side), false)
		label := "?"
		if s.visible(id) {
			label = string([]rune(u.Name)[:1])
		}
		game.TextCentered(screen, label, f.Small, float64(x)+9, 13, colBackground)
		if stillActs(u, pr, can, s.visible(id)) {
			vector.StrokeRect(screen, x-1.5, 3.5, 21, 21, 2, colHighlight, false)
		}
		if s.view.cursorIn && s.view.cursor.In(image.Rect(int(x), 5, int(x)+18, 23)) {
			hovered = id
		}
	}
	s.logs.draw(screen, s.res.Fonts)
	s.mini.draw(screen, s.sh.units, s.visible, s.sightings.markers(s.viewer))
	if hovered >= 0 {
		name := "an unseen enemy"
		if s.visible(hovered) {
			name = s.sh.units[hovered].Name
			if b := budgetSummary(s.sh.units[hovered]); b != "" {
				name += " · " + b
			}
		}
		w, _ := text.Measure(name, f.Body, 0)
		textBox(screen, s.res.Fonts.Body, name, min(float64(s.view.cursor.X), float64(lay.w())-w-8), topH+6)
	}
	if p := &s.preview.pending; p.on { // over the log, under prompts and help
		s.drawPreview(screen, p.c, p.o, p.ax, p.ay)
	}
	// Bottom panel.
	panel(screen, lay.bottomBar())
	s.drawUnitPanel(screen)
	s.drawActionBar(screen)
	if s.note != "" {
		textBox(screen, s.res.Fonts.Body, fit(s.note, s.res.Fonts.Body, float64(lay.w()-26)), 10, float64(lay.h()-bottomH-22))
	}
	if over, winner := s.sess.b.Over(); over && !s.q.busy() {
		msg := "Draw"
		if winner >= 0 {
			msg = fmt.Sprintf("Side %d wins", winner+1)
		}
		c := lay.screen().Div(2)
		r := image.Rect(c.X-170, c.Y-50, c.X+170, c.Y+30)
		panel(screen, r)
		game.TextCentered(screen, msg, f.Title, float64(c.X), float64(c.Y-25), colHighlight)
		game.TextCentered(screen, "Enter or click for the results", f.Body, float64(c.X), float64(c.Y+5), colTextDim)
	} else if !s.q.busy() && pr.Kind != rules.PromptTurn && s.sess.seatFor(pr.Side) && (pr.Kind != rules.PromptDefend || s.sess.policy.Of(pr.Unit) == match.PolicyAsk) {
		s.drawReaction(screen, pr)
	}
	s.help.draw(screen, s.res, s.ref.Reference, s.rs.Name())
	if s.leave.asking {
		s.leave.draw(screen, s.res.Fonts, s.canSave(), s.saveName != "", s.canHandOver())
	}
}

// drawUnitPanel shows the hovered or selected unit: its health tracks,
// budget, statuses, weapons and reaction policy.
func (s *Battle) drawUnitPanel(screen *ebiten.Image) {
	f := s.res.Fonts
	id := s.pick.selected
	if s.view.hoverIn {
		if h := s.unitOn(s.view.hover); h >= 0 {
			id = h
		}
	}
	if id < 0 {
		id = s.sess.b.Prompt().Unit
	}
	if id < 0 || id >= len(s.sh.units) || !s.visible(id) {
		return
	}
	u := s.sh.units[id]
	y0 := float64(s.view.lay.h() - bottomH + 6)
	vector.FillRect(screen, 8, float32(y0)+3, 10, 10, sideColour(u.Side), false)
	game.Text(screen, fmt.Sprintf("%s · %s", u.Name, u.Role), f.Body, 24, y0, colText)
	y := y0 + 19
	for _, tr := range u.Tracks {
		game.Text(screen, fmt.Sprintf("%s %d/%d", tr.Name, tr.Value, tr.Max), f.Small, 8, y, colTextDim)
		share := trackShare(tr)
		col := colGood
		if tr.Bad {
			col = colDanger
		}
		vector.FillRect(screen, 110, float32(y)+3, 180, 7, colButton, false)
		vector.FillRect(screen, 110, float32(y)+3, 180*share, 7, col, false)
		y += 14
	}
	drawBudgetLine(screen, f.Small, u, 8, y, unitW-12)
	y += 14
	game.Text(screen, fit(weaponsLine(&u), f.Small, unitW-12), f.Small, 8, y, colTextDim)
	y += 14
	st := "no status"
	if len(u.Statuses) > 0 {
		st = strings.Join(u.Statuses, ", ")
	}
	if _, asks := s.sess.b.(rules.DefenceAdvisor); asks && s.sess.seatFor(u.Side) {
		// Only a ruleset with defence answers asks how to meet attacks.
		st += " · when attacked: " + s.sess.policy.Of(id).String() + " (P)"
	}
	game.Text(screen, fit(st, f.Small, unitW-12), f.Small, 8, y, colTextDim)
	if u.Readied != "" {
		// Under the rest, on as many lines as the panel has left.
		y += 14
		lines := wrap(readyLine(u), f.Small, unitW-12)
		for i, l := range lines {
			last := y+28 > float64(s.view.lay.h())
			if last && i < len(lines)-1 {
				l = fit(l+" "+strings.Join(lines[i+1:], " "), f.Small, unitW-12)
			}
			game.Text(screen, l, f.Small, 8, y, colHighlight)
			if last {
				break
			}
			y += 14
		}
	}
}

// readyLine is the unit panel's line for a readied action and its
// trigger (rules.Unit.Readied).
func readyLine(u rules.Unit) string { return "Ready: " + u.Readied }

// drawTurnBanner draws, after the top bar's head, whose turn it is on a
// side's whole turn (turnBanner), and returns where the words end.
func (s *Battle) drawTurnBanner(screen *ebiten.Image, head string, pr rules.Prompt) float64 {
	f := s.res.Fonts.Body
	w, _ := text.Measure(head, f, 0)
	end := 8 + w
	if b := turnBanner(pr); b != "" {
		sep, _ := text.Measure(" · ", f, 0)
		game.Text(screen, " · ", f, end, 6, colText)
		game.Text(screen, b, f, end+sep, 6, colHighlight)
		bw, _ := text.Measure(b, f, 0)
		end += sep + bw
	}
	return end
}

// drawActionBar draws the legal actions of the selected unit with their
// costs and hotkeys, or says who the battle waits on.
func (s *Battle) drawActionBar(screen *ebiten.Image) {
	f := s.res.Fonts
	if !s.humanTurn() {
		pr := s.sess.b.Prompt()
		msg := "Watching"
		if over, _ := s.sess.b.Over(); over {
			msg = "The battle is over"
		} else if s.watch != nil && s.watch.stop != nil {
			msg = fmt.Sprintf("Replay stopped at step %d of %d  (Esc leaves it)", s.watch.play.Played(), s.watch.steps)
		} else if s.watch != nil && s.watch.paused {
			msg = fmt.Sprintf("Replay paused at step %d of %d  (Space goes on)", s.watch.play.Played(), s.watch.steps)
		} else if s.watch != nil {
			msg = fmt.Sprintf("Replay: step %d of %d  (Space pauses, , and . change speed)", s.watch.play.Played(), s.watch.steps)
		} else if s.q.busy() {
			msg = "Playing out…  (Backspace skips, , and . change speed)"
		} else if pr.Side >= 0 && pr.Side < len(s.cfg.Sides) {
			who := s.cfg.Sides[s.sess.match.Spec().Entry(pr.Side)]
			msg = fmt.Sprintf("Side %d (%s) is deciding…", pr.Side+1, who)
		}
		game.Text(screen, msg, f.Body, unitW+14, float64(s.view.lay.h()-bottomH+14), colTextDim)
		return
	}
	bare := oneBudgetUnit(s.pick.slots)
	for k, i := range s.pick.barSlots() {
		r := s.view.lay.slot(k)
		bg := colButton
		if i == s.pick.armed {
			bg = colButtonOn
		}
		vector.FillRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), bg, false)
		// The label and the icon stand in the middle of the button's height.
		ty := float64(r.Min.Y) + float64(r.Dy()-14)/2
		key := ""
		if k < answerKeys {
			key = fmt.Sprintf("%d ", (k+1)%10)
		}
		if i == slotMore {
			game.Text(screen, key+"More ►", f.Small, float64(r.Min.X)+4, ty, colHighlight)
			continue
		}
		sl := s.pick.slots[i]
		cost := barCost(sl.cost, bare)
		cw, _ := text.Measure(cost, f.Small, 0)
		tx := float64(r.Min.X) + 4
		if sl.hasIcon {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(tx, float64(r.Min.Y)+float64(r.Dy()-assets.IconSize)/2)
			screen.DrawImage(s.res.icon(sl.icon), op)
			tx += assets.IconSize + 3
		}
		game.Text(screen, fitKeepTail(key+sl.name, f.Small, float64(r.Max.X)-tx-8-cw), f.Small, tx, ty, colText)
		game.Text(screen, cost, f.Small, float64(r.Max.X)-4-cw, ty, colHighlight)
	}
	hint := "Click a square to move, an enemy to attack.  " + keyHints(s.res.keymap())
	game.Text(screen, fit(hint, f.Small, float64(s.view.lay.w()-unitW-20)), f.Small, unitW+10, float64(s.view.lay.h()-19), colTextDim)
	if s.view.cursorIn {
		if i := s.pick.slotAt(s.view.cursor); i >= 0 && i < len(s.pick.slots) {
			s.pick.drawSlotTip(screen, s.res.Fonts, &s.ref, i)
		}
	}
}

// oneBudgetUnit reports whether every slot that costs something costs it
// in one budget unit (ADS's ticks), so that a button may show the cost as
// a bare number: the unit panel names the budget, and the tooltip spells
// the cost out.
func oneBudgetUnit(slots []slot) bool {
	unit := ""
	for _, sl := range slots {
		if sl.cost.N == 0 {
			continue
		}
		if unit != "" && sl.cost.Unit != unit {
			return false
		}
		unit = sl.cost.Unit
	}
	return true
}

// barCost is a cost as an action-bar button shows it: "4" rather than
// "4 ticks" when bare (every slot's cost is in one unit), which leaves the
// action's name room to be read; otherwise as the cost reads anywhere.
func barCost(c rules.Cost, bare bool) string {
	if bare && c.N > 0 && !c.Reaction {
		return strconv.Itoa(c.N)
	}
	return c.String()
}

// drawPreview shows the engine's odds of an attack: the hit chance, the
// damage distribution as a bar chart, the takedown chance and modifiers.
func (s *Battle) drawPreview(screen *ebiten.Image, c rules.Command, o rules.Odds, ax, ay float64) {
	f := s.res.Fonts
	logAt, _ := s.logs.layout()
	// Two squares from the target's centre: clear of its marker, of the
	// FLANKED label centred under it, and of the cover on the squares
	// next to it, which the shot must pass.
	lw, _ := text.Measure(flankedLabel, f.Body, 0)
	off := max(2*float64(s.view.tile())*s.view.cam.Zoom, lw/2+8)
	// The squares of the units in sight, which the panel keeps clear of
	// where it can.
	units := s.preview.unitRects[:0]
	half := float64(s.view.tile()) * s.view.cam.Zoom / 2
	for _, u := range s.sh.units {
		if u.Active && s.visible(u.ID) {
			x, y := s.view.tileCentre(u.Pos)
			units = append(units, image.Rect(int(float64(x)-half), int(float64(y)-half), int(float64(x)+half), int(float64(y)+half)))
		}
	}
	s.preview.unitRects = units
	s.preview.at = previewRect(s.view.lay.screen(), ax, ay, off, logAt, units)
	x, y, w := float64(s.preview.at.Min.X), float64(s.preview.at.Min.Y), float64(previewW)
	panel(screen, s.preview.at)
	game.Text(screen, fit(s.ref.actionName(c.Action)+" · "+c.Cost.String(), f.Body, w-12), f.Body, x+6, y+4, colText)
	game.Text(screen, oddsHeadline(o), f.Body, x+6, y+22, colHighlight)
	if harmless(o) {
		// No damage to chart: what a success does, in the reference's
		// words, where the chart would be.
		for j, l := range wrap(s.ref.actionEffect(c.Action), f.Small, w-12) {
			if j == 3 {
				break
			}
			game.Text(screen, l, f.Small, x+6, y+58+15*float64(j), colText)
		}
	}
	chartY := y + 88
	if len(o.Damage) > 0 && !harmless(o) {
		drawDamageChart(screen, f, o.Damage, x+6, chartY, w-12)
	}
	if l := strayLine(o); l != "" {
		// The chance the shot goes into the melee's own side, over the
		// chart on the right, clear of its axis labels.
		lw, _ := text.Measure(l, f.Small, 0)
		game.Text(screen, l, f.Small, x+w-6-lw, chartY-damageChartH, colDanger)
	}
	var mods []string
	for _, m := range o.Mods {
		mods = append(mods, fmt.Sprintf("%s %+d", m.Source, m.Value))
	}
	if len(mods) > 0 {
		game.Text(screen, fit(strings.Join(mods, ", "), f.Small, w-12), f.Small, x+6, y+38, colTextDim)
	}
}

// trackShare is the share of its maximum a track holds, for its bar: 0
// without a maximum, and within 0 and 1 even for a track that runs below
// 0 or past its maximum in some rulesets (hit points past 0).
func trackShare(tr rules.Track) float32 {
	if tr.Max <= 0 {
		return 0
	}
	return min(max(float32(tr.Value)/float32(tr.Max), 0), 1)
}

// harmless reports whether the odds are of an action that does no damage
// at all (an empty Damage): a Trip, a Disarm or a Distracting Shot, whose
// worth is its effect. A shot that cannot hit, or whose hits armour soaks
// whole, is still a shot.
func harmless(o rules.Odds) bool {
	return len(o.Damage) == 0
}

// oddsHeadline is the odds panel's line of figures: an attack that can
// harm gives its chances to hit and to take the target down; one that
// cannot, its chance to succeed.
func oddsHeadline(o rules.Odds) string {
	if harmless(o) {
		return fmt.Sprintf("Succeeds %.0f%%", 100*o.Hit)
	}
	return fmt.Sprintf("Hit %.0f%%   Takedown %.0f%%", 100*o.Hit, 100*o.Takedown)
}

// strayLine is the odds panel's warning that an attack may stray into
// the attacker's own side, "" when it cannot (or hardly: under half a
// percent).
func strayLine(o rules.Odds) string {
	if o.Stray < 0.005 {
		return ""
	}
	return fmt.Sprintf("%.0f%% strays to an ally", 100*o.Stray)
}

// The odds panel's size.
const previewW, previewH = 210, 112

// previewRect places the odds panel beside a target drawn at (ax, ay),
// off pixels clear of its centre (past the unit's marker), so that it
// never hides the unit it is about: on its right, else on its left, on
// the side that leaves the combat log (logAt) readable; when neither
// does, the same sides below the log. Of the places that leave the log
// readable it takes the first that also hides none of the units (their
// squares on the screen), if any does.
func previewRect(sz image.Point, ax, ay, off float64, logAt image.Rectangle, units []image.Rectangle) image.Rectangle {
	w, h := float64(previewW), float64(previewH)
	sw, sh := float64(sz.X), float64(sz.Y)
	at := func(x, y float64) image.Rectangle {
		x = min(max(x, 4), sw-w-4)
		y = min(max(y, topH+4), sh-bottomH-h-4)
		return image.Rect(int(x), int(y), int(x+w), int(y+h))
	}
	var xs []float64
	if right := ax + off; right+w <= sw-4 {
		xs = append(xs, right)
	}
	if left := ax - off - w; left >= 4 {
		xs = append(xs, left)
	}
	if len(xs) == 0 {
		return at(ax+off, ay-h/2)
	}
	var clear []image.Rectangle // the places off the log, in order
	for _, y := range []float64{ay - h/2, float64(logAt.Max.Y + 4)} {
		for _, x := range xs {
			if r := at(x, y); !r.Overlaps(logAt) {
				clear = append(clear, r)
			}
		}
	}
	for _, r := range clear {
		hides := false
		for _, u := range units {
			hides = hides || r.Overlaps(u)
		}
		if !hides {
			return r
		}
	}
	if len(clear) > 0 {
		return clear[0]
	}
	return at(xs[0], ay-h/2)
}

// drawReaction shows a reaction prompt with its legal answers, and the
// hit chance each leaves: a defence's of the attack, an attack's own.
func (s *Battle) drawReaction(screen *ebiten.Image, pr rules.Prompt) {
	f := s.res.Fonts
	opts, l := s.promptShown(pr)
	r := l.panel()
	panel(screen, r)
	title := pr.Text
	if title == "" {
		title = "React?"
	}
	name := ""
	if pr.Unit >= 0 && pr.Unit < len(s.sh.units) && !strings.HasPrefix(title, s.sh.units[pr.Unit].Name) {
		name = s.sh.units[pr.Unit].Name + ": "
	}
	game.Text(screen, fit(name+title, f.Body, float64(r.Dx()-20)), f.Body, float64(r.Min.X)+10, float64(r.Min.Y)+10, colHighlight)
	// A defence may take a standing answer (P); another window says what
	// its answers do, in the ruleset's words.
	hint := "P: a standing answer for this unit · Tab, Enter: pick by keyboard"
	if pr.Kind != rules.PromptDefend {
		hint = pr.Hint
		if hint == "" {
			hint = "Choose an answer · Tab, Enter: pick by keyboard"
		}
	}
	game.Text(screen, hint, f.Small, float64(r.Min.X)+10, float64(r.Min.Y)+32, colTextDim)
	for i, c := range opts {
		b := l.rect(i)
		vector.FillRect(screen, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), colButton, false)
		if i == s.prompt.marked(s.sess.b.Version()) {
			vector.StrokeRect(screen, float32(b.Min.X)+1, float32(b.Min.Y)+1, float32(b.Dx())-2, float32(b.Dy())-2, 2, colHighlight, false)
		}
		x := float64(b.Min.X) + 4
		if ic, ok := s.icons.of(c.Action); ok {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(x, float64(b.Min.Y)+(float64(b.Dy())-assets.IconSize)/2)
			screen.DrawImage(s.res.icon(ic), op)
			x += assets.IconSize + 4
		}
		// The name on as many lines as the layout gives it, cut only
		// past them.
		lines := wrap(answerLabel(i, s.answerName(c)), f.Small, float64(b.Max.X)-x-4)
		for k, line := range lines {
			if k == l.lines-1 && len(lines) > l.lines {
				line = fit(strings.Join(lines[k:], " "), f.Small, float64(b.Max.X)-x-4)
			}
			game.Text(screen, line, f.Small, x, float64(b.Min.Y)+3+float64(k*promptLineH), colText)
			if k == l.lines-1 {
				break
			}
		}
		costY := float64(b.Min.Y) + 3 + float64(l.lines*promptLineH)
		costW := float64(b.Max.X) - x - 4
		if c.Target != rules.NoUnit || pr.Kind == rules.PromptDefend {
			if h := s.prompt.answerHit(s.sess.b, c, pr.Kind == rules.PromptDefend); h >= 0 {
				hit := fmt.Sprintf("hit %.0f%%", 100*h)
				hw, _ := text.Measure(hit, f.Small, 0)
				game.Text(screen, hit, f.Small, float64(b.Max.X)-4-hw, costY, colTextDim)
				costW -= hw + 6
			}
		}
		game.Text(screen, fit(c.Cost.String(), f.Small, costW), f.Small, x, costY, colHighlight)
	}
}

// wrap splits str into lines of at most w pixels.
func wrap(str string, face text.Face, w float64) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(str) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if tw, _ := text.Measure(try, face, 0); tw > w && line != "" {
			out = append(out, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}
