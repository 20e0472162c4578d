package server

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/record"
)

// TestStandInPlaysADroppedSeatUntilItsPlayerReturns drops a seat's only
// connection mid-game: after the room's grace a stand-in bot plays it,
// the room says so, the record marks its moves, and the seat's player
// resumes it with its token and finishes the game.
func TestStandInPlaysADroppedSeatUntilItsPlayerReturns(t *testing.T) {
	o := quick(t.TempDir())
	o.BotPause = 150 * time.Millisecond // the stand-in plays slowly enough to be watched
	s := startServer(t, o)
	c := cfg(wsURL(s))
	g, _ := catalog.Lookup("dolores")
	opts := rules.Options{Players: 2}
	create := &proto.Create{T: proto.TCreate, Game: "dolores", Options: opts, Host: botclient.Token(), Grace: 1,
		Seats: []proto.SeatSpec{{Kind: proto.KindOnline}, {Kind: proto.KindOnline}}}
	host := client.Open(c, create)
	defer host.Close()
	room := await[*proto.Welcome](t, host).Room
	tokens := []string{botclient.Token(), botclient.Token()}
	join := func(p int) *client.Session {
		return client.Open(c, &proto.Join{T: proto.TJoin, Room: room, Name: []string{"Anita", "Marcello"}[p], Token: tokens[p], Seat: &p})
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	play := func(p int, s *client.Session, stopAfter int) chan botclient.Result {
		agent, _ := g.NewBot("normal", uint64(p+1))
		out := make(chan botclient.Result, 1)
		pctx, stop := context.WithCancel(ctx)
		go func() {
			defer stop()
			b := &botclient.Seat{Game: g, Seat: p, Agent: agent}
			if stopAfter > 0 {
				b.StopAfter = stopAfter
			}
			res, err := b.Play(pctx, s)
			if err != nil && stopAfter == 0 {
				t.Errorf("seat %d: %v", p, err)
			}
			out <- res
		}()
		return out
	}
	s0, s1 := join(0), join(1)
	defer s0.Close()
	first0 := play(0, s0, 0)
	first1 := play(1, s1, 4)
	seats := func(want string) {
		t.Helper()
		for {
			f := await[*proto.Seats](t, host)
			if f.Phase == proto.Lobby && full(f) {
				host.Start()
			}
			if f.Phase == proto.Playing && f.Seats[1].Presence == want {
				return
			}
		}
	}
	seats(proto.Connected) // and the game started
	<-first1               // seat 1's player made four moves, and goes away
	s1.Close()
	seats(proto.Dropped)
	seats(proto.StandIn)
	back := client.Open(c, &proto.Resume{T: proto.TResume, Room: room, Tokens: []string{tokens[1]}, Last: -1})
	defer back.Close()
	seats(proto.Connected)
	end := (<-play(1, back, 0)).End
	res0 := <-first0
	if end == nil || res0.End == nil {
		t.Fatal("the game did not end for both seats")
	}
	if res0.Verified != nil {
		t.Errorf("seat 0's check: %v", res0.Verified)
	}
	rec, err := record.Unmarshal(end.Record)
	if err != nil {
		t.Fatal(err)
	}
	standIn, after := 0, 0
	for _, m := range rec.Moves {
		switch {
		case m.By == proto.StandIn && m.Player == 1:
			standIn++
			after = 0
		case m.By == proto.StandIn:
			t.Errorf("a stand-in moved for seat %d, which never dropped", m.Player)
		case m.Player == 1:
			after++
		}
	}
	if standIn == 0 || after == 0 {
		t.Errorf("%d stand-in moves, then %d by the returned player: want some of each", standIn, after)
	}
	if _, err := record.ReplayGame(g, rec); err != nil {
		t.Errorf("the record does not replay: %v", err)
	}
}

// TestSpectatorsSeeThePublicViewAndCheckIt follows a room of bots as a
// spectator: every frame is the public view's, the moves come in order
// with none missing, and the spectator's check passes at the end. The
// finished room's record is served for download, and not before.
func TestSpectatorsSeeThePublicViewAndCheckIt(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	c := cfg(wsURL(s))
	g, _ := catalog.Lookup("necklace")
	tb := &botclient.Table{Game: g, Options: rules.Options{Players: 2}, Levels: []string{"normal", "normal"}, Seed: 3,
		BotSeed: func(p int) uint64 { return arenaBotSeed(3, p) }}
	watchers := make(chan *client.Session, 1)
	tb.OnRoom = func(code string) {
		if resp, err := http.Get(s.URL() + "/rooms/" + code + "/record.json"); err != nil || resp.StatusCode != http.StatusForbidden {
			t.Errorf("a record before the end: %v %v, want 403", resp.Status, err)
		}
		watchers <- client.Open(c, &proto.Watch{T: proto.TWatch, Room: code, Last: -1})
	}
	out, err := tb.Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	w := <-watchers
	defer w.Close()
	welcome := await[*proto.Welcome](t, w)
	ledger := proto.NewLedger(welcome.Room, welcome.SeedHash, -1)
	last := -1
	for {
		ev := await[any](t, w)
		switch f := ev.(type) {
		case *proto.View:
			if f.Viewer != -1 {
				t.Fatalf("a spectator was sent viewer %d's view", f.Viewer)
			}
			ledger.Saw(f)
			last = f.Seq
		case *proto.MoveMade:
			if f.Viewer != -1 || f.Seq != last+1 {
				t.Fatalf("spectator frame for viewer %d, move %d after %d", f.Viewer, f.Seq, last)
			}
			ledger.SawMove(f)
			last = f.Seq
		case *proto.End:
			if last != f.Seq {
				t.Errorf("the spectator saw %d of %d moves", last, f.Seq)
			}
			if err := ledger.Check(g, f); err != nil {
				t.Errorf("the spectator's check: %v", err)
			}
			resp, err := http.Get(s.URL() + "/rooms/" + out.Room + "/record.json")
			if err != nil || resp.StatusCode != http.StatusOK {
				t.Fatalf("the finished room's record: %v %v", resp.Status, err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if strings.TrimSpace(string(body)) != strings.TrimSpace(string(f.Record)) {
				t.Errorf("the downloaded record differs from the one at the end:\n%s\n---\n%s", body, f.Record)
			}
			return
		}
	}
}

// TestIdleRoomsExpire leaves a room in its lobby: once idle past the
// server's limit it is deleted, and a join is told it is gone.
func TestIdleRoomsExpire(t *testing.T) {
	o := quick(t.TempDir())
	o.IdleUnload, o.IdleClose, o.RecordKeep = 300*time.Millisecond, time.Second, time.Second
	s := startServer(t, o)
	c := cfg(wsURL(s))
	host := client.Open(c, &proto.Create{T: proto.TCreate, Game: "necklace", Options: rules.Options{Players: 2}, Host: botclient.Token(),
		Seats: []proto.SeatSpec{{Kind: proto.KindOnline}, {Kind: proto.KindOnline}}})
	room := await[*proto.Welcome](t, host).Room
	host.Close()
	deadline := time.Now().Add(20 * time.Second)
	for {
		if roomGone(c, room) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the idle room was still there after 20 s")
		}
		// each look wakes the room for a moment: look seldom
		time.Sleep(1500 * time.Millisecond)
	}
}

// roomGone watches a room for a moment: whether the server says it is gone.
func roomGone(c client.Config, room string) bool {
	w := client.Open(c, &proto.Watch{T: proto.TWatch, Room: room, Last: -1})
	defer w.Close()
	timeout := time.After(3 * time.Second)
	for {
		select {
		case ev, ok := <-w.Events():
			if !ok {
				return w.Err() == client.ErrRoomGone
			}
			if _, ok := ev.(*proto.Welcome); ok {
				return false
			}
		case <-timeout:
			return false
		}
	}
}

// TestTLS serves wss: a client that trusts the certificate plays.
func TestTLS(t *testing.T) {
	dir := t.TempDir()
	cert, key := selfSigned(t, dir)
	o := quick(t.TempDir())
	o.TLSCert, o.TLSKey = cert, key
	s := startServer(t, o)
	if got := s.URL(); got[:8] != "https://" {
		t.Fatalf("URL %s: want https", got)
	}
	pem, _ := os.ReadFile(cert)
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(pem)
	httpc := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	u, _ := client.RoomsURL(s.URL())
	if u[:6] != "wss://" {
		t.Fatalf("rooms URL %s: want wss", u)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPClient: httpc})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	r := &raw{t, ws}
	r.send(hello)
	if _, err := r.next(proto.THello); err != nil {
		t.Fatalf("no hello over wss: %v", err)
	}
}

// selfSigned writes a certificate for 127.0.0.1 and its key.
func selfSigned(t *testing.T, dir string) (cert, key string) {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &k.PublicKey, k)
	if err != nil {
		t.Fatal(err)
	}
	kd, _ := x509.MarshalECPrivateKey(k)
	cert, key = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	_ = os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	_ = os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kd}), 0o600)
	return cert, key
}

// full reports whether every seat of a room is taken.
func full(f *proto.Seats) bool {
	for _, s := range f.Seats {
		if s.Presence == proto.Empty {
			return false
		}
	}
	return true
}

// TestASpectatorArrivingLateIsDelayMovesBehind watches a room nobody
// watched until six moves were made: the spectator's view is the game
// three moves (the room's delay) behind, and the next move brings it one
// further.
func TestASpectatorArrivingLateIsDelayMovesBehind(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	c := cfg(wsURL(s))
	g, _ := catalog.Lookup("necklace")
	sess := client.Open(c, &proto.Create{T: proto.TCreate, Game: "necklace", Options: rules.Options{Players: 2}, Host: botclient.Token(),
		Fixed: true, Seed: 9, Seats: []proto.SeatSpec{{Kind: proto.KindHere, Name: "A", Token: botclient.Token()}, {Kind: proto.KindHere, Name: "B", Token: botclient.Token()}}})
	defer sess.Close()
	room := await[*proto.Welcome](t, sess).Room
	sess.Start()
	views := map[int]rules.State{}
	seqs := map[int]int{} // by viewer: 0, 1 and the public view
	seq := 0
	see := func(viewer, at int, raw []byte) {
		v, err := g.(rules.Codec).DecodeView(raw)
		if err != nil {
			t.Fatal(err)
		}
		views[viewer], seqs[viewer] = v, at
	}
	upTo := func(want int) {
		for len(views) < 3 || min(seqs[0], seqs[1], seqs[-1]) < want {
			switch f := await[any](t, sess).(type) {
			case *proto.View:
				see(f.Viewer, f.Seq, f.View)
			case *proto.MoveMade:
				see(f.Viewer, f.Seq, f.View)
			}
		}
	}
	move := func() {
		upTo(seq)
		p := views[-1].ToAct(nil)[0]
		sess.Move(p, g.FormatMove(views[p].Legal(p, nil)[0]))
		seq++
		upTo(seq)
	}
	upTo(0)
	for range 6 {
		move()
	}
	w := client.Open(c, &proto.Watch{T: proto.TWatch, Room: room, Last: -1})
	defer w.Close()
	if v := await[*proto.View](t, w); v.Seq != 3 {
		t.Fatalf("a spectator arriving after move 6 was shown move %d, want 3", v.Seq)
	}
	move()
	if m := await[*proto.MoveMade](t, w); m.Seq != 4 {
		t.Errorf("after move 7 the spectator was shown move %d, want 4", m.Seq)
	}
}
