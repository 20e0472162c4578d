package server

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/catalog"
)

// raw is a WebSocket to the server that sends whatever a test writes.
type raw struct {
	t *testing.T
	c *websocket.Conn
}

func dialRaw(t *testing.T, s *Server, header http.Header) *raw {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, wsURL(s), &websocket.DialOptions{HTTPHeader: header})
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(1 << 20)
	t.Cleanup(func() { c.CloseNow() })
	return &raw{t, c}
}

func (r *raw) send(frame string) {
	r.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := r.c.Write(ctx, websocket.MessageText, []byte(frame)); err != nil {
		r.t.Fatalf("write: %v", err)
	}
}

// next reads frames until one of type t (and returns it), or the
// connection closes (and returns nil with the close error).
func (r *raw) next(t string) (any, error) {
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		_, b, err := r.c.Read(ctx)
		cancel()
		if err != nil {
			return nil, err
		}
		f, err := proto.DecodeServer(b)
		if err != nil {
			r.t.Fatalf("the server sent a frame that does not read: %v\n%s", err, b)
		}
		if ty, _ := proto.TypeOf(b); ty == t {
			return f, nil
		}
	}
}

// closedWith reads until the connection closes and checks the fatal
// error frame before it and the close status.
func (r *raw) closedWith(code string, status websocket.StatusCode) {
	r.t.Helper()
	f, err := r.next(proto.TError)
	if err != nil {
		if websocket.CloseStatus(err) != status {
			r.t.Fatalf("closed with %v, want status %d", err, status)
		}
		return
	}
	e := f.(*proto.Error)
	if e.Code != code || !e.Fatal || e.Reason == "" {
		r.t.Errorf("error frame %+v, want a fatal %s with a reason", e, code)
	}
	_, err = r.next("none")
	if websocket.CloseStatus(err) != status {
		r.t.Errorf("closed with %v, want status %d", err, status)
	}
}

const hello = `{"t":"hello","v":1}`

// TestBadFramesCloseOnlyTheirConnection feeds the server frames that
// break the protocol while a game is played in a room: each closes its
// own connection with the reason, and the game goes on to its end as the
// offline game.
func TestBadFramesCloseOnlyTheirConnection(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	g, _ := catalog.Lookup("dolores")
	tb := &botclient.Table{Game: g, Options: rules.Options{Players: 3}, Levels: []string{"normal", "easy", "normal"}, Seed: 11,
		BotSeed: func(p int) uint64 { return arenaBotSeed(11, p) }}
	codes := make(chan string, 1)
	tb.OnRoom = func(code string) { codes <- code }
	type played struct {
		out botclient.Outcome
		err error
	}
	done := make(chan played, 1)
	go func() {
		out, err := tb.Play(context.Background(), cfg(wsURL(s)))
		done <- played{out, err}
	}()
	code := <-codes
	big := `{"t":"ping","pad":"` + strings.Repeat("x", proto.MaxFrame) + `"}`
	for _, tc := range []struct {
		name   string
		frames []string
		code   string
		status websocket.StatusCode
	}{
		{"not JSON", []string{hello, `{"t":`}, proto.ErrBadFrame, websocket.StatusPolicyViolation},
		{"unknown type", []string{hello, `{"t":"teleport"}`}, proto.ErrBadFrame, websocket.StatusPolicyViolation},
		{"unknown field", []string{hello, `{"t":"join","room":"` + code + `","name":"x","token":"` + botclient.Token() + `","admin":true}`}, proto.ErrBadFrame, websocket.StatusPolicyViolation},
		{"no hello", []string{`{"t":"watch","room":"` + code + `","last":-1}`}, proto.ErrBadFrame, websocket.StatusPolicyViolation},
		{"another version", []string{`{"t":"hello","v":2}`}, proto.ErrVersion, websocket.StatusPolicyViolation},
		{"over 64 KiB", []string{hello, big}, "", websocket.StatusMessageTooBig},
		{"a move for a seat whose token it lacks, then garbage", []string{hello, `{"t":"watch","room":"` + code + `","last":-1}`,
			`{"t":"move","seat":0,"move":"pass","n":1}`}, proto.ErrBadFrame, websocket.StatusPolicyViolation},
	} {
		r := dialRaw(t, s, nil)
		for _, f := range tc.frames {
			r.send(f)
		}
		if strings.Contains(tc.name, "token it lacks") {
			f, err := r.next(proto.TError)
			if err != nil || f.(*proto.Error).Code != proto.ErrNotYours || f.(*proto.Error).Fatal {
				t.Errorf("%s: got %v %v, want a not-yours error", tc.name, f, err)
			}
			r.send(`[]`)
		}
		r.closedWith(tc.code, tc.status)
	}
	r := dialRaw(t, s, nil)
	r.send(hello)
	if err := r.c.Write(context.Background(), websocket.MessageBinary, []byte{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	r.closedWith(proto.ErrBadFrame, websocket.StatusPolicyViolation)

	p := <-done
	if p.err != nil {
		t.Fatalf("the game beside the bad frames: %v", p.err)
	}
	bg := &botGame{game: g, opts: tb.Options, levels: tb.Levels, seed: 11, out: p.out}
	bg.sameGame(t)
}

// TestIllegalMoveGetsTheRulesRefusal sends a move out of turn and a move
// that is no move: each gets the rules' refusal with its code, and the
// game is as it was.
func TestIllegalMoveGetsTheRulesRefusal(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	here := []string{botclient.Token(), botclient.Token()}
	create := &proto.Create{T: proto.TCreate, Game: "necklace", Options: rules.Options{Players: 2, Variant: map[string]string{"start": "0"}},
		Host: botclient.Token(), Seats: []proto.SeatSpec{{Kind: proto.KindHere, Name: "A", Token: here[0]}, {Kind: proto.KindHere, Name: "B", Token: here[1]}}}
	sess := client.Open(cfg(wsURL(s)), create)
	defer sess.Close()
	w := await[*proto.Welcome](t, sess)
	if !w.Host || len(w.Yours) != 2 {
		t.Fatalf("welcome %+v: want the host holding both here seats", w)
	}
	sess.Start()
	await[*proto.View](t, sess)
	sess.Move(1, "take draw") // seat 0 starts
	ref := await[*proto.Refused](t, sess)
	if ref.Code != string(rules.ReasonNotYourTurn) || len(ref.Seats) != 1 || ref.Seats[0] != 0 || ref.Reason == "" {
		t.Errorf("refusal %+v: want not-your-turn naming seat 0", ref)
	}
	sess.Move(0, "juggle")
	if ref := await[*proto.Refused](t, sess); ref.Code != string(rules.ReasonNotAMove) {
		t.Errorf("refusal %+v: want not-a-move", ref)
	}
	sess.Move(0, "take draw")
	if ack := await[*proto.Ack](t, sess); ack.Seq != 1 {
		t.Errorf("the first legal move was applied as move %d, want 1: a refusal changed the game", ack.Seq)
	}
}

// await reads a session's events until one of type T.
func await[T any](t *testing.T, s *client.Session) T {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		select {
		case ev, ok := <-s.Events():
			if !ok {
				t.Fatalf("the session ended: %v", s.Err())
			}
			if f, ok := ev.(T); ok {
				return f
			}
		case <-deadline:
			var zero T
			t.Fatalf("no %T within 20 s", zero)
		}
	}
}

// TestLimits: joins per address and frames per connection are limited,
// and pages from origins not allowed are refused.
func TestLimits(t *testing.T) {
	o := quick(t.TempDir())
	o.JoinBurst, o.JoinRate = 3, time.Hour
	o.FrameBurst, o.FrameRate = 10, 1
	o.Origins = []string{"*.itch.zone"}
	s := startServer(t, o)

	r := dialRaw(t, s, nil)
	r.send(hello)
	for i := range 4 {
		r.send(`{"t":"join","room":"ABCD2345","name":"x","token":"` + botclient.Token() + `"}`)
		f, err := r.next(proto.TError)
		if err != nil {
			t.Fatal(err)
		}
		want := proto.ErrNoRoom
		if i == 3 {
			want = proto.ErrTooFast
		}
		if e := f.(*proto.Error); e.Code != want {
			t.Errorf("join %d: %s, want %s", i+1, e.Code, want)
		}
	}

	r = dialRaw(t, s, nil)
	r.send(hello)
	for range 12 {
		r.send(`{"t":"ping"}`)
	}
	r.closedWith(proto.ErrTooFast, websocket.StatusPolicyViolation)

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, wsURL(s), &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a page from another origin: %v, want 403", err)
	}
	ok := dialRaw(t, s, http.Header{"Origin": {"https://html-classic.itch.zone"}})
	ok.send(hello)
	if _, err := ok.next(proto.THello); err != nil {
		t.Errorf("a page from an allowed origin: %v", err)
	}
}

// TestSilentConnectionsClose: a connection that sends nothing for the
// server's silence limit is closed, and one that pings stays.
func TestSilentConnectionsClose(t *testing.T) {
	o := quick(t.TempDir())
	o.Silent, o.AliveEvery = 1500*time.Millisecond, 250*time.Millisecond
	s := startServer(t, o)
	silent, talking := dialRaw(t, s, nil), dialRaw(t, s, nil)
	silent.send(hello)
	talking.send(hello)
	closed := make(chan error, 1)
	go func() {
		_, err := silent.next("none")
		closed <- err
	}()
	start := time.Now()
	for time.Since(start) < 3*time.Second {
		talking.send(`{"t":"ping"}`)
		if _, err := talking.next(proto.TPong); err != nil {
			t.Fatalf("the connection that pings was closed: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	select {
	case err := <-closed:
		if websocket.CloseStatus(err) != websocket.StatusGoingAway {
			t.Errorf("the silent connection closed with %v, want status %d", err, websocket.StatusGoingAway)
		}
	case <-time.After(5 * time.Second):
		t.Error("the silent connection was still open 8 s after its last frame")
	}
}
