package art

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
)

// finish waits for the GPU to complete img's drawing (a one-pixel read), so
// a benchmark measures the whole paint and not just command queueing.
func finish(img *ebiten.Image) { img.At(0, 0) }

func benchFace(b *testing.B, f Face, w int, aspect float64) {
	img := ebiten.NewImage(w, int(float64(w)/aspect+0.5))
	for b.Loop() {
		img.Clear()
		f(img)
		finish(img)
	}
}

func BenchmarkLuxuryFace80(b *testing.B) {
	benchFace(b, LuxuryFace(lang.English(), Horse, 500000), 80, SmallAspect)
}
func BenchmarkLuxuryFace200(b *testing.B) {
	benchFace(b, LuxuryFace(lang.English(), Horse, 500000), 200, SmallAspect)
}
func BenchmarkNumberFace120(b *testing.B) { benchFace(b, NumberFace(6, 4), 120, PokerAspect) }
func BenchmarkGoodsFace120(b *testing.B) {
	benchFace(b, GoodsFace(lang.English(), Lace, 3), 120, PokerAspect)
}
func BenchmarkBottleFace120(b *testing.B) {
	benchFace(b, BottleFace(lang.English(), "wager"), 120, PokerAspect)
}
func BenchmarkNecklaceFace120(b *testing.B) {
	benchFace(b, NecklaceFace("B01", [4]Gem{Amber, Amethyst, Pearl, Ruby}, 4, Emerald, 12), 120, PokerAspect)
}

func BenchmarkFelt1280x720(b *testing.B) {
	img := ebiten.NewImage(1280, 720)
	for b.Loop() {
		DoloresFelt(img)
		finish(img)
	}
}
