package scenes

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/assets/palette"
	"sightline/game"
	"sightline/rules"
	"sightline/rules/grid"
)

// drawWorld draws the terrain, overlays, cover, units and effects.
func (s *Battle) drawWorld(screen *ebiten.Image) {
	screen.Fill(colBackground)
	op := &ebiten.DrawImageOptions{}
	s.view.cam.Apply(op)
	s.img.Image.Draw(screen, op)
	s.ovl.update(&overlayFrame{b: s.sess.b, units: s.sh.units, pick: &s.pick, view: &s.view, viewer: s.viewer, visible: s.visible,
		threat: s.showThreat, human: s.humanTurn(), font: s.res.Fonts.Small})
	if !s.ovl.empty {
		s.ovl.img.Draw(screen, op)
	}
	s.drawCover(screen)
	if s.view.kbOn { // under the labels of the square it is on
		s.drawCursor(screen)
	}
	if s.humanTurn() && s.view.hoverIn {
		s.drawHoverPath(screen)
	}
	if s.view.hoverIn {
		s.drawCoverInfo(screen)
	}
	s.drawSightings(screen)
	s.drawUnits(screen)
	if s.humanTurn() && s.pick.via != nil {
		s.drawVia(screen, *s.pick.via)
	}
	if s.humanTurn() {
		target := -1
		if s.view.hoverIn {
			target = s.unitOn(s.view.hover)
		}
		if target < 0 {
			target = s.pick.target
		}
		s.drawAim(screen, target)
	}
	s.drawAttackOn(screen)
	s.drawEffects(screen)
}

// drawCursor frames the keyboard cursor's square.
func (s *Battle) drawCursor(screen *ebiten.Image) {
	t := float64(s.view.tile())
	x0, y0 := s.view.world(float64(s.view.kbPos.X)*t, float64(s.view.kbPos.Y)*t)
	x1, y1 := s.view.world(float64(s.view.kbPos.X+1)*t, float64(s.view.kbPos.Y+1)*t)
	vector.StrokeRect(screen, x0+1, y0+1, x1-x0-2, y1-y0-2, 3, colHighlight, false)
}

// drawAttackOn marks, while a player is asked to defend, the attack the
// prompt is about: a line from the attacker, ringed, to the unit attacked,
// when the player can see the attacker.
func (s *Battle) drawAttackOn(screen *ebiten.Image) {
	pr := s.sess.b.Prompt()
	if pr.Kind != rules.PromptDefend || !s.sess.seatFor(pr.Side) || s.q.busy() || pr.Attacker < 0 || pr.Attacker >= len(s.sh.units) ||
		pr.Unit < 0 || pr.Unit >= len(s.sh.units) || !s.visible(pr.Attacker) {
		return
	}
	ax, ay := s.view.tileCentre(s.sh.units[pr.Attacker].Pos)
	bx, by := s.view.tileCentre(s.sh.units[pr.Unit].Pos)
	vector.StrokeLine(screen, ax, ay, bx, by, 2, colDanger, true)
	vector.StrokeCircle(screen, ax, ay, float32(s.view.tile())*float32(s.view.cam.Zoom)*0.55, 2, colDanger, true)
}

// shieldAt returns where a cover section's shield is drawn, in world
// pixels for tiles of t pixels: the top-right corner of an object's
// square, or the middle of an edge.
func shieldAt(cv grid.Cover, t float64) (float64, float64) {
	switch cv.Edge {
	case 0:
		return float64(cv.Cell.X)*t + t - 7, float64(cv.Cell.Y)*t + 7
	case grid.North:
		return float64(cv.Cell.X)*t + t/2, float64(cv.Cell.Y) * t
	}
	return float64(cv.Cell.X) * t, float64(cv.Cell.Y)*t + t/2
}

// drawCover draws every cover section in view as a half or full shield
// coloured by its remaining structure, or a cross once broken.
func (s *Battle) drawCover(screen *ebiten.Image) {
	f := s.sess.b.Field()
	t := float64(s.view.tile())
	z := s.view.cam.Zoom
	// Shields are drawn at the icon's own size, crisp at zoom 1, on a
	// dark shadow so they stand out on light ground.
	size := assets.IconSize * z
	for i, cv := range f.Covers {
		x, y := s.view.world(shieldAt(cv, t))
		if x < -20 || y < -20 || x > float32(s.view.lay.w()+20) || y > float32(s.view.lay.h()+20) {
			continue
		}
		left := cv.SP()
		if i < len(s.sh.covers) {
			left = s.sh.covers[i]
		}
		if left <= 0 && cv.SP() > 0 {
			vector.StrokeLine(screen, x-3*float32(z), y-3*float32(z), x+3*float32(z), y+3*float32(z), 1.5, colTextDim, false)
			vector.StrokeLine(screen, x-3*float32(z), y+3*float32(z), x+3*float32(z), y-3*float32(z), 1.5, colTextDim, false)
			continue
		}
		icon := assets.IconCoverHalf
		if cv.Full {
			icon = assets.IconCoverFull
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(size/assets.IconSize, size/assets.IconSize)
		op.GeoM.Translate(float64(x)-size/2+z, float64(y)-size/2+z)
		op.ColorScale.Scale(0, 0, 0, 0.75)
		screen.DrawImage(s.res.icon(icon), op)
		op.GeoM.Translate(-z, -z)
		op.ColorScale.Reset()
		// The shield takes its material's colour and reddens as the
		// section wears.
		mc := materialColour(cv.Material)
		wear := float32(1)
		if sp := cv.SP(); sp > 0 && left < sp {
			wear = 0.4 + 0.6*float32(left)/float32(sp)
		}
		op.ColorScale.Scale(float32(mc.R)/255, float32(mc.G)/255*wear, float32(mc.B)/255*wear, 1)
		screen.DrawImage(s.res.icon(icon), op)
		if sp := cv.SP(); sp > 0 && left < sp && z >= 2 {
			w := float32(size)
			vector.FillRect(screen, x-w/2, y+w/2, w, 2, colDanger, false)
			vector.FillRect(screen, x-w/2, y+w/2, w*float32(left)/float32(sp), 2, colGood, false)
		}
	}
}

// materialColour is the tint of a cover material's shield.
func materialColour(m grid.Material) color.RGBA {
	switch m {
	case grid.ThinWood, grid.ThickWood, grid.ReinforcedWood:
		return rgba(palette.WoodLight, 0xff)
	case grid.Sandbag:
		return rgba(palette.Sand, 0xff)
	case grid.ConcreteBunker:
		return rgba(palette.Silver, 0xff)
	}
	return rgba(palette.White, 0xff)
}

// coverNear returns the cover sections on or around square p: its object
// and its four edges.
func coverNear(f *grid.Field, p grid.Pos) []int16 {
	if !f.In(p) {
		return nil
	}
	out := []int16{f.At(p).Cover, f.HEdges[p.Y*f.W+p.X], f.HEdges[(p.Y+1)*f.W+p.X], f.VEdges[p.Y*(f.W+1)+p.X], f.VEdges[p.Y*(f.W+1)+p.X+1]}
	return slices.DeleteFunc(out, func(i int16) bool { return i == grid.NoCover })
}

// drawCoverInfo says what the cover around the hovered square is worth,
// in the ruleset's words (rules.CoverDescriber), or names its category.
func (s *Battle) drawCoverInfo(screen *ebiten.Image) {
	parts := s.sightings.at(s.view.hover, s.viewer, s.sh.units, s.visible)
	f := s.sess.b.Field()
	if f.In(s.view.hover) {
		if e := f.At(s.view.hover).Elevation; e != 0 {
			parts = append(parts, fmt.Sprintf("level %d", e))
		}
	}
	desc, _ := s.sess.b.(rules.CoverDescriber)
	now := s.sess.b.Covers()
	for _, i := range coverNear(f, s.view.hover) {
		// The ruleset's words tell the section as it is: where the
		// viewer knows it otherwise (worn out of its sight), its
		// category alone.
		if desc != nil && (int(i) >= len(s.sh.covers) || int(i) >= len(now) || s.sh.covers[i] == now[i]) {
			parts = append(parts, desc.DescribeCover(int(i)))
			continue
		}
		parts = append(parts, strings.ReplaceAll(f.Covers[i].Class().String(), "_", "-")+" cover")
	}
	if len(parts) == 0 {
		return
	}
	x, y := s.view.tileCentre(s.view.hover)
	textBox(screen, s.res.Fonts.Body, strings.Join(parts, "; "), float64(x)+10, float64(y)+14)
}

// drawHoverPath previews the path and cost of a move to the hovered
// square.
func (s *Battle) drawHoverPath(screen *ebiten.Image) {
	c, ok := s.pick.moveTo(s.sess.b, s.view.hover)
	if !ok {
		return
	}
	path := s.preview.odds.path(s.sess.b, c)
	z := float32(s.view.cam.Zoom)
	from := s.sh.units[c.Unit].Pos
	px, py := s.view.tileCentre(from)
	for _, p := range path {
		x, y := s.view.tileCentre(p)
		vector.StrokeLine(screen, px, py, x, y, 2*z, colHighlight, true)
		vector.FillCircle(screen, x, y, 2.5*z, colHighlight, true)
		px, py = x, y
	}
	label := c.Cost.String() + " · " + s.ref.actionName(c.Action)
	x, y := s.view.tileCentre(s.view.hover)
	textBox(screen, s.res.Fonts.Body, label, float64(x)+10, float64(y)-22)
}

// drawVia frames the square an armed attack that moves first (Hip Fire,
// Charge) will move to, once the player has picked it.
func (s *Battle) drawVia(screen *ebiten.Image, p grid.Pos) {
	x, y := s.view.tileCentre(p)
	h := float32(s.view.tile()) * float32(s.view.cam.Zoom) / 2
	vector.StrokeRect(screen, x-h+1, y-h+1, 2*h-2, 2*h-2, 2, colHighlight, false)
	vector.StrokeRect(screen, x-h+4, y-h+4, 2*h-8, 2*h-8, 1, colHighlight, false)
}

// drawAim draws the line of sight to the hovered or picked enemy, marks a flanked
// target, and the target preview.
func (s *Battle) drawAim(screen *ebiten.Image, id int) {
	if id < 0 || s.pick.selected < 0 || s.sh.units[id].Side == s.sh.units[s.pick.selected].Side {
		return
	}
	f := s.sess.b.Field()
	me, them := s.sh.units[s.pick.selected].Pos, s.sh.units[id].Pos
	broken := s.sh.brokenCovers(s.sess.b.Field())
	clear := grid.LineOfSight(f, me, them, broken)
	col := colGood
	if !clear {
		col = colDanger
	}
	ax, ay := s.view.tileCentre(me)
	bx, by := s.view.tileCentre(them)
	vector.StrokeLine(screen, ax, ay, bx, by, 2, col, true)
	z := float32(s.view.cam.Zoom)
	vector.StrokeCircle(screen, bx, by, float32(s.view.tile())*z*0.55, 2, col, true)
	below := float64(by) + float64(s.view.tile())*float64(z)*0.6
	if clear && grid.Flanked(f, me, them, broken) {
		w, h := text.Measure(flankedLabel, s.res.Fonts.Body, 0)
		textBox(screen, s.res.Fonts.Body, flankedLabel, float64(bx)-w/2, below)
		below += h + 6
	}
	c, ok := s.pick.attackOn(id)
	if !ok {
		// Why the armed attack cannot take it, before a click is wasted.
		if why := s.whyNotOn(id); why != "" {
			w, _ := text.Measure(why, s.res.Fonts.Body, 0)
			x := min(max(float64(bx)-w/2, 4), float64(s.view.lay.w())-w-12)
			textBox(screen, s.res.Fonts.Body, why, x, below)
		}
		return
	}
	if o, err := s.preview.odds.get(s.sess.b, c); err == nil {
		// Drawn last, over the HUD: the log panel must not hide it.
		s.preview.pending = pendingPreview{true, c, o, float64(bx), float64(by)}
	}
}

// flankedLabel marks a target the attacker flanks, centred under it.
const flankedLabel = "FLANKED"

// pendingPreview is an odds panel drawWorld asked for, which drawHUD draws
// over the combat log.
type pendingPreview struct {
	on     bool
	c      rules.Command
	o      rules.Odds
	ax, ay float64
}

// drawUnits draws every visible unit: a walking unit between squares, a
// flyer raised over its shadow, the selection and the active unit marked,
// a health bar and status icons.
func (s *Battle) drawUnits(screen *ebiten.Image) {
	t := float64(s.view.tile())
	z := s.view.cam.Zoom
	order := s.drawOrder[:0]
	// While events play, the units the viewer sees as they play; once
	// the screen has caught up, those its side sees now.
	seen := s.visible
	if s.q.busy() || !s.synced {
		seen = s.sh.sees
	}
	for i := range s.sh.units {
		if seen(i) {
			order = append(order, i)
		}
	}
	sort.Slice(order, func(a, b int) bool {
		ua, ub := &s.sh.units[order[a]], &s.sh.units[order[b]]
		if ua.Active != ub.Active {
			return !ua.Active
		}
		return ua.Pos.Y < ub.Pos.Y
	})
	s.drawOrder = order
	var cur *anim
	if len(s.q.items) > 0 && s.q.items[0].begun {
		cur = &s.q.items[0]
	}
	active := s.sess.b.Prompt().Unit
	if s.q.busy() {
		active = s.turnUnit
	}
	for _, id := range order {
		u := &s.sh.units[id]
		wx, wy := float64(u.Pos.X)*t, float64(u.Pos.Y)*t
		fr := assets.Idle
		if cur != nil && cur.unit == id {
			switch cur.kind {
			case rules.EvStep:
				k := cur.t / cur.n
				wx += (float64(cur.to.X) - float64(u.Pos.X)) * t * k
				wy += (float64(cur.to.Y) - float64(u.Pos.Y)) * t * k
				fr = assets.Walk1 + assets.Frame(int(cur.t/4)%2)
			case rules.EvShot:
				fr = assets.Shoot
			}
		}
		if cur != nil && cur.kind == rules.EvShot && cur.ev.Target == id && cur.hit && cur.t > cur.n*0.7 {
			fr = assets.Hit
		}
		if !u.Active {
			fr = assets.Down
		}
		x, y := s.view.world(wx, wy)
		side := u.Side
		if id == s.pick.selected && s.humanTurn() {
			vector.StrokeRect(screen, x+1, y+1, float32(t*z)-2, float32(t*z)-2, 2, colHighlight, false)
		} else if id == active && u.Active {
			pulse := uint8(0x80 + 0x7f*math.Abs(math.Sin(float64(s.frame)/15)))
			vector.StrokeRect(screen, x+1, y+1, float32(t*z)-2, float32(t*z)-2, 2, color.RGBA{pulse, pulse, pulse, pulse}, false)
		}
		lift := 0.0
		if u.Altitude > 0 {
			sh := &ebiten.DrawImageOptions{}
			sh.GeoM.Scale(z*t/assets.TileSize, z*t/assets.TileSize)
			sh.GeoM.Translate(float64(x), float64(y))
			screen.DrawImage(s.res.effect(assets.EffectShadow(min(u.Altitude, 3))), sh)
			lift = float64(u.Altitude) * 6 * z
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(z*t/assets.TileSize, z*t/assets.TileSize)
		op.GeoM.Translate(float64(x), float64(y)-lift)
		if !u.Active {
			op.ColorScale.Scale(0.6, 0.6, 0.6, 1)
		}
		if hiddenMarked(u, s.viewer) {
			// Its own side sees it as its enemies do not: faded.
			op.ColorScale.ScaleAlpha(0.55)
		}
		screen.DrawImage(s.res.unit(roleOf(u.Role), side, assets.Facing(u.Facing&3), fr), op)
		if !u.Active {
			continue
		}
		// Health: the first track's share left, over the head.
		if len(u.Tracks) > 0 {
			tr := u.Tracks[0]
			share := float32(1)
			if tr.Max > 0 {
				share = trackShare(tr)
				if tr.Bad {
					share = 1 - share
				}
			}
			w := float32(t*z) - 6
			by := y - float32(lift) - 3
			vector.FillRect(screen, x+3, by, w, 3, colPanel, false)
			vector.FillRect(screen, x+3, by, w*max(0, share), 3, sideColour(side), false)
		}
		if u.Badge != "" {
			s.drawBadge(screen, u.Badge, float64(x)+t*z/2, float64(y)-lift-5)
		}
		i := 0 // the statuses with an icon, side by side along the foot
		for _, st := range u.Statuses {
			if ic, ok := assets.IconByName(statusIcon(st)); ok {
				iop := &ebiten.DrawImageOptions{}
				iop.GeoM.Scale(0.75, 0.75)
				iop.GeoM.Translate(float64(x)+float64(i)*12, float64(y)+t*z-12-lift)
				screen.DrawImage(s.res.icon(ic), iop)
				i++
			}
		}
		s.drawUnitMarks(screen, u, float64(x), float64(y), t*z, lift)
	}
}

// drawBadge draws a unit's badge (rules.Unit.Badge) centred on x, its
// foot at y: small type on a dark plate, readable over any ground.
func (s *Battle) drawBadge(screen *ebiten.Image, badge string, x, y float64) {
	f := s.res.Fonts.Small
	w, h := text.Measure(badge, f, 0)
	vector.FillRect(screen, float32(x-w/2-2), float32(y-h-1), float32(w+4), float32(h+2), colPanel, false)
	game.Text(screen, badge, f, x-w/2, y-h, colText)
}

// statusIcon maps a ruleset's status name to an icon name.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func statusIcon(s string) string {
	switch s {
	case "in cover", "in_cover", "taking cover":
		return "in_cover"
	case "aiming", "aimed":
		return "aiming"
	case "stun":
		return "stunned"
	case "dodging":
		return "dodge"
	case "helped":
		return "aid_ally"
	}
	return s
}

// roleOf maps a unit's role name to its sprite row.
func roleOf(r string) assets.Role {
	for i := assets.Role(0); i < assets.Roles; i++ {
		if i.String() == r {
			return i
		}
	}
	return 0
}

// drawEffects draws the current shot's tracer, impacts, chips and the
// floating numbers.
func (s *Battle) drawEffects(screen *ebiten.Image) {
	z := float32(s.view.cam.Zoom)
	if len(s.q.items) > 0 && s.q.items[0].begun && s.q.items[0].kind == rules.EvShot {
		a := &s.q.items[0]
		if a.seen.How == rules.Seen && a.seen.Unit && !a.seen.Target {
			// A shot at a unit out of sight: the flash at the muzzle,
			// and no line that would point the way to it.
			if k := a.t / a.n; k < 0.3 {
				ax, ay := s.view.tileCentre(a.from)
				vector.FillCircle(screen, ax, ay, 4*z, colHighlight, true)
			}
		}
		if a.seen.How == rules.Seen && a.seen.Unit && a.seen.Target {
			ax, ay := s.view.tileCentre(a.from)
			bx, by := s.view.tileCentre(a.to)
			if !a.hit {
				// A miss flies past the target.
				dx, dy := bx-ax, by-ay
				l := float32(math.Hypot(float64(dx), float64(dy)))
				if l > 0 {
					bx += dx / l * 18 * z
					by += dy / l * 18 * z
				}
			}
			k := float32(a.t / a.n)
			k0 := max(0, k-0.25)
			vector.StrokeLine(screen, ax+(bx-ax)*k0, ay+(by-ay)*k0, ax+(bx-ax)*k, ay+(by-ay)*k, 2*z, colHighlight, true)
			if k < 0.3 {
				vector.FillCircle(screen, ax, ay, 4*z, colHighlight, true)
			}
		}
	}
	for _, f := range s.q.floaters {
		k := f.t / f.n
		if f.sprite {
			x, y := s.view.world(f.wx, f.wy)
			e := f.effect
			if e == assets.Impact0 {
				e += assets.Effect(min(2, int(k*3)))
			}
			op := &ebiten.DrawImageOptions{}
			sc := float64(z) * float64(s.view.tile()) / assets.TileSize
			op.GeoM.Scale(sc, sc)
			op.GeoM.Translate(float64(x)-float64(s.view.tile())*sc/2, float64(y)-float64(s.view.tile())*sc/2)
			op.ColorScale.ScaleAlpha(float32(1 - k*0.7))
			screen.DrawImage(s.res.effect(e), op)
			continue
		}
		x, y := s.view.world(f.wx, f.wy-k*floatRise)
		c := f.col
		a := 1 - max(0, k-0.6)/0.4
		cs := color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
		game.TextCentered(screen, f.text, s.res.Fonts.Title, float64(x)+1, float64(y)+1, color.RGBA{0, 0, 0, uint8(200 * a)})
		game.TextCentered(screen, f.text, s.res.Fonts.Title, float64(x), float64(y), cs)
	}
}

// answerName returns how a reaction prompt labels answer c: the action's
// name, and for a Defend Ally or an Aid Ally the helping ally's, since
// each adjacent ally is a separate answer.
func (s *Battle) answerName(c rules.Command) string {
	name := s.ref.actionName(c.Action)
	if c.Action == "defend_ally" || c.Action == "aid_ally" {
		if id, err := strconv.Atoi(c.Option); err == nil && id >= 0 && id < len(s.sh.units) {
			name += " · " + s.sh.units[id].Name
		}
	}
	return name
}
