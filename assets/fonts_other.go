//go:build !js

package assets

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
)

// TTF returns the TrueType data of a font, or nil for an unknown font.
func (f Font) TTF() []byte {
	switch f {
	case Regular:
		return goregular.TTF
	case Bold:
		return gobold.TTF
	case Mono:
		return gomono.TTF
	case MonoBold:
		return gomonobold.TTF
	}
	return nil
}
