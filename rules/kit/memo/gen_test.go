package memo

import "testing"

// TestGenKeepsWhatIsUsed checks that a Gen holds at most two generations,
// forgets the entries not used for a whole generation, and keeps an entry
// that is used again however many turnovers pass, and the last entries
// put.
func TestGenKeepsWhatIsUsed(t *testing.T) {
	g := NewGen[int, int](4)
	g.Put(-1, 100) // the entry used again and again
	for i := 0; i < 40; i++ {
		g.Put(i, i*i)
		if v, ok := g.Get(-1); !ok || v != 100 {
			t.Fatalf("after %d more entries the one used after each is gone (%d, %v)", i+1, v, ok)
		}
		if n := g.Len(); n > 8 {
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

// TestGetBytesIsGet checks that GetBytes finds what Get finds, in either
// generation, and moves an old entry back to the young one as Get does.
func TestGetBytesIsGet(t *testing.T) {
	g := NewGen[string, int](2)
	g.Put("a", 1)
	g.Put("b", 2)
	g.Put("c", 3) // "a" and "b" are now the old generation
	if v, ok := GetBytes(&g, []byte("a")); !ok || v != 1 {
		t.Fatalf("GetBytes(a) = %d, %v; want 1, true", v, ok)
	}
	if _, ok := g.young["a"]; !ok {
		t.Error("an entry found in the old generation did not move to the young one")
	}
	if _, ok := GetBytes(&g, []byte("z")); ok {
		t.Error("GetBytes found a key never put")
	}
	g.Put("d", 4) // the young generation {c, a} turns over
	if _, ok := g.Get("b"); ok {
		t.Error("b, never used again, survived two turnovers")
	}
}
