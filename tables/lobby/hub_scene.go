package lobby

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/online/proto"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/internal/textfield"
)

// Name implements scenes.Scene.
func (h *Hub) Name() string { return HubName }

// Update implements scenes.Scene.
func (h *Hub) Update(ctx *scenes.Context) scenes.Change {
	typing := h.typing.on != nil
	if typing {
		if f, end := h.typing.update(ctx.Input); f != nil {
			h.typed(f, end)
		} else if f := h.typing.on; f != nil && f.btn.Label().Text() != f.shown() {
			f.btn.SetLabel(f.shown())
			h.st.Invalidate()
		}
	}
	// The keys of a tick spent typing never reach the buttons, even when
	// that tick's Enter ended the typing.
	h.typing.keys.closed = typing || h.typing.on != nil
	h.st.Update()
	h.typing.keys.closed = h.typing.on != nil
	if !typing && h.typing.on == nil && h.st.Action(sprites.ActBack) {
		h.leave()
	}
	h.pollHost()
	h.pollPeek()
	if _, st, _ := h.on.server(); st != h.srvState {
		h.refresh()
		h.joinWhenReady()
	}
	ch := h.next
	h.next = scenes.None
	return ch
}

// typed acts on a field whose typing ended: the name is kept, a code is
// written as codes read (ABCD-2345), and Enter in the code, or in the
// name once a code is typed (a shared link asks for the name), joins.
func (h *Hub) typed(f *field, end textfield.End) {
	enter := end == textfield.Keep && (h.ctx.Input.KeyJustPressed(ebiten.KeyEnter) || h.ctx.Input.KeyJustPressed(ebiten.KeyNumpadEnter))
	switch f {
	case h.name:
		h.keepName()
		if h.msg.Text() == h.ctx.Words.T("lobby.name_empty") && f.value != "" {
			h.say("")
		}
		if enter && f.value != "" && h.code.value != "" {
			h.enter(false)
		}
	case h.code:
		if code, err := readCode(h.ctx.Words, f.value); err == nil {
			f.value = proto.GroupCode(code)
		}
		if enter {
			h.enter(false)
		}
	}
	h.refresh()
}

// Layout implements scenes.Scene: the title, the Join panel on the left,
// New room on the right, and the server line along the bottom, scaled
// from a 1280×720 design and never below readable type on a phone held
// sideways.
func (h *Hub) Layout(ctx *scenes.Context, wi, hi int) {
	m := h.measure(h.st, ctx, wi, hi)
	W, H, font := m.W, m.H, m.Font
	margin, gap, small, pad, bh, btnF := m.margin, m.gap, m.small, m.pad, m.bh, m.btnF

	backW := m.PxMin(128, 84)
	place(h.back, margin, margin*0.8, backW, bh, font(20, 13))
	h.title.SetFont(gfx.Bold, font(44, 22))
	h.title.SetPos(W/2, margin*0.7)
	_, th := h.title.Size()
	top := math.Max(margin*0.7+th, margin*0.8+bh) + gap*0.8

	// The server line goes under the panels: it may wrap.
	h.server.SetFont(gfx.Regular, font(16, 11))
	h.server.SetWrap(W - 2*margin)
	_, sh := h.server.Size()
	bottom := H - margin*0.6 - sh - gap*0.5

	leftW := math.Round((W - 2*margin - gap) * 0.56)
	rightW := W - 2*margin - gap - leftW
	lx, rx := margin, margin+leftW+gap
	lw, rw := leftW-2*pad, rightW-2*pad

	// Every text at its size, to know what each panel needs: the left
	// one room for a refusal of three lines at least.
	for _, t := range []*sprites.Text{h.joinHead, h.newHead} {
		t.SetFont(gfx.Bold, font(24, 14))
	}
	for _, t := range []*sprites.Text{h.nameLabel, h.codeLabel} {
		t.SetFont(gfx.Regular, font(17, 11))
	}
	h.msg.SetFont(gfx.Bold, font(17, 11))
	h.msg.SetWrap(lw)
	msgH := math.Max(height(h.msg), h.msg.LineHeight()*3)
	roomH := 0.0
	if h.room.Visible() {
		roomH = bh + small
	}
	leftNeed := pad*0.7 + height(h.joinHead) + small + 2*(height(h.nameLabel)+small*0.4+bh+small) + msgH + roomH + pad*0.8
	hostH := 0.0
	if h.host != nil {
		hostH = bh + small*2
	}
	rightNeed := pad*0.7 + height(h.newHead) + small + float64(len(h.games))*(bh+small) + hostH + pad*0.8
	panelH := math.Min(bottom-top, math.Max(leftNeed, rightNeed))
	h.serverAt = [2]float64{W / 2, top + panelH + gap*0.5 + sh}
	h.placeServer()
	h.setPanels(lx, leftW, rx, rightW, top, panelH)

	// Join a room: the name, the code with Join and Watch, a refusal, Back
	// to room.
	x, y := lx+pad, top+pad*0.7
	h.joinHead.SetPos(x, y)
	y += height(h.joinHead) + small
	label := func(t *sprites.Text) {
		t.SetPos(x, y)
		y += height(t) + small*0.4
	}
	label(h.nameLabel)
	place(h.name.btn, x, y, math.Min(lw, m.Px(360)), bh, btnF)
	y += bh + small
	label(h.codeLabel)
	codeW := math.Min(math.Round(lw*0.42), m.Px(260))
	bw := math.Floor((lw - codeW - 2*small) / 2)
	place(h.code.btn, x, y, codeW, bh, btnF)
	place(h.join, x+codeW+small, y, bw, bh, btnF)
	place(h.watch, x+codeW+small+bw+small, y, bw, bh, btnF)
	y += bh + small
	roomY := top + panelH - pad*0.8 - bh
	h.msgBox = sprites.Rect{X: x, Y: y, W: lw, H: roomY - small - y}
	if !h.room.Visible() {
		h.msgBox.H = top + panelH - pad*0.8 - y
	}
	h.placeMsg()
	place(h.room, x, roomY, lw, bh, btnF)

	// New room: one button a game, and Host on this computer beneath.
	x, y = rx+pad, top+pad*0.7
	h.newHead.SetPos(x, y)
	y += height(h.newHead) + small
	for _, b := range h.games {
		place(b, x, y, rw, bh, btnF)
		y += bh + small
	}
	if h.host != nil {
		place(h.host, x, top+panelH-pad*0.8-bh, rw, bh, btnF)
	}
	h.st.Invalidate()
}

// placeServer puts the server line at the bottom, centred.
func (h *Hub) placeServer() { h.server.SetPos(h.serverAt[0], h.serverAt[1]) }

// placeMsg puts the refusal in its box, hidden when it would run past it.
func (h *Hub) placeMsg() {
	b := h.msgBox
	h.msg.SetPos(b.X, b.Y)
	_, mh := h.msg.Size()
	h.msg.SetVisible(h.msg.Text() != "" && mh <= b.H+1)
}

// Draw implements scenes.Scene.
func (h *Hub) Draw(dst *ebiten.Image) { h.st.Draw(dst) }

// NeedsRedraw implements scenes.Scene.
func (h *Hub) NeedsRedraw() bool { return h.st.NeedsRedraw() }

// Settled implements scenes.Scene: not while the page is still asking
// whether its origin serves rooms, nor while this computer's server
// starts, so that the app keeps ticking until they say.
func (h *Hub) Settled() bool {
	return !h.st.Animating() && h.srvState != serverLooking && h.hosting == nil
}

// Targets implements scenes.Scene.
func (h *Hub) Targets(dst []scenes.Target) []scenes.Target { return h.tl.AppendTo(dst) }

// Stage exposes the scene graph to tests.
func (h *Hub) Stage() *sprites.Stage { return h.st }

// Message is the refusal or problem the hub shows ("" for none).
func (h *Hub) Message() string { return h.msg.Text() }
