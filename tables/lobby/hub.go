package lobby

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/gfx"
	"salotto/online/proto"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/textfield"
	"salotto/tables/setup"
)

// Hub is Play online's first screen: the player's name, Join or Watch a
// room by its code, New room for each game, Back to room while a room's
// tokens are kept, and Host on this computer on the desktop.
type Hub struct {
	on   *Online
	ctx  *scenes.Context
	st   *sprites.Stage
	tl   scenes.TargetList
	next scenes.Change

	salon
	title       *sprites.Text
	joinHead    *sprites.Text
	newHead     *sprites.Text
	nameLabel   *sprites.Text
	codeLabel   *sprites.Text
	name, code  *field
	join, watch *sprites.Button
	games       []*sprites.Button
	room        *sprites.Button // Back to room; hidden while no room is kept
	host        *sprites.Button // Host on this computer; nil in the browser
	back        *sprites.Button
	msg         *sprites.Text // a refusal, a problem, or the room that is gone
	server      *sprites.Text // the server, or how to run one
	msgBox      sprites.Rect  // where msg may go
	serverAt    [2]float64    // where the server line's bottom centre is

	typing   typingState
	kept     kept
	srvState serverState // the server line's, as last shown
	hosting  *hostStart  // Host on this computer, starting
	peek     *peek       // asking the server about the latest kept room
	auto     bool        // join the typed code once the server is known (Open)
}

// Hub makes the Play online screen. The page's address no longer names a
// room (a reload here stays here).
func (on *Online) Hub(ctx *scenes.Context) *Hub {
	showRoom("")
	h := &Hub{on: on, ctx: ctx, st: ctx.NewStage()}
	h.typing.keys.src = ctx.Input
	h.typing.chars = ebiten.AppendInputChars
	h.st.SetInput(ctx.Input, &h.typing.keys)
	h.build()
	k, problem := readKept(ctx)
	h.kept = k
	h.name.value = on.playerName(k)
	if problem != "" {
		h.say(problem)
	}
	h.refresh()
	h.startPeek()
	h.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return h
}

// build makes every node once.
func (h *Hub) build() {
	w := h.ctx.Words
	h.salon = newSalon(h.st)

	h.title = h.text(w.T("lobby.title"), gfx.Bold, scenes.SalonCream)
	h.title.SetAlign(sprites.AlignCenter)
	h.title.SetAnchor(0.5, 0)
	h.joinHead = h.text(w.T("lobby.join_head"), gfx.Bold, scenes.SalonCream)
	h.newHead = h.text(w.T("lobby.new_head"), gfx.Bold, scenes.SalonCream)
	h.nameLabel = h.text(w.T("lobby.name"), gfx.Regular, scenes.SalonMuted)
	h.codeLabel = h.text(w.T("lobby.code"), gfx.Regular, scenes.SalonMuted)
	h.msg = h.text("", gfx.Bold, scenes.SalonWarning)
	h.server = h.text("", gfx.Regular, scenes.SalonMuted)
	h.server.SetAlign(sprites.AlignCenter)
	h.server.SetAnchor(0.5, 1)

	h.back = h.button("button:back", w.T("setup.back"), w.T("lobby.back_label"), h.leave)
	h.name = h.field("field:name", w.T("lobby.name_label"), w.T("lobby.name_hint"), acceptName)
	h.code = h.field("field:code", w.T("lobby.code_label"), w.T("lobby.code_hint"), acceptCode)
	h.join = h.button("button:join", w.T("lobby.join"), w.T("lobby.join_label"), func() { h.enter(false) })
	h.watch = h.button("button:watch", w.T("lobby.watch"), w.T("lobby.watch_label"), func() { h.enter(true) })
	for _, d := range h.on.games {
		id, title := d.ID(), scenes.GameTitle(w, d.ID())
		h.games = append(h.games, h.button("button:new:"+id, title, w.T("lobby.new_label", title), func() { h.newRoom(id) }))
	}
	h.room = h.button("button:room", "", w.T("lobby.room_label"), h.backToRoom)
	h.addHost()
}

func (h *Hub) text(s string, face gfx.Face, c color.Color) *sprites.Text {
	t := sprites.NewText(s, face, 18, c)
	h.st.Root.Add(t.Node)
	return t
}

// button makes a salon button, adds it and lists it as a target.
func (h *Hub) button(id, text, label string, do func()) *sprites.Button {
	return salonButton(h.st, &h.tl, id, text, label, do)
}

// field makes a text field.
func (h *Hub) field(id, label, hint string, accept textfield.Accept) *field {
	f := &field{hint: hint, accept: accept}
	f.btn = h.button(id, hint, label, func() { h.typing.begin(f); h.refresh() })
	return f
}

// refresh shows the current state: the fields, the kept room, the
// server, the host button.
func (h *Hub) refresh() {
	w := h.ctx.Words
	plain, chosen, fieldStyle := scenes.SalonButtons()
	for _, f := range []*field{h.name, h.code} {
		f.btn.SetLabel(f.shown())
		st := fieldStyle
		if f.value == "" && !f.typing {
			st.Text = gfx.Mix(st.Text, st.Fill, 0.5) // the hint, dim
		}
		f.btn.SetStyle(st)
	}
	h.join.SetStyle(chosen)
	h.watch.SetStyle(plain)
	if r, ok := h.latest(); ok {
		h.room.SetLabel(w.T("lobby.room_button", proto.GroupCode(r.Room), scenes.GameTitle(w, r.Game)))
		h.room.SetStyle(chosen)
		h.room.SetVisible(true)
	} else {
		h.room.SetVisible(false)
	}
	h.refreshServer()
	h.refreshHost()
	h.relayout()
}

// refreshServer writes the server line: where rooms are made, or how to
// run a server.
func (h *Hub) refreshServer() {
	w := h.ctx.Words
	_, st, shown := h.on.server()
	h.srvState = st
	switch st {
	case serverFound:
		if h.on.host != nil {
			h.server.SetText(w.T("lobby.hosting", shown))
		} else {
			h.server.SetText(w.T("lobby.server", shown))
		}
	case serverLooking:
		h.server.SetText(w.T("lobby.server_looking"))
	case serverBad:
		h.server.SetText(w.T("lobby.server_bad", shown))
	default:
		h.server.SetText(w.T(noServerKey))
	}
}

// latest is the kept room Back to room opens: the newest.
func (h *Hub) latest() (keptRoom, bool) {
	if len(h.kept.Rooms) == 0 {
		return keptRoom{}, false
	}
	return h.kept.Rooms[0], true
}

// say shows a refusal or a problem ("" clears it).
func (h *Hub) say(msg string) {
	if msg != "" {
		h.ctx.Play(scenes.SoundRefused)
	}
	h.msg.SetText(msg)
	h.relayout()
}

// relayout lays the screen out again after what it shows changed size (a
// refusal, Back to room, the server line), once it has been laid out.
func (h *Hub) relayout() {
	if w, ht := h.st.Size(); w > 1 && ht > 1 {
		h.Layout(h.ctx, int(math.Round(w)), int(math.Round(ht)))
	}
}

// keepName saves the name typed, for the next run too.
func (h *Hub) keepName() {
	name := h.name.value
	if name == h.kept.Name {
		return
	}
	h.kept.Name = name
	if !changeKept(h.ctx, func(k *kept) { k.Name = name }) {
		h.say(h.ctx.Words.T("lobby.save_failed"))
	}
}

// needServer is the rooms' URL, or "" after saying why there is none.
func (h *Hub) needServer() string {
	url, st, _ := h.on.server()
	if st == serverFound {
		return url
	}
	h.refreshServer()
	h.say(h.server.Text())
	return ""
}

// needName is the player's name, or "" after asking for it.
func (h *Hub) needName() string {
	if h.name.value == "" {
		h.say(h.ctx.Words.T("lobby.name_empty"))
		h.typing.begin(h.name)
		h.refresh()
	}
	return h.name.value
}

// enter is Join (or Watch) with the typed code.
func (h *Hub) enter(watch bool) {
	h.typing.end(true)
	code, err := readCode(h.ctx.Words, h.code.value)
	if err != nil {
		h.say(err.Error())
		h.refresh()
		return
	}
	h.code.value = proto.GroupCode(code)
	h.refresh()
	if r, ok := h.kept.room(code); ok && !watch && !r.Watch {
		h.open(h.on.resume(h.ctx, r)) // a seat this device already holds
		return
	}
	url := h.needServer()
	if url == "" {
		return
	}
	if watch {
		h.open(h.on.watch(h.ctx, url, code))
		return
	}
	if h.needName() == "" {
		return
	}
	h.open(h.on.join(h.ctx, url, code, h.name.value))
}

// newRoom opens game's New room.
func (h *Hub) newRoom(game string) {
	h.typing.end(true)
	if h.needServer() == "" || h.needName() == "" {
		return
	}
	sc, err := h.on.newRoomSetup(h.ctx, game)
	if err != nil {
		h.say(err.Error())
		return
	}
	h.ctx.Play(scenes.SoundButton)
	h.next = scenes.Push(sc)
}

// backToRoom goes back to the latest kept room.
func (h *Hub) backToRoom() {
	if r, ok := h.latest(); ok {
		h.open(h.on.resume(h.ctx, r))
	}
}

// open goes to a room's lobby.
func (h *Hub) open(r *Room) {
	h.stopPeek()
	h.ctx.Play(scenes.SoundButton)
	h.next = scenes.Push(r)
}

// leave goes back to the title.
func (h *Hub) leave() {
	h.typing.end(false)
	h.stopPeek()
	h.ctx.Play(scenes.SoundButton)
	if t, err := h.ctx.Open("title"); err == nil {
		h.next = scenes.Reset(t)
	} else {
		h.next = scenes.Pop()
	}
}

// newRoomSetup is game's New room: its setup screen online, whose Create
// room makes the room and opens its lobby.
func (on *Online) newRoomSetup(ctx *scenes.Context, game string) (scenes.Scene, error) {
	d := on.game(game)
	if d == nil {
		return nil, errNoTable
	}
	k, _ := readKept(ctx)
	return setup.NewOnline(ctx, *d, setup.Online{Name: on.playerName(k), Create: func(c tables.Config) (scenes.Scene, error) {
		return on.create(ctx, c)
	}})
}
