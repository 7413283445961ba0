package ai

import (
	"sightline/rules"
	"sightline/rules/grid"
)

// noiseKey is one decision's noise: a single draw from the player's
// stream at the start of each decision, from which every candidate's
// noise follows by what the candidate is (commandID): its action, unit,
// target, weapon, option and square, never its place in the legal list.
// A command's noise therefore depends neither on the order in which the
// battle lists its commands, nor on which were scored before it or
// whether they were scored at all: the player may pass over a candidate
// that cannot win without changing anyone else's noise, so a faster
// search chooses exactly what a full one would.
type noiseKey uint64

// at returns the uniform noise of spread x, in [-x/2, x/2), of the
// candidate id (commandID): a 53-bit fraction of a mix of the key and
// the id (SplitMix64's finaliser). It is 0 when x is 0.
func (k noiseKey) at(id uint64, x float64) float64 {
	if x == 0 {
		return 0
	}
	z := uint64(k) + (id+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return (float64(z>>11)/(1<<53) - 0.5) * x
}

// entryID identifies c but for its square: its action and option
// (FNV-1a), unit, target and weapon. The commands of one movement entry
// share it.
func entryID(c *rules.Command) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(c.Action); i++ {
		h = (h ^ uint64(c.Action[i])) * 1099511628211
	}
	h = (h ^ 0xff) * 1099511628211
	for i := 0; i < len(c.Option); i++ {
		h = (h ^ uint64(c.Option[i])) * 1099511628211
	}
	for _, n := range [...]int{c.Unit, c.Target, c.Weapon} {
		h = (h ^ uint64(uint32(n))) * 1099511628211
	}
	return h
}

// squareID is the id of the command of entry id (entryID) to square p.
func squareID(id uint64, p grid.Pos) uint64 {
	return id ^ (uint64(uint32(p.X))<<32|uint64(uint32(p.Y)))*0xd6e8feb86659fd93
}

// commandID identifies c for its noise: entryID with its square.
func commandID(c *rules.Command) uint64 { return squareID(entryID(c), c.To) }
