// Package gfx holds the low-level drawing every layer shares: the Go fonts
// behind etxt renderers with one glyph cache, filled and stroked vector
// shapes (rounded rectangles, polygons, paths) and the Okabe–Ito palette.
// Card faces, symbols and the scene graph are built on it; nothing here
// knows about games.
package gfx
