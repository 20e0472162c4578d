package lobby

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/online/proto"
	"salotto/scenes"
	"salotto/sprites"
)

// roomWidgets are the lobby's nodes.
type roomWidgets struct {
	salon
	heading      *sprites.Text
	codeHead     *sprites.Text
	code         *sprites.Text // the invite code, large
	share        *sprites.Text // the link, or how friends join from a desktop
	command      *sprites.Text // the desktop's join command
	note         *sprites.Text // what Copy link did
	copy         *sprites.Button
	seatsHead    *sprites.Text
	rows         []*seatLine
	status       *sprites.Text
	leave, start *sprites.Button
}

// seatLine is one seat of the lobby: its number, a dot for its presence,
// its name, and what it is.
type seatLine struct {
	num, name, state *sprites.Text
	dot              *sprites.Picture
	dotN             *sprites.Node
	presence         string
}

// build makes every node once.
func (r *Room) build() {
	w := &r.w
	words := r.ctx.Words
	root := r.st.Root
	w.salon = newSalon(r.st)
	text := func(face gfx.Face, c color.Color) *sprites.Text {
		t := sprites.NewText("", face, 18, c)
		root.Add(t.Node)
		return t
	}
	w.heading = text(gfx.Bold, scenes.SalonCream)
	w.heading.SetAlign(sprites.AlignCenter)
	w.heading.SetAnchor(0.5, 0)
	w.codeHead = text(gfx.Regular, scenes.SalonMuted)
	w.codeHead.SetText(words.T("lobby.room.code_head"))
	w.code = text(gfx.Bold, scenes.SalonCream)
	w.share = text(gfx.Regular, scenes.SalonMuted)
	w.command = text(gfx.Regular, scenes.SalonCream)
	w.note = text(gfx.Bold, scenes.SalonBrass)
	w.seatsHead = text(gfx.Bold, scenes.SalonCream)
	w.seatsHead.SetText(words.T("lobby.room.seats"))
	w.status = text(gfx.Bold, scenes.SalonBrass)
	r.tl.Add("room:code", words.T("lobby.room.code_label", ""), w.code.Node)
	w.code.Node.OnActivate = r.copyLink
	if canCopy {
		w.copy = r.button("button:copy", words.T("lobby.room.copy"), words.T("lobby.room.copy_label"), r.copyLink)
	}
	for i := range proto.MaxSeats {
		l := &seatLine{}
		l.num = text(gfx.Bold, scenes.SalonMuted)
		l.num.SetText(strconv.Itoa(i + 1))
		l.name = text(gfx.Bold, scenes.SalonCream)
		l.state = text(gfx.Regular, scenes.SalonMuted)
		l.dot = sprites.NewPicture(1, 1, func(dst *ebiten.Image, pw, ph float64) { paintPresence(dst, pw, ph, l.presence) })
		l.dotN = sprites.NewPainted(l.dot)
		root.Add(l.dotN)
		r.tl.AddWhen("seat:"+strconv.Itoa(i+1), "", l.name.Node, func() bool { return i < len(r.seats) })
		w.rows = append(w.rows, l)
	}
	w.leave = r.button("button:leave", words.T("lobby.room.leave"), words.T("lobby.room.leave_label"), r.leave)
	w.start = r.button("button:start", words.T("lobby.room.start"), words.T("lobby.room.start_label"), r.start)
}

// button makes a salon button, adds it and lists it as a target.
func (r *Room) button(id, text, label string, do func()) *sprites.Button {
	return salonButton(r.st, &r.tl, id, text, label, do)
}

// paintPresence is a seat's dot: filled green while its person is here,
// amber while away or stood in for, brass for a bot, an empty ring for a
// free seat.
func paintPresence(dst *ebiten.Image, pw, ph float64, presence string) {
	d := float32(math.Min(pw, ph))
	switch presence {
	case proto.Connected:
		gfx.FillRoundRect(dst, 1, 1, d-2, d-2, d/2-1, gfx.Hex("#6fcf7f"), true)
	case proto.Dropped, proto.StandIn:
		gfx.FillRoundRect(dst, 1, 1, d-2, d-2, d/2-1, gfx.Hex("#e8a24a"), true)
	case proto.Bot:
		gfx.FillRoundRect(dst, 1, 1, d-2, d-2, d/2-1, scenes.SalonBrass, true)
	default:
		gfx.StrokeRoundRect(dst, 1.5, 1.5, d-3, d-3, d/2-1.5, 1.5, scenes.SalonMuted, true)
	}
}

// refresh shows the room as last told.
func (r *Room) refresh() {
	w := &r.w
	words := r.ctx.Words
	title := ""
	if r.game != "" {
		title = scenes.GameTitle(words, r.game)
	}
	w.heading.SetText(words.T("lobby.room.heading", title))
	code := "····-····"
	if r.code != "" {
		code = proto.GroupCode(r.code)
	}
	w.code.SetText(code)
	r.tl.Relabel("room:code", words.T("lobby.room.code_label", code))
	switch {
	case r.code == "":
		w.share.SetText("")
		w.command.SetText("")
	case canCopy:
		w.share.SetText(r.link())
		w.command.SetText("")
	default:
		w.share.SetText(words.T("lobby.room.desktop_share"))
		w.command.SetText(r.link())
	}
	w.note.SetText(r.note)
	if w.copy != nil {
		w.copy.SetDisabled(r.code == "" || r.done)
	}
	for i, l := range w.rows {
		on := i < len(r.seats)
		l.num.SetVisible(on)
		l.name.SetVisible(on)
		l.state.SetVisible(on)
		l.dotN.SetVisible(on)
		if !on {
			continue
		}
		name, state := r.seatWords(i)
		l.name.SetText(name)
		if r.seats[i].Presence == proto.Empty {
			l.name.SetColor(scenes.SalonMuted)
		} else {
			l.name.SetColor(scenes.SalonCream)
		}
		l.state.SetText(state)
		if p := r.seats[i].Presence; p != l.presence {
			l.presence = p
			l.dot.Repaint()
		}
		r.tl.Relabel("seat:"+strconv.Itoa(i+1), words.T("lobby.seat.label", i+1, name, state))
	}
	w.status.SetText(r.status())
	if r.msg != "" {
		w.status.SetColor(scenes.SalonWarning)
	} else {
		w.status.SetColor(scenes.SalonBrass)
	}
	_, chosen, _ := scenes.SalonButtons()
	w.start.SetStyle(chosen)
	w.start.SetVisible(r.host() && !r.done)
	w.start.SetDisabled(!r.canStart())
	r.placeSeats()
	r.st.Invalidate()
}

// Name implements scenes.Scene.
func (r *Room) Name() string { return RoomName }

// Update implements scenes.Scene.
func (r *Room) Update(ctx *scenes.Context) scenes.Change {
	before := r.shape()
	r.take()
	r.takeCopied()
	if !r.done && r.ready() {
		r.handOff()
	}
	if r.next.IsNone() {
		r.refresh()
		if r.shape() != before {
			r.Layout(ctx, ctx.Width, ctx.Height)
		}
	}
	r.st.Update()
	if r.st.Action(sprites.ActBack) && r.next.IsNone() {
		r.leave()
	}
	ch := r.next
	r.next = scenes.None
	return ch
}

// Layout implements scenes.Scene: the code and how to share it on the
// left, the seats, the status and the buttons on the right, two panels as
// tall as the taller needs, in the middle of the screen below the
// heading.
func (r *Room) Layout(ctx *scenes.Context, wi, hi int) {
	w := &r.w
	m := w.measure(r.st, ctx, wi, hi)
	W, H, font := m.W, m.H, m.Font
	margin, gap, small, pad, bh, btnF := m.margin, m.gap, m.small, m.pad, m.bh, m.btnF

	w.heading.SetFont(gfx.Bold, font(40, 20))
	w.heading.SetWrap(W - 2*margin)
	_, th := w.heading.Size()
	top := margin*0.6 + th + gap*0.6
	room := H - top - margin*0.7
	leftW := math.Round((W - 2*margin - gap) * 0.5)
	rightW := W - 2*margin - gap - leftW
	lx, rx := margin, margin+leftW+gap
	lw, rw := leftW-2*pad, rightW-2*pad

	// Every text at its size, to know what each panel needs.
	w.codeHead.SetFont(gfx.Regular, font(20, 12))
	codeF := font(84, 36)
	w.code.SetFont(gfx.Bold, codeF)
	if cwid, _ := w.code.Size(); cwid > lw {
		w.code.SetFont(gfx.Bold, math.Floor(codeF*lw/cwid))
	}
	for _, t := range []*sprites.Text{w.share, w.command, w.note} {
		t.SetFont(gfx.Regular, font(17, 11))
		t.SetWrap(lw)
	}
	w.note.SetFont(gfx.Bold, font(17, 11))
	w.seatsHead.SetFont(gfx.Bold, font(24, 14))
	w.status.SetFont(gfx.Bold, font(17, 11))
	w.status.SetWrap(rw)
	copyH := 0.0
	if w.copy != nil {
		copyH = bh + small
	}
	leftNeed := pad*0.7 + height(w.codeHead) + height(w.code) + small + copyH + height(w.share) + small*0.5 +
		height(w.command) + small + height(w.note) + pad
	r.seatFont = [2]float64{font(20, 12), font(16, 10)}
	rowH := r.seatFont[0] * 2.2
	rightNeed := pad*0.7 + height(w.seatsHead) + small*0.5 + float64(max(len(r.seats), 2))*rowH + small +
		height(w.status) + small + bh + pad*0.8
	panelH := math.Min(room, math.Max(math.Max(leftNeed, rightNeed), room*0.5))
	// the heading and the panels, together in the middle of the screen
	shift := math.Round((room - panelH) / 2)
	w.heading.SetPos(W/2, margin*0.6+shift)
	top += shift
	w.setPanels(lx, leftW, rx, rightW, top, panelH)

	// The code, large, and how friends come.
	x, y := lx+pad, top+pad*0.7
	for _, t := range []*sprites.Text{w.codeHead, w.code} {
		t.SetPos(x, y)
		y += height(t)
	}
	y += small
	if w.copy != nil {
		place(w.copy, x, y, math.Min(lw, m.Px(260)), bh, btnF)
		y += copyH
	}
	w.share.SetPos(x, y)
	y += height(w.share) + small*0.5
	w.command.SetPos(x, y)
	y += height(w.command) + small
	w.note.SetPos(x, y)

	// The seats, the status, and Leave and Start along the bottom.
	x, y = rx+pad, top+pad*0.7
	w.seatsHead.SetPos(x, y)
	y += height(w.seatsHead) + small*0.5
	by := top + panelH - pad*0.8 - bh
	bw := math.Floor((rw - small) / 2)
	place(w.leave, x, by, bw, bh, btnF)
	place(w.start, x+bw+small, by, bw, bh, btnF)
	sth := height(w.status)
	w.status.SetPos(x, by-small-sth)
	r.seatBox = sprites.Rect{X: x, Y: y, W: rw, H: by - small - sth - y}
	r.placeSeats()
	r.st.Invalidate()
}

// placeSeats lays the seat rows out in their box: one a line, as tall as
// the box allows for the room's seats.
func (r *Room) placeSeats() {
	b := r.seatBox
	n := max(len(r.seats), 1)
	rowH := math.Min(b.H/float64(n), r.seatFont[0]*2.2)
	for i, l := range r.w.rows {
		y := b.Y + float64(i)*rowH
		l.num.SetFont(gfx.Bold, r.seatFont[1])
		l.name.SetFont(gfx.Bold, r.seatFont[0])
		l.state.SetFont(gfx.Regular, r.seatFont[1])
		_, nh := l.name.Size()
		_, sh := l.state.Size()
		mid := y + rowH/2
		numW := r.seatFont[0] * 1.2
		l.num.SetPos(b.X, mid-sh/2)
		dot := math.Round(r.seatFont[1] * 0.9)
		l.dot.Resize(dot, dot)
		l.dotN.SetPos(b.X+numW, mid-dot/2)
		nx := b.X + numW + dot + r.seatFont[1]*0.6
		sw, _ := l.state.Size()
		l.state.SetPos(b.X+b.W-sw, mid-sh/2)
		l.name.SetWrap(math.Max(10, b.X+b.W-sw-r.seatFont[1]-nx))
		l.name.SetPos(nx, mid-nh/2)
	}
}

// shape is what the layout depends on beyond the screen's size: the texts
// that may wrap and the number of seats.
func (r *Room) shape() string {
	return r.w.status.Text() + "|" + r.w.share.Text() + "|" + r.w.command.Text() + "|" + r.w.note.Text() + "|" + strconv.Itoa(len(r.seats))
}

// Draw implements scenes.Scene.
func (r *Room) Draw(dst *ebiten.Image) { r.st.Draw(dst) }

// NeedsRedraw implements scenes.Scene.
func (r *Room) NeedsRedraw() bool { return r.st.NeedsRedraw() }

// Settled implements scenes.Scene: not while the room has not answered
// yet, nor while its game starts and the table is about to take it, nor
// while a reconnection counts down (its seconds tick on screen). A
// screenshot of a room waits for what it will show.
func (r *Room) Settled() bool {
	waiting := r.welc == nil || r.phase != proto.Lobby || !r.reconnect.IsZero()
	return !r.st.Animating() && (r.done || !waiting)
}

// Targets implements scenes.Scene.
func (r *Room) Targets(dst []scenes.Target) []scenes.Target { return r.tl.AppendTo(dst) }

// Stage exposes the scene graph to tests.
func (r *Room) Stage() *sprites.Stage { return r.st }

// Code is the room's invite code ("" until the server said it).
func (r *Room) Code() string { return r.code }

// Status is the line under the seats.
func (r *Room) Status() string { return r.status() }
