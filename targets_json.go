package main

import (
	"math"
	"strconv"
	"unicode/utf8"

	"salotto/scenes"
)

// appendTargetsJSON writes targets as the JSON array the page's targets()
// returns: [{"id","label","x","y","w","h"}, ...]. It is written by hand
// rather than with encoding/json because that package (and the reflection
// it drags in) would otherwise be linked into the browser build for this
// one call, and the download is held to a size budget (docs/size.md).
func appendTargetsJSON(b []byte, targets []scenes.Target) []byte {
	b = append(b, '[')
	for i, t := range targets {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"id":`...)
		b = appendJSONString(b, t.ID)
		b = append(b, `,"label":`...)
		b = appendJSONString(b, t.Label)
		b = append(b, `,"x":`...)
		b = appendJSONNumber(b, t.X)
		b = append(b, `,"y":`...)
		b = appendJSONNumber(b, t.Y)
		b = append(b, `,"w":`...)
		b = appendJSONNumber(b, t.W)
		b = append(b, `,"h":`...)
		b = appendJSONNumber(b, t.H)
		b = append(b, '}')
	}
	return append(b, ']')
}

// appendJSONString quotes s for JSON: quote, backslash and control
// characters escaped, invalid UTF-8 replaced by U+FFFD, the rest as is.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case r == '\n':
			b = append(b, '\\', 'n')
		case r == '\t':
			b = append(b, '\\', 't')
		case r < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xf])
		default:
			// A byte that is not UTF-8 ranges as RuneError, which
			// appends as U+FFFD.
			b = utf8.AppendRune(b, r)
		}
	}
	return append(b, '"')
}

// appendJSONNumber writes f in the shortest form that reads back exactly;
// JSON has no NaN or infinity, so those (never a real position) become 0.
func appendJSONNumber(b []byte, f float64) []byte {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return append(b, '0')
	}
	return strconv.AppendFloat(b, f, 'g', -1, 64)
}
