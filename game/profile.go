package game

import "time"

// profiler collects the time each frame spends in Update plus Draw, for
// --profile.
type profiler struct {
	samples []time.Duration
}

func (p *profiler) add(d time.Duration) { p.samples = append(p.samples, d) }
