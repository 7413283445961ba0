package rules

import (
	"errors"
	"fmt"
)

// The kinds of rejection Apply reports. Test for them with errors.Is.
var (
	// ErrNotYourTurn: the command's side is not the side the battle waits on.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrIllegal: the command is not one of the legal commands now.
	ErrIllegal = errors.New("illegal command")
	// ErrGameOver: the battle has ended.
	ErrGameOver = errors.New("game over")
	// ErrStaleVersion: the command was chosen against an older state.
	ErrStaleVersion = errors.New("stale state version")
)

// Rejection is the error Apply returns for a refused command. It wraps one of
// the Err kinds and says why in words a player understands ("out of range",
// "no line of sight").
type Rejection struct {
	Kind   error
	Reason string
}

// Error returns the kind and the reason.
func (r *Rejection) Error() string {
	if r.Reason == "" {
		return r.Kind.Error()
	}
	return fmt.Sprintf("%v: %s", r.Kind, r.Reason)
}

// Unwrap returns the kind, so that errors.Is(err, ErrIllegal) works.
func (r *Rejection) Unwrap() error { return r.Kind }

// Reject builds a Rejection of the given kind with a formatted reason.
// It is kept out of line: inlined into its many callers it weighed in the
// browser's download (issue #38).
//
//go:noinline
func Reject(kind error, format string, args ...any) *Rejection {
	return &Rejection{Kind: kind, Reason: fmt.Sprintf(format, args...)}
}
