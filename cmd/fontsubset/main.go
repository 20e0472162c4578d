// Command fontsubset writes the game's fonts: the Go fonts (regular, bold,
// mono) cut down to the characters Salotto can show, into gfx/fonts/ where
// package gfx embeds them. The full fonts cover Greek, Cyrillic and box
// drawing the game never uses, and every byte of them was in the browser
// download. Run it through `go generate ./gfx/` after changing Runes.
//
//	go run ./cmd/fontsubset -out gfx/fonts
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"

	"salotto/internal/fontsubset"
)

// text are the characters kept in every face. gfx's tests check that every
// character in the rules texts and the UI strings is among them.
var text = [][2]rune{
	{0x0020, 0x007E}, // ASCII
	{0x00A0, 0x00FF}, // Latin-1 Supplement: Western European letters, ×, °, §, ±
	{0x2010, 0x2027}, // dashes, quotes, bullet, ellipsis: – — ‘ ’ “ ” • …
	{0x2030, 0x203A}, // ‰ ′ ″ ‹ ›
	{0x2044, 0x2044}, // ⁄
	{0x20AC, 0x20AC}, // €
	{0x2122, 0x2122}, // ™
	{0x2190, 0x2195}, // ← ↑ → ↓ ↔ ↕
	{0x2212, 0x2212}, // −
	{0x221E, 0x221E}, // ∞
	{0x2248, 0x2248}, // ≈
	{0x2260, 0x2260}, // ≠
	{0x2264, 0x2265}, // ≤ ≥
	{0x25A0, 0x25FF}, // geometric shapes: ■ □ ▲ ► ▼ ◄ ○ ●
	{0x2660, 0x2667}, // card suits
	{0xFFFD, 0xFFFD}, // the replacement character, shown for bad UTF-8
}

// names adds, in the proportional faces that show names and prose, the
// letters of the other European languages players' names may use (Polish
// ł, Czech č, Turkish ş, Hungarian ő, ...).
var names = [][2]rune{
	{0x0100, 0x017F}, // Latin Extended-A
	{0x0192, 0x0192}, // ƒ
	{0x02C6, 0x02DD}, // spacing accents
}

// seed is all the monospaced face shows: the setup screen's seed field,
// digits and the typing caret (tables/setup accepts only digits there).
var seed = [][2]rune{
	{'0', '9'},
	{'|', '|'},
}

// Runes lists every character in the given ranges.
func Runes(ranges ...[][2]rune) []rune {
	var rs []rune
	for _, rr := range ranges {
		for _, r := range rr {
			for c := r[0]; c <= r[1]; c++ {
				rs = append(rs, c)
			}
		}
	}
	return rs
}

func main() {
	out := flag.String("out", "gfx/fonts", "directory to write regular.ttf, bold.ttf and mono.ttf to")
	flag.Parse()
	fonts := []struct {
		name  string
		ttf   []byte
		runes []rune
	}{
		{"regular.ttf", goregular.TTF, Runes(text, names)},
		{"bold.ttf", gobold.TTF, Runes(text, names)},
		{"mono.ttf", gomono.TTF, Runes(seed)},
	}
	for _, f := range fonts {
		sub, err := fontsubset.Subset(f.ttf, f.runes)
		if err != nil {
			fmt.Fprintln(os.Stderr, f.name+":", err)
			os.Exit(1)
		}
		path := filepath.Join(*out, f.name)
		if err := os.WriteFile(path, sub, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("%s: %d bytes (from %d)\n", path, len(sub), len(f.ttf))
	}
}
