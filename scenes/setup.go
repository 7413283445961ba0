package scenes

import (
	"fmt"
	"image"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"sightline/ai"
	"sightline/game"
	"sightline/rules"
	"sightline/rules/all"
)

// setupRow is one choice of the skirmish setup.
type setupRow struct {
	label   string
	options []string
	at      int
	// show names an option for the screen; nil shows it as it is.
	show func(string) string
}

// Setup is the skirmish setup scene: the ruleset, the map, the opponent,
// the seed, an ambush, a third and fourth side (any player, or none) and
// each side's squad, chosen with the arrow keys or by clicking the arrows
// of its ebitenui widgets (rows_ui.go). The squad rows of sides 3 and 4
// show only while those sides play. A squad row also offers a squad of
// the player's own, built in the SquadEditor (Enter on the row, or a
// click on its name).
type Setup struct {
	res  *Resources
	base BattleConfig
	back game.Scene
	rows []setupRow
	// cur is the chosen row, an index of rows.
	cur int
	err string
	ui  *rowsUI
	// shown lists the rows on screen, top to bottom, as ui lays them out.
	shown []int
	// maps holds the thumbnails of the maps the Map row has shown.
	maps previews
	// yours is the player's own maps folder, whose maps the Map row
	// offers after the bundled ones.
	yours ownMaps
	// reg holds the rulesets the rows offer, built once for the scene.
	reg *rules.Registry
	// templates are the chosen ruleset's units (squadRows sets them).
	templates []rules.Template
	// own are the squads of the player's own for each side's squad row
	// under the chosen ruleset, fielded when the row is at ownSquad.
	own [ownSquadSides][]string
	// started, when set, is told of the battle the setup starts (the
	// title opens the setup on it the next time).
	started func(BattleConfig)
}

// ownSquad is the squad rows' choice of a squad of the player's own.
const ownSquad = "own"

// Opponents offered by the setup: the computer levels, and a second human
// on this machine.
var opponents = []string{"ai:easy", "ai:normal", "ai:hard", "random", "human"}

// extraSides are the choices for a third and a fourth side: nobody, or a
// player as the opponent row offers them.
var extraSides = append([]string{"none"}, opponents...)

// ambushes names the Ambush row's choices, indexed like BattleConfig.Ambush:
// nobody, you (side 1), the opponent (side 2).
var ambushes = []string{"none", "you ambush them", "they ambush you"}

// NewSetup returns the setup scene starting from base.
func NewSetup(res *Resources, base BattleConfig, back game.Scene) *Setup {
	s := &Setup{res: res, base: base, back: back, maps: previews{}, reg: all.Registry()}
	rs := s.reg.IDs()
	s.yours = listOwnMaps(res.Store)
	s.err = s.yours.err
	ms := s.yours.mapChoices()
	if !among(ms, base.Map) {
		ms = append([]string{base.Map}, ms...)
	}
	opp, first := "ai:normal", "human"
	if len(base.Sides) > 1 {
		opp, first = base.Sides[1], base.Sides[0]
	}
	// "new" picks a fresh seed for each battle started; a number plays
	// that battle again.
	seeds := []string{"new"}
	for i := 1; i <= 20; i++ {
		seeds = append(seeds, fmt.Sprint(i))
	}
	if base.Seed > 20 {
		seeds = append(seeds, fmt.Sprint(base.Seed))
	}
	s.rows = []setupRow{
		{label: "Ruleset", options: rs, at: max(0, indexOf(rs, base.Ruleset)), show: s.rulesetName},
		{label: "Map", options: ms, at: max(0, indexOf(ms, base.Map)), show: s.mapName},
		{label: "Opponent", options: opponents, at: max(0, indexOf(opponents, opp)), show: playerLabel},
		{label: "Seed", options: seeds, at: max(0, indexOf(seeds, fmt.Sprint(base.Seed)))},
		{label: "Ambush", options: ambushes, at: min(max(0, base.Ambush), len(ambushes)-1), show: s.ambushName},
		{label: "Side 3", options: extraSides, at: extraAt(base.Sides, 2), show: playerLabel},
		{label: "Side 4", options: extraSides, at: extraAt(base.Sides, 3), show: playerLabel},
		{label: "Side 1 squad"},
		{label: "Side 2 squad"},
		{label: "Side 1", options: firstSides, at: max(0, indexOf(firstSides, first)), show: firstSideName},
		{label: "Side 3 squad"},
		{label: "Side 4 squad"},
		{label: "Player characters", options: heroes, at: min(max(0, base.Hero), len(heroes)-1), show: s.heroName},
	}
	s.squadRows(base.Squads, base.Units)
	s.layout()
	return s
}

// The rows of the squads of sides 1 and 2, of side 1's player, and of the
// squads of sides 3 and 4, after the others so that scripts written
// before them still find every row where it was (the rows of sides 3 and
// 4 show above side 1's player, and only while those sides play, so that
// a battle of two sides shows the rows it always did).
const (
	mapRow                                    = 1
	ambushRow                                 = 4
	yourSquadRow, theirSquadRow, firstSideRow = 7, 8, 9
	side3SquadRow, side4SquadRow              = 10, 11
	// heroRow chooses the side of player characters; it shows last, and
	// only for a ruleset with a rule for them.
	heroRow = 12
)

// heroes are the Player characters row's choices: none, or the side of
// that number (its row side, 1 to 4).
var heroes = []string{"none", "side 1", "side 2", "side 3", "side 4"}

// squadRowOf gives each side's squad row; extraSideRows the rows that
// choose sides 3 and 4's players.
var (
	squadRowOf    = [ownSquadSides]int{yourSquadRow, theirSquadRow, side3SquadRow, side4SquadRow}
	extraSideRows = [2]int{5, 6}
)

// sides returns the rows' sides (0 to 3) that take part in the battle
// the rows describe, in battle order: a fourth side without a third is
// the battle's third.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func (s *Setup) sides() []int {
	out := []int{0, 1}
	for i, row := range extraSideRows {
		if r := s.rows[row]; r.options[r.at] != "none" {
			out = append(out, 2+i)
		}
	}
	return out
}

// layout works out the rows on screen and builds their widgets anew when
// that changed: a third or fourth side brings its squad row, shown with
// the other squad rows, a ruleset with a rule for player characters the
// Player characters row, last, and the rows grow closer so that thirteen
// fit.
func (s *Setup) layout() {
	var shown []int
	for row := range s.rows {
		switch row {
		case side3SquadRow, side4SquadRow, heroRow:
			continue
		case firstSideRow:
			for _, side := range s.sides()[2:] {
				shown = append(shown, squadRowOf[side])
			}
		}
		shown = append(shown, row)
	}
	if s.heroRule() != "" {
		shown = append(shown, heroRow)
	}
	if s.ui != nil && slices.Equal(shown, s.shown) {
		return
	}
	s.shown = shown
	if !among(shown, s.cur) {
		s.cur = extraSideRows[0]
	}
	rowH, gap := 28, 7
	switch {
	case len(shown) > 12:
		rowH, gap = 24, 3
	case len(shown) > 10:
		rowH, gap = 24, 6
	}
	s.ui = newRowsUI(s.res, s.shownRows(), rowH, gap, func(i, d int) {
		if i < len(s.shown) {
			s.cur = s.shown[i]
			s.move(s.cur, d)
		}
	}, "Start  (Enter)")
}

// shownRows returns the rows on screen, top to bottom.
func (s *Setup) shownRows() []setupRow {
	out := make([]setupRow, len(s.shown))
	for i, row := range s.shown {
		out[i] = s.rows[row]
	}
	return out
}

// label returns the text a row shows, "" for a row not on screen.
func (s *Setup) label(row int) string {
	if i := indexOf(s.shown, row); i >= 0 {
		return s.ui.labels[i].Label
	}
	return ""
}

// firstSides are the Side 1 row's choices: you, or a computer player to
// watch.
var firstSides = []string{"human", "ai:easy", "ai:normal", "ai:hard", "random"}

// firstSideName is how the Side 1 row names its choice.
func firstSideName(p string) string {
	if p == "human" {
		return "you"
	}
	return playerLabel(p)
}

// squadRows fills the squad rows with the chosen ruleset's squads and a
// squad of the player's own, each at units' entry for its side when that
// has units of the ruleset (the player's own), else at want's when the ruleset has
// that squad, else at the side's default squad. The squads of the
// player's own come from units, else from the settings, else they start
// as the side's default squad. want and units are by the battle's sides,
// which are the rows' sides in a setup opened on a battle (its third side
// shows in the Side 3 row).
func (s *Setup) squadRows(want []string, units [][]string) {
	var ids []string
	names := map[string]string{}
	r, err := s.reg.Get(s.ruleset())
	s.templates = nil
	if err == nil {
		for _, sq := range r.Squads() {
			ids = append(ids, sq.ID)
			names[sq.ID] = sq.Name
		}
		s.templates = r.Templates()
	}
	if len(ids) == 0 {
		ids = []string{"default"}
	}
	kept := s.res.Prefs.Squads[s.ruleset()]
	for side, row := range squadRowOf {
		at := side % len(ids) // match.DefaultSquads' choice
		if side < len(want) {
			if i := indexOf(ids, want[side]); i >= 0 {
				at = i
			}
		}
		s.own[side] = nil
		if side < len(units) {
			// Units the ruleset lacks (a settings file of another build)
			// are left out; a squad of none of its units is not chosen.
			s.own[side] = s.knownUnits(units[side])
		}
		if len(s.own[side]) > 0 {
			at = len(ids)
		} else if side < len(kept) {
			s.own[side] = s.knownUnits(kept[side])
		}
		if len(s.own[side]) == 0 && r != nil && len(r.Squads()) > 0 {
			s.own[side] = cloned(r.Squads()[side%len(r.Squads())].Units)
		}
		s.rows[row] = setupRow{label: s.rows[row].label, options: append(slices.Clip(ids), ownSquad), at: at, show: func(id string) string {
			if id == ownSquad {
				if len(s.own[side]) == 1 {
					return "your own, 1 unit"
				}
				return fmt.Sprintf("your own, %d units", len(s.own[side]))
			}
			if n, ok := names[id]; ok {
				return n
			}
			return id
		}}
	}
}

// knownUnits returns units without those the chosen ruleset does not
// field (kept by a build with other units), at most maxOwnSquadUnits.
func (s *Setup) knownUnits(units []string) []string {
	var out []string
	for _, id := range units {
		if _, ok := s.template(id); ok && len(out) < maxOwnSquadUnits {
			out = append(out, id)
		}
	}
	return out
}

// template returns the chosen ruleset's unit of that id.
func (s *Setup) template(id string) (rules.Template, bool) {
	i := slices.IndexFunc(s.templates, func(t rules.Template) bool { return t.ID == id })
	if i < 0 {
		return rules.Template{}, false
	}
	return s.templates[i], true
}

// ruleset returns the chosen ruleset's id.
func (s *Setup) ruleset() string { return s.rows[0].options[s.rows[0].at] }

// ownRow reports whether row is a squad row at the player's own squad,
// and for which side.
func (s *Setup) ownRow(row int) (side int, ok bool) {
	for side, r := range squadRowOf {
		if row == r && s.rows[r].options[s.rows[r].at] == ownSquad {
			return side, true
		}
	}
	return 0, false
}

// editOwn opens the squad editor on side's squad of the player's own.
func (s *Setup) editOwn(side int) game.Scene {
	return NewSquadEditor(s.res, s, side, s.templates, s.own[side])
}

// ownSquadBuilt takes side's squad of the player's own from the editor,
// chooses it, and keeps it in the settings for the next time. The chosen
// row moves on from the squad's, so that the next Enter starts the battle
// rather than opening the editor again.
func (s *Setup) ownSquadBuilt(side int, units []string) {
	s.own[side] = cloned(units)
	row := squadRowOf[side]
	s.rows[row].at = len(s.rows[row].options) - 1
	if i := indexOf(s.shown, row); i >= 0 && i+1 < len(s.shown) {
		s.cur = s.shown[i+1]
	}
	s.err = ""
	p := &s.res.Prefs
	kept := map[string][][]string{}
	for id, sq := range p.Squads {
		kept[id] = sq
	}
	var sides [][]string
	for _, units := range s.own {
		sides = append(sides, cloned(units))
	}
	kept[s.ruleset()] = sides
	if len(kept) > maxOwnSquadRulesets {
		return // a settings file cannot hold more; this run still fields it
	}
	p.Squads = kept
	if s.res.Store != nil {
		if err := s.res.Store.Save(*p); err != nil {
			s.err = "Your squad is not kept for the next time: " + err.Error()
		}
	}
}

// config returns the battle the rows describe.
func (s *Setup) config() BattleConfig {
	c := s.base
	c.Ruleset = s.rows[0].options[s.rows[0].at]
	c.Map = s.rows[1].options[s.rows[1].at]
	c.Sides = []string{s.rows[firstSideRow].options[s.rows[firstSideRow].at], s.rows[2].options[s.rows[2].at]}
	sides := s.sides()
	for _, side := range sides[2:] {
		r := s.rows[extraSideRows[side-2]]
		c.Sides = append(c.Sides, r.options[r.at])
	}
	c.Seed = 0 // "new"
	fmt.Sscan(s.rows[3].options[s.rows[3].at], &c.Seed)
	c.Ambush = s.rows[ambushRow].at
	c.Hero = s.heroEntry()
	// Squads only when they are not the defaults, so that a battle with
	// the default squads has the default spec.
	c.Squads, c.Units = nil, nil
	ids, units := make([]string, len(sides)), make([][]string, len(sides))
	chosen, own := false, false
	for i, side := range sides {
		r := s.rows[squadRowOf[side]]
		if r.options[r.at] == ownSquad {
			units[i], chosen, own = cloned(s.own[side]), true, true
			continue
		}
		ids[i] = r.options[r.at]
		chosen = chosen || r.at != i%(len(r.options)-1) // not match.DefaultSquads' choice
	}
	if chosen {
		c.Squads = ids
	}
	if own {
		c.Units = units
	}
	switch {
	case s.yours.has(c.Map):
		c.Root = s.yours.dir
	case c.Map != s.base.Map:
		c.Root = ""
	}
	return c
}

// Update moves between rows, changes them, and starts the battle. The
// keys go through the keymap; the mouse goes to the ebitenui widgets,
// which read it themselves, and a scripted or touch click is handed to
// the button under it.
func (s *Setup) Update(in *game.Input) (game.Scene, error) {
	if in.Pressed(game.ActBack) {
		return s.back, nil
	}
	// The keys walk the rows on screen; a row changed can show or hide
	// another (layout).
	at := max(0, indexOf(s.shown, s.cur))
	shown := s.shown
	steer(in, len(shown), &at, func(i, d int) { s.move(shown[i], d) })
	s.cur = shown[at]
	if side, ok := s.ownRow(s.cur); ok && in.Pressed(game.ActConfirm) {
		return s.editOwn(side), nil
	}
	for i, row := range s.shown {
		if side, ok := s.ownRow(row); ok && in.Click && in.Cursor.In(s.ui.labels[i].GetWidget().Rect) {
			s.cur = row
			return s.editOwn(side), nil
		}
	}
	s.ui.update(in)
	s.layout()
	s.ui.refresh(s.shownRows())
	if in.Pressed(game.ActConfirm) || s.ui.pressed {
		s.ui.pressed = false
		c := s.config()
		b, err := NewBattle(s.res, c, s.back)
		if err != nil {
			s.err = err.Error()
			return s, nil
		}
		if s.started != nil {
			s.started(c)
		}
		return b, nil
	}
	return s, nil
}

// move turns row's choice d steps round. Another ruleset brings its own
// squads.
func (s *Setup) move(row, d int) {
	r := &s.rows[row]
	r.at = (r.at + d + len(r.options)) % len(r.options)
	if row == heroRow {
		// Only a side that plays can be the player characters.
		for r.at > 0 && s.heroEntry() == 0 {
			r.at = (r.at + d + len(r.options)) % len(r.options)
		}
	}
	if row == 0 {
		s.squadRows(nil, nil)
	}
}

// heroRule is the chosen ruleset's line on player characters, "" when it
// has no rule for them (and the setup no row).
func (s *Setup) heroRule() string {
	if r, err := s.reg.Get(s.ruleset()); err == nil {
		if h, ok := r.(rules.HeroRuler); ok {
			return h.HeroRule()
		}
	}
	return ""
}

// heroEntry returns the battle's Sides entry (from 1) of the side the
// Player characters row chooses, 0 for none: when the row is hidden,
// at "none", or at a side that does not play.
func (s *Setup) heroEntry() int {
	at := s.rows[heroRow].at
	if at == 0 || s.heroRule() == "" {
		return 0
	}
	return indexOf(s.sides(), at-1) + 1
}

// heroName is how the Player characters row names a choice: the side
// with its player, "side 1 (you)".
func (s *Setup) heroName(h string) string {
	at := indexOf(heroes, h)
	if at <= 0 {
		return h
	}
	side := at - 1
	if !among(s.sides(), side) {
		return heroes[0] // the side does not play
	}
	var who string
	switch side {
	case 0:
		who = firstSideName(s.rows[firstSideRow].options[s.rows[firstSideRow].at])
	case 1:
		who = playerLabel(s.rows[2].options[s.rows[2].at])
	default:
		r := s.rows[extraSideRows[side-2]]
		who = playerLabel(r.options[r.at])
	}
	return fmt.Sprintf("%s (%s)", h, who)
}

// Draw draws the title, the widgets with the chosen row outlined, and the
// keys.
func (s *Setup) Draw(screen *ebiten.Image) {
	sz := s.res.size()
	o := pageOrigin(sz)
	cx, oy := float64(sz.X)/2, float64(o.Y)
	screen.Fill(colBackground)
	f := s.res.Fonts
	game.TextCentered(screen, "Skirmish setup", f.Banner, cx, oy+72, colHighlight)
	s.ui.refresh(s.shownRows())
	s.ui.draw(screen, indexOf(s.shown, s.cur))
	// The note tells of the player on the chosen side row, else of the
	// opponent.
	who := s.rows[2].options[s.rows[2].at]
	if r := s.rows[s.cur]; (among(extraSideRows[:], s.cur) || s.cur == firstSideRow) && r.options[r.at] != "none" {
		who = r.options[r.at]
	}
	note := opponentNote(who)
	if s.cur == firstSideRow && who == "human" {
		note = "You play side 1; a computer player here leaves the battle to watch."
	}
	if among(squadRowOf[:], s.cur) {
		note = s.squadNote(s.rows[s.cur].options[s.rows[s.cur].at])
	}
	if side, ok := s.ownRow(s.cur); ok {
		note = "Your own: " + s.unitNames(s.own[side]) + " · Enter edits it"
	}
	if s.cur == heroRow {
		note = s.heroRule()
	}
	if s.cur == mapRow && s.yours.dir != "" {
		note = fit("Your own Tiled maps go in "+s.yours.dir, f.Body, game.ScreenW-40)
	}
	game.TextCentered(screen, note, f.Body, cx, oy+542, colText)
	c := s.config()
	s.maps.get(c.Map, c.Root).draw(screen, s.res, image.Pt(o.X+game.ScreenW-previewSize-14, o.Y+150), len(c.Sides))
	game.TextCentered(screen, "↑↓ choose a row · ←→ change it · Esc back", f.Body, cx, oy+572, colTextDim)
	if s.err != "" {
		game.TextCentered(screen, s.err, f.Body, cx, oy+602, colDanger)
	}
}

// unitNames names units by their templates' names.
func (s *Setup) unitNames(units []string) string {
	var out []string
	for _, id := range units {
		if t, ok := s.template(id); ok {
			id = t.Name
		}
		out = append(out, id)
	}
	return strings.Join(out, ", ")
}

// squadNote tells in one line who a squad of the chosen ruleset fields.
func (s *Setup) squadNote(id string) string {
	r, err := s.reg.Get(s.ruleset())
	if err != nil {
		return ""
	}
	for _, sq := range r.Squads() {
		if sq.ID == id {
			return sq.Name + ": " + strings.Join(sq.Units, ", ")
		}
	}
	return ""
}

// ambushName is how the Ambush row names its choice: from your side when
// you play side 1, else by the sides' numbers.
func (s *Setup) ambushName(a string) string {
	if len(s.rows) > firstSideRow && s.rows[firstSideRow].options[s.rows[firstSideRow].at] != "human" {
		switch a {
		case ambushes[1]:
			return "side 1 ambushes"
		case ambushes[2]:
			return "side 2 ambushes"
		}
	}
	return a
}

// rulesetName is how the Ruleset row names a ruleset id: by the name its
// players know it by.
func (s *Setup) rulesetName(id string) string {
	if r, err := s.reg.Get(id); err == nil {
		return r.Name()
	}
	return id
}

// mapName names a choice of the Map row: a bundled map by its name, one
// of the player's own as "arena (yours)", one given on the command line
// as it was given.
func (s *Setup) mapName(m string) string {
	if s.yours.has(m) {
		return s.yours.name(m)
	}
	return m
}

// extraAt returns the Side 3 or 4 row's choice for sides[i], "none"
// when there is no such side.
func extraAt(sides []string, i int) int {
	if i < len(sides) {
		return max(0, indexOf(extraSides, sides[i]))
	}
	return 0
}

// opponentNote tells in one line how the chosen opponent plays.
func opponentNote(spec string) string {
	if spec == "human" {
		return "Human: a second player on this machine, taking turns at the keyboard."
	}
	return ai.Describe(spec)
}

// Export returns the scene's state.
func (s *Setup) Export() any {
	c := s.config()
	return map[string]any{"scene": "setup", "ruleset": c.Ruleset, "map": c.Map, "sides": c.Sides, "seed": c.Seed, "ambush": c.Ambush, "squads": c.Squads, "units": c.Units, "row": s.cur, "error": s.err}
}
