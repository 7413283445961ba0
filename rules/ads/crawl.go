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

// crawlLegal appends a Prone unit's crawling Move: one entry (Reach), or
// with like, the command to like's square.
func (b *Battle) crawlLegal(out []rules.Command, u *unitState, cmd func(string, int, rules.Cost) rules.Command, like *rules.Command) []rules.Command {
	if !u.Prone || u.QuickStepped || u.Ticks < ticksOf("move") {
		return out
	}
	squares, _ := b.reachSpots(u, CrawlSquares)
	for _, sq := range squares {
		if like != nil && sq.Pos() != like.To {
			continue
		}
		c := cmd("move", u.ID, tickCost(ticksOf("move")))
		c.To = sq.Pos()
		if like == nil {
			c.To = rules.Anywhere // one entry (Reach)
		}
		return append(out, c)
	}
	return out
}
