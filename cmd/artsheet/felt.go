package main

import (
	"fmt"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/scenes"
)

// writeFelts renders each table at a common window size.
func writeFelts(dir string) error {
	for _, g := range []string{"dolcevita", "dolores", "necklace", "title"} {
		img := ebiten.NewImage(640, 400)
		art.Felt(img, g)
		path := filepath.Join(dir, "art-felt-"+g+".png")
		if err := scenes.WritePNG(img, path); err != nil {
			return err
		}
		fmt.Println(path)
	}
	return nil
}
