package kit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// The band's colours: the salon's dark ink, with a brass edge on top.
var (
	barInk  = gfx.Hex("#0c1c1f")
	barEdge = gfx.Hex("#8e6f33")
)

// controlBar is the strip along the bottom of a replay or of watch mode:
// a caption (the move and round, or what is being watched) over a row of
// buttons, on a dark band that keeps them readable on any felt. It has its
// own stage, drawn over the hosted table, and is the only thing that reads
// the player's input.
type controlBar struct {
	st      *sprites.Stage
	band    *sprites.Picture
	bandN   *sprites.Node
	caption *sprites.Text
	buttons []*sprites.Button
	tl      scenes.TargetList
	top     float64 // the band's top edge, in screen pixels: the table's height
}

func newControlBar(ctx *scenes.Context) *controlBar {
	b := &controlBar{st: ctx.NewStage()}
	b.st.SetInput(ctx.Input, barKeys{ctx.Input})
	b.band = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) {
		// opaque: the screen is not cleared between frames
		dst.Fill(barInk)
		gfx.FillRoundRect(dst, 0, 0, float32(w), float32(max(1, h/40)), 0, barEdge, false)
	})
	b.bandN = sprites.NewPainted(b.band)
	b.caption = sprites.NewText("", gfx.Bold, 16, gfx.White)
	b.caption.SetAnchor(0.5, 0)
	b.caption.SetAlign(sprites.AlignCenter)
	b.st.Root.Add(b.bandN, b.caption.Node)
	return b
}

// button adds a button with target id and label that runs do.
func (b *controlBar) button(id, label string, do func()) *sprites.Button {
	btn := sprites.NewButton(label, 120, 40, do)
	btn.Name = id
	b.st.Root.Add(btn.Node)
	b.tl.Add(id, label, btn.Node)
	b.buttons = append(b.buttons, btn)
	return btn
}

// layout puts the band across the bottom of a w×h screen, below the
// hosted table (which is laid out in the height above, Top): the caption
// at the left and the buttons, each as wide as its label, at the right;
// on a screen too narrow for both the caption takes a row above them.
func (b *controlBar) layout(ctx *scenes.Context, w, h int) {
	m := scenes.NewMetrics(w, h, ctx.Scale)
	b.st.SetSize(m.W, m.H)
	gap := m.PxMin(10, 5)
	btnH := m.PxMin(40, 30)
	font := math.Round(math.Min(m.Font(17, 12), btnH*0.42))
	b.caption.SetFont(gfx.Bold, m.Font(17, 12))
	capW, capH := b.caption.Size()
	widths := make([]float64, len(b.buttons))
	rowW := -gap
	for i, btn := range b.buttons {
		btn.Label().SetFont(gfx.Bold, font)
		lw, _ := btn.Label().Size()
		widths[i] = math.Max(lw+3*gap, m.PxMin(90, 60))
		rowW += widths[i] + gap
	}
	if room := m.W - 2*gap; rowW > room {
		// shrink every button alike to fit the row
		k := (room - gap*float64(len(widths)-1)) / (rowW - gap*float64(len(widths)-1))
		for i := range widths {
			widths[i] *= k
		}
		rowW = room
	}
	bandH := btnH + 2*gap
	twoRows := capW+2*gap+rowW+gap > m.W
	if twoRows {
		bandH += capH + gap
	}
	b.top = math.Round(m.H - bandH)
	b.bandN.SetPos(0, b.top)
	b.band.Resize(m.W, bandH)
	y := m.H - gap - btnH/2
	x := m.W - gap - rowW
	if twoRows {
		b.caption.SetAnchor(0.5, 0)
		b.caption.SetPos(m.W/2, b.top+gap)
		x = (m.W - rowW) / 2
	} else {
		b.caption.SetAnchor(0, 0.5)
		b.caption.SetPos(2*gap, y)
	}
	for i, btn := range b.buttons {
		btn.SetSize(widths[i], btnH)
		btn.SetPos(x+widths[i]/2, y)
		x += widths[i] + gap
	}
	b.st.Invalidate()
}

// say sets the caption.
func (b *controlBar) say(s string) {
	if b.caption.Text() != s {
		b.caption.SetText(s)
		b.st.Invalidate()
	}
}

// tableHeight is the height left above the band for the table.
func (b *controlBar) tableHeight(ctx *scenes.Context) int {
	if b.top <= 0 {
		b.layout(ctx, ctx.Width, ctx.Height)
	}
	return max(1, int(b.top))
}

// leaveForTitle is the change a replay's or watch mode's leave button (or
// Escape) asks for, with the button's sound: the stack starts again at the
// title, or, where no title is registered (a scene opened on its own),
// the scene is popped.
func leaveForTitle(ctx *scenes.Context) scenes.Change {
	ctx.Play(scenes.SoundButton)
	if title, err := ctx.Open("title"); err == nil {
		return scenes.Reset(title)
	}
	return scenes.Pop()
}

// barKeys is the input the bar's buttons read: everything but the keys
// the replay itself answers (Space plays, the arrows step, Page Up and
// Down, Home and End jump), which would otherwise also move the focus or
// press the focused button. Tab and Enter still reach every button.
type barKeys struct{ *scenes.Input }

func (k barKeys) KeyJustPressed(key ebiten.Key) bool {
	switch key {
	case ebiten.KeySpace, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
		ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyHome, ebiten.KeyEnd:
		return false
	}
	return k.Input.KeyJustPressed(key)
}
