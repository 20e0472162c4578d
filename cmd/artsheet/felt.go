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
	for _, f := range []struct {
		name  string
		paint func(*ebiten.Image)
	}{{"dolcevita", art.DolceVitaFelt}, {"dolores", art.DoloresFelt}, {"necklace", art.NecklaceFelt}, {"title", art.SalonFelt}} {
		img := ebiten.NewImage(640, 400)
		f.paint(img)
		path := filepath.Join(dir, "art-felt-"+f.name+".png")
		if err := scenes.WritePNG(img, path); err != nil {
			return err
		}
		fmt.Println(path)
	}
	return nil
}
