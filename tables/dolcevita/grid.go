package dolcevita

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/art"
	"salotto/gfx"
	"salotto/rules"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/kit"
)

var pal = art.DolceVitaColors

// build makes every node once; Layout sizes and places them.
func (t *Table) build() {
	root := t.St.Root
	t.banner = newBanner(t.Base, pal.Text)
	t.hand = newHandRow(t.Base, pal.Text)
	t.note = kit.NewNote(pal.Panel, pal.Accent, pal.PanelText)

	t.glowPic = kit.NewPicture(paintGlow)
	for c := 0; c < dv.NumColumns; c++ {
		t.buildZone(c)
		t.glow[c] = sprites.NewPainted(t.glowPic)
		t.glow[c].SetAnchor(0.5, 0.5)
		t.glow[c].SetZ(5)
		root.Add(t.glow[c])
		for _, card := range t.view().Column(c) {
			gc := newGridCard(t.Ctx.Words, card, 10, 14)
			t.mod.Cols[c] = append(t.mod.Cols[c], gc)
			root.Add(gc.Node)
		}
	}
	root.Add(t.note.Node)
	t.buildSeats()
	t.buildHands()
}

// buildZone makes column c's drop zone and its per-seat totals.
func (t *Table) buildZone(c int) {
	var z *sprites.Node
	look := kit.NewTwoLooks(func(dst *ebiten.Image, w, h float64, lit bool) { paintZone(dst, w, h, c, lit) },
		func() bool { return z.Hovered() && t.St.Dragging() != nil || t.mod.Resolving == c })
	z = sprites.NewPainted(look)
	z.Name = "column:" + strconv.Itoa(c+1)
	z.SetZ(1)
	z.Target = t.MoveTarget(func(p any) (int, rules.Move, bool) { return placement(p, c) },
		func() { t.Ctx.Play(scenes.SoundPlace) })
	t.zones[c], t.zoneLook[c] = z, look
	t.St.Root.Add(z)
	t.targets.Add("column:"+strconv.Itoa(c+1), t.Ctx.Words.T("dolcevita.column", c+1), z)
	for p := 0; p < t.n; p++ {
		tx := sprites.NewText("", gfx.Bold, 14, pal.Text)
		tx.SetAnchor(1, 0.5)
		tx.SetAlign(sprites.AlignRight)
		tx.SetZ(90)
		t.zoneTot[c] = append(t.zoneTot[c], tx)
		t.St.Root.Add(tx.Node)
	}
}

// paintZone paints a drop zone: a sunken rounded panel with the column's
// number, lit in the highlight colour while a card hovers or while the
// column is being resolved.
func paintZone(dst *ebiten.Image, w, h float64, c int, lit bool) {
	r := float32(min(w, h) * 0.08)
	fill := gfx.WithAlpha(shade(pal.FeltDeep), 0.8)
	edge, width := gfx.WithAlpha(pal.Text, 0.35), float32(1.5)
	if lit {
		fill = gfx.WithAlpha(shade(pal.FeltDeep), 0.92)
		edge, width = pal.Highlight, 3
	}
	gfx.FillRoundRect(dst, 1, 1, float32(w)-2, float32(h)-2, r, fill, true)
	gfx.StrokeRoundRect(dst, 2, 2, float32(w)-4, float32(h)-4, r, width, edge, true)
	size := min(h*0.5, w*0.5)
	tx := gfx.NewText(gfx.Bold, size, gfx.WithAlpha(pal.Text, 0.12))
	tx.SetAlign(etxt.Center)
	tx.Draw(dst, strconv.Itoa(c+1), int(w/2), int(h/2))
}

// paintGlow is the halo behind a column's bottom card: the card the next
// winner takes.
func paintGlow(dst *ebiten.Image, w, h float64) {
	for i := 6; i >= 1; i-- {
		in := float32(i) * float32(w) / 60
		a := 0.10 + 0.09*float64(6-i)
		gfx.FillRoundRect(dst, in, in, float32(w)-2*in, float32(h)-2*in, float32(w)*0.1, gfx.WithAlpha(pal.Highlight, a), true)
	}
}

// snapGrid puts the grid cards where the model says.
func (t *Table) snapGrid() {
	g := &t.g
	for c := range t.mod.Cols {
		for i, gc := range t.mod.Cols[c] {
			x, y := g.gridPos(c, i)
			gc.SetSize(g.cardW, g.cardH)
			gc.SetPos(x, y)
			gc.SetRotation(0)
			gc.SetAlpha(1)
			gc.SetVisible(true)
			gc.SetZ(50 - i)
			if i == 0 {
				gc.SetScale(1.06)
			} else {
				gc.SetScale(1)
			}
		}
		gl := t.glow[c]
		if len(t.mod.Cols[c]) == 0 {
			gl.SetVisible(false)
			continue
		}
		x, y := g.gridPos(c, 0)
		gl.SetVisible(true)
		gl.SetPos(x, y)
	}
}

// shade darkens a colour by a fifth: the sunken zones sit below the felt.
func shade(c color.RGBA) color.RGBA { return gfx.Mix(c, gfx.Hex("#000000"), 0.2) }
