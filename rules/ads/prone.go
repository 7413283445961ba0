package ads

import "sightline/rules"

// Drop Prone as a reaction (§5.4: "1, or 1 as Reaction"; G3, G4, G6,
// G11). The defence prompt of an attack (not a Grapple, Disarm or Trip
// test) offers "drop_prone" to a target that is not prone, hunkered or in
// a grapple, and not walking (no walk changes within a walk): 1 tick as a
// Reaction (the free Reaction makes it free) that may borrow, being a
// defensive reaction (G4). The unit becomes Prone (G6: +2 defence against
// ranged attacks, -2 against melee) and defends with Duck; dropping next to
// foes provokes their Reaction Strikes (G11), resolved after the attack.

// dropProneLegal lists the Drop Prone answer to pending attack p on t.
func (b *Battle) dropProneLegal(t *unitState, p *pendingAttack, cmd func(string, int, rules.Cost) rules.Command) []rules.Command {
	if t.Prone || t.Hunkered || t.Grapple != 0 || isTest(p.Action) || p.Preset != nil || (b.s.Moving != nil && b.s.Moving.Unit == t.ID) {
		return nil
	}
	if c, ok := b.reactionCost(t, ticksOf("drop_prone")); ok {
		return []rules.Command{cmd("drop_prone", t.ID, c)}
	}
	return nil
}

// dropProne plays the Drop Prone answer: t falls prone, provoking the
// strikes of adjacent foes, and defends with Duck.
func (b *Battle) dropProne(t *unitState, ev *[]rules.Event) string {
	t.Prone = true
	rules.Emit(ev, rules.Event{Kind: rules.EvStatusGained, Round: b.s.Round, Unit: t.ID, Target: rules.NoUnit, Status: "prone"})
	b.standTriggers(t)
	return "duck"
}

// dropProneSpec describes pending attack p for the odds when its target
// drops prone: Duck, prone.
func (b *Battle) dropProneSpec(p *pendingAttack) AttackSpec {
	t := &b.s.Units[p.Target]
	was := t.Prone
	t.Prone = true
	spec := b.attackSpec(p, "duck")
	t.Prone = was
	return spec
}
