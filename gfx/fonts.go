package gfx

import (
	_ "embed"
	"image/color"
	"sync"

	"github.com/tinne26/etxt"
	"golang.org/x/image/font/sfnt"
)

// The Go fonts, cut down to the characters the game can show (Latin
// scripts, typographic punctuation, arrows, symbols): the full fonts were
// about 216 KB of the compressed browser download. cmd/fontsubset writes
// them; outlines and metrics are the originals' (fonts_test.go checks).
//
//go:generate go run salotto/cmd/fontsubset -out fonts
var (
	//go:embed fonts/regular.ttf
	regularTTF []byte
	//go:embed fonts/bold.ttf
	boldTTF []byte
	//go:embed fonts/mono.ttf
	monoTTF []byte
)

// Face names one of the Go fonts: Regular for text, Bold for values and
// titles, Mono for the seed field (docs/art.md#type).
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
	for i, ttf := range [][]byte{regularTTF, boldTTF, monoTTF} {
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
