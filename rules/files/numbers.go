package files

import "regexp"

// maxNumber is how many characters of a number an error echoes: a hostile
// file's number of a million digits is cut to this.
const maxNumber = 40

// number matches a number as a file may spell it: digits with a sign, a
// point, an exponent or separators.
var number = regexp.MustCompile(`[-+.]?[0-9][0-9.eE+_-]*`)

// CutNumbers returns the error message s with every number longer than
// maxNumber characters cut to its first characters and an ellipsis,
// maxNumber characters in all, so that a number that overflows its field
// is echoed in a line a player can read.
func CutNumbers(s string) string {
	if len(s) <= maxNumber {
		return s
	}
	return number.ReplaceAllStringFunc(s, func(n string) string {
		if len(n) <= maxNumber {
			return n
		}
		return n[:maxNumber-1] + "…"
	})
}

// cutError is an error whose message had its long numbers cut
// (CutNumbers); it unwraps to the error it was made from.
type cutError struct {
	msg string
	err error
}

func (e *cutError) Error() string { return e.msg }
func (e *cutError) Unwrap() error { return e.err }

// CutError returns err with its long numbers cut (CutNumbers), err itself
// when it has none.
func CutError(err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if cut := CutNumbers(msg); cut != msg {
		return &cutError{msg: cut, err: err}
	}
	return err
}
