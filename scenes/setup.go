package scenes

import (
	"fmt"
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/game"
	"sightline/maps"
	"sightline/rules/all"
)

// setupRow is one choice of the skirmish setup.
type setupRow struct {
	label   string
	options []string
	at      int
}

// Setup is the skirmish setup scene: the ruleset, the map, the opponent,
// the seed and an ambush, chosen with the arrow keys or by clicking the arrows.
type Setup struct {
	res  *Resources
	base BattleConfig
	back game.Scene
	rows []setupRow
	cur  int
	err  string
}

// Opponents offered by the setup: the computer levels, and a second human
// on this machine.
var opponents = []string{"ai:easy", "ai:normal", "ai:hard", "random", "human"}

// ambushes names the Ambush row's choices, indexed like BattleConfig.Ambush:
// nobody, you (side 1), the opponent (side 2).
var ambushes = []string{"none", "you ambush them", "they ambush you"}

// NewSetup returns the setup scene starting from base.
func NewSetup(res *Resources, base BattleConfig, back game.Scene) *Setup {
	s := &Setup{res: res, base: base, back: back}
	rs := all.Registry().IDs()
	ms := maps.Names()
	if !slices.Contains(ms, base.Map) {
		ms = append([]string{base.Map}, ms...)
	}
	opp := "ai:normal"
	if len(base.Sides) > 1 {
		opp = base.Sides[1]
	}
	seeds := make([]string, 20)
	for i := range seeds {
		seeds[i] = fmt.Sprint(i + 1)
	}
	s.rows = []setupRow{
		{label: "Ruleset", options: rs, at: max(0, slices.Index(rs, base.Ruleset))},
		{label: "Map", options: ms, at: max(0, slices.Index(ms, base.Map))},
		{label: "Opponent", options: opponents, at: max(0, slices.Index(opponents, opp))},
		{label: "Seed", options: seeds, at: max(0, slices.Index(seeds, fmt.Sprint(base.Seed)))},
		{label: "Ambush", options: ambushes, at: min(max(0, base.Ambush), len(ambushes)-1)},
	}
	return s
}

// rowRect returns where row i is drawn; the arrows are its outer 40
// pixels on each side.
func rowRect(i int) image.Rectangle {
	return image.Rect(game.ScreenW/2-220, 190+i*56, game.ScreenW/2+220, 190+i*56+44)
}

var startButton = image.Rect(game.ScreenW/2-130, 480, game.ScreenW/2+130, 530)

// config returns the battle the rows describe.
func (s *Setup) config() BattleConfig {
	c := s.base
	c.Ruleset = s.rows[0].options[s.rows[0].at]
	c.Map = s.rows[1].options[s.rows[1].at]
	c.Sides = []string{"human", s.rows[2].options[s.rows[2].at]}
	fmt.Sscan(s.rows[3].options[s.rows[3].at], &c.Seed)
	c.Ambush = s.rows[4].at
	if c.Map != s.base.Map {
		c.Root = ""
	}
	return c
}

// Update moves between rows, changes them, and starts the battle.
func (s *Setup) Update(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActBack) {
		return s.back, nil
	}
	move := func(row, d int) {
		r := &s.rows[row]
		r.at = (r.at + d + len(r.options)) % len(r.options)
	}
	if in.Pressed(game.ActPanUp) {
		s.cur = (s.cur + len(s.rows) - 1) % len(s.rows)
	}
	if in.Pressed(game.ActPanDown) {
		s.cur = (s.cur + 1) % len(s.rows)
	}
	if in.Pressed(game.ActPanLeft) {
		move(s.cur, -1)
	}
	if in.Pressed(game.ActPanRight) {
		move(s.cur, 1)
	}
	if in.Click {
		for i := range s.rows {
			r := rowRect(i)
			if !in.Cursor.In(r) {
				continue
			}
			s.cur = i
			switch {
			case in.Cursor.X < r.Min.X+40:
				move(i, -1)
			case in.Cursor.X >= r.Max.X-40:
				move(i, 1)
			}
		}
	}
	if in.Pressed(game.ActConfirm) || (in.Click && in.Cursor.In(startButton)) {
		b, err := NewBattle(s.res, s.config(), s.back)
		if err != nil {
			s.err = err.Error()
			return s, nil
		}
		return b, nil
	}
	return s, nil
}

// Draw draws the rows and the start button.
func (s *Setup) Draw(screen *ebiten.Image) {
	screen.Fill(colBackground)
	f := s.res.Fonts
	game.TextCentered(screen, "Skirmish setup", f.Banner, game.ScreenW/2, 120, colHighlight)
	for i, row := range s.rows {
		r := rowRect(i)
		panel(screen, r)
		if i == s.cur {
			vector.StrokeRect(screen, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 2, colHighlight, false)
		}
		cy := float64(r.Min.Y + r.Dy()/2)
		game.TextCentered(screen, "<", f.Title, float64(r.Min.X+20), cy, colText)
		game.TextCentered(screen, ">", f.Title, float64(r.Max.X-20), cy, colText)
		game.TextCentered(screen, row.label+": "+row.options[row.at], f.Title, float64(r.Min.X+r.Dx()/2), cy, colText)
	}
	b := startButton
	vector.FillRect(screen, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), colButtonOn, false)
	game.TextCentered(screen, "Start  (Enter)", f.Title, float64(b.Min.X+b.Dx()/2), float64(b.Min.Y+b.Dy()/2), colText)
	game.TextCentered(screen, "↑↓ choose a row · ←→ change it · Esc back", f.Body, game.ScreenW/2, 560, colTextDim)
	if s.err != "" {
		game.TextCentered(screen, s.err, f.Body, game.ScreenW/2, 590, colDanger)
	}
}

// Export returns the scene's state.
func (s *Setup) Export() any {
	c := s.config()
	return map[string]any{"scene": "setup", "ruleset": c.Ruleset, "map": c.Map, "sides": c.Sides, "seed": c.Seed, "ambush": c.Ambush, "row": s.cur, "error": s.err}
}
