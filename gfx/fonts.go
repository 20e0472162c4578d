package gfx

import (
	"image/color"
	"sync"

	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// Face names one of the Go fonts: Regular for text, Bold for values and
// titles, Mono for the seed field (ART.md).
type Face int

const (
	Regular Face = iota
	Bold
	Mono
)

var (
	fontsOnce sync.Once
	fonts     [3]*sfnt.Font
)

func loadFonts() {
	for i, ttf := range [][]byte{goregular.TTF, gobold.TTF, gomono.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			panic("gfx: embedded Go font does not parse: " + err.Error())
		}
		fonts[i] = f
	}
}

// Font returns the parsed font for face.
func Font(face Face) *sfnt.Font {
	fontsOnce.Do(loadFonts)
	return fonts[face]
}

// NewText returns an etxt renderer for face at size pixels, with the shared
// glyph cache on (without it every glyph is rasterized again each frame).
// Renderers are cheap; keep one per text style rather than resetting one.
func NewText(face Face, size float64, c color.Color) *etxt.Renderer {
	r := etxt.NewRenderer()
	r.SetFont(Font(face))
	r.Utils().SetCache8MiB()
	r.SetSize(size)
	r.SetColor(c)
	return r
}
