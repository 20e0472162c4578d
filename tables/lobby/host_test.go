package lobby

import (
	"net"
	"strings"
	"testing"

	"salotto/save"
	"salotto/scenes"
)

// TestHostOnThisComputer: Host on this computer starts a room server in
// the game's process, listening on every interface, and shows the address
// friends on the same network give -server; a room made then is played
// there, a friend joins through that address, and once the game is
// closed and opened again the room's lobby starts the server again on its
// rooms and comes back to them.
func TestHostOnThisComputer(t *testing.T) {
	t.Setenv(save.DirEnv, t.TempDir())
	hostAddrs = []string{":0"} // port 8080 may be taken on a shared machine
	defer func() { hostAddrs = []string{":8080", ":0"} }()
	store := save.Memory()
	anita := newDevice(t, "", "en", 1280, 720, store, nil)
	anita.click("button:host")
	waitFor(t, "this computer's server", func() bool { return anita.on.host != nil }, anita)
	h := anita.on.host
	defer func() { h.stop() }()
	lan := lanAddress()
	if !strings.HasPrefix(h.shared, "http://"+lan+":") || strings.HasPrefix(h.local, "ws://"+lan) {
		t.Errorf("hosting shares %s (this computer is %s) and plays at %s", h.shared, lan, h.local)
	}
	if got := anita.hub().server.Text(); !strings.Contains(got, "-server "+h.shared) {
		t.Errorf("the hub says %q", got)
	}
	if tg := anita.Target("button:host"); tg.Label == "" || !anita.hub().host.Disabled() {
		t.Error("Host on this computer is still offered while hosting")
	}
	if ip := net.ParseIP(lan); ip == nil {
		t.Fatalf("the network address %q is not an address", lan)
	}
	code := makeRoom(t, anita, "Anita", "necklace")
	if r := anita.room(); r.url != h.local || !r.hosted {
		t.Errorf("the room is played at %s (hosted %v), not this computer's %s", r.url, r.hosted, h.local)
	}
	if !strings.Contains(anita.out.String(), "-server "+h.shared) {
		t.Errorf("the join command printed: %q", anita.out.String())
	}
	marcello := newDevice(t, h.shared, "en", 1280, 720, save.Memory(), nil)
	joinRoom(t, marcello, "Marcello", code)
	marcello.room().close()
	anita.room().close()

	// the game closes, and with it this computer's server
	if err := h.stop(); err != nil {
		t.Fatal(err)
	}
	again := newDevice(t, "", "en", 1280, 720, store, func(on *Online, ctx *scenes.Context) scenes.Scene { return on.Open(ctx, code) })
	waitFor(t, "the hosted room again", func() bool { r, ok := again.App.Top().(*Room); return ok && r.welc != nil }, again)
	h = again.on.host
	if h == nil || again.room().url != h.local || !again.room().host() {
		t.Errorf("after a restart the room is at %s, host %v", again.room().url, again.room().host())
	}
}
