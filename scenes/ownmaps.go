package scenes

import (
	"path/filepath"

	"sightline/maps"
)

// MapFolder is implemented by stores that keep a folder of the player's
// own Tiled maps (on the desktop, maps/ beside the settings). Maps returns
// the folder and the .tmx files in it, in the order the setup lists them;
// a folder that does not exist holds none and is no error. The setup
// offers the maps after the bundled ones, each reading from the whole
// folder, so that a map's tilesets may sit in a folder beside it.
type MapFolder interface {
	Maps() (dir string, paths []string, err error)
}

// ownMaps is what the setup knows of the player's maps folder.
type ownMaps struct {
	// dir is the folder, "" when the store keeps none.
	dir   string
	paths []string
	// err says why the folder could not be read, "" when it could.
	err string
}

// listOwnMaps asks the store for the player's maps, when it keeps a
// folder of them.
func listOwnMaps(st PrefsStore) ownMaps {
	mf, ok := st.(MapFolder)
	if !ok {
		return ownMaps{}
	}
	dir, paths, err := mf.Maps()
	o := ownMaps{dir: dir, paths: paths}
	if err != nil {
		o.err = "Your maps: " + err.Error()
	}
	return o
}

// has reports whether m is one of the player's maps.
func (o ownMaps) has(m string) bool { return o.dir != "" && among(o.paths, m) }

// name is how the setup names the player's map m: its path inside the
// folder without ".tmx", marked as the player's.
func (o ownMaps) name(m string) string {
	rel, err := filepath.Rel(o.dir, m)
	if err != nil {
		rel = filepath.Base(m)
	}
	rel = filepath.ToSlash(rel)
	return rel[:len(rel)-len(filepath.Ext(rel))] + " (yours)"
}

// keeps reports whether a battle on map m read from root is on one of the
// player's maps, which the settings keep for the setup's next opening as
// they keep a bundled map.
func (o ownMaps) keeps(m, root string) bool { return o.has(m) && root == o.dir }

// mapChoices returns the setup's Map row: the bundled maps, then the
// player's own.
func (o ownMaps) mapChoices() []string { return append(maps.Names(), o.paths...) }
