package ads

// The movement actions' multiples of Speed (§8.4).
const (
	RunMultiple     = 4
	SprintMultiple  = 6
	ChargeMultiple  = 2
	HipFireMultiple = 2
	ChargeMinimum   = 2
	DiveSquares     = 3
	QuickStepSquare = 1
)

// MoveAllowance returns how many squares of movement one action gives a
// unit of the given Speed: "move", "run", "sprint", "charge", "hip_fire",
// "dive_for_cover", "take_cover" (the reaction's move) or "quick_step"; 0
// for any other action.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func MoveAllowance(action string, speed int) int {
	switch action {
	case "move":
		return speed
	case "run":
		return RunMultiple * speed
	case "sprint":
		return SprintMultiple * speed
	case "charge":
		return ChargeMultiple * speed
	case "hip_fire":
		return HipFireMultiple * speed
	case "take_cover": // the reaction's move to cover (G1)
		return speed
	case "dive_for_cover":
		return DiveSquares
	case "quick_step":
		return QuickStepSquare
	}
	return 0
}
