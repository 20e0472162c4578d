package sprites

import (
	"testing"

	"salotto/gfx"
)

// BenchmarkNewText measures making a label: the node, its measurement and
// (since each text owns one) its renderer.
func BenchmarkNewText(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		NewText("Round 1 of 6", gfx.Bold, 18, gfx.White)
	}
}
