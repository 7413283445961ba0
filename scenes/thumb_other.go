//go:build !js

package scenes

// thumbLater is false off the browser (thumb_js.go): the minimap's
// thumbnail is made on its first draw.
const thumbLater = false
