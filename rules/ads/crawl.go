package ads

import "sightline/rules"

// Crawling (§8.4, project rule): a Prone unit must Stand Up before Move,
// Run or Sprint, but may crawl CrawlSquares of movement per Move action (1
// tick), staying prone. The crawl is a "move" command to a square one step
// away as a Quick Step would take it (difficult ground, costing 2, is out
// of reach); it counts as the turn's Move (no Quick Step with it) and
// provokes like any Move.

// CrawlSquares is how far a Move takes a Prone unit.
const CrawlSquares = 1

// crawlLegal lists a Prone unit's crawling Move commands.
func (b *Battle) crawlLegal(u *unitState, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	if !u.Prone || u.QuickStepped || u.Ticks < ticksOf("move") {
		return nil
	}
	squares, _ := b.reachSpots(u, CrawlSquares)
	out := make([]rules.Command, 0, len(squares))
	for _, sq := range squares {
		c := cmd("move", u.ID, tickCost(ticksOf("move")))
		c.To = sq.Pos()
		out = append(out, c)
	}
	return out
}
