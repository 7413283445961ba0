package replay

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// CatchUp readies p, a computer player newly given spawn side side of the
// battle f records so far (a person who leaves hands the seat to the
// computer), to go on as if it had played that side from the start: on
// the battle f's header describes, on field under r, it plays f's steps
// again and asks p to decide each of side's steps, as Resume asks a
// computer player, but applies the recorded command whatever p chose, so
// that p's stream and memory stand where they would had it decided every
// one of them. When p would have chosen each recorded command, it then
// plays on exactly as a computer player seated there from the start.
// Every hash is checked; a broken record is refused with one line.
func CatchUp(f *File, r rules.Ruleset, field *grid.Field, side int, p rules.Player) error {
	return f.explain(catchUp(f, r, field, side, p))
}

// catchUp is CatchUp without the builds named in its error.
func catchUp(f *File, r rules.Ruleset, field *grid.Field, side int, p rules.Player) error {
	if f.Ruleset != r.ID() {
		return errorf("the battle is of ruleset %q, not %q", f.Ruleset, r.ID())
	}
	if side < 0 || side >= len(f.Sides) {
		return errorf("no spawn side %d in a battle of %d", side, len(f.Sides))
	}
	b, err := f.start(r, field)
	if err != nil {
		return err
	}
	pb := NewPlayback(f)
	for {
		c, ok := pb.Next(b)
		if !ok {
			break
		}
		if b.Prompt().Side == side {
			if _, _, err := p.Decide(b, side); err != nil {
				return errorf("step %d: side %d's computer player: %v", pb.Played()+1, side, err)
			}
		}
		_, err := b.Apply(c)
		if err := pb.Applied(b, err); err != nil {
			return err
		}
	}
	return pb.End(b)
}
