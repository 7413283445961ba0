package assets

import (
	"fmt"

	"golang.org/x/image/font/opentype"
)

// Font names one of the Go fonts the game uses for text.
type Font int

// The fonts: Regular for body text, Bold for titles and buttons, Mono and
// MonoBold for numbers and tables that must line up.
const (
	Regular Font = iota
	Bold
	Mono
	MonoBold
)

// Parse parses the font for use with golang.org/x/image/font/opentype.
// Parse it once and keep it.
func (f Font) Parse() (*opentype.Font, error) {
	b := f.TTF()
	if b == nil {
		return nil, fmt.Errorf("assets: unknown font %d", int(f))
	}
	return opentype.Parse(b)
}

// UI text sizes in points at UI scale 1; multiply by the UI scale.
const (
	TextSmall  = 10 // captions and tooltips
	TextBody   = 13 // lists, panels and help text
	TextTitle  = 20 // screen and panel titles
	TextBanner = 32 // the title screen
)
