package ai

// noiseKey is one decision's noise: a single draw from the player's
// stream at the start of each decision, from which every candidate's
// noise follows by the candidate's index in the legal list. A command's
// noise therefore does not depend on which commands were scored before
// it, nor on whether they were scored at all: the player may pass over a
// candidate that cannot win without changing anyone else's noise, so a
// faster search chooses exactly what a full one would.
type noiseKey uint64

// at returns the uniform noise of spread x, in [-x/2, x/2), of the
// candidate with index i in the legal list: a 53-bit fraction of a mix of
// the key and the index (SplitMix64's finaliser). It is 0 when x is 0.
func (k noiseKey) at(i int, x float64) float64 {
	if x == 0 {
		return 0
	}
	z := uint64(k) + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return (float64(z>>11)/(1<<53) - 0.5) * x
}
