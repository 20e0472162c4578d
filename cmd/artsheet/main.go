// Command artsheet renders contact sheets of every card face and symbol of the
// three games into shots/art-*.png, at a small and a large card width, so
// the art can be reviewed by eye. Run it from the module root under a
// display: xvfb-run -a go run ./cmd/artsheet
package main

import (
	"flag"
	"fmt"
	"image"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/scenes"
)

// item is one cell of a sheet: a face at an aspect, or a symbol painter.
type item struct {
	face   art.Face
	aspect float64
	symbol func(dst *ebiten.Image, cx, cy, size float32)
}

type sheet struct {
	name  string
	felt  func(*ebiten.Image) // the game's table under the cards
	items []item
}

func faces(aspect float64, fs ...art.Face) []item {
	out := make([]item, len(fs))
	for i, f := range fs {
		out[i] = item{face: f, aspect: aspect}
	}
	return out
}

func symbols(ss ...func(dst *ebiten.Image, cx, cy, size float32)) []item {
	out := make([]item, len(ss))
	for i, s := range ss {
		out[i] = item{symbol: s}
	}
	return out
}

// render lays items out in rows on the game's felt, each card width w.
func render(s sheet, w int) *ebiten.Image {
	const cols, pad = 10, 12
	cellW := w + pad
	maxH := 0
	for _, it := range s.items {
		h := w
		if it.face != nil {
			h = int(float64(w)/it.aspect + 0.5)
		}
		maxH = max(maxH, h)
	}
	cellH := maxH + pad
	rows := (len(s.items) + cols - 1) / cols
	n := min(cols, len(s.items))
	img := ebiten.NewImage(n*cellW+pad, rows*cellH+pad)
	s.felt(img)
	for i, it := range s.items {
		x := pad + (i%cols)*cellW
		y := pad + (i/cols)*cellH
		if it.face != nil {
			h := int(float64(w)/it.aspect + 0.5)
			sub := img.SubImage(image.Rect(x, y, x+w, y+h)).(*ebiten.Image)
			it.face(sub)
		} else {
			it.symbol(img, float32(x)+float32(w)/2, float32(y)+float32(w)/2, float32(w)*0.8)
		}
	}
	return img
}

type runner struct {
	out  string
	err  error
	done bool
}

func (r *runner) Update() error {
	if !r.done {
		r.done = true
		r.err = writeAll(r.out)
	}
	return ebiten.Termination
}

func (*runner) Draw(*ebiten.Image)         {}
func (*runner) Layout(int, int) (int, int) { return 320, 240 }

func writeAll(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, s := range sheets() {
		for _, w := range []int{60, 200} {
			path := filepath.Join(dir, fmt.Sprintf("art-%s-%d.png", s.name, w))
			if err := scenes.WritePNG(render(s, w), path); err != nil {
				return err
			}
			fmt.Println(path)
		}
	}
	return writeFelts(dir)
}

func main() {
	out := flag.String("out", "shots", "directory for the PNG sheets")
	flag.Parse()
	r := &runner{out: *out}
	if err := ebiten.RunGameWithOptions(r, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if r.err != nil {
		fmt.Fprintln(os.Stderr, r.err)
		os.Exit(1)
	}
}
