package gfx

import (
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"salotto/lang"
)

var faces = []struct {
	name     string
	face     Face
	original []byte
}{
	{"regular", Regular, goregular.TTF},
	{"bold", Bold, gobold.TTF},
	{"mono", Mono, gomono.TTF},
}

// TestSubsetFontsMatchOriginals: every character the cut-down fonts keep
// has the original's glyph index, outline and advance, and the font-wide
// metrics are the original's, so text looks exactly as with the full fonts.
func TestSubsetFontsMatchOriginals(t *testing.T) {
	for _, fc := range faces {
		t.Run(fc.name, func(t *testing.T) {
			orig, err := sfnt.Parse(fc.original)
			if err != nil {
				t.Fatal(err)
			}
			sub := Font(fc.face)
			if sub.NumGlyphs() != orig.NumGlyphs() || sub.UnitsPerEm() != orig.UnitsPerEm() {
				t.Fatalf("glyphs %d/%d, units per em %d/%d", sub.NumGlyphs(), orig.NumGlyphs(), sub.UnitsPerEm(), orig.UnitsPerEm())
			}
			var bs, bo sfnt.Buffer
			for _, ppem := range []fixed.Int26_6{fixed.I(12), fixed.I(19), fixed.I(64)} {
				ms, err1 := sub.Metrics(&bs, ppem, font.HintingNone)
				mo, err2 := orig.Metrics(&bo, ppem, font.HintingNone)
				if err1 != nil || err2 != nil || ms != mo {
					t.Fatalf("metrics at %v: %+v (%v), want %+v (%v)", ppem, ms, err1, mo, err2)
				}
				rs, err1 := sub.Bounds(&bs, ppem, font.HintingNone)
				ro, err2 := orig.Bounds(&bo, ppem, font.HintingNone)
				if err1 != nil || err2 != nil || rs != ro {
					t.Fatalf("bounds at %v: %v, want %v", ppem, rs, ro)
				}
			}
			kept := 0
			for r := rune(0); r <= 0xFFFF; r++ {
				gs, err := sub.GlyphIndex(&bs, r)
				if err != nil {
					t.Fatalf("%U: %v", r, err)
				}
				if gs == 0 {
					continue
				}
				kept++
				gsID := gs
				if gO, _ := orig.GlyphIndex(&bo, r); gO != gsID {
					t.Fatalf("%U maps to glyph %d, the original to %d", r, gs, gO)
				}
				ppem := fixed.I(64)
				as, err1 := sub.GlyphAdvance(&bs, gs, ppem, font.HintingNone)
				ao, err2 := orig.GlyphAdvance(&bo, gs, ppem, font.HintingNone)
				if err1 != nil || err2 != nil || as != ao {
					t.Fatalf("%U advance %v (%v), want %v (%v)", r, as, err1, ao, err2)
				}
				segS, err1 := sub.LoadGlyph(&bs, gs, ppem, nil)
				segS = append(sfnt.Segments(nil), segS...) // the buffer is reused
				segO, err2 := orig.LoadGlyph(&bo, gs, ppem, nil)
				if err1 != nil || err2 != nil || len(segS) != len(segO) || (len(segS) > 0 && !reflect.DeepEqual(segS, segO)) {
					t.Fatalf("%U (%c) outline differs from the original (%v, %v)", r, r, err1, err2)
				}
			}
			if fc.face == Mono && kept != len(seedChars) || fc.face != Mono && kept < 200 {
				t.Fatalf("%d characters kept", kept)
			}
		})
	}
}

// seedChars are all the monospaced face holds: the setup screen's seed
// field shows digits and the typing caret, nothing else.
const seedChars = "0123456789|"

// TestSubsetFontsCoverLanguages: letters of the languages the game speaks
// or may name players in, and the typographic marks, are in the text
// faces; the seed's characters are in Mono.
func TestSubsetFontsCoverLanguages(t *testing.T) {
	const (
		every = "AZaz09 àèéìòùÀÈÉÌÒÙ ñÑáíóúüÜ¿¡ ÁÍÓÚ '«» çÇâêîôûëïÿ ßäöÄÖ ‘’“”–—…·•×€°§± ‹›←→↑↓−≤≥≠ ■●▲♠♣♥♦"
		names = "œŒ łŁśźżąęćń čšžřĚő ğışŞ ā"
	)
	var b sfnt.Buffer
	for _, fc := range faces {
		must := every + names
		if fc.face == Mono {
			must = seedChars
		}
		for _, r := range must {
			if r == ' ' {
				continue
			}
			if g, err := Font(fc.face).GlyphIndex(&b, r); err != nil || g == 0 {
				t.Errorf("%s has no glyph for %U %c", fc.name, r, r)
			}
		}
	}
}

// TestCatalogRunesHaveGlyphs: every character of every message in every
// language has a glyph in the text faces, upper-cased too, as card faces
// print their names (VIGÍA, ARTIMAÑA).
func TestCatalogRunesHaveGlyphs(t *testing.T) {
	var b sfnt.Buffer
	for _, tag := range lang.Tags() {
		c, _ := lang.New(tag)
		for _, k := range c.Keys() {
			for _, r := range c.Format(k) + strings.ToUpper(c.Format(k)) {
				for _, fc := range faces {
					if fc.face == Mono {
						continue
					}
					if g, err := Font(fc.face).GlyphIndex(&b, r); err != nil || g == 0 {
						t.Errorf("%s: %s has no glyph for %U %q in %q", tag, fc.name, r, r, k)
					}
				}
			}
		}
	}
}

// TestUITextRunesHaveGlyphs: every character in the rules texts and in the
// string literals of the game's code (what players can be shown) has a
// real glyph, not .notdef, in each face. A new symbol in a UI string that
// the subset lacks fails here: add its range to cmd/fontsubset and run
// `go generate ./gfx/`.
func TestUITextRunesHaveGlyphs(t *testing.T) {
	root := ".."
	used := map[rune]string{} // rune → a file that uses it
	skip := map[string]bool{".git": true, "cmd": true, "internal": true, "e2e": true, "dist": true, "web": true, "testdata": true}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (skip[d.Name()] || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		switch {
		case strings.HasSuffix(path, ".md") && strings.Contains(filepath.ToSlash(path), "rulesref/"):
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, r := range string(src) {
				used[r] = path
			}
		case strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go"):
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, s := range literals(src) {
				for _, r := range s {
					used[r] = path
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := used['×']; !ok {
		t.Fatalf("found no × in the rules texts or UI strings: the scan is not reading them (%d runes)", len(used))
	}
	var b sfnt.Buffer
	for r, path := range used {
		if r < 0x20 || r == 0x7F || r == 0xFEFF {
			continue // control characters are layout, not glyphs
		}
		for _, fc := range faces {
			if fc.face == Mono {
				continue // Mono shows only the seed (TestSubsetFontsCoverLanguages)
			}
			if g, err := Font(fc.face).GlyphIndex(&b, r); err != nil || g == 0 {
				t.Errorf("%s has no glyph for %U %q used in %s", fc.name, r, r, path)
			}
		}
	}
}

// literals returns the values of the string and rune literals in Go source.
func literals(src []byte) []string {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", fset.Base(), len(src)), src, nil, 0)
	var out []string
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return out
		}
		if tok == token.STRING || tok == token.CHAR {
			if v, err := strconv.Unquote(lit); err == nil {
				out = append(out, v)
			}
		}
	}
}
