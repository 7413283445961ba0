//go:build !js

package game

import (
	"slices"
	"sort"
	"time"
)

// Profile returns the frame times measured so far (--profile). The
// browser build has no --profile, so it leaves the report out (issue
// #38).
func (g *Game) Profile() Profile { return g.prof.report() }

// Profile is the --profile report: frame-time percentiles of Update plus
// Draw, in milliseconds.
type Profile struct {
	Frames int     `json:"frames"`
	P50    float64 `json:"p50_ms"`
	P90    float64 `json:"p90_ms"`
	P99    float64 `json:"p99_ms"`
	Max    float64 `json:"max_ms"`
	Mean   float64 `json:"mean_ms"`
}

// report computes the percentiles. The first frames, which upload the
// textures, are left out when there are enough frames.
func (p *profiler) report() Profile {
	s := p.samples
	if len(s) > 60 {
		s = s[30:]
	}
	s = slices.Clone(s)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] }) // sort's, shared by every type: slices' is compiled anew for each (issue #38)
	r := Profile{Frames: len(s)}
	if len(s) == 0 {
		return r
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	at := func(q float64) float64 { return ms(s[min(len(s)-1, int(q*float64(len(s))))]) }
	var sum time.Duration
	for _, d := range s {
		sum += d
	}
	r.P50, r.P90, r.P99, r.Max = at(0.50), at(0.90), at(0.99), ms(s[len(s)-1])
	r.Mean = ms(sum / time.Duration(len(s)))
	return r
}
