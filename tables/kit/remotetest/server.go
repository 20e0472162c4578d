package remotetest

import (
	"testing"
	"time"

	"salotto/online/client"
	"salotto/online/client/wsdial"
	"salotto/online/proto"
	"salotto/online/server"
	"salotto/rules"
	"salotto/tables"
)

// Server starts a real room server on loopback, its rooms kept in a
// temporary folder, with quick timings (its bots answer at once), and
// returns how a session reaches it. It stops with the test.
func Server(t testing.TB) client.Config {
	t.Helper()
	o := server.Options{Addr: "127.0.0.1:0", Data: t.TempDir(), Node: "t1", LeaseTTL: 3 * time.Second, ClaimWait: 10 * time.Second,
		AliveEvery: time.Second, Silent: 10 * time.Second, IdleUnload: time.Minute, BotPause: 5 * time.Millisecond,
		JoinBurst: 1000, JoinRate: time.Millisecond, FrameRate: 1000, FrameBurst: 1000}
	s, err := server.Start(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	url, err := client.RoomsURL(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	return client.Config{URLs: []string{url}, Dial: wsdial.Dial, Resend: 500 * time.Millisecond,
		Backoff: 100 * time.Millisecond, MaxBackoff: time.Second}
}

// Create makes a room on the server c reaches: seats are each a person at
// this device (Level "") or a server bot at Level; seed fixes the deal (0:
// the server draws it, unseen, as for every room a person makes). The
// device, the room's host, starts the game at once, and the room is
// handed over as a lobby hands it to the table.
func Create(t testing.TB, c client.Config, game string, opts rules.Options, seats []Seat, seed uint64) *tables.Remote {
	t.Helper()
	create := &proto.Create{T: proto.TCreate, Game: game, Options: opts, Host: token(99), Fixed: seed != 0, Seed: seed}
	for i, s := range seats {
		spec := proto.SeatSpec{Kind: proto.KindHere, Name: s.Name, Token: token(i)}
		if s.Level != "" {
			spec = proto.SeatSpec{Kind: proto.KindBot, Level: s.Level, Name: s.Name}
		}
		create.Seats = append(create.Seats, spec)
	}
	s := client.Open(c, create)
	t.Cleanup(s.Close)
	deadline := time.After(20 * time.Second)
	for {
		select {
		case ev, ok := <-s.Events():
			if !ok {
				t.Fatalf("the session ended before the room was made: %v", s.Err())
			}
			switch f := ev.(type) {
			case *proto.Welcome:
				s.Start()
				return handover(t, s, f)
			case *proto.Error:
				t.Fatalf("the server refused the room: %s: %s", f.Code, f.Reason)
			}
		case <-deadline:
			t.Fatal("no welcome from the server after 20 s")
		}
	}
}
