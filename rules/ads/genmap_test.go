package ads

import "testing"

// TestGenMapKeepsWhatIsUsed checks that a genMap holds at most two
// generations, forgets the entries not used for a whole generation, and
// keeps an entry that is used again however many turnovers pass, and the
// last entries put.
func TestGenMapKeepsWhatIsUsed(t *testing.T) {
	g := newGenMap[int, int](4)
	g.put(-1, 100) // the entry used again and again
	for i := 0; i < 40; i++ {
		g.put(i, i*i)
		if v, ok := g.get(-1); !ok || v != 100 {
			t.Fatalf("after %d more entries the one used after each is gone (%d, %v)", i+1, v, ok)
		}
		if n := len(g.young) + len(g.old); n > 8 {
			t.Fatalf("after %d entries the map holds %d, more than two generations of 4", i+1, n)
		}
	}
	for i := 0; i < 40; i++ {
		v, ok := g.young[i] // read without moving it
		if !ok {
			v, ok = g.old[i]
		}
		if i < 24 && ok {
			t.Errorf("entry %d, not used for the last 16 entries, is still held", i)
		}
		if i >= 36 && (!ok || v != i*i) {
			t.Errorf("entry %d, among the last four, = %d, %v; want %d", i, v, ok, i*i)
		}
	}
}
