package setup

import (
	"math"

	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// Layout implements scenes.Scene: a seats panel on the left, the game's
// settings and Start on the right, scaled from a 1280×720 design and never
// below readable type on a phone held sideways.
func (s *Setup) Layout(ctx *scenes.Context, wi, hi int) {
	m := scenes.NewMetrics(wi, hi, ctx.Scale)
	W, H := m.W, m.H
	s.st.SetSize(W, H)
	px, font := m.Px, m.Font
	w := &s.w

	w.bg.Resize(W, H)
	margin := m.PxMin(28, 10)
	gap := m.PxMin(18, 8)

	// Title
	tf := font(44, 22)
	w.title.SetFont(gfx.Bold, tf)
	w.titleShadow.SetFont(gfx.Bold, tf)
	w.title.SetPos(margin, margin*0.6)
	w.titleShadow.SetPos(margin+math.Max(1, tf/22), margin*0.6+math.Max(1, tf/22))
	_, th := w.title.Size()
	tw, _ := w.title.Size()
	s.placeStats(W-margin, margin+tw, margin*0.6, th, font(17, 11))
	top := margin*0.6 + th + gap*0.6
	panelH := H - top - margin

	// Panels
	leftW := math.Round((W - 2*margin - gap) * 0.62)
	rightW := W - 2*margin - gap - leftW
	lx, rx := margin, margin+leftW+gap
	w.panelL.Resize(leftW, panelH)
	w.panelLN.SetPos(lx, top)
	w.panelR.Resize(rightW, panelH)
	w.panelRN.SetPos(rx, top)
	pad := m.PxMin(18, 8)

	headF := font(22, 14)
	labelF := font(18, 12)
	w.seatsHead.SetFont(gfx.Bold, headF)
	w.gameH.SetFont(gfx.Bold, headF)
	w.seatsHead.SetPos(lx+pad, top+pad*0.7)
	w.gameH.SetPos(rx+pad, top+pad*0.7)
	_, hh := w.seatsHead.Size()

	// Seats: one row each, as tall as fits (at most 78 design pixels).
	rowsTop := top + pad*0.7 + hh + pad*0.5
	rowsH := top + panelH - pad - rowsTop
	// A finger needs about 34 pixels whatever the scale.
	rowH := math.Min(m.PxMin(78, 44), rowsH/float64(len(w.rows)))
	ctlH := math.Round(math.Min(rowH*0.76, m.PxMin(52, 34)))
	btnF := font(18, 12)
	inner := leftW - 2*pad
	numW := m.PxMin(26, 14)
	sw := ctlH
	small := m.PxMin(10, 5)
	// The name and the level buttons share what the number and swatch
	// leave; on a narrow screen the levels take from the name what their
	// longest word needs.
	nl := float64(len(s.kinds))
	shared := inner - numW - sw - 2*small - small - (nl-1)*small*0.5
	nameW := math.Round(inner * 0.3)
	lvW := math.Floor((shared - nameW) / nl)
	if need := math.Ceil(s.widestLevel(btnF) + 2*small); lvW < need {
		lvW = need
		nameW = shared - nl*lvW
	}
	for i, r := range w.rows {
		y := rowsTop + float64(i)*rowH + (rowH-ctlH)/2
		x := lx + pad
		r.num.SetFont(gfx.Bold, font(20, 13))
		_, nh := r.num.Size()
		r.num.SetPos(x, y+(ctlH-nh)/2)
		r.num.SetSize(numW, nh)
		x += numW + small
		r.swPic.Resize(sw, sw)
		r.swatch.SetPos(x, y)
		x += sw + small
		place(r.name, x, y, nameW, ctlH, btnF)
		x += nameW + small*1.5
		for _, b := range r.levels {
			place(b, x, y, lvW, ctlH, btnF)
			x += lvW + small*0.5
		}
	}

	s.hintBox = sprites.Rect{X: lx + pad, Y: rowsTop, W: inner, H: top + panelH - pad - rowsTop}
	s.rowH = rowH
	w.seatHint.SetFont(gfx.Regular, font(16, 11))
	w.seatHint.SetWrap(inner)
	s.placeSeatHint()

	// Settings column.
	x := rx + pad
	cw := rightW - 2*pad
	y := top + pad*0.7 + hh + pad*0.6
	bh := math.Round(math.Min(m.PxMin(46, 34), ctlH))
	lineGap := m.PxMin(10, 4)
	label := func(t *sprites.Text) {
		t.SetFont(gfx.Regular, labelF)
		t.SetPos(x, y)
		_, h := t.Size()
		y += h + lineGap*0.5
	}
	label(w.playersLabel)
	place(w.minus, x, y, bh*1.3, bh, font(26, 16))
	w.playersCount.SetFont(gfx.Bold, font(26, 16))
	cntW := math.Min(cw-2*bh*1.3-2*small, px(150))
	s.countBox = sprites.Rect{X: x + bh*1.3 + small, Y: y, W: cntW, H: bh}
	s.placeCount()
	place(w.plus, x+bh*1.3+small+cntW+small, y, bh*1.3, bh, font(26, 16))
	y += bh + lineGap

	for oi, l := range w.optLabels {
		label(l)
		bs := w.optButtons[oi]
		bw := math.Floor((cw - float64(len(bs)-1)*small*0.5) / float64(len(bs)))
		for ci, b := range bs {
			place(b, x+float64(ci)*(bw+small*0.5), y, bw, bh, btnF)
		}
		y += bh + lineGap
	}

	if s.online == nil { // online, the server draws the deal
		label(w.seedLabel)
		nsW := math.Round(math.Max(cw*0.36, px(120)))
		placeFace(w.seed, x, y, cw-nsW-small, bh, gfx.Mono, font(19, 12))
		place(w.newSeed, x+cw-nsW, y, nsW, bh, btnF)
		y += bh + lineGap*0.5
	}
	w.seedHint.SetFont(gfx.Regular, font(16, 11))
	w.seedHint.SetWrap(cw)
	w.seedHint.SetPos(x, y)
	_, shh := w.seedHint.Size()
	y += shh + lineGap

	// Start and Back along the bottom, the refusal just above them.
	by := top + panelH - pad - bh
	bw := math.Floor((cw - small) / 2)
	place(w.back, x, by, bw, bh, font(20, 13))
	place(w.start, x+bw+small, by, bw, bh, font(20, 13))
	w.msg.SetFont(gfx.Bold, font(17, 12))
	w.msg.SetWrap(cw)
	w.msg.SetPos(x, y)
	s.st.Invalidate()
}

// widestLevel is the width of the longest word a seat's kind buttons
// may show at size f (online, the bot's button names each level in turn).
func (s *Setup) widestLevel(f float64) float64 {
	widest := 0.0
	for _, b := range s.w.rows[0].levels {
		b.Label().SetFont(gfx.Bold, f)
		w, _ := b.Label().Size()
		widest = math.Max(widest, w)
	}
	if s.online != nil {
		ink := gfx.NewText(gfx.Bold, f, s.pal.PanelText)
		for _, lv := range s.botLevels() {
			widest = math.Max(widest, ink.Measure(s.kindWord(Bot, lv)).Width().ToFloat64())
		}
	}
	return widest
}

// place puts a button in a box with its label at size f.
func place(b *sprites.Button, x, y, w, h, f float64) { placeFace(b, x, y, w, h, gfx.Bold, f) }

func placeFace(b *sprites.Button, x, y, w, h float64, face gfx.Face, f float64) {
	sprites.Rect{X: x, Y: y, W: w, H: h}.Place(b.Node)
	b.Label().SetFont(face, f)
}

// placeCount centres the player count between its buttons.
func (s *Setup) placeCount() {
	t, b := s.w.playersCount, s.countBox
	tw, th := t.Size()
	t.SetPos(math.Round(b.X+(b.W-tw)/2), math.Round(b.Y+(b.H-th)/2))
}

// placeSeatHint puts the hint under the last seat in play, or hides it
// when the rows fill the panel (five seats on a phone).
func (s *Setup) placeSeatHint() {
	t, b := s.w.seatHint, s.hintBox
	y := b.Y + float64(s.n)*s.rowH + s.rowH*0.25
	_, th := t.Size()
	t.SetPos(b.X, math.Round(y))
	t.SetVisible(y+th <= b.Y+b.H)
}
