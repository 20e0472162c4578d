package fontsubset

import (
	"testing"

	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// TestSubsetMapsOnlyKeptCharacters: kept characters map to their original
// glyph, the others to .notdef, and a composite accent keeps its parts.
func TestSubsetMapsOnlyKeptCharacters(t *testing.T) {
	out, err := Subset(goregular.TTF, []rune("AB\u00c1"))
	if err != nil {
		t.Fatal(err)
	}
	if len(out) >= len(goregular.TTF)/4 {
		t.Fatalf("subset of 3 characters is %d bytes of %d", len(out), len(goregular.TTF))
	}
	orig, _ := sfnt.Parse(goregular.TTF)
	sub, err := sfnt.Parse(out)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	for _, c := range []struct {
		r    rune
		kept bool
	}{{'A', true}, {'B', true}, {'Á', true}, {'C', false}, {'a', false}, {'é', false}} {
		g, _ := sub.GlyphIndex(&b, c.r)
		o, _ := orig.GlyphIndex(&b, c.r)
		if c.kept && g != o {
			t.Errorf("%c maps to %d, want %d", c.r, g, o)
		}
		if !c.kept && g != 0 {
			t.Errorf("%c is mapped (to %d) but was not asked for", c.r, g)
		}
	}
	g, _ := sub.GlyphIndex(&b, 'Á')
	segs, err := sub.LoadGlyph(&b, g, 2048<<6, nil)
	if err != nil || len(segs) == 0 {
		t.Fatalf("Á has no outline (%v): its composite parts were dropped", err)
	}
}

// TestSubsetRefusesOutsideBMP: the format 4 character map holds only the
// Basic Multilingual Plane, so a character beyond it is an error, not a
// silent drop.
func TestSubsetRefusesOutsideBMP(t *testing.T) {
	if _, err := Subset(goregular.TTF, []rune{'A', 0x1F600}); err == nil {
		t.Fatal("no error for U+1F600")
	}
}

// TestSubsetRefusesDamagedFont: a damaged font is reported.
func TestSubsetRefusesDamagedFont(t *testing.T) {
	if _, err := Subset(goregular.TTF[:100], []rune{'A'}); err == nil {
		t.Fatal("no error for a truncated font")
	}
}

// TestSubsetKeepsFontNames: the name table loses its Macintosh copies but
// still names the font, with its copyright and licence.
func TestSubsetKeepsFontNames(t *testing.T) {
	out, err := Subset(gomono.TTF, []rune("0123456789"))
	if err != nil {
		t.Fatal(err)
	}
	orig, _ := sfnt.Parse(gomono.TTF)
	sub, err := sfnt.Parse(out)
	if err != nil {
		t.Fatal(err)
	}
	var b sfnt.Buffer
	for _, id := range []sfnt.NameID{sfnt.NameIDCopyright, sfnt.NameIDFamily, sfnt.NameIDFull, sfnt.NameIDLicense} {
		want, err := orig.Name(&b, id)
		if err != nil {
			t.Fatalf("original name %d: %v", id, err)
		}
		got, err := sub.Name(&b, id)
		if err != nil || got != want {
			t.Errorf("name %d = %q (%v), want %q", id, got, err, want)
		}
	}
}
