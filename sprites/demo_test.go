package sprites

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
)

// demo lays out a table the way a game scene would: a title, a 3×6 grid
// of target slots with cards, a fanned hand and a button, reflowed for
// any stage size.
type demo struct {
	st     *Stage
	in     *SyntheticInput
	title  *Text
	slots  []*Node
	grid   []*Card
	hand   []*Card
	handN  *Node
	button *Button
}

func newDemo(w, h float64) *demo {
	d := &demo{st: NewStage(w, h), in: NewSyntheticInput()}
	d.st.SetInput(d.in, d.in)
	d.title = NewText("Salotto · sprites demo", gfx.Bold, 26, gfx.White)
	d.st.Root.Add(d.title.Node)
	accents := []struct {
		c    [4]uint8
		name string
	}{{[4]uint8{0x00, 0x72, 0xB2, 255}, "Blue"}, {[4]uint8{0xD5, 0x5E, 0x00, 255}, "Vermilion"}, {[4]uint8{0x00, 0x9E, 0x73, 255}, "Green"}, {[4]uint8{0xCC, 0x79, 0xA7, 255}, "Purple"}}
	back := DefaultBack(gfx.Hex("#7a1f2b"))
	for i := range 18 {
		slot := NewNode()
		slot.SetAnchor(0.5, 0.5)
		slot.SetPainter(&slotPainter{n: slot})
		even := i%2 == 0
		slot.Target = TargetFuncs{AcceptsFunc: func(p any) (bool, string) {
			if even {
				return true, ""
			}
			return false, "This column takes only even slots"
		}}
		d.slots = append(d.slots, slot)
		d.st.Root.Add(slot)
		if i%3 != 2 {
			a := accents[i%len(accents)]
			c := NewCard(fmt.Sprintf("demo/%d", i), DefaultFace(fmt.Sprint(i%10+1), a.name, gfx.Hex(fmt.Sprintf("%02x%02x%02x", a.c[0], a.c[1], a.c[2]))), "demo/back", back, 1, 1)
			c.SetFaceUp(i%4 != 3)
			d.grid = append(d.grid, c)
			slot.Add(c.Node)
		}
	}
	d.handN = NewNode()
	d.st.Root.Add(d.handN)
	for i := range 7 {
		a := accents[i%len(accents)]
		c := NewCard(fmt.Sprintf("demo/h%d", i), DefaultFace(string(rune('A'+i)), "", gfx.Hex(fmt.Sprintf("%02x%02x%02x", a.c[0], a.c[1], a.c[2]))), "demo/back", back, 1, 1)
		c.Draggable = true
		c.Payload = i
		d.hand = append(d.hand, c)
		d.handN.Add(c.Node)
	}
	d.button = NewButton("End turn", 160, 46, func() {})
	d.st.Root.Add(d.button.Node)
	d.reflow(w, h)
	return d
}

// slotPainter outlines a drop slot, repainting its image only when the
// slot's size changes.
type slotPainter struct {
	n   *Node
	img *ebiten.Image
	op  ebiten.DrawImageOptions
}

func (p *slotPainter) Size() (float64, float64) { return 0, 0 }
func (p *slotPainter) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	w, h := p.n.Size()
	iw, ih := max(int(w), 1), max(int(h), 1)
	if p.img == nil || p.img.Bounds().Dx() != iw || p.img.Bounds().Dy() != ih {
		p.img = ebiten.NewImage(iw, ih)
		gfx.StrokeRoundRect(p.img, 1, 1, float32(w)-2, float32(h)-2, float32(CornerRadius(w)), 2, gfx.WithAlpha(gfx.White, 0.35), true)
	}
	drawImage(dst, p.img, world, alpha, &p.op)
}

// reflow places everything for a w×h stage: the same code serves a
// 16:9 desktop and a phone in landscape.
func (d *demo) reflow(w, h float64) {
	d.st.SetSize(w, h)
	pad := max(8, h*0.02)
	d.title.SetFont(gfx.Bold, max(16, h*0.036))
	d.title.SetPos(pad, pad)
	_, th := d.title.Size()
	top := Rect{pad, pad*2 + th, w*0.78 - pad, h*0.55 - th}
	cells := Grid(top, 3, 6, pad, 63.0/88)
	for i, s := range d.slots {
		cells[i].Place(s)
		for _, c := range s.Children() {
			c.SetSize(cells[i].W, cells[i].H)
			c.SetPos(cells[i].W/2, cells[i].H/2)
		}
	}
	handArea := Rect{pad, h * 0.58, w*0.78 - pad, h*0.42 - pad}
	ch := handArea.H * 0.7
	cw := ch * 63 / 88
	for i, sl := range Fan(handArea, len(d.hand), cw, ch, 40) {
		d.hand[i].SetSize(cw, ch)
		sl.PlaceAt(d.hand[i].Node)
	}
	bw, bh := max(120, w*0.14), max(36, h*0.07)
	d.button.SetSize(bw, bh)
	d.button.SetPos(w-pad-bw/2, h-pad-bh/2)
}

func (d *demo) frame(screen *ebiten.Image, n int) {
	for range n {
		d.st.Step(1.0 / 60)
	}
	screen.Fill(gfx.Hex("#2f6b5a"))
	d.st.Draw(screen)
}

func savePNG(t *testing.T, img *ebiten.Image, name string) {
	dir := os.Getenv("SPRITES_SHOTS")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// TestDemoShots renders the demo table mid-drag (accepting slots lit) at
// desktop and phone sizes, and a refused drop with its reason. Set
// SPRITES_SHOTS=dir to write sprites-*.png there.
func TestDemoShots(t *testing.T) {
	for _, sc := range screens {
		d := newDemo(sc.w, sc.h)
		screen := ebiten.NewImage(int(sc.w), int(sc.h))
		d.frame(screen, 2)
		// hover the fan, then drag the middle card up towards the grid
		card := d.hand[3]
		cx, cy := card.WorldCenter()
		d.in.Move(cx, cy)
		d.in.Press()
		d.frame(screen, 1)
		tx, ty := d.slots[8].WorldCenter()
		for i := 1; i <= 10; i++ {
			f := float64(i) / 10
			d.in.Move(cx+(tx-cx)*f*0.8, cy+(ty-cy)*f*0.8)
			d.frame(screen, 1)
		}
		d.in.Move(tx, ty) // onto slot 8, which accepts: it shows "drop here"
		d.frame(screen, 12)
		if !d.slots[0].Highlighted() || d.slots[1].Highlighted() {
			t.Fatalf("%s: highlights wrong", sc.name)
		}
		savePNG(t, screen, fmt.Sprintf("sprites-drag-%dx%d.png", int(sc.w), int(sc.h)))

		// drop on a refusing slot: the reason shows
		rx, ry := d.slots[7].WorldCenter()
		d.in.Move(rx, ry)
		d.frame(screen, 1)
		d.in.Release()
		d.frame(screen, 8)
		if !d.st.ToastVisible() {
			t.Fatalf("%s: no reason shown", sc.name)
		}
		savePNG(t, screen, fmt.Sprintf("sprites-refused-%dx%d.png", int(sc.w), int(sc.h)))

		// keyboard focus on the button, all settled
		d.frame(screen, 30)
		d.st.SetFocus(d.button.Node)
		d.frame(screen, 1)
		savePNG(t, screen, fmt.Sprintf("sprites-table-%dx%d.png", int(sc.w), int(sc.h)))
	}
}
