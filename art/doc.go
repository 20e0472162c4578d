// Package art is the look of Salotto's three games, drawn entirely by our own
// code: card faces and backs, pictograms, gems, gesture hands, seat colours
// and the table felts (docs/art.md).
//
// Card faces are Face funcs: each paints one face to fill dst's bounds at
// whatever pixel size dst has, scaling every dimension from dst's width, so
// the scene graph can paint a face once into a cached image and repaint it
// only when the scale changes. Symbol funcs (LuxurySymbol, GoodsSymbol,
// GemIcon, GestureIcon, SeatSymbol) draw centred on (cx, cy) in dst's own
// coordinate space (as ebiten does for sub-images), size being the side of
// the square they fill.
//
// Everything is anti-aliased and meant to be painted once, never per frame:
// anti-aliased vector fills are slow on software GL.
//
// Every type (luxury, goods, gem, seat) differs by silhouette as well as by
// tint, so colour-blind players can tell them apart.
package art
