// Command sizeprobe is a yardstick for the browser download: an empty
// Ebitengine game that links etxt and resolv and nothing of Salotto.
// scripts/wasm-size.sh builds it with the game's flags in the same run and
// prints its gzip size and the game's ratio to it, for information: what
// Salotto's own code, fonts and rules cost on top of the libraries it
// cannot do without. The download's targets are absolute sizes (docs/size.md).
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/solarlune/resolv"
	"github.com/tinne26/etxt"
)

// probe keeps one etxt renderer and one resolv space alive and uses them
// every frame, so the linker cannot drop either library.
type probe struct {
	text  *etxt.Renderer
	space *resolv.Space
	hits  int
}

func (p *probe) Update() error {
	x, y := ebiten.CursorPosition()
	point := resolv.NewRectangle(float64(x), float64(y), 2, 2)
	p.space.FilterCells(point.Bounds()).FilterShapes().ForEach(func(s resolv.IShape) bool {
		if point.IsContainedBy(s) || point.IsIntersecting(s) {
			p.hits++
		}
		return true
	})
	return nil
}

func (p *probe) Draw(screen *ebiten.Image) {
	if p.text.GetFont() != nil {
		p.text.Draw(screen, "probe", 10, 10)
	}
}

func (p *probe) Layout(int, int) (int, int) { return 1280, 720 }

func main() {
	space := resolv.NewSpace(1280, 720, 64, 64)
	space.Add(resolv.NewRectangleFromTopLeft(100, 100, 63, 88))
	if err := ebiten.RunGame(&probe{text: etxt.NewRenderer(), space: space}); err != nil {
		log.Fatal(err)
	}
}
