package ads

import (
	"sightline/rules"
	"sightline/rules/kit/dice"
	"sightline/rules/kit/memo"
)

// PoolDist returns P(successes = k) for a pool of n dT whose first roll
// has up to rerolls duds rerolled once each, explosions summed until the
// remaining mass is below 1e-12 (dice.Pool.Probs). n <= 0 gives certain
// 0.
func PoolDist(n, rerolls int) []float64 {
	return append([]float64(nil), poolDist(n, rerolls)...)
}

// computePoolDist computes PoolDist: the kit's pool of dT (dT.Probs).
func computePoolDist(n, rerolls int) []float64 {
	p := dT
	p.N, p.Rerolls = n, rerolls
	return p.Probs()
}

// AttackSpec is one attack reduced to numbers, for AttackOdds.
type AttackSpec struct {
	// AttackDice is the characteristic's pool; AttackMods the flat
	// modifiers, skill rank included, each with its source.
	AttackDice int         `json:"attack_dice"`
	AttackMods []rules.Mod `json:"attack_mods"`
	// DefenceDice, DefenceRerolls and DefenceMods describe the defence
	// roll; with no defence reaction, DefenceDice is 0 and the mods are
	// those that still apply.
	DefenceDice    int         `json:"defence_dice"`
	DefenceRerolls int         `json:"defence_rerolls,omitempty"`
	DefenceMods    []rules.Mod `json:"defence_mods,omitempty"`
	// Bullets is the number of projectiles (1 for a single shot or a
	// melee strike).
	Bullets int `json:"bullets"`
	// Weapon is the weapon's damage; Strength is added for melee and
	// thrown weapons (0 otherwise); Extra is extra damage per hit (Called
	// Shot +3) and ExtraWounds the Wounds it adds per damaging hit.
	Weapon      int  `json:"weapon"`
	Strength    int  `json:"strength,omitempty"`
	Impact      bool `json:"impact,omitempty"`
	Extra       int  `json:"extra,omitempty"`
	ExtraWounds int  `json:"extra_wounds,omitempty"`
	// Knockout marks a Knockout Blow, whose damage makes no Wounds.
	Knockout bool `json:"knockout,omitempty"`
	// KnockoutOut marks a Knockout Blow on a Stunned target: a hit whose
	// damage its Resolve test (the pool below) falls short of knocks it
	// out at once.
	KnockoutOut bool `json:"knockout_out,omitempty"`
	// NextTurnPassed prices the attack as if the target passed the
	// Resolve test at the start of its next turn, leaving in Takedown
	// only what the attack settles itself (OddsTakedownNow).
	NextTurnPassed bool `json:"-"`
	// Penetration is the weapon's armour penetration (Called Shot
	// included).
	Penetration int `json:"penetration,omitempty"`
	// Head fixes every hit on the head (Called Shot).
	Head bool `json:"head,omitempty"`
	// Critical makes every hit a critical (+1d10), whatever its margin
	// (a Swordpoint attack, §8.6).
	Critical bool `json:"critical,omitempty"`
	// Aimed fixes every hit on AimedAt (Disabling Shot).
	Aimed   bool     `json:"aimed,omitempty"`
	AimedAt Location `json:"aimed_at,omitempty"`
	// Second is a Multi-Strike's second weapon against the same target,
	// hitting from the same margin less its Offset; nil otherwise.
	Second *SecondHit `json:"second,omitempty"`
	// Soak is the target's armour, cloak and cover by location.
	Soak Soak `json:"soak"`
	// Target is the target's health before the attack.
	Target Health `json:"target"`
	// ResolveDice and ResolveFlat are the target's Resolve pool for the
	// test against unconsciousness (G27: Willpower dT + Resolve).
	ResolveDice int `json:"resolve_dice"`
	ResolveFlat int `json:"resolve_flat"`
}

// outcome is one value of a per-hit or per-state distribution.
type outcome = dice.Outcome

// hitDist returns the distribution of damage taken by one hit with
// margin m, merged by value, in first-seen order.
func (s *AttackSpec) hitDist(m int) []outcome {
	out := dice.NewOutcomes(16)
	for l := Head; l < NumLocations; l++ {
		pl := float64(locationFaces[l]) / 10
		if s.Head || s.Aimed {
			if (s.Head && l != Head) || (!s.Head && l != s.AimedAt) {
				continue
			}
			pl = 1
		}
		ap := EffectiveAP(s.Soak.AP(l), s.Penetration)
		if !IsCrit(m) && !s.Critical {
			out.Add(Taken(HitDamage(s.Weapon, s.Strength, m, s.Impact, s.Extra, 0), ap), pl)
			continue
		}
		for c := 1; c <= 10; c++ {
			out.Add(Taken(HitDamage(s.Weapon, s.Strength, m, s.Impact, s.Extra, c), ap), pl/10)
		}
	}
	return out.List()
}

// AttackOdds computes the exact odds of one attack: the chance of at least
// one hit, the distribution of the total damage taken after soak, and the
// chance to take the target out of the fight (see the package comment for
// what counts). The result's Mods list the attack modifiers, then the
// defence modifiers with their source prefixed "defence: ".
func AttackOdds(s AttackSpec) rules.Odds {
	o := attackNumbers(s)
	o.Mods = oddsMods(&s)
	return o
}

// oddsMods is the Mods of AttackOdds(s), made at their length.
func oddsMods(s *AttackSpec) []rules.Mod {
	n := len(s.AttackMods) + len(s.DefenceMods)
	if n == 0 {
		return nil
	}
	return appendOddsMods(make([]rules.Mod, 0, n), s)
}

// appendOddsMods appends oddsMods(s) to mods and returns it.
// It is kept out of line: inlined into its several callers it weighed in
// the browser's download (issue #38).
//
//go:noinline
func appendOddsMods(mods []rules.Mod, s *AttackSpec) []rules.Mod {
	mods = append(mods, s.AttackMods...)
	for _, m := range s.DefenceMods {
		mods = append(mods, rules.Mod{Source: "defence: " + m.Source, Value: m.Value})
	}
	return mods
}

// attackNumbers is AttackOdds(s) without the Mods: all that depends on
// the modifiers is their sums.
func attackNumbers(s AttackSpec) rules.Odds {
	return attackNumbersIn(s, nil)
}

// attackNumbersIn is attackNumbers with the margins, the hits and the
// chains of hits remembered in mm (marginmemo.go, hitmemo.go,
// chainmemo.go), or computed afresh when mm is nil.
func attackNumbersIn(s AttackSpec, mm *oddsMemo) rules.Odds {
	if s.Bullets < 1 {
		s.Bullets = 1
	}
	var o rules.Odds
	var margin []float64
	var off int
	if mm != nil {
		margin, off = mm.margins(&s)
	} else {
		margin, off = dice.Difference(
			dice.AddFlat(poolDist(s.AttackDice, 0), ModSum(s.AttackMods)),
			dice.AddFlat(poolDist(s.DefenceDice, s.DefenceRerolls), ModSum(s.DefenceMods)))
	}
	var resolveFail resolveOdds
	if mm != nil {
		resolveFail = mm.resolveOdds(s.ResolveDice, s.ResolveFlat)
	} else {
		resolveFail = resolveFailer(s.ResolveDice, s.ResolveFlat)
	}
	var side *damageSide
	if mm != nil {
		side = mm.damageSideOf(&s)
	}
	// The chains of the margins that hit, in order: first those the memo
	// remembers, under one lock.
	var pickBuf [32]pickedChain
	picked := pickBuf[:0]
	// n is the length of the damage distribution they make.
	n := 0
	// dies is whether a chain so far may kill the target before its last
	// hit: every larger margin's then may too (mayDieEarly).
	dies := false
	if mm != nil {
		mm.mu.Lock()
	}
	for i, pm := range margin {
		m1 := i - off
		if pm < marginFloor {
			// Negligible: at most a few dozen such margins, far below
			// 1e-12 together.
			continue
		}
		if m1 < 1 {
			n = 1
			continue
		}
		dies = dies || s.mayDieEarly(m1)
		c := pickedChain{m1: m1, floor: entryFloor / pm, alive: dies}
		if mm != nil {
			totals := side.totals
			if c.alive {
				totals = &side.alive
			}
			if c.total = totals.At(m1); c.total != nil && !c.total.Serves(c.floor) {
				c.total = nil
			}
			if c.states = side.states.At(m1); c.states != nil && !c.states.Serves(c.floor) {
				c.states = nil
			}
		}
		picked = append(picked, c)
	}
	if mm != nil {
		mm.mu.Unlock()
	}
	// Then the others, computed or found among the chains of single hits,
	// and remembered together.
	var w chainWork
	w.init(&s, mm, len(margin)-off)
	// tc is the chains of single hits on s's target, found when needed.
	var tc *targetChains
	learnt := false
	for j := range picked {
		c := &picked[j]
		if c.total != nil && c.states != nil {
			continue
		}
		learnt = true
		seq, single := w.hitsOf(&s, c.m1)
		if single != nil && mm != nil && tc == nil {
			tc = mm.targetChainsOf(&s)
		}
		if c.total == nil && c.alive {
			c.newTotal = true
			c.total = w.aliveTotal(&s, seq, c.floor)
		}
		if c.total == nil {
			c.newTotal = true
			if single != nil && mm != nil {
				c.total = mm.singleTotal(single, c.floor)
			}
			if c.total == nil {
				c.total = w.chainTotal(seq, c.floor)
				if single != nil && mm != nil {
					mm.rememberSingleTotal(single, c.total)
				}
			}
		}
		if c.states == nil {
			c.newStates = true
			if single != nil && mm != nil {
				c.states = tc.single(mm, single, c.floor)
			}
			if c.states == nil {
				c.states = w.chainStates(&s, seq, c.floor)
				if single != nil && mm != nil {
					tc.remember(mm, single, c.states)
				}
			}
		}
	}
	if learnt && mm != nil {
		mm.mu.Lock()
		for j := range picked {
			c := &picked[j]
			if c.newTotal && c.alive {
				side.alive.Put(c.m1, c.total)
			} else if c.newTotal {
				side.totals.Put(c.m1, c.total)
			}
			if c.newStates {
				side.states.Put(c.m1, c.states)
			}
		}
		mm.mu.Unlock()
	}
	for j := range picked {
		n = max(n, picked[j].total.lo+len(picked[j].total.fromLo))
	}
	dmg := make([]float64, n)
	j := 0
	for i, pm := range margin {
		m1 := i - off
		if pm < marginFloor {
			continue
		}
		if m1 < 1 {
			dmg[0] += pm
			continue
		}
		o.Hit += pm
		ct := picked[j].total
		row := dmg[ct.lo : ct.lo+len(ct.fromLo)]
		for k, p := range ct.fromLo {
			row[k] += pm * p
		}
		for _, t := range picked[j].states.takedown {
			if t.dead {
				o.Takedown += pm * t.p
			} else if !s.NextTurnPassed {
				o.Takedown += pm * t.p * resolveFail.Fail(t.wounds)
			}
		}
		j++
	}
	o.Damage = dmg
	if s.KnockoutOut && s.Knockout && s.Second == nil {
		o.Takedown += knockedOut(&s, dmg, resolveFail)
	}
	return o
}

// knockedOut is the chance that a Knockout Blow (one hit) on a Stunned
// target knocks it out at once, its Resolve failing against the damage
// taken, where the takedown counted so far does not: a hit of damage v
// leaves the target as the chains count it (at 0 Stamina with Wounds it
// fails the next turn's test with resolveFail.Fail(Wounds); a knockout
// adds no Wounds), and fails the blow's test with resolveFail.Fail(v).
func knockedOut(s *AttackSpec, dmg []float64, resolveFail resolveOdds) float64 {
	h := s.Target
	p := 0.0
	for v := 1; v < len(dmg); v++ {
		later := 0.0
		if h.Stamina-v <= 0 && h.Wounds > 0 && !s.NextTurnPassed {
			later = resolveFail.Fail(h.Wounds)
		}
		p += dmg[v] * resolveFail.Fail(v) * (1 - later)
	}
	return p
}

// pickedChain is the chain of one margin of an attack, with the floor
// of its partial outcomes; newTotal and newStates mark the halves the
// attack computed or found below the chains of its damage side, and
// alive a chain that may kill its target before its last hit, whose
// total is its damage side's own (aliveTotal).
type pickedChain struct {
	m1                  int
	floor               float64
	total               *chainTotal
	states              *chainStates
	newTotal, newStates bool
	alive               bool
}

// chainWork holds what the chains of one attack share: the per-hit
// distributions of both weapons by margin, buffers reused across margins
// and hits, to keep allocation low, and the slabs the chains it computes
// are kept in.
type chainWork struct {
	first, second       hitSource
	seq                 []*hitRecord
	states, spareStates []healthState
	packed, sparePacked []packedState
	total, spareTotal   []float64
	td                  []takedownTerm
	// alive, spareAlive and aliveIndex serve aliveTotal.
	alive, spareAlive []aliveEntry
	aliveIndex        map[aliveKey]int
	// The slabs hold the chains w computes (memo.Slab), sized by the
	// number of margins of the attack: an attack that computes a chain or
	// two keeps little memory alive, one that computes them all allocates
	// a few times.
	totalsSlab memo.Slab[chainTotal]
	statesSlab memo.Slab[chainStates]
	floatsSlab memo.Slab[float64]
	termsSlab  memo.Slab[takedownTerm]
}

// init readies w for the chains of s, whose first bullet's margin is
// below margins, remembering hits in mm (nil: none).
func (w *chainWork) init(s *AttackSpec, mm *oddsMemo, margins int) {
	margins = max(margins, 1)
	w.totalsSlab = memo.Slab[chainTotal]{First: 2, Limit: margins}
	w.statesSlab = memo.Slab[chainStates]{First: 2, Limit: margins}
	w.floatsSlab = memo.Slab[float64]{First: 32, Limit: 16 * margins}
	w.termsSlab = memo.Slab[takedownTerm]{First: 8, Limit: 4 * margins}
	w.first = hitSource{mm: mm, s: *s}
	if sh := s.Second; sh != nil {
		w.second = hitSource{mm: mm, s: *s}
		c := &w.second.s
		c.Weapon, c.Strength, c.Impact, c.Penetration = sh.Weapon, sh.Strength, sh.Impact, sh.Penetration
	}
}

// keepTotal returns a chainTotal of a copy of total (from its first
// entry not 0) and r, from w's slabs.
func (w *chainWork) keepTotal(total []float64, r dice.FloorRange) *chainTotal {
	lo := 0
	for lo < len(total)-1 && total[lo] == 0 {
		lo++
	}
	return w.totalsSlab.New(chainTotal{fromLo: w.floatsSlab.Copy(total[lo:]), lo: lo, FloorRange: r})
}

// keepStates returns a chainStates of a copy of td and r, from w's slabs.
func (w *chainWork) keepStates(td []takedownTerm, r dice.FloorRange) *chainStates {
	return w.statesSlab.New(chainStates{takedown: w.termsSlab.Copy(td), FloorRange: r})
}

// hitsOf returns the records of the hits of the chain of s after
// first-bullet margin m1, in order: each bullet's, BulletPenalty less
// each time while the margin lasts, then the second weapon's; and the
// record of the hit when there is one alone. The slice lives in w until
// the next call.
func (w *chainWork) hitsOf(s *AttackSpec, m1 int) (seq []*hitRecord, single *hitRecord) {
	seq = w.seq[:0]
	for k := 0; k < s.Bullets; k++ {
		m := m1 - BulletPenalty*k
		if m < 1 {
			break
		}
		seq = append(seq, w.first.hits(m))
	}
	if sh := s.Second; sh != nil && m1-sh.Offset >= 1 {
		seq = append(seq, w.second.hits(m1-sh.Offset))
	}
	w.seq = seq
	if len(seq) == 1 {
		single = seq[0]
	}
	return seq, single
}

// chainTotal computes the distribution of the damage the hits seq make,
// dropping partial totals below floor.
func (w *chainWork) chainTotal(seq []*hitRecord, floor float64) *chainTotal {
	r := dice.NewFloorRange()
	total := append(w.total[:0], 1)
	spare := w.spareTotal
	for _, rec := range seq {
		spare, r = dice.ConvolveSparse(spare, total, rec.falling, floor, r)
		total, spare = spare, total
	}
	w.total, w.spareTotal = total, spare
	return w.keepTotal(total, r)
}

// marginFloor is the probability under which a margin is not evaluated.
const marginFloor = 1e-15

// entryFloor is the absolute probability under which one partial outcome
// (a damage total or a health state within one margin) is dropped. There
// are at most some tens of thousands of them, so the mass dropped stays
// below 1e-12.
const entryFloor = 1e-17

// resolveFailer returns the chances that a Resolve test with the given
// pool falls short of each difficulty.
func resolveFailer(n, flat int) resolveOdds {
	return dice.NewShortfall(dice.AddFlat(poolDist(n, 0), flat))
}

// resolveOdds is the chance of failing a Resolve test by difficulty
// (Fail).
type resolveOdds = dice.Shortfall
