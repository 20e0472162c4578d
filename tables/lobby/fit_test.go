package lobby

import (
	"fmt"
	"testing"

	"salotto/internal/fit"
	"salotto/lang"
	"salotto/online/client"
	"salotto/save"
	"salotto/sprites"
)

// misfits measures the top screen of d.
func misfits(d *device, w, h int) []string {
	st := d.App.Top().(interface{ Stage() *sprites.Stage }).Stage()
	return fit.Check(st.Root, float64(w), float64(h), nil)
}

// TestPlayOnlineWordsFit: the hub (with Back to room and a refusal), a
// room's lobby as its host and as a guest (five seats, the most any game
// has), in every language at a desktop and a phone size: every label
// fits its button, no text runs off the screen or over a button.
func TestPlayOnlineWordsFit(t *testing.T) {
	srv := startServer(t)
	url, _ := client.RoomsURL(srv.URL())
	for _, tag := range lang.Tags() {
		for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
			w, h := sz[0], sz[1]
			what := func(screen string) string { return fmt.Sprintf("%s %s %dx%d", tag, screen, w, h) }
			shot := func(d *device, screen string) {
				if tag != "es" {
					d.Shot(fmt.Sprintf("%s-%s-%dx%d", screen, tag, w, h))
				}
			}
			host := newDevice(t, srv.URL(), tag, w, h, save.Memory(), nil)
			words := host.App.Context().Words
			keepRoom(host.App.Context(), keptRoom{Room: "ABCD2345", Server: url, Game: "dolcevita"})
			host.hub().kept, _ = readKept(host.App.Context())
			host.hub().refresh()
			host.hub().say(words.T("lobby.err.room_full", "ABCD-2345"))
			host.tick()
			for _, m := range misfits(host, w, h) {
				t.Errorf("%s: %s", what("hub"), m)
			}
			shot(host, "hub")
			host.hub().stopPeek()
			host.hub().say(words.T(noServerKey))
			for _, m := range misfits(host, w, h) {
				t.Errorf("%s: %s", what("hub, no server"), m)
			}

			code := makeRoom(t, host, "Anita", "dolcevita", "players:plus", "players:plus", "seat:5:bot")
			guest := newDevice(t, srv.URL(), tag, w, h, save.Memory(), nil)
			joinRoom(t, guest, "Marcello", code)
			waitFor(t, "the guest in the host's lobby", func() bool { return host.room().free() == 2 }, host, guest)
			for _, d := range []*device{host, guest} {
				d.tick()
			}
			for _, m := range misfits(host, w, h) {
				t.Errorf("%s: %s", what("lobby (host)"), m)
			}
			for _, m := range misfits(guest, w, h) {
				t.Errorf("%s: %s", what("lobby (guest)"), m)
			}
			shot(host, "lobby-host")
			shot(guest, "lobby-guest")
			host.room().close()
			guest.room().close()
		}
	}
}
