package maps

import (
	"errors"
	"fmt"
	"strings"

	"sightline/rules/files"
)

// mapError is a refusal of a whole map: the file (or bundled name) and one
// line saying what is wrong. Its text is "PATH: message".
type mapError struct {
	path, msg string
}

func (e *mapError) Error() string { return e.path + ": " + e.msg }

// mapErrorf returns a *mapError for path with a message made as by
// fmt.Sprintf, its line breaks turned to spaces and its numbers cut to 40
// characters (files.CutNumbers).
func mapErrorf(path, format string, args ...any) error {
	return &mapError{path: path, msg: files.CutNumbers(strings.ReplaceAll(fmt.Sprintf(format, args...), "\n", " "))}
}

// Finding is one line of a lint report: a problem that stops a map from
// loading, or a warning about a map that loads.
type Finding struct {
	// Path is the map's file as errors name it (maps/bundled/NAME.tmx for
	// a bundled map), or the name given when no map has that name.
	Path string
	// Message says what is wrong and how to fix it. A warning's message
	// starts with "warning:".
	Message string
	// Warning is true when the map loads anyway.
	Warning bool
}

// String returns the finding as "PATH: message".
func (f Finding) String() string { return f.Path + ": " + f.Message }

// Lint loads each named map, a bundled map's name or a .tmx path (read
// inside root, or the map's own folder when root is empty), and returns
// what it found, map by map in the order given: one problem for a map that
// does not load or whose pictures do not decode (as drawing it would
// find), else the map's warnings. The maps are fine to play when no
// finding is a problem.
func Lint(root string, names ...string) (findings []Finding, problems int) {
	return LintFor(root, SmallestSquad{}, names...)
}

// LintFor is Lint that also warns when no battle fits on a map: when a
// side of a two-side battle has fewer free spawn squares than squad's
// units (SpawnRoom). A squad of no units checks nothing.
func LintFor(root string, squad SmallestSquad, names ...string) (findings []Finding, problems int) {
	for _, n := range names {
		m, err := Open(n, root)
		if err != nil {
			f := Finding{Path: n, Message: err.Error()}
			var me *mapError
			if errors.As(err, &me) {
				f.Path, f.Message = me.path, me.msg
			}
			findings = append(findings, f)
			problems++
			continue
		}
		if err := m.DecodePictures(); err != nil {
			msg := strings.TrimPrefix(err.Error(), m.Display+": ")
			findings = append(findings, Finding{Path: m.Display, Message: msg})
			problems++
			continue
		}
		warns := m.Warnings
		if w := roomWarning(m.Field, squad); w != "" {
			warns = append(warns, w)
		}
		for _, w := range warns {
			findings = append(findings, Finding{Path: m.Display, Message: w, Warning: true})
		}
	}
	return findings, problems
}
