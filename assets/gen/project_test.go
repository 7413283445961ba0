package main

import (
	"encoding/json"
	"slices"
	"testing"

	"sightline/rules/grid"
)

// TestEnumsMatchTheRules wants the project's enums spelled as the rules'
// grid package spells terrains and materials.
func TestEnumsMatchTheRules(t *testing.T) {
	for i, v := range terrainValues() {
		if got, ok := grid.ParseTerrain(v); !ok || int(got) != i {
			t.Errorf("terrain %q is not grid terrain %d", v, i)
		}
	}
	if len(materialValues()) != len(grid.Materials) {
		t.Errorf("%d materials, grid has %d", len(materialValues()), len(grid.Materials))
	}
	for i, v := range materialValues() {
		if got, ok := grid.ParseMaterial(v); !ok || int(got) != i {
			t.Errorf("material %q is not grid material %d", v, i)
		}
	}
	for i, m := range coverMaterials() {
		if m.name != materialValues()[i] {
			t.Errorf("cover row %d is %s, want %s", i, m.name, materialValues()[i])
		}
	}
}

// TestTilePropertiesUseDeclaredEnums checks every enum-typed tile property
// against the enum the project declares, and the names of the convention
// properties against DEVELOPERS.md.
func TestTilePropertiesUseDeclaredEnums(t *testing.T) {
	enums := map[string][]string{
		"Terrain": terrainValues(), "Material": materialValues(), "CoverHeight": coverHeightValues(),
		"Edge": edgeValues(), "CoverState": coverStateValues(),
	}
	known := []string{"terrain", "cost", "elevation", "blocks_sight", "cover", "cover_edge", "cover_height", "climb", "cover_state", "cover_group"}
	for _, ts := range []*tileset{terrainTileset(), coverTileset(), heightTileset()} {
		for _, tile := range ts.tiles {
			for _, p := range tile.props {
				if !slices.Contains(known, p.name) {
					t.Errorf("%s tile %s: property %q is not a map convention", ts.name, tile.name, p.name)
				}
				if p.ptype == "" {
					continue
				}
				vals, ok := enums[p.ptype]
				if !ok || !slices.Contains(vals, p.value) {
					t.Errorf("%s tile %s: %s=%q is not a value of enum %s", ts.name, tile.name, p.name, p.value, p.ptype)
				}
			}
		}
	}
}

// TestProjectDeclaresConventions parses the project file and looks for
// every enum and class the conventions name.
func TestProjectDeclaresConventions(t *testing.T) {
	b, err := projectFile()
	if err != nil {
		t.Fatal(err)
	}
	var p struct {
		PropertyTypes []struct {
			Name, Type string
			Members    []struct{ Name, PropertyType string }
		}
	}
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	have := map[string]string{}
	for _, pt := range p.PropertyTypes {
		have[pt.Name] = pt.Type
		if pt.Name == "Cover" {
			for _, m := range pt.Members {
				if m.Name == "material" && m.PropertyType != "Material" {
					t.Errorf("Cover.material has type %q, want the Material enum", m.PropertyType)
				}
			}
		}
	}
	for name, typ := range map[string]string{"Terrain": "enum", "Material": "enum", "CoverHeight": "enum", "CoverCategory": "enum", "Edge": "enum",
		"Spawn": "class", "Ladder": "class", "Stairs": "class", "FlyZone": "class", "Cover": "class", "TerrainTile": "class", "CoverTile": "class"} {
		if have[name] != typ {
			t.Errorf("project type %s is %q, want %s", name, have[name], typ)
		}
	}
}
