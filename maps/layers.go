package maps

import "image"

// DrawLayer is one tile or image layer in the map's drawing order, with
// the offsets, opacity and visibility of the groups holding it folded in.
type DrawLayer struct {
	// Tile is the tile layer, or nil for an image layer.
	Tile *TileLayer `json:"tiles,omitempty"`
	// ImageName is an image layer's name in Tiled (a tile layer's is its
	// Tile's).
	ImageName string `json:"image_name,omitempty"`
	// Source is the image layer's picture as a path inside the map's FS
	// (for Map.ReadImage), or empty for a tile layer or an image layer
	// without a picture.
	Source string `json:"source,omitempty"`
	// OffsetX and OffsetY are the layer's offset in pixels plus those of
	// its groups.
	OffsetX float64 `json:"offset_x"`
	OffsetY float64 `json:"offset_y"`
	// Opacity is the layer's opacity times that of each of its groups.
	Opacity float32 `json:"opacity"`
	// Visible is false when the layer or any group holding it is hidden.
	Visible bool `json:"visible"`
}

// Name returns the layer's name in Tiled.
func (l DrawLayer) Name() string {
	if l.Tile != nil {
		return l.Tile.Name
	}
	return l.ImageName
}

// TileLayer is a tile layer as drawing needs it: its name and a tile per
// square, row by row (the square (x,y) is Tiles[y*Width+x]).
type TileLayer struct {
	Name  string
	Tiles []Tile
}

// Tile is a square's tile on a tile layer.
type Tile struct {
	// Set is the index of the tile's tileset in Map.Tilesets plus one; 0
	// means the square has no tile on the layer.
	Set uint16 `json:"set"`
	// Flip holds FlipX and FlipY.
	Flip uint8 `json:"flip,omitempty"`
	// ID is the tile's id within its tileset.
	ID uint32 `json:"id"`
}

// The bits of Tile.Flip.
const (
	// FlipX mirrors the tile left to right.
	FlipX uint8 = 1 << iota
	// FlipY mirrors the tile top to bottom.
	FlipY
)

// Tileset is a tileset as drawing needs it: the picture its tiles are cut
// from, or a picture per tile.
type Tileset struct {
	// Name is the tileset's name in Tiled.
	Name string `json:"name"`
	// Image is the path inside the map's FS of the picture the tiles are
	// cut from, or empty for a collection of pictures.
	Image string `json:"image,omitempty"`
	// TileWidth and TileHeight are a tile's size in pixels; Margin and
	// Spacing the pixels around the picture's tiles and between them.
	TileWidth  int `json:"tile_width"`
	TileHeight int `json:"tile_height"`
	Margin     int `json:"margin,omitempty"`
	Spacing    int `json:"spacing,omitempty"`
	// Columns is the number of tiles in a row of the picture.
	Columns int `json:"columns"`
	// Pictures are the tiles' own pictures, in the tileset's order.
	Pictures []TilePicture `json:"pictures,omitempty"`
}

// TilePicture is a tile's own picture in a tileset.
type TilePicture struct {
	// ID is the tile's id within its tileset.
	ID uint32 `json:"id"`
	// Source is the picture's path inside the map's FS.
	Source string `json:"source"`
}

// Rect returns where tile id lies in the tileset's picture, as Tiled cuts
// it: Columns tiles a row, Margin pixels around them and Spacing between.
// A tileset of no columns holds no tile: the rectangle is empty.
func (ts *Tileset) Rect(id uint32) image.Rectangle {
	if ts.Columns <= 0 {
		return image.Rectangle{}
	}
	x, y := int(id)%ts.Columns, int(id)/ts.Columns
	x0 := ts.Margin + x*(ts.TileWidth+ts.Spacing)
	y0 := ts.Margin + y*(ts.TileHeight+ts.Spacing)
	return image.Rect(x0, y0, x0+ts.TileWidth, y0+ts.TileHeight)
}

// Picture returns tile id's own picture, or "" when it has none.
func (ts *Tileset) Picture(id uint32) string {
	for _, p := range ts.Pictures {
		if p.ID == id {
			return p.Source
		}
	}
	return ""
}

// DrawOrder returns the map's tile and image layers, bottom first, in the
// order the .tmx lists them through its groups. Object layers are not
// drawn and are left out.
func (m *Map) DrawOrder() []DrawLayer { return append([]DrawLayer(nil), m.order...) }
