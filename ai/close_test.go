package ai

import (
	"testing"

	"sightline/maps"
	"sightline/rules/all"
)

// TestCloseFlat: hard closes in at CloseFlat a square on a field without
// heights and at Close on one with them; a square above every seen enemy
// pays nothing (CloseHigh), and the coarse bound's least rate is never
// above a square's.
func TestCloseFlat(t *testing.T) {
	r, err := all.Registry().Get("ads")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		mapName string
		flat    bool
	}{{"fieldworks", true}, {"village", true}, {"canyon", false}, {"rooftops", false}} {
		m, err := maps.LoadBundled(c.mapName)
		if err != nil {
			t.Fatal(err)
		}
		b := eightASide(t, r, m.Field, 1, false)
		p := newUtility("hard", 1)
		pr := b.Prompt()
		v := newView(b, pr.Side, nil, nil, nil)
		p.ensureMaps(&v)
		if p.flat != c.flat {
			t.Fatalf("%s: flat %v, want %v", c.mapName, p.flat, c.flat)
		}
		s := newPositions(&positions{}, &p.w, &v, &p.tm, v.unit(pr.Unit), p.toEnemy, 0, &p.memo, p.flat)
		want := p.w.Close
		if c.flat {
			want = p.w.CloseFlat
		}
		if got := s.closeRate(s.highFoe); got != want || want <= 0 {
			t.Errorf("%s: close rate %v, want %v", c.mapName, got, want)
		}
		if got := s.closeRate(s.highFoe + 1); got != 0 {
			t.Errorf("%s: a square above every seen enemy pays %v", c.mapName, got)
		}
		if s.leastCloseRate() > s.closeRate(s.highFoe+1) {
			t.Errorf("%s: least rate %v above a square's", c.mapName, s.leastCloseRate())
		}
	}
	if w := weightsFor("normal"); w.CloseFlat != 0 {
		t.Errorf("normal closes in at %v on flat fields; only hard does", w.CloseFlat)
	}
}
