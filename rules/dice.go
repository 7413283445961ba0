package rules

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// Dice is a seeded random stream whose state serialises with the battle, so
// that a saved or replayed battle rolls exactly the same dice. It wraps
// math/rand/v2's PCG. The zero value is not usable; call NewDice.
type Dice struct {
	pcg *rand.PCG
	r   *rand.Rand
}

// NewDice returns a stream seeded from seed and a stream id; different ids
// give independent streams from one seed (for example the game's dice and
// the AI's own choices).
func NewDice(seed, stream uint64) *Dice {
	p := rand.NewPCG(seed, stream^0x9e3779b97f4a7c15)
	return &Dice{pcg: p, r: rand.New(p)}
}

// Intn returns a uniform int in [0, n).
func (d *Dice) Intn(n int) int { return d.r.IntN(n) }

// D returns one roll of a die with the given number of sides, 1..sides.
func (d *Dice) D(sides int) int { return d.r.IntN(sides) + 1 }

// Uint64 returns a uniform 64-bit value: the PCG's next, which is what
// the Rand over it answers, asked without the Rand's indirect call.
func (d *Dice) Uint64() uint64 { return d.pcg.Uint64() }

// Clone returns an independent copy of the stream in the same state.
func (d *Dice) Clone() *Dice {
	b, _ := d.pcg.MarshalBinary()
	p := &rand.PCG{}
	_ = p.UnmarshalBinary(b)
	return &Dice{pcg: p, r: rand.New(p)}
}

// MarshalJSON writes the stream's state.
func (d *Dice) MarshalJSON() ([]byte, error) {
	b, err := d.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(b)
}

// UnmarshalJSON restores the stream's state.
func (d *Dice) UnmarshalJSON(data []byte) error {
	var b []byte
	if err := json.Unmarshal(data, &b); err != nil {
		return fmt.Errorf("dice state: %w", err)
	}
	p := &rand.PCG{}
	if err := p.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("dice state: %w", err)
	}
	d.pcg, d.r = p, rand.New(p)
	return nil
}

// SplitSeed derives the seed of the i-th item (battle i of a simulation run,
// say) from a master seed, independently of how work is scheduled.
func SplitSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
