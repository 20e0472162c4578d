package kit

import (
	"errors"
	"image/color"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/lang"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
)

// unknownPresence is a person's presence while this device reconnects:
// the bar shows no presence it cannot vouch for (a ring, "no news").
const unknownPresence = "unknown"

// RoomBarID is the room bar's target id (tests, the browser bridge): its
// label is what the bar says, line by line, as a screen reader reads it.
const RoomBarID = "roombar"

// roomBar is what an online table shows of its room, drawn by the kit in
// the place the table keeps for it (KeepRoomIn): a line for each seat
// played elsewhere (its symbol, its name and its presence: online, away,
// a bot), an hourglass beside each seat the room waits for, a wax seal
// beside each seat whose secret choice is made; and above or below them,
// in words, what matters now: this device's connection lost and when it
// is tried again, the room gone, a move the room refused, a bot standing
// in for a person away.
//
// It is a small sheet sized to what it says, shrinking its type (to a
// floor that still reads) until it fits its place.
type roomBar struct {
	b    *Base
	node *sprites.Node
	pic  *sprites.Picture
	text []*sprites.Text // a line each, reused

	area   sprites.Rect // where it may go (KeepRoomIn)
	ax, ay float64      // the point of area it keeps to
	rows   []barRow     // what it says now
	marks  []barMark    // the icons painted on the sheet, in its pixels

	pad, gap     float64
	refusal      string // a refused move's reason, shown for a moment
	refusalTicks int
	laid         bool // rows are laid out (KeepRoomIn lays them out again)
}

// barRow is one line of the bar: a seat's (seat >= 0) or a sentence.
type barRow struct {
	seat          int
	text          string
	presence      string // a seat's (proto.Connected, ...)
	warn          bool   // in the warning colour
	waits, sealed bool
}

// barMark is an icon on the sheet: kind at (x, y), of size s.
type barMark struct {
	kind     int
	seat     int
	presence string
	x, y, s  float64
}

const (
	markSymbol = iota
	markWaits
	markSeal
)

// refusalShow is how long a refused move's reason stays on the bar, in
// ticks (60 a second).
const refusalShow = 240

// KeepRoomIn tells the kit where the room bar of an online table may go:
// r, a place the table keeps clear of everything it draws, the bar keeping
// to the point (ax, ay) of it (0, 0 its top-left corner, 1, 1 its
// bottom-right). A table calls it from Layout, after LayoutBase; at a
// table dealt here it does nothing.
func (b *Base) KeepRoomIn(r sprites.Rect, ax, ay float64) {
	if b.bar == nil {
		return
	}
	b.bar.area, b.bar.ax, b.bar.ay = r, ax, ay
	b.bar.laid = false
	b.bar.refresh()
}

// newRoomBar adds the bar to an online table's stage.
func newRoomBar(b *Base) *roomBar {
	rb := &roomBar{b: b, node: sprites.NewNode()}
	rb.pic = sprites.NewPicture(1, 1, rb.paint)
	rb.node.SetPainter(rb.pic)
	rb.node.Name = RoomBarID
	rb.node.SetZ(950) // over the table and its tips, under the corner buttons
	b.St.Root.Add(rb.node)
	return rb
}

// RoomBar is the room bar's sheet as drawn, and its lines (none at a table
// dealt here).
func (b *Base) RoomBar() (sprites.Rect, []string) {
	if b.bar == nil || !b.bar.node.Visible() {
		return sprites.Rect{}, nil
	}
	var lines []string
	for _, t := range b.bar.text {
		if t.Visible() {
			lines = append(lines, t.Text())
		}
	}
	return b.bar.node.WorldBounds(), lines
}

// appendRoomBarTarget lists the room bar while it shows, labelled with
// what it says, a line each, its marks in words (the seat the room waits
// for is "to move", a sealed choice "has chosen"): what a player who
// cannot see the table needs read out ("Reconnecting… 3 s", whose move it
// is), and what a browser test reads to know the room's state.
func (b *Base) appendRoomBarTarget(dst []scenes.Target) []scenes.Target {
	if b.bar == nil || !b.bar.node.Visible() {
		return dst
	}
	w := b.Ctx.Words
	lines := make([]string, len(b.bar.rows))
	for i, row := range b.bar.rows {
		lines[i] = row.text
		if row.waits {
			lines[i] = w.T("room.bar.seat", lines[i], w.T("room.bar.waits"))
		}
		if row.sealed {
			lines[i] = w.T("room.bar.seat", lines[i], w.T("room.bar.sealed"))
		}
	}
	return append(dst, scenes.NodeTarget(RoomBarID, strings.Join(lines, "\n"), b.bar.node))
}

// RoomBarMarks are the seats the room bar shows the room waiting for, and
// those it shows a seal beside (tests).
func (b *Base) RoomBarMarks() (waits, sealed []int) {
	if b.bar == nil || !b.bar.node.Visible() {
		return nil, nil
	}
	for _, mk := range b.bar.marks {
		switch mk.kind {
		case markWaits:
			waits = append(waits, mk.seat)
		case markSeal:
			sealed = append(sealed, mk.seat)
		}
	}
	return waits, sealed
}

// RoomBarNode is the room bar's node (nil at a table dealt here), for tests
// that look at what it covers.
func (b *Base) RoomBarNode() *sprites.Node {
	if b.bar == nil {
		return nil
	}
	return b.bar.node
}

// refused shows why the room refused a move.
func (rb *roomBar) refused(why string) {
	rb.refusal, rb.refusalTicks = why, refusalShow
	rb.refresh()
}

// tick counts the refusal's time down and writes the bar again when what
// it says changed.
func (rb *roomBar) tick() {
	if rb.refusalTicks > 0 {
		if rb.refusalTicks--; rb.refusalTicks == 0 {
			rb.refusal = ""
		}
	}
	rb.refresh()
}

// busy reports whether the bar must tick though nothing else moves: a
// countdown runs, or a refusal is shown for a while.
func (rb *roomBar) busy() bool {
	r := rb.b.D.room
	return rb.refusalTicks > 0 || r.status != nil && r.gone == nil
}

// refresh lays the bar out again when what it says changed.
func (rb *roomBar) refresh() {
	rows := rb.content()
	if rb.laid && slices.Equal(rows, rb.rows) {
		return
	}
	rb.rows, rb.laid = rows, true
	rb.layout()
}

// content is what the bar says now.
func (rb *roomBar) content() []barRow {
	b := rb.b
	d := b.D
	r := d.room
	w := b.Ctx.Words
	var rows []barRow
	say := func(s string, warn bool) { rows = append(rows, barRow{seat: -1, text: s, warn: warn}) }
	switch {
	case r.gone != nil || r.phase == proto.Closed:
		say(w.T("room.bar.gone"), true)
	case r.broken != nil:
		say(w.T("room.bar.broken"), true)
	case r.status != nil:
		left := int(math.Ceil((r.status.In - time.Since(r.statusAt)).Seconds()))
		if left > 0 {
			say(w.T("room.bar.reconnecting", left), true)
		} else {
			say(w.T("room.bar.reconnecting_now"), true)
		}
	case d.humans == 0:
		say(w.T("room.bar.watching"), false)
	}
	if d.Shown().Done() && !d.Queue.Busy() && b.end.results == nil && !b.end.reached {
		// a table opened on a room whose game was over: no results follow
		say(w.T("room.bar.over"), false)
		say(checkWords(b.Ctx, r), false)
	}
	if rb.refusal != "" {
		say(rb.refusal, true)
	}
	if r.gone != nil {
		return rows
	}
	var sealer rules.Sealer
	if s, ok := d.Shown().(rules.Sealer); ok {
		sealer = s
	}
	act := d.ToAct()
	var later []barRow
	for p, s := range r.seats {
		if p < len(d.human) && d.human[p] {
			continue // this device's own seats: its people know
		}
		presence := s.Presence
		if r.status != nil && presence != proto.Bot && presence != proto.Empty {
			// this device is reconnecting: what the room last said of a
			// person may no longer be so
			presence = unknownPresence
		}
		row := barRow{seat: p, presence: presence, waits: slices.Contains(act, p), sealed: sealer != nil && sealer.Sealed(p)}
		name := b.SeatName(p)
		// online is the rule: a green dot says it; anything else in words
		row.text = name
		if presence != proto.Connected {
			row.text = w.T("room.bar.seat", name, w.T("room.presence."+presence))
		}
		switch presence {
		case proto.StandIn:
			later = append(later, barRow{seat: -1, text: w.T("room.bar.standin", name)})
		case proto.Dropped:
			row.warn = true
		}
		rows = append(rows, row)
	}
	return append(rows, later...)
}

// Type sizes of the bar: it starts at the first and shrinks to the last
// (logical pixels at the floor) until its lines fit its place.
const (
	barFont    = 15
	barFontMin = 9
)

// layout sizes the bar's lines to its place and paints the sheet.
func (rb *roomBar) layout() {
	b := rb.b
	if rb.area.W <= 0 || rb.area.H <= 0 || len(rb.rows) == 0 {
		rb.node.SetVisible(false)
		b.St.Invalidate()
		return
	}
	sw, sh := b.St.Size()
	m := scenes.NewMetrics(int(sw), int(sh), b.St.Scale())
	for len(rb.text) < len(rb.rows) {
		t := sprites.NewText("", gfx.Bold, 14, b.Look.Colors.PanelText)
		rb.text = append(rb.text, t)
		rb.node.Add(t.Node)
	}
	font := m.Font(barFont, barFontMin)
	floor := m.Dp(barFontMin)
	rows := rb.rows
	var w, h float64
	for {
		var cut bool
		w, h, cut = rb.fit(rows, font)
		if (h <= rb.area.H && !cut) || font <= floor {
			break
		}
		font = math.Max(floor, font-math.Max(1, m.Scale))
	}
	// lines that do not fit even at the floor are left out, the last first
	for h > rb.area.H && len(rows) > 1 {
		rows = rows[:len(rows)-1]
		w, h, _ = rb.fit(rows, font)
	}
	for i, t := range rb.text {
		t.SetVisible(i < len(rows))
	}
	rb.pic.Resize(w, h)
	rb.node.SetSize(w, h)
	x := rb.area.X + (rb.area.W-w)*rb.ax
	y := rb.area.Y + (rb.area.H-h)*rb.ay
	rb.node.SetPos(math.Round(x), math.Round(y))
	rb.node.SetVisible(true)
	rb.pic.Repaint()
	b.St.Invalidate()
}

// fit writes every line in type of size font within the bar's width,
// placing each and its icons, and returns the sheet's size, and whether a
// seat's line had to be cut short.
func (rb *roomBar) fit(rows []barRow, font float64) (w, h float64, cut bool) {
	pal := rb.b.Look.Colors
	rb.pad, rb.gap = math.Round(font*0.5), math.Round(font*0.3)
	pad, gap := rb.pad, rb.gap
	icon := math.Round(font * 1.1)
	room := rb.area.W - 2*pad
	rb.marks = rb.marks[:0]
	y := pad
	for i, r := range rows {
		t := rb.text[i]
		t.SetFont(gfx.Bold, font)
		ink := pal.PanelText
		if r.warn {
			ink = pal.Warning
		}
		t.SetColor(ink)
		x := pad
		if r.seat < 0 {
			t.SetWrap(room)
			t.SetText(r.text)
			t.SetPos(x, y)
			tw, th := t.Size()
			w = math.Max(w, tw)
			y += th + gap
			continue
		}
		trail := 0.0
		if r.waits {
			trail += icon + gap
		}
		if r.sealed {
			trail += icon + gap
		}
		t.SetWrap(0)
		cut = fitLine(t, r.text, room-icon-gap-trail) || cut
		tw, th := t.Size()
		rb.marks = append(rb.marks, barMark{markSymbol, r.seat, r.presence, x + icon/2, y + th/2, icon * 0.85})
		t.SetPos(x+icon+gap, y)
		ix := x + icon + gap + tw + gap
		if r.waits {
			rb.marks = append(rb.marks, barMark{markWaits, r.seat, "", ix + icon/2, y + th/2, icon})
			ix += icon + gap
		}
		if r.sealed {
			rb.marks = append(rb.marks, barMark{markSeal, r.seat, "", ix + icon/2, y + th/2, icon})
			ix += icon + gap
		}
		w = math.Max(w, ix-gap-pad)
		y += th + gap
	}
	return math.Ceil(math.Min(rb.area.W, w+2*pad)), math.Ceil(y - gap + pad), cut
}

// fitLine writes s on t, cut short with an ellipsis where it is wider
// than room (a long name), reporting whether it was.
func fitLine(t *sprites.Text, s string, room float64) (cut bool) {
	t.SetText(s)
	for tw, _ := t.Size(); tw > room && utf8.RuneCountInString(s) > 2; tw, _ = t.Size() {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
		t.SetText(s + "…")
		cut = true
	}
	return cut
}

// paint paints the sheet and its icons.
func (rb *roomBar) paint(dst *ebiten.Image, w, h float64) {
	pal := rb.b.Look.Colors
	r := float32(math.Min(rb.pad*1.2, h/2))
	gfx.FillRoundRect(dst, 0, 0, float32(w), float32(h), r, gfx.WithAlpha(pal.Panel, 0.94), true)
	gfx.StrokeRoundRect(dst, 1, 1, float32(w)-2, float32(h)-2, r, 1.5, gfx.WithAlpha(pal.Highlight, 0.8), true)
	for _, mk := range rb.marks {
		x, y, s := float32(mk.x), float32(mk.y), float32(mk.s)
		switch mk.kind {
		case markSymbol:
			art.SeatSymbol(dst, rb.b.SeatColor(mk.seat), x, y, s)
			paintPresence(dst, x+s*0.4, y+s*0.4, s*0.22, mk.presence, pal.Panel)
		case markWaits:
			paintHourglass(dst, x, y, s, pal.Highlight)
		case markSeal:
			paintSeal(dst, x, y, s)
		}
	}
}

// Presence colours: a dot on a seat's symbol.
var (
	presenceOnline = gfx.Hex("#3fbf5f")
	presenceAway   = gfx.Hex("#e0a030")
	presenceBot    = gfx.Hex("#8aa0b4")
)

// paintPresence is a seat's presence, a dot of radius r at (x, y) ringed
// in the sheet's colour: green online, amber away, grey-blue a bot,
// hollow for a seat nobody has taken.
func paintPresence(dst *ebiten.Image, x, y, r float32, presence string, ring color.RGBA) {
	c := presenceBot
	switch presence {
	case proto.Connected:
		c = presenceOnline
	case proto.Dropped, proto.StandIn:
		c = presenceAway
	case proto.Empty, unknownPresence:
		gfx.FillCircle(dst, x, y, r*1.35, ring, true)
		gfx.StrokeCircle(dst, x, y, r, float32(math.Max(1, float64(r)*0.4)), presenceBot, true)
		return
	}
	gfx.FillCircle(dst, x, y, r*1.35, ring, true)
	gfx.FillCircle(dst, x, y, r, c, true)
}

// paintHourglass is the room waiting for a seat: an hourglass of ink.
func paintHourglass(dst *ebiten.Image, x, y, s float32, ink color.RGBA) {
	hw, hh := s*0.32, s*0.42
	bar := float32(math.Max(1, float64(s)*0.08))
	gfx.FillRoundRect(dst, x-hw-bar, y-hh-bar, 2*(hw+bar), bar*1.5, bar/2, ink, true)
	gfx.FillRoundRect(dst, x-hw-bar, y+hh-bar/2, 2*(hw+bar), bar*1.5, bar/2, ink, true)
	gfx.FillPolygon(dst, gfx.WithAlpha(ink, 0.85), true, x-hw, y-hh, x+hw, y-hh, x, y)
	gfx.FillPolygon(dst, gfx.WithAlpha(ink, 0.45), true, x-hw, y+hh, x+hw, y+hh, x, y)
}

// sealWax and sealDeep are the wax of a seal and its shadow.
var (
	sealWax  = gfx.Hex("#b3261e")
	sealDeep = gfx.Hex("#6e140f")
)

// paintSeal is a secret choice made: a wax seal, its edge rippled where
// the wax spread, a ring pressed in its middle.
func paintSeal(dst *ebiten.Image, x, y, s float32) {
	const bumps = 9
	r := s * 0.46
	pts := make([]float32, 0, 4*bumps)
	for i := 0; i < 2*bumps; i++ {
		a := float64(i) * math.Pi / bumps
		k := r
		if i%2 == 1 {
			k = r * 0.86
		}
		pts = append(pts, x+k*float32(math.Cos(a)), y+k*float32(math.Sin(a)))
	}
	gfx.FillPolygon(dst, sealDeep, true, pts...)
	gfx.FillCircle(dst, x, y, r*0.78, sealWax, true)
	gfx.StrokeCircle(dst, x, y, r*0.48, float32(math.Max(1, float64(s)*0.07)), sealDeep, true)
	gfx.FillCircle(dst, x-r*0.25, y-r*0.3, r*0.14, gfx.WithAlpha(gfx.White, 0.35), true)
}

// followRoom runs each tick at a room's table: the table opens again on a
// whole view the room sent, a move the room refused is told, and the bar
// is brought up to date.
func (b *Base) followRoom() {
	r := b.D.room
	if r == nil {
		return
	}
	if r.refused != nil {
		if b.bar != nil {
			b.bar.refused(b.roomRefusal(r.refused))
		}
		b.Ctx.Play(scenes.SoundRefused)
		r.refused = nil
	}
	if r.reopen && b.Next.IsNone() {
		r.reopen = false
		if s, err := b.reopenRoom(b.Ctx); err == nil {
			b.Next = scenes.Replace(s)
		} else {
			r.broken = err
		}
	}
	b.showEndAgain()
	if b.bar != nil {
		b.bar.tick()
	}
}

// roomRefusal words the room's refusal of a move: the rules' reason, in
// the words the table uses for the same refusal offline, or, for a
// refusal of the room's own (the game over meanwhile, a stand-in playing
// the seat), that the room did not take it.
func (b *Base) roomRefusal(err error) string {
	w := b.Ctx.Words
	var im *rules.IllegalMove
	if errors.As(err, &im) && (w.Has(lang.RefusalKey(im.Code)) || w.Has(lang.RefusalKey(rules.Reason(im.Game+"."+string(im.Code))))) {
		return b.Refusal(err)
	}
	return w.T("room.refused_other")
}
