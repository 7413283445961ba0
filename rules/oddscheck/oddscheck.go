// Package oddscheck plays an attack many times through Battle.Apply and
// compares what the dice did with the exact figures of Battle.Odds: the
// chance of at least one hit, the mean damage and, where the odds settle
// it within the attack, the takedown chance. It is generic over
// rules.Ruleset: it knows commands only by their tags and the windows'
// answers by rules.OddsAssumer, so sim odds --check and the ruleset kit's
// conformance suite check every ruleset with it.
package oddscheck

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"

	"sightline/rules"
)

// Limit is the |z| beyond which a figure fails the check: with three
// figures and a normal observed mean, a right ruleset fails about once in
// 100,000 checks.
const Limit = 4.5

// maxWindows caps the windows one attack may open before the checker
// gives up on it.
const maxWindows = 100

// Stage builds a fresh battle from seed and brings it to the moment of
// the attack: it returns the battle, waiting on the attacker, and the
// legal attack command. Each sample is staged afresh.
type Stage func(seed uint64) (rules.Battle, rules.Command, error)

// Figure is one exact figure beside what play gave. Z is (Observed -
// Exact) over the standard error of the mean of the samples, the exact
// distribution's; where that is 0 a difference gives ±MaxZ.
type Figure struct {
	Exact    float64 `json:"exact"`
	Observed float64 `json:"observed"`
	Z        float64 `json:"z"`
}

// MaxZ is the |z| of a difference where the exact figure has no variance
// (a certain hit that missed), kept finite for JSON.
const MaxZ = 1e9

// Result is a check's outcome. Takedown is nil where the odds' takedown
// is not settled within the attack (rules.OddsAssumer).
type Result struct {
	Samples    int     `json:"samples"`
	Hit        Figure  `json:"hit"`
	DamageMean Figure  `json:"damage_mean"`
	Takedown   *Figure `json:"takedown,omitempty"`
}

// Fault returns the first figure (hit, damage_mean, takedown) whose |z|
// exceeds limit and a line naming it, or ok false when none does.
func (r Result) Fault(limit float64) (line string, bad bool) {
	for _, f := range []struct {
		name string
		f    *Figure
	}{{"hit", &r.Hit}, {"damage_mean", &r.DamageMean}, {"takedown", r.Takedown}} {
		if f.f != nil && math.Abs(f.f.Z) > limit {
			return fmt.Sprintf("%s: exact %.6g, observed %.6g over %d attacks (z %.2f, beyond ±%g)", f.name, f.f.Exact, f.f.Observed, r.Samples, f.f.Z, limit), true
		}
	}
	return "", false
}

// outcome is what one played attack did to its target.
type outcome struct {
	hit, down bool
	damage    int
}

// tally sums outcomes in integers, so that any split of the samples
// between workers sums to the same.
type tally struct {
	hits, downs int
	damage      int64
}

func (t *tally) add(o outcome) {
	if o.hit {
		t.hits++
	}
	if o.down {
		t.downs++
	}
	t.damage += int64(o.damage)
}

// Run plays n attacks, sample i staged with rules.SplitSeed(seed, i), on
// up to workers goroutines (0: GOMAXPROCS). The result is the same for
// any workers: the samples' seeds follow from their index and the counts
// are integers. Every sample's odds must equal the first's (the odds of
// a staged attack may not depend on the seed); an error names the first
// sample, by index, that failed.
func Run(stage Stage, n int, seed uint64, workers int) (Result, error) {
	if n < 1 {
		return Result{}, errors.New("no samples")
	}
	b, c, err := stage(rules.SplitSeed(seed, 0))
	if err != nil {
		return Result{}, err
	}
	odds, err := b.Odds(c)
	if err != nil {
		return Result{}, fmt.Errorf("the attack's odds: %v", err)
	}
	now := false
	if oa, ok := b.(rules.OddsAssumer); ok {
		now = oa.OddsTakedownNow(c)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, n))
	tallies := make([]tally, workers)
	errs := make([]error, workers)
	errAt := make([]int, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < n; i += workers {
				o, err := sample(stage, rules.SplitSeed(seed, i), odds)
				if err != nil {
					errs[w], errAt[w] = err, i
					return
				}
				tallies[w].add(o)
			}
		}(w)
	}
	wg.Wait()
	first := -1
	for w, err := range errs {
		if err != nil && (first < 0 || errAt[w] < errAt[first]) {
			first = w
		}
	}
	if first >= 0 {
		return Result{}, fmt.Errorf("attack %d: %v", errAt[first], errs[first])
	}
	var t tally
	for _, x := range tallies {
		t.hits += x.hits
		t.downs += x.downs
		t.damage += x.damage
	}
	r := Result{Samples: n}
	r.Hit = proportion(odds.Hit, t.hits, n)
	mean, variance := 0.0, 0.0
	for k, p := range odds.Damage {
		mean += float64(k) * p
	}
	for k, p := range odds.Damage {
		d := float64(k) - mean
		variance += d * d * p
	}
	r.DamageMean = figure(mean, float64(t.damage)/float64(n), variance, n)
	if now {
		f := proportion(odds.Takedown, t.downs, n)
		r.Takedown = &f
	}
	return r, nil
}

// proportion compares an exact chance p with k successes in n.
func proportion(p float64, k, n int) Figure {
	return figure(p, float64(k)/float64(n), p*(1-p), n)
}

// figure compares an exact mean with the observed one, of n samples of
// the given variance.
func figure(exact, observed, variance float64, n int) Figure {
	f := Figure{Exact: exact, Observed: observed}
	se := math.Sqrt(max(variance, 0) / float64(n))
	switch d := observed - exact; {
	case se > 0:
		f.Z = max(-MaxZ, min(MaxZ, d/se))
	case math.Abs(d) > 1e-12:
		f.Z = math.Copysign(MaxZ, d)
	}
	return f
}

// sample stages and plays one attack, answering every window it opens
// as the odds assume (rules.OddsAssumer) or with its hold, until the
// battle waits on a turn again or is over.
func sample(stage Stage, seed uint64, want rules.Odds) (outcome, error) {
	b, c, err := stage(seed)
	if err != nil {
		return outcome{}, err
	}
	if o, err := b.Odds(c); err != nil {
		return outcome{}, fmt.Errorf("the attack's odds: %v", err)
	} else if o.Hit != want.Hit || o.Takedown != want.Takedown || o.ExpectedDamage() != want.ExpectedDamage() {
		return outcome{}, fmt.Errorf("the odds differ from the first attack's (hit %v, not %v): the staging depends on the seed", o.Hit, want.Hit)
	}
	target := c.Target
	var out outcome
	observe := func(ev []rules.Event) {
		for _, e := range ev {
			switch e.Kind {
			case rules.EvShot:
				out.hit = out.hit || (e.Hit && e.Target == target)
			case rules.EvDamage:
				if e.Target == target {
					out.damage += e.Value
				}
			case rules.EvUnitDown, rules.EvUnitDead:
				out.down = out.down || e.Unit == target
			}
		}
	}
	ev, err := b.Apply(c)
	if err != nil {
		return outcome{}, fmt.Errorf("the attack: %v", err)
	}
	observe(ev)
	oa, _ := b.(rules.OddsAssumer)
	tagger, _ := b.(rules.ActionTagger)
	for w := 0; ; w++ {
		if over, _ := b.Over(); over {
			return out, nil
		}
		p := b.Prompt()
		if p.Kind == rules.PromptTurn {
			return out, nil
		}
		if w == maxWindows {
			return outcome{}, fmt.Errorf("the attack opened more than %d windows", maxWindows)
		}
		legal := rules.Expand(b, b.Legal(p.Side))
		answer, ok := rules.Command{}, false
		if oa != nil {
			answer, ok = oa.OddsAnswer(p, legal)
		}
		for i := 0; !ok && i < len(legal); i++ {
			if l := legal[i]; l.Unit == p.Unit && tagged(tagger, l.Action, rules.TagHold) {
				answer, ok = l, true
			}
		}
		if !ok {
			return outcome{}, fmt.Errorf("the %q window has no answer the odds assume and no hold", p.Kind)
		}
		ev, err := b.Apply(answer)
		if err != nil {
			return outcome{}, fmt.Errorf("answering the %q window: %v", p.Kind, err)
		}
		observe(ev)
	}
}

// tagged reports whether action carries tag, or is named so where the
// battle tags nothing.
func tagged(t rules.ActionTagger, action, tag string) bool {
	if t == nil {
		return action == tag
	}
	for _, x := range t.ActionTags(action) {
		if x == tag {
			return true
		}
	}
	return false
}
