package ai

import (
	"errors"
	"fmt"
	"time"

	"sightline/rules"
	"sightline/rules/grid"
)

// Utility is the scoring computer player behind the easy, normal and hard
// levels. It keeps its buffers and per-turn threat maps between decisions;
// one Utility serves one side of one battle at a time.
type Utility struct {
	level string
	w     weights
	dice  *rules.Dice
	// key is the noise of the decision under way, drawn from dice.
	key noiseKey
	// exhaustive makes turn score every move, passing over none that
	// cannot win (moveFloor): the choice is the same, which tests check.
	exhaustive bool
	tm         threatMap
	// toEnemy caches enemyDistances for field, side and sides.
	toEnemy      []int32
	toEnemyField *grid.Field
	toEnemySide  int
	// flat says whether toEnemyField has no heights: every square on
	// level 0 (weights.CloseFlat).
	flat   bool
	broken []bool
	// know is the deciding side's knowledge of the battle (its markers
	// and covers), noted at each decision; a player deciding for another
	// side starts another.
	know  *rules.Knowledge
	mem   memory
	cands []scored
	odds  []oddsEntry
	// legal is the decision's legal list as layOut lays it out, and runs
	// the runs of its movement entries, in memory reused from one
	// decision to the next.
	legal []rules.Command
	runs  []moveRun
	// views is the memory of the decision's view, reused from one
	// decision to the next: a view lasts one decision.
	views viewMemory
	// seen is turn's scratch: per square of the field, the cost of the
	// move kept to it in the decision under way, if one is.
	seen keptSquares
	// keep is scoreMoves' scratch: the movement commands of a run it
	// scores.
	keep []keptMove
	// marks is turn's memory for moveFlags, skip its buffer for
	// movedAttackSkips.
	marks legalMarks
	skip  []bool
	// tags remembers the tags of the ruleset's actions.
	tags actionTags
	// teamLegal is teamTurn's reused list of one unit's entries.
	teamLegal []rules.Command
	// teamAll is, during teamTurn, the side's whole legal list (every
	// member's commands), for valuing a Help by the attacks of the ally
	// it helps; nil otherwise.
	teamAll []rules.Command
	// helpBefore is, during teamTurn, by index in teamAll, the value
	// helpValue found for that attack before any Help: the same for every
	// Help on its ally that the team's turn weighs.
	helpBefore []helpPrice
	// pause, breathed and breaths are SetPause's hook, when it last
	// paused and how often breathe was called (breathe.go).
	pause    func()
	breathed time.Time
	breaths  uint32
	// breathless pauses at every clock reading, for tests.
	breathless bool
	// gain is the score of the command turn chose last: what it gains
	// over ending the turn where the unit stands (teamTurn compares the
	// units' by it).
	gain float64
	// memo is the scoring's per-square memory within a decision.
	memo squareMemo
	// pos is the scoring of squares of the decision under way, in memory
	// reused from one decision to the next.
	pos positions
}

// scored is a legal command, by its index in the decision's legal list,
// with its utility.
type scored struct {
	i     int
	score float64
	// ready is true for a move whose score counted the shots from its
	// square as shots this turn.
	ready bool
	// pinned is true for a stance after which the unit cannot move.
	pinned bool
	// move is true for a movement command.
	move bool
	// pending is true for a move whose score is only an upper bound so
	// far: its square's coarse bound (see positions.coarseBound), or its score before
	// the overwatch toll (see settleOne); noise is the noise keyed to
	// it, to add to the score once worked out.
	pending bool
	noise   float64
}

// helpPrice is an attack's value before a Help (helpValue): worked out
// once priced, ok when the attack has odds.
type helpPrice struct {
	priced, ok bool
	value      float64
}

// oddsEntry caches one attack's value within a decision.
type oddsEntry struct {
	c     rules.Command
	value float64
	// hit is the attack's chance to hit.
	hit float64
}

// newUtility returns a utility player of level with its own stream.
func newUtility(level string, seed uint64) *Utility {
	return &Utility{level: level, w: weightsFor(level), dice: rules.NewDice(seed, 11)}
}

// Level returns the player's difficulty level.
func (p *Utility) Level() string { return p.level }

// Decide returns the command for the decision b waits on from side: one of
// b.Legal(side), chosen from what side can see.
func (p *Utility) Decide(b rules.Battle, side int) (rules.Command, bool, error) {
	p.startBreath()
	entries := b.Legal(side)
	p.breatheNow()
	if len(entries) == 0 {
		return rules.Command{}, false, errors.New("no legal command")
	}
	// One draw a decision, whatever it scores (noiseKey).
	p.key = noiseKey(p.dice.Uint64())
	pr := b.Prompt()
	if p.know == nil || p.know.Side() != side {
		p.know = rules.NewKnowledge(side)
	}
	v := newView(b, side, p.broken, &p.views, p.know)
	p.broken = v.broken
	p.breatheNow()
	p.mem.use = p.w.Memory
	if pr.Kind == rules.PromptTurn && pr.Unit == rules.NoUnit {
		c, err := p.teamTurn(&v, entries)
		if err != nil {
			return rules.Command{}, false, fmt.Errorf("%s AI: %w", p.level, err)
		}
		return c, true, nil
	}
	// A decision other than a turn reads every command.
	if pr.Unit < 0 || pr.Unit >= len(v.units) {
		return p.pickFallback(rules.Expand(b, entries)), true, nil
	}
	if pr.Kind != rules.PromptTurn {
		return p.react(&v, pr, rules.Expand(b, entries)), true, nil
	}
	c, err := p.pricedTurn(&v, pr.Unit, entries)
	if err != nil {
		return rules.Command{}, false, fmt.Errorf("%s AI: %w", p.level, err)
	}
	return c, true, nil
}

// pickFallback answers a decision that names no unit: the first free
// command, else the first legal one.
func (p *Utility) pickFallback(legal []rules.Command) rules.Command {
	for _, c := range legal {
		if c.Cost.N == 0 && !c.Cost.Reaction {
			return c
		}
	}
	return legal[0]
}

// flatField reports whether every square of f is on height level 0.
func flatField(f *grid.Field) bool {
	for i := range f.Cells {
		if f.Cells[i].Elevation != 0 {
			return false
		}
	}
	return true
}

// ensureMaps brings the threat map and the way to the enemy up to date.
func (p *Utility) ensureMaps(v *view) {
	p.tm.update(v)
	p.breatheNow()
	if p.toEnemyField != v.f || p.toEnemySide != v.side {
		p.toEnemy = enemyDistances(v.f, v.side, v.sides)
		p.toEnemyField, p.toEnemySide = v.f, v.side
		p.flat = flatField(v.f)
	}
}
