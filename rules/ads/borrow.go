package ads

// Borrowing to finish a multi-tick action (§3, G4): a unit with at least
// one tick left may start a non-attack action of several ticks that it
// cannot pay in full, borrowing the rest from the next round (at most
// MaxDebt in all). The actions: Run, Sprint, Total Defense, Clear Jam and
// Initiate Sword/Gun-point (Reload already borrows outright, G4). Attacks,
// Overwatch, Suppressing and Covering Fire never borrow, and neither does
// an unaware unit in the surprise round.

// canFinish reports whether u can pay a non-attack action of n ticks: in
// full, or by starting it with a tick in hand and borrowing the rest.
func (b *Battle) canFinish(u *unitState, n int) bool {
	if u.Unaware && b.s.Surprise {
		return u.Ticks >= n
	}
	return tickPool.CanFinish(u.Ticks, n)
}
