package scenes

import (
	"fmt"
	"strings"

	"sightline/rules/replay"
)

// ReplayStore keeps the replays of finished battles for the title to show
// again: on the desktop as files, in the browser in its local storage.
type ReplayStore interface {
	// SaveReplay keeps data as the replay called name, whole or not at
	// all, replacing one of the same name.
	SaveReplay(name string, data []byte) error
	// Replays lists the names of the replays kept, newest first.
	Replays() ([]string, error)
	// LoadReplay returns the replay called name.
	LoadReplay(name string) ([]byte, error)
}

// replayName is the name a finished battle's replay is kept under: its
// ruleset and map, and the start of its final state hash, so that two
// battles do not share a name and one battle saved twice keeps one.
func replayName(f *replay.File) string {
	return fmt.Sprintf("%s-%s-%.8s", cleanName(f.Ruleset), cleanName(mapLabel(f.Map)), f.Final)
}

// cleanName spells s for a file name: lower-case letters and digits, runs
// of anything else as one "-".
func cleanName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	return strings.Trim(b.String(), "-")
}

// mapLabel names a map as the screens do: a bundled map by its name, a
// map on disk by its file's name without the folder or .tmx.
func mapLabel(m string) string {
	if i := strings.LastIndexAny(m, `/\`); i >= 0 {
		m = m[i+1:]
	}
	return strings.TrimSuffix(m, ".tmx")
}

// saveReplay keeps the finished battle's replay in the store, returning
// the name it is kept under.
func (s *Battle) saveReplay() (string, error) {
	f, err := replay.FromMatch(s.sess.match)
	if err != nil {
		return "", err
	}
	f.Root = s.cfg.Root
	data, err := f.Marshal()
	if err != nil {
		return "", err
	}
	name := replayName(f)
	if err := s.res.Replays.SaveReplay(name, data); err != nil {
		return "", err
	}
	return name, nil
}
