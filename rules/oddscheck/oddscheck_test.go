package oddscheck

import (
	"math"
	"strings"
	"testing"
)

// TestFigureAndFault checks the z of a proportion and of a mean, the
// finite z of a difference where the exact figure is certain, and that
// Fault names the first figure beyond the limit.
func TestFigureAndFault(t *testing.T) {
	if f := proportion(0.5, 5100, 10000); math.Abs(f.Z-2) > 1e-9 || f.Observed != 0.51 {
		t.Errorf("proportion: %+v, want z 2", f)
	}
	if f := figure(3, 3.1, 4, 400); math.Abs(f.Z-1) > 1e-9 {
		t.Errorf("mean: %+v, want z 1", f)
	}
	if f := proportion(0, 3, 100); f.Z != MaxZ {
		t.Errorf("a certain miss that hit: %+v, want z %g", f, MaxZ)
	}
	if f := proportion(1, 100, 100); f.Z != 0 {
		t.Errorf("a certain hit that hit: %+v, want z 0", f)
	}
	r := Result{Samples: 100, Hit: Figure{Z: 1}, DamageMean: Figure{Z: -5}, Takedown: &Figure{Z: 9}}
	if line, bad := r.Fault(Limit); !bad || !strings.HasPrefix(line, "damage_mean: ") || strings.Contains(line, "\n") {
		t.Errorf("fault %q %v, want the damage mean", line, bad)
	}
	r.DamageMean.Z, r.Takedown = 0, nil
	if line, bad := r.Fault(Limit); bad {
		t.Errorf("fault %q on figures within the limit", line)
	}
}
