package budget

import "fmt"

// Ticks is a numeric pool with debt (ADS's ticks, §3-§4 and G4 of its
// digest): PerRound points every round; an action may be started that
// cannot be paid in full, the rest borrowed from the next round, as long
// as the debt stays within MaxDebt; what was borrowed comes off the next
// round's points. A unit's points are one int in the state: its points
// left, negative while it is in debt.
type Ticks struct {
	PerRound, MaxDebt int
}

// Debt returns what a unit with left points owes the next round.
func (t Ticks) Debt(left int) int { return max(0, -left) }

// Refill returns a unit's points for a round that begins now: PerRound
// plus bonus, less what it owes from left.
func (t Ticks) Refill(left, bonus int) int { return t.PerRound + bonus - t.Debt(left) }

// CanBorrow reports whether a unit with left points may pay n outright,
// borrowing what it lacks (a reaction, a reload): the debt afterwards
// stays within MaxDebt.
func (t Ticks) CanBorrow(left, n int) bool { return left-n >= -t.MaxDebt }

// CanFinish reports whether a unit with left points may pay an action of
// n points that is not an attack: in full, or by starting it with a
// point in hand and borrowing the rest (an action of one point is never
// started on credit).
func (t Ticks) CanFinish(left, n int) bool {
	return left >= n || (n > 1 && left >= 1 && t.CanBorrow(left, n))
}

// Check reports a saved unit's points that play could never reach: a
// debt beyond MaxDebt, or more than most (the most a round can bring).
func (t Ticks) Check(left, most int) error {
	if left < -t.MaxDebt || left > most {
		return fmt.Errorf("%d ticks (%d to %d)", left, -t.MaxDebt, most)
	}
	return nil
}
