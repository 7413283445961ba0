package assets

import (
	"encoding/binary"
	"fmt"
	"math"
)

// SampleRate is the rate of the generated sound effects, in Hz.
const SampleRate = 44100

// SoundNames lists the sound effects, as the battle scene names them.
func SoundNames() []string {
	return []string{"step", "shot", "hit", "miss", "cover_break", "click"}
}

// Sound synthesises a sound effect as 16-bit little-endian stereo PCM at
// SampleRate. The effects are this project's own: decaying noise and tones
// from a fixed-seed generator, so every build makes the same bytes.
func Sound(name string) ([]byte, error) {
	var v voice
	v.seed(name)
	switch name {
	case "step":
		v.add(0.07, func(t, k float64) float64 { return 0.35 * v.lowNoise(0.15) * math.Exp(-t*60) })
	case "shot":
		v.add(0.22, func(t, k float64) float64 {
			return 0.8*v.noise()*math.Exp(-t*28) + 0.5*math.Sin(2*math.Pi*90*t)*math.Exp(-t*22)
		})
	case "hit":
		v.add(0.12, func(t, k float64) float64 {
			return 0.7*math.Sin(2*math.Pi*140*t)*math.Exp(-t*30) + 0.3*v.lowNoise(0.3)*math.Exp(-t*40)
		})
	case "miss":
		v.add(0.2, func(t, k float64) float64 {
			f := 1900 - 1300*k
			return 0.18 * math.Sin(2*math.Pi*f*t) * math.Sin(math.Pi*k)
		})
	case "cover_break":
		v.add(0.38, func(t, k float64) float64 {
			crackle := 0.0
			if v.noise() > 0.93 {
				crackle = 0.9
			}
			return (0.45*v.lowNoise(0.2) + crackle*0.4) * math.Exp(-t*9)
		})
	case "click":
		v.add(0.025, func(t, k float64) float64 { return 0.25 * math.Sin(2*math.Pi*1100*t) * (1 - k) })
	default:
		return nil, fmt.Errorf("no sound %q", name)
	}
	return v.pcm(), nil
}

// voice accumulates samples in [-1, 1].
type voice struct {
	s    []float64
	rng  uint64
	last float64
}

func (v *voice) seed(name string) {
	v.rng = 0x9e3779b97f4a7c15
	for _, c := range name {
		v.rng = (v.rng ^ uint64(c)) * 0x100000001b3
	}
}

// noise returns white noise in [-1, 1] from a xorshift generator.
func (v *voice) noise() float64 {
	v.rng ^= v.rng << 13
	v.rng ^= v.rng >> 7
	v.rng ^= v.rng << 17
	return float64(v.rng>>11)/float64(1<<53)*2 - 1
}

// lowNoise returns noise through a one-pole low-pass filter of factor a.
func (v *voice) lowNoise(a float64) float64 {
	v.last += a * (v.noise() - v.last)
	return v.last * 2
}

// add appends dur seconds of f(t, k), with k the share of dur elapsed.
func (v *voice) add(dur float64, f func(t, k float64) float64) {
	n := int(dur * SampleRate)
	for i := 0; i < n; i++ {
		t := float64(i) / SampleRate
		v.s = append(v.s, f(t, float64(i)/float64(n)))
	}
}

// pcm encodes the samples as 16-bit stereo.
func (v *voice) pcm() []byte {
	out := make([]byte, 4*len(v.s))
	for i, x := range v.s {
		s := int16(math.Round(max(-1, min(1, x)) * 32000))
		binary.LittleEndian.PutUint16(out[4*i:], uint16(s))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(s))
	}
	return out
}
