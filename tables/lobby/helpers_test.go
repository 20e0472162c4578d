package lobby

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	neturl "net/url"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/internal/gametest"
	"salotto/lang"
	"salotto/online/client"
	"salotto/online/server"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/all"
	"salotto/tables/internal/tabletest"
)

// The tests run inside ebiten.RunGame; run them under Xvfb with sound off:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./tables/lobby/
func TestMain(m *testing.M) { gametest.Main(m) }

// startServer runs a room server on the loopback address, its rooms in a
// temporary folder, with bots that answer at once.
func startServer(t testing.TB) *server.Server {
	t.Helper()
	s, err := server.Start(server.Options{Addr: "127.0.0.1:0", Data: t.TempDir(), Node: "t", LeaseTTL: 3 * time.Second,
		ClaimWait: 10 * time.Second, AliveEvery: time.Second, Silent: 10 * time.Second, IdleUnload: time.Minute,
		BotPause: time.Millisecond, JoinBurst: 1000, JoinRate: time.Millisecond, FrameRate: 1000, FrameBurst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// gate is a front to a server on loopback whose requests wait until open
// is called.
type gate struct {
	url  string
	open func()
}

// gated starts a gate in front of the server at target, closed, and
// opens it and stops it when the test ends.
func gated(t *testing.T, target string) gate {
	t.Helper()
	to, err := neturl.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(to)
	wait := make(chan struct{})
	var once sync.Once
	open := func() { once.Do(func() { close(wait) }) }
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-wait
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(func() {
		open()
		front.CloseClientConnections()
		front.Close()
	})
	return gate{url: front.URL, open: open}
}

// quick are the session timings of the tests: answers waited for half a
// second, reconnections at once.
var quick = client.Config{Resend: 500 * time.Millisecond, Backoff: 100 * time.Millisecond, MaxBackoff: time.Second}

// device is one player's game: an App fed by a script, with its own store
// (a reload keeps it), Play online on a server, and the rooms it handed to
// its tables.
type device struct {
	*tabletest.Rig
	t      *testing.T
	on     *Online
	store  *save.Store
	out    *bytes.Buffer
	typed  []rune
	mu     sync.Mutex
	wakes  int
	handed []*tables.Remote
}

// newDevice opens Play online on a w×h screen in language tag, with
// server (an address, "" for none) and store; first makes its first
// screen (nil: the hub). The games' real tables take the rooms, which the
// device records.
func newDevice(t *testing.T, server, tag string, w, h int, store *save.Store, first func(*Online, *scenes.Context) scenes.Scene) *device {
	t.Helper()
	ctx, in := tabletest.NewContext(w, h, 7)
	ctx.Words, _ = lang.New(tag)
	ctx.Settings.Language = tag
	ctx.Settings.AnimationSpeed = 0
	ctx.Store = store
	all.Register(ctx.Scenes)
	d := &device{t: t, store: store, out: &bytes.Buffer{}}
	d.on = New(all.Games, Options{Server: server, Client: quick, Out: d.out, Wake: func() {
		d.mu.Lock()
		d.wakes++
		d.mu.Unlock()
	}})
	d.on.table = func(ctx *scenes.Context, g *tables.Descriptor, r *tables.Remote) (scenes.Scene, error) {
		d.handed = append(d.handed, r)
		t.Cleanup(r.Session.Close)
		return openTable(ctx, g, r)
	}
	d.on.Register(ctx.Scenes)
	if first == nil {
		first = func(on *Online, ctx *scenes.Context) scenes.Scene { return on.Hub(ctx) }
	}
	d.Rig = tabletest.New(t, ctx, in, first(d.on, ctx))
	d.MayEnd = true
	d.Tick(2)
	return d
}

// tick runs one update, letting the typed characters reach a hub.
func (d *device) tick() {
	if h, ok := d.App.Top().(*Hub); ok {
		h.typing.chars = func(dst []rune) []rune {
			dst = append(dst, d.typed...)
			d.typed = d.typed[:0]
			return dst
		}
	}
	d.Tick(1)
}

// click clicks the target id of the top screen.
func (d *device) click(id string) {
	d.t.Helper()
	tg := d.Target(id)
	x, y := tg.Centre()
	d.In.Move(float64(x), float64(y))
	d.tick()
	d.In.Press()
	d.tick()
	d.In.Release()
	d.tick()
}

// key presses k for one tick.
func (d *device) key(k ebiten.Key) {
	d.In.Key(k)
	d.tick()
}

// typeInto clicks a field, types text into it and presses Enter.
func (d *device) typeInto(id, text string) {
	d.t.Helper()
	d.typeText(id, text)
	d.key(ebiten.KeyEnter)
}

// typeText clicks a field and types text into it.
func (d *device) typeText(id, text string) {
	d.t.Helper()
	d.click(id)
	for _, r := range text {
		d.typed = append(d.typed, r)
		d.tick()
	}
}

// hub is the top screen as the hub; the test fails if it is not.
func (d *device) hub() *Hub {
	d.t.Helper()
	h, ok := d.App.Top().(*Hub)
	if !ok {
		d.t.Fatalf("the top screen is %s, not Play online", d.App.SceneName())
	}
	return h
}

// room is the top screen as a room's lobby.
func (d *device) room() *Room {
	d.t.Helper()
	r, ok := d.App.Top().(*Room)
	if !ok {
		d.t.Fatalf("the top screen is %s, not a room's lobby", d.App.SceneName())
	}
	return r
}

// waitFor ticks the devices, a few milliseconds apart, until cond holds;
// the test fails after thirty seconds (a loaded machine is slow).
func waitFor(t *testing.T, what string, cond func() bool, ds ...*device) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("still waiting for %s", what)
		}
		for _, d := range ds {
			d.tick()
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// makeRoom has d make a room of game with New room's default seating
// (the player here, friends elsewhere), as name, and returns its code.
func makeRoom(t *testing.T, d *device, name, game string, clicks ...string) string {
	t.Helper()
	d.typeInto("field:name", name)
	d.click("button:new:" + game)
	if got := d.App.SceneName(); got != SetupName+":"+game {
		t.Fatalf("New room opened %s", got)
	}
	for _, id := range clicks { // New room's own choices
		d.click(id)
	}
	d.click("button:start")
	waitFor(t, "the room's code", func() bool { r, ok := d.App.Top().(*Room); return ok && r.Code() != "" }, d)
	return d.room().Code()
}

// joinRoom has d join the room code as name, typing the code as a person
// might.
func joinRoom(t *testing.T, d *device, name, typed string) {
	t.Helper()
	d.typeInto("field:name", name)
	d.typeInto("field:code", typed)
	if _, ok := d.App.Top().(*Room); !ok { // Enter in the code joins; else the button
		d.click("button:join")
	}
	waitFor(t, name+" welcomed in the room", func() bool { r, ok := d.App.Top().(*Room); return ok && r.welc != nil }, d)
}
