package sprites

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type fill struct {
	w, h float64
	c    color.RGBA
	img  *ebiten.Image
	op   ebiten.DrawImageOptions
}

func (f *fill) Size() (float64, float64) { return f.w, f.h }
func (f *fill) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if f.img == nil {
		f.img = ebiten.NewImage(int(f.w), int(f.h))
		f.img.Fill(f.c)
	}
	drawImage(dst, f.img, world, alpha, &f.op)
}

func TestClipHidesAndBlocksOutside(t *testing.T) {
	st := NewStage(400, 300)
	in := NewSyntheticInput()
	st.SetInput(in, in)
	panel := NewNode()
	panel.SetSize(200, 100)
	panel.SetPos(100, 100)
	panel.SetClip(true)
	page := NewNode() // scrolled content, taller than the panel
	page.SetPos(0, -50)
	panel.Add(page)
	item := NewPainted(&fill{w: 150, h: 100, c: color.RGBA{255, 0, 0, 255}})
	item.SetPos(20, 20) // spans y 70..170 on screen; the panel shows 100..200
	clicks := 0
	item.OnActivate = func() { clicks++ }
	page.Add(item)
	st.Root.Add(panel)
	st.Step(0.016)

	screen := ebiten.NewImage(400, 300)
	st.Draw(screen)
	at := readBack(screen)
	if p := at(150, 85); p.A != 0 {
		t.Errorf("drawn above the clip: %v", p)
	}
	if p := at(150, 120); p.R != 255 {
		t.Errorf("not drawn inside the clip: %v", p)
	}

	click := func(x, y float64) {
		in.Move(x, y)
		in.Press()
		st.Step(0.016)
		in.Release()
		st.Step(0.016)
	}
	click(150, 85) // on the item, but clipped away
	if clicks != 0 {
		t.Fatalf("a click outside the clip reached the item")
	}
	click(150, 120)
	if clicks != 1 {
		t.Fatalf("a click inside the clip missed the item")
	}
}
