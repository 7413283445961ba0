package memo

// Slab hands out values and copies of lists from chunks of memory it
// allocates, each chunk twice as large as the last, from First up to
// Limit (a longer list gets a chunk of its length), so that a computation
// that keeps a value or two holds little memory alive and one that keeps
// many allocates a few times: a memo's entries made by one computation
// (ADS's chains of hits, by margin). What it hands out stays valid and is
// never moved; the zero Slab, with First and Limit set, is empty. Slab
// has no lock of its own.
type Slab[T any] struct {
	First, Limit int
	chunk        []T
}

// New returns a pointer to a copy of v in the slab.
func (s *Slab[T]) New(v T) *T {
	if len(s.chunk) == cap(s.chunk) {
		s.chunk = make([]T, 0, s.next(1))
	}
	s.chunk = append(s.chunk, v)
	return &s.chunk[len(s.chunk)-1]
}

// Copy returns a copy of list in the slab, its capacity its length, so
// that an append to it copies it rather than write over its neighbours.
func (s *Slab[T]) Copy(list []T) []T {
	if cap(s.chunk)-len(s.chunk) < len(list) {
		s.chunk = make([]T, 0, s.next(len(list)))
	}
	start := len(s.chunk)
	s.chunk = append(s.chunk, list...)
	return s.chunk[start:len(s.chunk):len(s.chunk)]
}

// next is the capacity of the chunk after the present one, for at least
// n values.
func (s *Slab[T]) next(n int) int {
	return max(n, min(2*cap(s.chunk), s.Limit), s.First)
}
