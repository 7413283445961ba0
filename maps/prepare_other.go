//go:build !js

package maps

// PrepareBundled reads the bundled map name from its Tiled files and
// returns it in the prepared form the browser's build carries
// (maps/prepared/NAME.json; go generate writes them).
func PrepareBundled(name string) ([]byte, error) {
	m, err := LoadBundled(name)
	if err != nil {
		return nil, err
	}
	return marshalPrepared(m)
}
