package server

import (
	"context"
	"testing"
	"time"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/client/wsdial"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/catalog"
)

// TestSyncSendsSeatsAndEnd asks a finished room, with sync, for what
// came after its last move: the answer is who sits where and the end. A
// client whose last seats frame or whose end was lost gets them so (a
// host that never heard that every seat is taken could not start, and a
// seat that never heard the end would wait for ever).
func TestSyncSendsSeatsAndEnd(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	g, err := catalog.Lookup("necklace")
	if err != nil {
		t.Fatal(err)
	}
	tb := &botclient.Table{Game: g, Options: rules.Options{Players: 2}, Levels: []string{"easy", "easy"}, Seed: 7,
		BotSeed: func(p int) uint64 { return arenaBotSeed(7, p) }}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := tb.Play(ctx, cfg(wsURL(s)))
	if err != nil {
		t.Fatal(err)
	}
	last := out.End().Seq

	c, err := wsdial.Dial(ctx, wsURL(s))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	sendRaw(ctx, t, c, &proto.Hello{T: proto.THello, V: proto.Version})
	sendRaw(ctx, t, c, &proto.Watch{T: proto.TWatch, Room: out.Room, Last: last})
	recvUntil(ctx, t, c, proto.TEnd) // a watch is answered with the end of a finished room
	sendRaw(ctx, t, c, &proto.Sync{T: proto.TSync, Last: last})
	got := map[string]bool{}
	for !got[proto.TSeats] || !got[proto.TEnd] {
		got[recvUntil(ctx, t, c, proto.TSeats, proto.TEnd)] = true
	}
}

func sendRaw(ctx context.Context, t *testing.T, c client.Transport, f any) {
	t.Helper()
	b, err := proto.Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Send(ctx, b); err != nil {
		t.Fatal(err)
	}
}

// recvUntil reads frames until one of the types comes, and says which.
func recvUntil(ctx context.Context, t *testing.T, c client.Transport, types ...string) string {
	t.Helper()
	for {
		b, err := c.Recv(ctx)
		if err != nil {
			t.Fatalf("waiting for %v: %v", types, err)
		}
		typ, _ := proto.TypeOf(b)
		for _, want := range types {
			if typ == want {
				return typ
			}
		}
	}
}
