package lobby

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/online/server"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/kit"
)

// viewed reports whether r's backlog holds a view for viewer.
func viewed(r *tables.Remote, viewer int) bool {
	return slices.ContainsFunc(r.Backlog, func(ev any) bool { v, ok := ev.(*proto.View); return ok && v.Viewer == viewer })
}

// TestHostAndFriendStartTheGame: Anita makes a Necklace room (herself
// here, a friend's seat) and gets its code; Marcello types it, in lower
// case with the dash, and joins; Anita's lobby says everyone is here and
// Start starts the game, which both devices hand to their tables with
// their own seat's view of the deal. The desktop printed the join command.
func TestHostAndFriendStartTheGame(t *testing.T) {
	srv := startServer(t)
	anita := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	code := makeRoom(t, anita, "Anita", "necklace")
	if proto.CheckCode(code) != nil {
		t.Fatalf("the lobby shows %q, not a room code", code)
	}
	if out := anita.out.String(); !strings.Contains(out, "salotto -join "+code+" -server "+srv.URL()) {
		t.Errorf("the desktop printed %q, without the join command", out)
	}
	host := anita.room()
	if host.Status() != "Waiting for a friend" || !host.w.start.Visible() || !host.w.start.Disabled() {
		t.Errorf("before the friend: status %q, Start shown %v disabled %v", host.Status(), host.w.start.Visible(), host.w.start.Disabled())
	}
	if tg := anita.Target("room:code"); !strings.Contains(tg.Label, proto.GroupCode(code)) {
		t.Errorf("the code's target reads %q", tg.Label)
	}

	marcello := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	joinRoom(t, marcello, "Marcello", strings.ToLower(code[:4]+"-"+code[4:]))
	guest := marcello.room()
	if guest.Status() != "Waiting for the host to start." || guest.w.start.Visible() {
		t.Errorf("the guest: status %q, Start shown %v", guest.Status(), guest.w.start.Visible())
	}
	waitFor(t, "Anita's lobby to see Marcello", func() bool { return host.canStart() }, anita, marcello)
	// a seat on another device is online; a seat of this device is here
	if got := anita.Target("seat:2").Label; got != "Seat 2: Marcello, online" {
		t.Errorf("Anita sees seat 2 as %q", got)
	}
	if got := marcello.Target("seat:1").Label; got != "Seat 1: Anita, online" {
		t.Errorf("Marcello sees Anita's seat as %q", got)
	}
	if got := marcello.Target("seat:2").Label; got != "Seat 2: Marcello (you), here" {
		t.Errorf("Marcello sees his seat as %q", got)
	}
	anita.Shot("lobby-host-en-1280x720")
	marcello.Shot("lobby-guest-en-1280x720")

	anita.click("button:start")
	waitFor(t, "both tables", func() bool { return len(anita.handed) == 1 && len(marcello.handed) == 1 }, anita, marcello)
	waitFor(t, "both tables settled", func() bool { return anita.App.Settled() && marcello.App.Settled() }, anita, marcello)
	anita.Shot("table-host-en-1280x720")
	marcello.Shot("table-guest-en-1280x720")
	for i, d := range []*device{anita, marcello} {
		r := d.handed[0]
		if !slices.Equal(r.Welcome.Yours, []int{i}) || r.Welcome.Room != code {
			t.Errorf("device %d handed the room with seats %v in %s", i, r.Welcome.Yours, r.Welcome.Room)
		}
		if !viewed(r, i) {
			t.Errorf("device %d's table got no view of seat %d: backlog %v", i, i, r.Backlog)
		}
		if got := d.App.SceneName(); got != "play:necklace" {
			t.Errorf("device %d shows %s after the start", i, got)
		}
	}
	// Marcello leaves his table from its menu: Play online again, which
	// offers Back to room while the game is under way
	marcello.click(kit.MenuButtonID)
	marcello.click(kit.MenuLeaveID)
	if _, ok := marcello.Find(kit.MenuYesID); ok {
		marcello.click(kit.MenuYesID)
	}
	waitFor(t, "Play online after the table", func() bool { return marcello.App.SceneName() == HubName }, marcello)
	if _, ok := marcello.Find("button:room"); !ok {
		t.Error("leaving a game under way does not offer Back to room")
	}
	// each device keeps its tokens: the host's and her seat's, his seat's
	for i, d := range []*device{anita, marcello} {
		k, _ := readKept(d.App.Context())
		r, ok := k.room(code)
		if !ok || len(r.Tokens) != 2-i || r.Server != host.url {
			t.Errorf("device %d keeps %+v", i, k)
		}
	}
}

// TestReloadReturnsToTheSeat: a reload (a new app with the same store,
// opened on ?room=CODE or -join CODE) goes back to the lobby with the
// host's right to start, and once the game is on, straight to the table
// at the same seat.
func TestReloadReturnsToTheSeat(t *testing.T) {
	srv := startServer(t)
	store := save.Memory()
	anita := newDevice(t, srv.URL(), "en", 1280, 720, store, nil)
	code := makeRoom(t, anita, "Anita", "necklace")
	anita.room().close()

	open := func(on *Online, ctx *scenes.Context) scenes.Scene { return on.Open(ctx, code) }
	again := newDevice(t, srv.URL(), "en", 1280, 720, store, open)
	waitFor(t, "the lobby again", func() bool { r, ok := again.App.Top().(*Room); return ok && r.welc != nil }, again)
	if r := again.room(); !r.host() || !slices.Equal(r.welc.Yours, []int{0}) {
		t.Fatalf("after a reload: host %v, seats %v", r.host(), r.welc.Yours)
	}
	marcello := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	joinRoom(t, marcello, "Marcello", code)
	waitFor(t, "Start", func() bool { return again.room().canStart() }, again, marcello)
	again.click("button:start")
	waitFor(t, "the tables", func() bool { return len(again.handed) == 1 && len(marcello.handed) == 1 }, again, marcello)
	again.handed[0].Session.Close()

	// Back to room, from Play online, goes back to the seat too
	hub := newDevice(t, srv.URL(), "en", 1280, 720, store, nil)
	if tg := hub.Target("button:room"); !strings.Contains(hub.hub().room.Label().Text(), proto.GroupCode(code)) {
		t.Errorf("Back to room reads %q (%s)", hub.hub().room.Label().Text(), tg.Label)
	}
	hub.click("button:room")
	waitFor(t, "the table from Back to room", func() bool { return len(hub.handed) == 1 }, hub)
	if r := hub.handed[0]; !slices.Equal(r.Welcome.Yours, []int{0}) {
		t.Errorf("Back to room holds seats %v", r.Welcome.Yours)
	}
	hub.handed[0].Session.Close()

	// a crash mid-game: the next start goes straight to the table
	third := newDevice(t, srv.URL(), "en", 1280, 720, store, open)
	waitFor(t, "the table after a reload", func() bool { return len(third.handed) == 1 }, third)
	r := third.handed[0]
	if r.Welcome.Phase != proto.Playing || !slices.Equal(r.Welcome.Yours, []int{0}) || !viewed(r, 0) {
		t.Errorf("after a reload mid-game: phase %s, seats %v, backlog %v", r.Welcome.Phase, r.Welcome.Yours, r.Backlog)
	}
	if got := third.App.SceneName(); got != "play:necklace" {
		t.Errorf("a reload mid-game shows %s, not the table", got)
	}
}

// TestWatchAndReloadWatchesAgain: Watch by code follows the room as a
// spectator (no seat taken), who is handed the public view when the game
// starts; a spectator's reload watches again rather than taking a seat.
func TestWatchAndReloadWatchesAgain(t *testing.T) {
	srv := startServer(t)
	anita := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	code := makeRoom(t, anita, "Anita", "necklace")
	store := save.Memory()
	sofia := newDevice(t, srv.URL(), "en", 1280, 720, store, nil)
	sofia.typeText("field:code", code) // no name: a spectator needs none
	sofia.click("button:watch")
	waitFor(t, "Sofia watching", func() bool { r, ok := sofia.App.Top().(*Room); return ok && r.welc != nil }, sofia)
	if r := sofia.room(); len(r.welc.Yours) != 0 || r.Status() != "You are watching: the game shows here once the host starts it." {
		t.Errorf("a spectator: seats %v, status %q", r.welc.Yours, r.Status())
	}
	sofia.room().close()

	again := newDevice(t, srv.URL(), "en", 1280, 720, store, func(on *Online, ctx *scenes.Context) scenes.Scene { return on.Open(ctx, code) })
	waitFor(t, "Sofia watching again", func() bool { r, ok := again.App.Top().(*Room); return ok && r.welc != nil }, again)
	if _, ok := again.room().ask.(*proto.Watch); !ok || len(again.room().welc.Yours) != 0 {
		t.Fatalf("a spectator's reload asked %T and holds seats %v", again.room().ask, again.room().welc.Yours)
	}
	marcello := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	joinRoom(t, marcello, "Marcello", code)
	waitFor(t, "Start", func() bool { return anita.room().canStart() }, anita, marcello, again)
	anita.click("button:start")
	waitFor(t, "the spectator's table", func() bool { return len(again.handed) == 1 }, anita, marcello, again)
	if r := again.handed[0]; len(r.Welcome.Yours) != 0 {
		t.Errorf("the spectator's table holds seats %v", r.Welcome.Yours)
	}
	if got := again.App.SceneName(); got != "play:necklace" {
		t.Errorf("the spectator sees %s, not the table", got)
	}
}

// TestCodesRefusedInWords: what is not a code is refused on the hub with
// what is wrong with it; a code no room has comes back to the hub saying
// so; a full room says it has no free seat.
func TestCodesRefusedInWords(t *testing.T) {
	srv := startServer(t)
	d := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	d.typeInto("field:name", "Bea")
	for _, tc := range []struct{ typed, want string }{
		{"", "Type the room's code first"},
		{"ABCD-234O", "Room codes have no O"},
		{"abc", "A room code has 8 letters and digits; this one has 3."},
		{"ABCD-2345X", "this one has 9"},
		{"AB_D2345", ""}, // the field does not take _
		{"ABCD-23#5", ""},
	} {
		h := d.hub()
		h.code.value = ""
		d.typeInto("field:code", tc.typed)
		d.click("button:join")
		if tc.want == "" {
			continue
		}
		if _, ok := d.App.Top().(*Hub); !ok || !strings.Contains(d.hub().Message(), tc.want) {
			t.Errorf("%q: %s says %q, want %q", tc.typed, d.App.SceneName(), d.hub().Message(), tc.want)
		}
	}
	if _, err := readCode(d.App.Context().Words, "ABCD-23#5"); err == nil || !strings.Contains(err.Error(), "# is never in a room code") {
		t.Errorf("a # in a code: %v", err)
	}
	if code, err := readCode(d.App.Context().Words, " abcd 2345 "); err != nil || code != "ABCD2345" {
		t.Errorf("a code typed with spaces in lower case reads %q, %v", code, err)
	}

	d.hub().code.value = ""
	d.typeInto("field:code", "ZZZZ-9999")
	waitFor(t, "the hub again", func() bool { h, ok := d.App.Top().(*Hub); return ok && h.Message() != "" }, d)
	if got := d.hub().Message(); got != "No room has the code ZZZZ-9999. Check the code: a room ends a day after it was last played." {
		t.Errorf("an unknown code says %q", got)
	}
	if d.hub().code.value != "ZZZZ-9999" {
		t.Errorf("the hub forgot the code typed: %q", d.hub().code.value)
	}

	anita := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	code := makeRoom(t, anita, "Anita", "necklace")
	joinRoom(t, newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil), "Marcello", code)
	late := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	late.typeInto("field:name", "Carla")
	late.typeInto("field:code", code)
	waitFor(t, "the refusal", func() bool { h, ok := late.App.Top().(*Hub); return ok && h.Message() != "" }, late)
	if got := late.hub().Message(); !strings.Contains(got, "has no free seat") {
		t.Errorf("a full room says %q", got)
	}
}

// TestNoServerSaysHowToRunOne: with no server named anywhere, the hub
// says how to run one, and Join and New room say it again rather than
// doing nothing.
func TestNoServerSaysHowToRunOne(t *testing.T) {
	d := newDevice(t, "", "en", 1280, 720, save.Memory(), nil)
	how := d.App.Context().Words.T(noServerKey)
	if got := d.hub().server.Text(); got != how || !strings.Contains(how, "go run ./cmd/salotto-server") {
		t.Fatalf("the server line reads %q", got)
	}
	d.typeInto("field:name", "Bea")
	d.typeInto("field:code", "ABCD-2345")
	if got := d.hub().Message(); got != how {
		t.Errorf("Join without a server says %q", got)
	}
	d.hub().say("")
	d.typeInto("field:name", "Bea") // Enter in the name joins the code typed
	if got := d.hub().Message(); got != how {
		t.Errorf("Enter in the name with a code typed says %q", got)
	}
	d.hub().say("")
	d.click("button:new:dolores")
	if got := d.hub().Message(); got != how {
		t.Errorf("New room without a server says %q", got)
	}
	bad := newDevice(t, "ftp://nowhere", "en", 1280, 720, save.Memory(), nil)
	if got := bad.hub().server.Text(); !strings.Contains(got, "ftp://nowhere cannot be used") {
		t.Errorf("a bad -server reads %q", got)
	}
}

// TestLobbyWakesTheSleepingApp: the app sleeps on a still screen and only
// input wakes it; the lobby asks for a frame for every frame the room
// sends, so that it moves on (a friend sat down, the game started) with
// no input at all.
func TestLobbyWakesTheSleepingApp(t *testing.T) {
	srv := startServer(t)
	anita := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	code := makeRoom(t, anita, "Anita", "necklace")
	anita.mu.Lock()
	before := anita.wakes
	anita.mu.Unlock()
	url, _ := client.RoomsURL(srv.URL())
	s := client.Open(client.Config{URLs: []string{url}, Dial: dial}, &proto.Join{T: proto.TJoin, Room: code, Name: "Marcello", Token: newToken()})
	defer s.Close()
	deadline := 0
	for ; deadline < 2000; deadline++ { // Anita's app is not ticked meanwhile
		anita.mu.Lock()
		woke := anita.wakes > before
		anita.mu.Unlock()
		if woke {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if deadline == 2000 {
		t.Fatal("a friend sat down in the room and the lobby asked for no frame")
	}
	anita.tick()
	if !anita.room().canStart() {
		t.Errorf("after the wake the lobby says %q", anita.room().Status())
	}
}

// TestDamagedKeptRoomsAreReportedAndKept: a damaged Play online document
// is reported on the hub in words and kept aside; the name typed then is
// saved anew beside it.
func TestDamagedKeptRoomsAreReportedAndKept(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, KeptDoc+".json"), []byte(`{"salotto":"online","format":1,"body":{"name":`), 0o644); err != nil {
		t.Fatal(err)
	}
	store := save.OpenDir(dir)
	d := newDevice(t, "", "en", 1280, 720, store, nil)
	if got := d.hub().Message(); !strings.Contains(got, "Your online rooms and name could not be read") || !strings.Contains(got, "online.damaged-1") && !strings.Contains(got, "online.json.damaged-1") {
		t.Errorf("the hub says %q", got)
	}
	d.typeInto("field:name", "Bea")
	store.Flush()
	kept, err := os.ReadFile(filepath.Join(dir, KeptDoc+".json.damaged-1"))
	if err != nil || !strings.Contains(string(kept), `"name":`) {
		t.Errorf("the damaged document was not kept aside: %q, %v", kept, err)
	}
	k, _ := readKept(d.App.Context())
	if k.Name != "Bea" {
		t.Errorf("the name typed was not kept: %+v", k)
	}
}

// TestGoneRoomIsSaid: a kept room the server no longer has is said to be
// gone, in words, when the hub asks about it, and Back to room is no
// longer offered. The server's answers wait behind a gate until the hub
// has been seen offering Back to room: on a busy machine the answer could
// otherwise come within the device's first ticks.
func TestGoneRoomIsSaid(t *testing.T) {
	srv := startServer(t)
	front := gated(t, srv.URL())
	url, _ := client.RoomsURL(front.url)
	store := save.Memory()
	ctx := scenes.NewContext(nil, 1)
	ctx.Store = store
	keepRoom(ctx, keptRoom{Room: "ZZZZ9999", Server: url, Game: "dolores", Tokens: []string{newToken()}})
	d := newDevice(t, front.url, "en", 1280, 720, store, nil)
	if _, ok := d.Find("button:room"); !ok {
		t.Fatal("no Back to room for a kept room")
	}
	front.open()
	waitFor(t, "the hub to hear the room is gone", func() bool { return d.hub().Message() != "" }, d)
	if got := d.hub().Message(); got != "Room ZZZZ-9999 is gone: its game ended long ago, or the room expired." {
		t.Errorf("the hub says %q", got)
	}
	if _, ok := d.Find("button:room"); ok {
		t.Error("Back to room is still offered for a room that is gone")
	}
}

// TestLobbyReconnectsAndSaysSo: the server goes away while a room waits;
// the lobby says it is reconnecting, with the seconds left, and once the
// server is back (on the same rooms) it is the room's lobby again, seats
// and Start as they were.
func TestLobbyReconnectsAndSaysSo(t *testing.T) {
	data := t.TempDir()
	o := server.Options{Addr: "127.0.0.1:0", Data: data, Node: "t", LeaseTTL: 3 * time.Second, ClaimWait: 10 * time.Second,
		AliveEvery: time.Second, Silent: 10 * time.Second, IdleUnload: time.Minute, BotPause: time.Millisecond,
		JoinBurst: 1000, JoinRate: time.Millisecond, FrameRate: 1000, FrameBurst: 1000}
	srv, err := server.Start(o)
	if err != nil {
		t.Fatal(err)
	}
	anita := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
	code := makeRoom(t, anita, "Anita", "necklace")
	joinRoom(t, newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil), "Marcello", code)
	waitFor(t, "Start", func() bool { return anita.room().canStart() }, anita)

	o.Addr = strings.TrimPrefix(srv.URL(), "http://")
	srv.Close()
	waitFor(t, "Reconnecting", func() bool { return strings.HasPrefix(anita.room().Status(), "Reconnecting… ") }, anita)
	if anita.room().canStart() || anita.App.Settled() {
		t.Error("a lobby reconnecting offers Start, or stands still while its seconds count")
	}
	// the other seat's presence is not known meanwhile: it is not shown
	// as online; this device's own stays here
	if got := anita.Target("seat:2").Label; got != "Seat 2: Marcello, no news" {
		t.Errorf("while reconnecting, Marcello's seat reads %q", got)
	}
	if got := anita.Target("seat:1").Label; got != "Seat 1: Anita (you), here" {
		t.Errorf("while reconnecting, Anita's own seat reads %q", got)
	}
	anita.Shot("lobby-reconnecting-en-1280x720")
	if srv, err = server.Start(o); err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	waitFor(t, "the room again", func() bool { return anita.room().reconnect.IsZero() && anita.room().welc != nil }, anita)
	if got := anita.room().Code(); got != code || !anita.room().host() {
		t.Errorf("after the server came back: room %s, host %v", got, anita.room().host())
	}
	anita.Tick(1)
	if got := anita.Target("seat:1").Label; got != "Seat 1: Anita (you), here" {
		t.Errorf("back in the room, Anita's seat reads %q", got)
	}
}
