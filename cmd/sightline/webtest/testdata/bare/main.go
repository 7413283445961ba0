//go:build js

// Command bare is the smallest Ebitengine program the browser test
// measures Sightline's start against: it fills the screen, and marks its
// first frame as the game does (performance mark "sightline-first-frame",
// set at the animation frame after the first Update).
package main

import (
	"image/color"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

type bare struct{ marked bool }

func (b *bare) Update() error {
	if !b.marked {
		b.marked = true
		var f js.Func
		f = js.FuncOf(func(js.Value, []js.Value) any {
			js.Global().Get("performance").Call("mark", "sightline-first-frame")
			f.Release()
			return nil
		})
		js.Global().Call("requestAnimationFrame", f)
	}
	return nil
}

func (b *bare) Draw(screen *ebiten.Image) { screen.Fill(color.RGBA{0x10, 0x14, 0x1c, 0xff}) }

func (b *bare) Layout(int, int) (int, int) { return 960, 640 }

func main() {
	if err := ebiten.RunGame(&bare{}); err != nil {
		panic(err)
	}
}
