// Command prepare writes each bundled map, read from its Tiled files, into
// maps/prepared/NAME.json, the form the browser's build carries (run by
// go generate in the maps folder; TestPreparedMapsAreCurrent fails when a
// file is stale). It removes the prepared file of a map no longer
// bundled.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"sightline/maps"
)

func main() {
	if err := run("prepared"); err != nil {
		fmt.Fprintln(os.Stderr, "prepare:", err)
		os.Exit(1)
	}
}

// run writes the prepared maps into dir.
func run(dir string) error {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("no folder %q here: run it in maps, as go generate ./maps does", dir)
	}
	names := maps.Names()
	for _, n := range names {
		data, err := maps.PrepareBundled(n)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, n+".json"), data, 0o644); err != nil {
			return err
		}
	}
	old, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return err
	}
	for _, p := range old {
		if !slices.Contains(names, strings.TrimSuffix(filepath.Base(p), ".json")) {
			if err := os.Remove(p); err != nil {
				return err
			}
		}
	}
	return nil
}
