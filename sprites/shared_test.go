package sprites

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// sharingStage is a stage of w×h that paints into cache, showing p
// full-screen.
func sharingStage(cache *ArtCache, w, h float64, p Painter) *Stage {
	st := NewStage(1280, 720)
	st.UseArt(cache)
	st.SetSize(w, h)
	st.Root.Add(NewPainted(p))
	return st
}

// TestSharedPicturePaintedOnceBetweenStages: two scenes' stages sharing
// an art cache show one picture key at one size; it is painted once, and
// both show it (the setup screen's felt is the table's).
func TestSharedPicturePaintedOnceBetweenStages(t *testing.T) {
	cache := NewArtCache()
	paints := 0
	felt := func(dst *ebiten.Image, _, _ float64) { paints++; dst.Fill(gfx.Green) }
	a := NewSharedPicture(cache, "test/felt", 120, 80, felt)
	b := NewSharedPicture(cache, "test/felt", 120, 80, felt)
	sa, sb := sharingStage(cache, 120, 80, a), sharingStage(cache, 120, 80, b)
	dst := ebiten.NewImage(120, 80)
	for range 3 {
		sa.Draw(dst)
	}
	dst.Clear()
	for range 5 { // past the frames after which a resize would prune
		sb.Draw(dst)
	}
	if paints != 1 {
		t.Fatalf("the shared picture was painted %d times by two stages, want 1", paints)
	}
	if p := readBack(dst)(60, 40); !closeTo(p, gfx.Green, 2) {
		t.Errorf("the second stage shows %v, want the shared green", p)
	}
	b.Resize(60, 40)
	sb.Draw(dst)
	if paints != 2 {
		t.Errorf("after a resize the picture was painted %d times in all, want 2 (one per size)", paints)
	}
}

// TestSharedPictureShade: a shade of 0.7 draws the picture's colours at
// 0.7, as black at 0.3 blended over it would (255 → 178).
func TestSharedPictureShade(t *testing.T) {
	cache := NewArtCache()
	p := NewSharedPicture(cache, "test/shade", 40, 40, func(dst *ebiten.Image, _, _ float64) { dst.Fill(gfx.White) })
	p.SetShade(0.7)
	dst := ebiten.NewImage(40, 40)
	sharingStage(cache, 40, 40, p).Draw(dst)
	want := color.RGBA{178, 178, 178, 255}
	if got := readBack(dst)(20, 20); !closeTo(got, want, 1) {
		t.Errorf("white at shade 0.7 drew %v, want %v", got, want)
	}
}

// TestNewStageKeepsTheSharedCache: sizing a new stage before its first
// frame is no resize, so the images the scenes before it painted at that size stay
// cached (a rematch's faces); a real resize still frees the old size.
func TestNewStageKeepsTheSharedCache(t *testing.T) {
	cache := NewArtCache()
	paints := 0
	face := func(dst *ebiten.Image) { paints++; dst.Fill(gfx.Blue) }
	table := func() *Stage {
		c := NewCard("test/kept", face, "test/back", DefaultBack(gfx.Black), 60, 84)
		c.SetFaceUp(true)
		st := NewStage(1280, 720) // a scene's stage starts at the screen's size
		st.UseArt(cache)
		st.SetSize(200, 200)
		st.Root.Add(c.Node)
		return st
	}
	dst := ebiten.NewImage(200, 200)
	first := table()
	first.Draw(dst)
	other := sharingStage(cache, 200, 200, NewSharedPicture(cache, "test/other", 200, 200, func(dst *ebiten.Image, _, _ float64) {}))
	for range 5 {
		other.Draw(dst)
	}
	second := table()
	second.Draw(dst)
	if paints != 1 {
		t.Fatalf("the face was painted %d times by two tables with a scene between them, want 1", paints)
	}
	second.SetSize(300, 300) // a resize: the 200×200 scene's images go
	for range 5 {
		second.Draw(dst)
	}
	if _, ok := cache.pictures[artKey{"test/other", 200, 200}]; ok {
		t.Errorf("a picture not drawn across a resize is still cached")
	}
}

// TestPaintedAlreadyInTheCache: a picture or a card whose image another
// stage sharing the art cache painted is not stale, nor to be painted
// (a table's opening leaves it out), until it is shown at a new size.
func TestPaintedAlreadyInTheCache(t *testing.T) {
	cache := NewArtCache()
	fill := func(dst *ebiten.Image, _, _ float64) { dst.Fill(gfx.Green) }
	a := NewSharedPicture(cache, "test/felt", 120, 80, fill)
	b := NewSharedPicture(cache, "test/felt", 120, 80, fill)
	if !b.Stale() {
		t.Fatal("a picture no stage painted is not stale")
	}
	a.Prepare()
	if b.Stale() {
		t.Error("a picture whose image the cache holds is stale")
	}
	b.Resize(60, 40)
	if !b.Stale() {
		t.Error("a picture at a size the cache does not hold is not stale")
	}

	face := func(dst *ebiten.Image) { dst.Fill(gfx.White) }
	sa, sb := NewStage(120, 80), NewStage(120, 80)
	sa.UseArt(cache)
	sb.UseArt(cache)
	ca := NewCard("test/face", face, "test/back", face, 40, 60)
	cb := NewCard("test/face", face, "test/back", face, 40, 60)
	if sb.Painted(cb) {
		t.Fatal("a card no stage painted reads as painted")
	}
	sa.Prepare(ca)
	if !sb.Painted(cb) {
		t.Error("a card whose face and shadow the cache holds reads as not painted")
	}
	cb.SetFaceUp(false)
	if sb.Painted(cb) {
		t.Error("a card turned to its back, never painted, reads as painted")
	}
}
