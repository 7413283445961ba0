package replay

import (
	"runtime/debug"
)

// EngineVersion names the running build for replay headers: the main
// module's path with its version, or with the commit it was built from
// (suffixed "+dirty" for uncommitted changes) when the version control
// stamp is there, or "devel" when neither is (as in tests).
func EngineVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "sightline@devel"
	}
	name := bi.Main.Path
	if name == "" {
		name = "sightline"
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "+dirty"
		}
		return name + "@" + rev
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return name + "@" + v
	}
	return name + "@devel"
}
