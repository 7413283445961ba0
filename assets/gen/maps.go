package main

// bundledMaps returns the maps shipped with the game.
func bundledMaps() []*mapDef {
	return []*mapDef{village(), warehouse(), rooftops(), fieldworks(), canyon()}
}
