package gfx

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// BenchmarkFillRoundRect is one small shape as a per-frame caller draws it
// (no anti-aliasing); its allocations are the vector.Path's own, not the
// vertex buffers.
func BenchmarkFillRoundRect(b *testing.B) {
	dst := ebiten.NewImage(64, 64)
	b.ReportAllocs()
	for b.Loop() {
		FillRoundRect(dst, 4, 4, 56, 40, 8, Blue, false)
	}
}
