package rules

// UnitAppender is implemented by battles that can build their units' views
// in a caller's memory, for players that ask for them at every decision
// and can reuse one buffer instead of new lists each time. AppendUnits
// returns Units() built in buf's memory, which it grows as it needs and
// keeps in buf: the views, with their tracks, statuses and weapons, hold
// until the next call with the same buf, so a caller that may nest two
// uses gives each its own buffer. The caller must not change them: the
// next call may keep the views of units that did not change.
type UnitAppender interface {
	AppendUnits(buf *UnitBuffer) []Unit
}

// UnitBuffer is the memory UnitAppender.AppendUnits builds unit views in:
// the views and the arrays their tracks (and budgets), statuses and
// weapons lie in, and Memo, the appender's own record of what it built
// them from, with which it may rebuild only the views that changed;
// callers leave it alone. The zero value is an empty buffer.
type UnitBuffer struct {
	Units    []Unit
	Tracks   []Track
	Statuses []string
	Weapons  []Weapon
	Memo     any
}
