package ads

import (
	"testing"

	"sightline/rules/grid"
)

// TestDropProneAsAReaction checks Drop Prone on the defence prompt: free
// with the free Reaction, the target prone and ducking with the prone +2
// against a shot, priced so by DefenceOdds; against a melee attack the
// drop provokes the adjacent attacker's Reaction Strike after the attack.
func TestDropProneAsAReaction(t *testing.T) {
	b, att, def := stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	c := find(t, b, def.Side, "drop_prone", att.ID)
	if c.Cost.N != 0 || !c.Cost.Reaction {
		t.Fatalf("drop prone as a reaction costs %v", c.Cost)
	}
	o, err := b.DefenceOdds(c)
	if err != nil || !hasMod(o.Mods, "defence: prone", 2) {
		t.Fatalf("odds %v, %v: want prone +2", o.Mods, err)
	}
	ev := apply(t, b, c)
	if !def.Prone || def.FreeReaction || def.Defences != 1 {
		t.Fatalf("after dropping: prone %v, free %v, defences %d", def.Prone, def.FreeReaction, def.Defences)
	}
	if mods, ok := rollMods(ev, def.ID, "duck"); !ok || !hasMod(mods, "prone", 2) {
		t.Fatalf("duck mods %v, want prone +2", mods)
	}

	// Melee: the drop provokes the attacker's strike, after the attack.
	b, striker, def := stageUnits(t, openField(12), 2, "duelist", "trooper", grid.Pos{X: 5, Y: 5}, grid.Pos{X: 5, Y: 6})
	apply(t, b, find(t, b, striker.Side, "melee_strike", def.ID))
	apply(t, b, find(t, b, def.Side, "drop_prone", striker.ID))
	if pr := b.Prompt(); def.Health.Active() && (pr.Kind != "reaction_strike" || pr.Unit != striker.ID) {
		t.Fatalf("prompt after dropping prone next to the attacker: %+v", pr)
	}

	// Not offered to a prone unit.
	b, att, def = stage(t, openField(12), 4, grid.Pos{X: 5, Y: 1}, grid.Pos{X: 5, Y: 8})
	def.Prone = true
	apply(t, b, find(t, b, att.Side, "straight_shot", def.ID))
	if hasAction(b, def.Side, "drop_prone") {
		t.Fatal("drop prone offered to a prone unit")
	}
}
