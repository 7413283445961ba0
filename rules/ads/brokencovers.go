package ads

// brokenMemo is broken's last answer and the cover sections it was made
// for: the first section's address (the battle's own slice of them) and
// whether it holds an answer. A battle keeps its own; a clone starts with
// its original's, since the two share the sections until either changes
// them (ownCovers), and the answer is never written once made. A section
// breaks only in damageCover, which forgets the answer; a battle given
// other sections (a copy of them, a Load) has another first address.
// Every movement search asks for the broken sections (its key holds them),
// and each asking read every section of the map.
type brokenMemo struct {
	first  *Section
	known  bool
	broken []bool
}

// broken returns which cover sections are broken, or nil when none is.
// The answer is shared: callers must not change it.
func (b *Battle) broken() []bool {
	m := &b.brokenCovers
	var first *Section
	if len(b.s.Covers) > 0 {
		first = &b.s.Covers[0]
	}
	if m.known && m.first == first {
		return m.broken
	}
	broken := scanBroken(b.s.Covers)
	*m = brokenMemo{first: first, known: true, broken: broken}
	return broken
}

// scanBroken reads which of covers are broken, nil when none is: broken's
// answer without its memo.
func scanBroken(covers []Section) []bool {
	var broken []bool
	for i, cv := range covers {
		if cv.Broken() {
			if broken == nil {
				broken = make([]bool, len(covers))
			}
			broken[i] = true
		}
	}
	return broken
}
