// Package fontsubset cuts a TrueType font down to the characters a program
// can show, for a smaller download (the browser build is held to a size
// budget: docs/size.md). It is used at generation time only (cmd/fontsubset);
// the game embeds its output and never links this package.
//
// The subset keeps every glyph index where it was: glyphs that no kept
// character needs (directly or as a part of a composite accent) become
// empty outlines. That way hmtx, hhea, OS/2 and every metric stay exactly
// those of the original, and a kept character renders the very same
// outline. The character map is rebuilt with only the kept characters, so
// a character that was cut shows .notdef instead of a blank.
//
// The name table keeps only its Windows (Unicode) records: the Macintosh
// ones repeat the same texts, copyright and licence included, in another
// encoding that sfnt does not need.
//
// Hinting is dropped as well (fpgm, prep, cvt and the per-glyph
// instructions): golang.org/x/image/font/sfnt, which etxt renders with,
// does not run TrueType instructions, so they are dead weight. Glyph names
// go too (post version 3).
package fontsubset

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sort"

	"golang.org/x/image/font/sfnt"
)

// dropped are tables the subset leaves out: the hinting programs and data.
var dropped = map[string]bool{"fpgm": true, "prep": true, "cvt ": true, "hdmx": true, "LTSH": true, "VDMX": true}

// supported are the tables the subset knows how to carry over (the others
// would refer to glyphs or characters it changed, so it refuses them).
var supported = map[string]bool{
	"OS/2": true, "cmap": true, "gasp": true, "glyf": true, "head": true, "hhea": true,
	"hmtx": true, "loca": true, "maxp": true, "name": true, "post": true,
}

// Subset returns ttf with only the given characters mapped (those the font
// has; the others are ignored) and the outlines they need.
func Subset(ttf []byte, runes []rune) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("fontsubset: %w", err)
	}
	tables, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	for tag := range tables {
		if !supported[tag] && !dropped[tag] {
			return nil, fmt.Errorf("fontsubset: table %q is not supported", tag)
		}
	}
	for _, tag := range []string{"head", "loca", "glyf", "cmap", "maxp", "post", "OS/2"} {
		if tables[tag] == nil {
			return nil, fmt.Errorf("fontsubset: no %q table", tag)
		}
	}

	// Characters to glyphs, through the original character map.
	var buf sfnt.Buffer
	cmap := map[rune]uint16{}
	for _, r := range runes {
		if r < 0 || r > 0xFFFF {
			return nil, fmt.Errorf("fontsubset: %U is outside the Basic Multilingual Plane", r)
		}
		g, err := f.GlyphIndex(&buf, r)
		if err != nil {
			return nil, fmt.Errorf("fontsubset: %U: %w", r, err)
		}
		if g != 0 {
			cmap[r] = uint16(g)
		}
	}

	glyphs, err := readGlyphs(tables["head"], tables["loca"], tables["glyf"], f.NumGlyphs())
	if err != nil {
		return nil, err
	}
	keep := make([]bool, len(glyphs))
	keep[0] = true // .notdef
	work := []uint16{0}
	for _, g := range cmap {
		work = append(work, g)
	}
	for len(work) > 0 {
		g := work[len(work)-1]
		work = work[:len(work)-1]
		if int(g) >= len(glyphs) {
			return nil, fmt.Errorf("fontsubset: glyph %d out of range", g)
		}
		keep[g] = true
		parts, err := components(glyphs[g])
		if err != nil {
			return nil, fmt.Errorf("fontsubset: glyph %d: %w", g, err)
		}
		for _, p := range parts {
			if int(p) < len(keep) && !keep[p] {
				work = append(work, p)
			}
		}
	}

	// glyf and loca (long offsets), kept glyphs without instructions.
	var glyf []byte
	loca := make([]byte, 4*(len(glyphs)+1))
	for i, g := range glyphs {
		binary.BigEndian.PutUint32(loca[4*i:], uint32(len(glyf)))
		if !keep[i] || len(g) == 0 {
			continue
		}
		s, err := stripInstructions(g)
		if err != nil {
			return nil, fmt.Errorf("fontsubset: glyph %d: %w", i, err)
		}
		glyf = append(glyf, s...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
	}
	binary.BigEndian.PutUint32(loca[4*len(glyphs):], uint32(len(glyf)))

	out := map[string][]byte{}
	for tag, t := range tables {
		if !dropped[tag] {
			out[tag] = slices.Clone(t)
		}
	}
	out["glyf"], out["loca"] = glyf, loca
	binary.BigEndian.PutUint16(out["head"][50:], 1) // indexToLocFormat: long
	binary.BigEndian.PutUint32(out["head"][8:], 0)  // checkSumAdjustment, set last
	out["cmap"] = buildCmap(cmap)
	if out["name"] != nil {
		if out["name"], err = windowsNames(out["name"]); err != nil {
			return nil, err
		}
	}
	if len(out["post"]) < 32 {
		return nil, errors.New("fontsubset: short post table")
	}
	out["post"] = out["post"][:32]
	binary.BigEndian.PutUint32(out["post"], 0x00030000)
	if os2 := out["OS/2"]; len(os2) >= 68 && len(cmap) > 0 {
		keys := sortedKeys(cmap)
		binary.BigEndian.PutUint16(os2[64:], uint16(keys[0]))
		binary.BigEndian.PutUint16(os2[66:], uint16(keys[len(keys)-1]))
	}
	font := writeFont(binary.BigEndian.Uint32(ttf), out)
	// Check the result parses, as the game will.
	if _, err := sfnt.Parse(font); err != nil {
		return nil, fmt.Errorf("fontsubset: the subset does not parse: %w", err)
	}
	return font, nil
}

// readTables returns the font's tables by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("fontsubset: short font")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("fontsubset: short table directory")
	}
	tables := map[string][]byte{}
	for i := 0; i < n; i++ {
		rec := ttf[12+16*i:]
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(ttf)) {
			return nil, fmt.Errorf("fontsubset: table %q runs past the end", rec[:4])
		}
		tables[string(rec[:4])] = ttf[off : off+length]
	}
	return tables, nil
}

// readGlyphs splits glyf into the n glyphs' data through loca.
func readGlyphs(head, loca, glyf []byte, n int) ([][]byte, error) {
	if len(head) < 54 {
		return nil, errors.New("fontsubset: short head table")
	}
	long := binary.BigEndian.Uint16(head[50:]) == 1
	at := func(i int) (int, error) {
		if long {
			if 4*i+4 > len(loca) {
				return 0, errors.New("fontsubset: short loca table")
			}
			return int(binary.BigEndian.Uint32(loca[4*i:])), nil
		}
		if 2*i+2 > len(loca) {
			return 0, errors.New("fontsubset: short loca table")
		}
		return 2 * int(binary.BigEndian.Uint16(loca[2*i:])), nil
	}
	glyphs := make([][]byte, n)
	for i := range glyphs {
		a, err := at(i)
		if err != nil {
			return nil, err
		}
		b, err := at(i + 1)
		if err != nil {
			return nil, err
		}
		if a > b || b > len(glyf) {
			return nil, fmt.Errorf("fontsubset: glyph %d has bad offsets", i)
		}
		glyphs[i] = glyf[a:b]
	}
	return glyphs, nil
}

// Composite glyph component flags (TrueType glyf table).
const (
	argsAreWords     = 0x0001
	haveScale        = 0x0008
	moreComponents   = 0x0020
	haveXYScale      = 0x0040
	haveTwoByTwo     = 0x0080
	haveInstructions = 0x0100
)

// composite walks a composite glyph's components, calling fn with each
// component's flags offset and glyph index; it returns where the component
// list ends.
func composite(g []byte, fn func(flagsAt int, glyph uint16)) (int, error) {
	p := 10
	for {
		if p+4 > len(g) {
			return 0, errors.New("short composite glyph")
		}
		flags := binary.BigEndian.Uint16(g[p:])
		fn(p, binary.BigEndian.Uint16(g[p+2:]))
		p += 4
		if flags&argsAreWords != 0 {
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&haveScale != 0:
			p += 2
		case flags&haveXYScale != 0:
			p += 4
		case flags&haveTwoByTwo != 0:
			p += 8
		}
		if p > len(g) {
			return 0, errors.New("short composite glyph")
		}
		if flags&moreComponents == 0 {
			return p, nil
		}
	}
}

// components lists the glyphs a composite glyph is built from (none for a
// simple or empty glyph).
func components(g []byte) ([]uint16, error) {
	if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil, nil
	}
	var parts []uint16
	_, err := composite(g, func(_ int, glyph uint16) { parts = append(parts, glyph) })
	return parts, err
}

// stripInstructions returns a copy of glyph g without its hinting program.
func stripInstructions(g []byte) ([]byte, error) {
	if len(g) < 10 {
		return nil, errors.New("short glyph")
	}
	contours := int16(binary.BigEndian.Uint16(g))
	if contours < 0 {
		last := 0
		end, err := composite(g, func(at int, _ uint16) { last = at })
		if err != nil {
			return nil, err
		}
		out := slices.Clone(g[:end])
		flags := binary.BigEndian.Uint16(out[last:])
		binary.BigEndian.PutUint16(out[last:], flags&^haveInstructions)
		return out, nil
	}
	at := 10 + 2*int(contours)
	if at+2 > len(g) {
		return nil, errors.New("short simple glyph")
	}
	n := int(binary.BigEndian.Uint16(g[at:]))
	if at+2+n > len(g) {
		return nil, errors.New("instructions run past the glyph")
	}
	out := slices.Clone(g[:at])
	out = append(out, 0, 0)
	return append(out, g[at+2+n:]...), nil
}

// windowsNames returns a name table (format 0) with only the records of
// platform 3 (Windows, UTF-16), their strings stored once each.
func windowsNames(t []byte) ([]byte, error) {
	be := binary.BigEndian
	if len(t) < 6 {
		return nil, errors.New("fontsubset: short name table")
	}
	count, storage := int(be.Uint16(t[2:])), int(be.Uint16(t[4:]))
	if len(t) < 6+12*count || storage > len(t) {
		return nil, errors.New("fontsubset: short name table")
	}
	var recs [][]byte
	var strs []byte
	for i := 0; i < count; i++ {
		r := slices.Clone(t[6+12*i : 18+12*i])
		if be.Uint16(r) != 3 {
			continue
		}
		length, off := int(be.Uint16(r[8:])), storage+int(be.Uint16(r[10:]))
		if off+length > len(t) {
			return nil, fmt.Errorf("fontsubset: name record %d runs past the table", i)
		}
		be.PutUint16(r[10:], uint16(len(strs)))
		strs = append(strs, t[off:off+length]...)
		recs = append(recs, r)
	}
	if len(recs) == 0 {
		return nil, errors.New("fontsubset: the name table has no Windows records")
	}
	out := make([]byte, 6, 6+12*len(recs)+len(strs))
	be.PutUint16(out[2:], uint16(len(recs)))
	be.PutUint16(out[4:], uint16(6+12*len(recs)))
	for _, r := range recs {
		out = append(out, r...)
	}
	return append(out, strs...), nil
}

func sortedKeys(m map[rune]uint16) []rune {
	keys := make([]rune, 0, len(m))
	for r := range m {
		keys = append(keys, r)
	}
	slices.Sort(keys)
	return keys
}

// buildCmap writes a cmap with one Windows Unicode BMP subtable (format 4):
// one segment per run of consecutive characters on consecutive glyphs.
func buildCmap(m map[rune]uint16) []byte {
	type seg struct{ start, end, delta uint16 }
	var segs []seg
	for _, r := range sortedKeys(m) {
		c, g := uint16(r), m[r]
		if n := len(segs); n > 0 && segs[n-1].end+1 == c && segs[n-1].end+segs[n-1].delta+1 == g {
			segs[n-1].end = c
			continue
		}
		segs = append(segs, seg{c, c, g - c})
	}
	segs = append(segs, seg{0xFFFF, 0xFFFF, 1}) // the required last segment, to glyph 0
	n := len(segs)
	sub := make([]byte, 16+8*n)
	be := binary.BigEndian
	be.PutUint16(sub[0:], 4)
	be.PutUint16(sub[2:], uint16(len(sub)))
	be.PutUint16(sub[6:], uint16(2*n))
	putSearchHeader(sub[8:], n, 2)
	for i, s := range segs {
		be.PutUint16(sub[14+2*i:], s.end)
		be.PutUint16(sub[16+2*n+2*i:], s.start)
		be.PutUint16(sub[16+4*n+2*i:], s.delta)
		// idRangeOffset stays 0: every segment maps by delta.
	}
	head := make([]byte, 12)
	be.PutUint16(head[2:], 1) // one encoding record
	be.PutUint16(head[4:], 3) // Windows
	be.PutUint16(head[6:], 1) // Unicode BMP
	be.PutUint32(head[8:], 12)
	return append(head, sub...)
}

// putSearchHeader writes the binary-search hints that both the table
// directory and a format 4 cmap carry for n entries of unit bytes:
// searchRange, entrySelector and rangeShift.
func putSearchHeader(dst []byte, n, unit int) {
	search := 1
	for search*2 <= n {
		search *= 2
	}
	binary.BigEndian.PutUint16(dst[0:], uint16(unit*search))
	binary.BigEndian.PutUint16(dst[2:], uint16(bits.Len(uint(search))-1))
	binary.BigEndian.PutUint16(dst[4:], uint16(unit*(n-search)))
}

// writeFont lays the tables out in tag order, four-byte aligned, with
// their checksums and the head table's whole-font adjustment.
func writeFont(version uint32, tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	n := len(tags)
	be := binary.BigEndian
	out := make([]byte, 12+16*n)
	be.PutUint32(out[0:], version)
	be.PutUint16(out[4:], uint16(n))
	putSearchHeader(out[6:], n, 16)
	headAt := 0
	for i, tag := range tags {
		t := tables[tag]
		rec := out[12+16*i:]
		copy(rec, tag)
		be.PutUint32(rec[4:], checksum(t))
		be.PutUint32(rec[8:], uint32(len(out)))
		be.PutUint32(rec[12:], uint32(len(t)))
		if tag == "head" {
			headAt = len(out)
		}
		out = append(out, t...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
