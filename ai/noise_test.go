package ai

import (
	"math"
	"testing"

	"sightline/rules"
	"sightline/rules/grid"
)

// TestNoiseKeyUniform: a key's noise over the moves of many units to
// the squares of a large field is spread evenly over [-x/2, x/2): its
// mean near 0, its variance near x²/12, each tenth of the range holding
// about a tenth of the draws; two keys give different noise for the same
// command; and no noise is 0.
func TestNoiseKeyUniform(t *testing.T) {
	const n, x = 100000, 0.5
	k, other := noiseKey(0x1234), noiseKey(0x1235)
	var sum, sq float64
	var bins [10]int
	same := 0
	for i := range n {
		c := rules.Command{Action: "move", Unit: i % 8, Target: rules.NoUnit, To: grid.Pos{X: i / 8 % 120, Y: i / 960}}
		id := commandID(&c)
		v := k.at(id, x)
		if v < -x/2 || v >= x/2 {
			t.Fatalf("index %d: noise %v outside [-%v, %v)", i, v, x/2, x/2)
		}
		sum += v
		sq += v * v
		bins[int((v+x/2)/x*10)]++
		if other.at(id, x) == v {
			same++
		}
		if k.at(id, 0) != 0 {
			t.Fatalf("index %d: noise of spread 0 is not 0", i)
		}
	}
	if mean := sum / n; math.Abs(mean) > 0.005 {
		t.Errorf("mean %v, want about 0", mean)
	}
	if v := sq / n; math.Abs(v-x*x/12) > 0.001 {
		t.Errorf("variance %v, want about %v", v, x*x/12)
	}
	for b, c := range bins {
		if c < n/10-600 || c > n/10+600 {
			t.Errorf("tenth %d holds %d of %d draws", b, c, n)
		}
	}
	if same > 0 {
		t.Errorf("keys %v and %v gave the same noise %d times", k, other, same)
	}
}

// TestCommandID: a command's id is what it is, whatever its price or
// place: the commands of one entry share its entryID and differ by
// square, and the action, option, unit, target and weapon each tell.
func TestCommandID(t *testing.T) {
	base := rules.Command{Action: "move", Unit: 2, Target: rules.NoUnit, To: grid.Pos{X: 3, Y: 4}, Cost: rules.Cost{N: 2, Unit: "tick"}}
	id := commandID(&base)
	entry := base.Entry()
	if squareID(entryID(&entry), base.To) != id {
		t.Fatal("the command's id is not its entry's with its square")
	}
	priced := base
	priced.Cost.N = 0
	if commandID(&priced) != id {
		t.Fatal("the price changed the id")
	}
	for _, change := range []func(c *rules.Command){
		func(c *rules.Command) { c.Action = "run" },
		func(c *rules.Command) { c.Option = "n" },
		func(c *rules.Command) { c.Unit = 3 },
		func(c *rules.Command) { c.Target = 0 },
		func(c *rules.Command) { c.Weapon = 1 },
		func(c *rules.Command) { c.To.X++ },
		func(c *rules.Command) { c.To = grid.Pos{X: 4, Y: 3} },
	} {
		c := base
		change(&c)
		if commandID(&c) == id {
			t.Errorf("%+v has the id of %+v", c, base)
		}
	}
}
