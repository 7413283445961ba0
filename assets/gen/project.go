package main

import (
	"encoding/json"

	"sightline/rules/grid"
)

// terrainValues returns the values of the Terrain enum. The enums of the
// map conventions (DEVELOPERS.md) are declared once here, for the project
// file; tests check the tilesets' properties against them.
func terrainValues() []string {
	return []string{"floor", "grass", "dirt", "concrete", "water", "rough", "wall", "roof"}
}

// materialValues returns the values of the Material enum.
func materialValues() []string {
	return []string{"thin_wood", "thick_wood", "reinforced_wood", "stone", "sandbag", "concrete"}
}

// coverHeightValues returns the values of the CoverHeight enum.
func coverHeightValues() []string { return []string{"half", "full"} }

// coverCategoryValues returns the values of the CoverCategory enum:
// grid.CategoryNames, "auto" (from the height) first.
func coverCategoryValues() []string { return grid.CategoryNames() }

// edgeValues returns the values of the Edge enum.
func edgeValues() []string { return []string{"N", "E", "S", "W"} }

// coverStateValues returns the values of the CoverState enum.
func coverStateValues() []string { return []string{"intact", "damaged", "broken"} }

// projectMember is one member of a Tiled class.
type projectMember struct {
	Name         string `json:"name"`
	PropertyType string `json:"propertyType,omitempty"`
	Type         string `json:"type"`
	Value        any    `json:"value"`
}

// projectType is a Tiled custom type: an enum or a class.
type projectType struct {
	Color         string          `json:"color,omitempty"`
	DrawFill      *bool           `json:"drawFill,omitempty"`
	ID            int             `json:"id"`
	Members       []projectMember `json:"members,omitempty"`
	Name          string          `json:"name"`
	StorageType   string          `json:"storageType,omitempty"`
	Type          string          `json:"type"`
	UseAs         []string        `json:"useAs,omitempty"`
	Values        []string        `json:"values,omitempty"`
	ValuesAsFlags *bool           `json:"valuesAsFlags,omitempty"`
}

// tiledProject is the subset of a .tiled-project file Sightline writes.
type tiledProject struct {
	AutomappingRulesFile string        `json:"automappingRulesFile"`
	Commands             []any         `json:"commands"`
	CompatibilityVersion int           `json:"compatibilityVersion"`
	ExtensionsPath       string        `json:"extensionsPath"`
	Folders              []string      `json:"folders"`
	Properties           []any         `json:"properties"`
	PropertyTypes        []projectType `json:"propertyTypes"`
}

// projectFile returns maps/sightline.tiled-project: the enums and classes
// of the map conventions as Tiled custom types, so that an author picks
// "Cover: sandbag" from a list.
func projectFile() ([]byte, error) {
	f := false
	t := true
	enum := func(id int, name string, values []string) projectType {
		return projectType{ID: id, Name: name, StorageType: "string", Type: "enum", Values: values, ValuesAsFlags: &f}
	}
	class := func(id int, name, colour string, useAs []string, members ...projectMember) projectType {
		p := projectType{ID: id, Name: name, Type: "class", UseAs: useAs, Members: members}
		if colour != "" {
			p.Color, p.DrawFill = colour, &t
		}
		if p.Members == nil {
			p.Members = []projectMember{}
		}
		return p
	}
	str := func(name, ptype, v string) projectMember { return projectMember{name, ptype, "string", v} }
	num := func(name string, v int) projectMember { return projectMember{Name: name, Type: "int", Value: v} }
	flag := func(name string, v bool) projectMember { return projectMember{Name: name, Type: "bool", Value: v} }
	obj := []string{"object"}
	p := tiledProject{
		Commands:             []any{},
		CompatibilityVersion: 1100,
		ExtensionsPath:       "extensions",
		Folders:              []string{"bundled"},
		Properties:           []any{},
		PropertyTypes: []projectType{
			enum(1, "Terrain", terrainValues()),
			enum(2, "Material", materialValues()),
			enum(3, "CoverHeight", coverHeightValues()),
			enum(4, "Edge", edgeValues()),
			enum(5, "CoverState", coverStateValues()),
			class(6, "Spawn", "#ff0072b2", obj, num("side", 1), num("sides", 2)),
			class(7, "Ladder", "#ffc08a4d", obj),
			class(8, "Stairs", "#ffa9afb8", obj),
			class(9, "FlyZone", "#ff56b4e9", obj, num("max_band", 1)),
			class(10, "Cover", "#ffcdb271", obj,
				str("material", "Material", "sandbag"), str("height", "CoverHeight", "half"), str("edge", "Edge", ""),
				str("category", "CoverCategory", "auto")),
			class(11, "TerrainTile", "", []string{"tile"},
				str("terrain", "Terrain", "floor"), num("cost", 1), num("elevation", 0), flag("blocks_sight", false), flag("climb", false)),
			class(12, "CoverTile", "", []string{"tile"},
				str("cover", "Material", "sandbag"), str("cover_edge", "Edge", ""), str("cover_height", "CoverHeight", "half"),
				str("cover_state", "CoverState", "intact"), str("cover_group", "", ""), num("cost", 1),
				str("cover_category", "CoverCategory", "auto")),
			enum(13, "CoverCategory", coverCategoryValues()),
		},
	}
	b, err := json.MarshalIndent(p, "", "    ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
