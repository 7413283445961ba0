package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"sightline/assets"
	"sightline/game"
	"sightline/maps"
	"sightline/rules/grid"
)

// squadSize is how many units each side fields in the quick skirmish.
const squadSize = 4

// stepFrames is how many frames one step of a walk takes.
const stepFrames = 8

// token is a unit standing on the map in the quick skirmish.
type token struct {
	ID     int
	Side   int
	Role   assets.Role
	Pos    grid.Pos
	Facing assets.Facing
	path   []grid.Pos
}

// Skirmish shows a bundled map with two squads on it. The player (side 0)
// selects a unit with a click and walks it, tile by tile, to a clicked
// walkable square. Movement here is plain stepping on the map's walkable
// squares; the rules engine's movement replaces it in the battle scene.
type Skirmish struct {
	res      *Resources
	back     game.Scene
	m        *maps.Map
	img      *game.MapImage
	cam      game.Camera
	units    []*token
	selected int
	tick     int
	note     string
}

// NewSkirmish loads the map and stands both squads in its spawn zones.
func NewSkirmish(res *Resources, mapName, root string, back game.Scene) (*Skirmish, error) {
	m, err := maps.Open(mapName, root)
	if err != nil {
		return nil, err
	}
	img, err := game.NewMapImage(m)
	if err != nil {
		return nil, err
	}
	zones, err := m.Field.Spawns(2)
	if err != nil {
		return nil, err
	}
	s := &Skirmish{res: res, back: back, m: m, img: img, selected: -1, cam: game.Camera{Zoom: 1}}
	for side, z := range zones {
		for i := 0; i < squadSize && i < len(z); i++ {
			face := assets.FaceEast
			if side == 1 {
				face = assets.FaceWest
			}
			s.units = append(s.units, &token{ID: len(s.units), Side: side, Role: assets.Role(i % 4), Pos: z[i*len(z)/squadSize], Facing: face})
		}
	}
	// Start with the player's squad in view.
	if len(s.units) > 0 {
		p := s.units[0].Pos
		s.cam.X = float64(p.X*img.TileW) - game.ScreenW/4
		s.cam.Y = float64(p.Y*img.TileH) - game.ScreenH/2
		s.cam.Fit(img.Image.Bounds().Dx(), img.Image.Bounds().Dy())
	}
	return s, nil
}

// Update routes clicks to selection and walking, and advances walks.
func (s *Skirmish) Update(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActBack) {
		return s.back, nil
	}
	b := s.img.Image.Bounds()
	s.cam.Pans(in, b.Dx(), b.Dy())
	s.tick++
	if s.tick%stepFrames == 0 {
		for _, u := range s.units {
			if len(u.path) > 0 {
				u.Facing = facing(u.Pos, u.path[0])
				u.Pos, u.path = u.path[0], u.path[1:]
			}
		}
	}
	if in.Click {
		wx, wy := s.cam.ScreenToWorld(in.Cursor)
		p := grid.Pos{X: int(wx) / s.img.TileW, Y: int(wy) / s.img.TileH}
		if wx < 0 || wy < 0 {
			p = grid.Pos{X: -1, Y: -1}
		}
		s.click(p)
	}
	return s, nil
}

func (s *Skirmish) click(p grid.Pos) {
	if u := s.unitAt(p); u != nil {
		if u.Side == 0 {
			s.selected, s.note = u.ID, ""
		} else {
			s.note = "that unit is not yours"
		}
		return
	}
	if s.selected < 0 {
		return
	}
	u := s.units[s.selected]
	if len(u.path) > 0 {
		return
	}
	path := s.route(u.Pos, p)
	if path == nil {
		s.note = fmt.Sprintf("cannot walk to %v", p)
		return
	}
	u.path, s.note = path, ""
}

func (s *Skirmish) unitAt(p grid.Pos) *token {
	for _, u := range s.units {
		if u.Pos == p {
			return u
		}
	}
	return nil
}

// route finds a shortest 8-way path over walkable, unoccupied squares,
// without cutting corners; nil when there is none.
func (s *Skirmish) route(from, to grid.Pos) []grid.Pos {
	f := s.m.Field
	if !f.Walkable(to) || s.unitAt(to) != nil {
		return nil
	}
	prev := make(map[grid.Pos]grid.Pos, f.W*f.H)
	prev[from] = from
	queue := []grid.Pos{from}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == to {
			var path []grid.Pos
			for p := to; p != from; p = prev[p] {
				path = append([]grid.Pos{p}, path...)
			}
			return path
		}
		for _, d := range neighbours {
			n := c.Add(d)
			if _, seen := prev[n]; seen || !f.Walkable(n) || s.unitAt(n) != nil {
				continue
			}
			if d.X != 0 && d.Y != 0 && (!f.Walkable(grid.Pos{X: c.X + d.X, Y: c.Y}) || !f.Walkable(grid.Pos{X: c.X, Y: c.Y + d.Y})) {
				continue
			}
			prev[n] = c
			queue = append(queue, n)
		}
	}
	return nil
}

// neighbours are the 8 steps, orthogonal first.
var neighbours = [8]grid.Pos{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: -1}}

func facing(a, b grid.Pos) assets.Facing {
	switch {
	case b.X > a.X:
		return assets.FaceEast
	case b.X < a.X:
		return assets.FaceWest
	case b.Y < a.Y:
		return assets.FaceNorth
	}
	return assets.FaceSouth
}

var (
	selectColor = color.RGBA{0xff, 0xe0, 0x40, 0xff}
	panelColor  = color.RGBA{0x10, 0x14, 0x1c, 0xd0}
)

// Draw draws the cached terrain, the units and a short help line.
func (s *Skirmish) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x10, 0x14, 0x1c, 0xff})
	op := &ebiten.DrawImageOptions{}
	s.cam.Apply(op)
	screen.DrawImage(s.img.Image, op)
	z := float32(s.cam.Zoom)
	for _, u := range s.units {
		fr := assets.Idle
		if len(u.path) > 0 {
			fr = assets.Walk1 + assets.Frame((s.tick/stepFrames)%2)
		}
		sx := (float64(u.Pos.X*s.img.TileW) - s.cam.X) * float64(z)
		sy := (float64(u.Pos.Y*s.img.TileH) - s.cam.Y) * float64(z)
		if u.ID == s.selected {
			vector.StrokeRect(screen, float32(sx)+1, float32(sy)+1, float32(s.img.TileW)*z-2, float32(s.img.TileH)*z-2, 2, selectColor, false)
		}
		uop := &ebiten.DrawImageOptions{}
		uop.GeoM.Scale(float64(z)*float64(s.img.TileW)/assets.TileSize, float64(z)*float64(s.img.TileH)/assets.TileSize)
		uop.GeoM.Translate(sx, sy)
		screen.DrawImage(s.res.Units.SubImage(assets.UnitFrame(u.Role, u.Side, u.Facing, fr)).(*ebiten.Image), uop)
	}
	vector.FillRect(screen, 0, game.ScreenH-28, game.ScreenW, 28, panelColor, false)
	help := "Click a blue unit to select it, then click a floor tile to walk there.  Arrows/WASD pan.  Esc: title."
	if s.note != "" {
		help = s.note
	}
	game.Text(screen, help, s.res.Fonts.Body, 10, game.ScreenH-22, color.White)
}

// UnitScreenPos returns the screen centre of a unit's square, for scripts.
func (s *Skirmish) UnitScreenPos(id int) (int, int) {
	u := s.units[id]
	return int((float64(u.Pos.X*s.img.TileW+s.img.TileW/2) - s.cam.X) * float64(s.cam.Zoom)),
		int((float64(u.Pos.Y*s.img.TileH+s.img.TileH/2) - s.cam.Y) * float64(s.cam.Zoom))
}

// Export returns the map, the units and the selection.
func (s *Skirmish) Export() any {
	type unitState struct {
		ID     int    `json:"id"`
		Side   int    `json:"side"`
		Role   string `json:"role"`
		X      int    `json:"x"`
		Y      int    `json:"y"`
		Moving bool   `json:"moving"`
	}
	us := make([]unitState, len(s.units))
	for i, u := range s.units {
		us[i] = unitState{u.ID, u.Side, u.Role.String(), u.Pos.X, u.Pos.Y, len(u.path) > 0}
	}
	return map[string]any{"scene": "skirmish", "map": s.m.Name, "units": us, "selected": s.selected,
		"camera": []float64{s.cam.X, s.cam.Y}, "tile": s.img.TileW, "note": s.note}
}
