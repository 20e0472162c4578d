package client

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"salotto/online/proto"
	"salotto/rules"
)

// pipeTransport is a connection whose server side the test plays: it
// reads what the client sent from out and hands it frames on in.
type pipeTransport struct {
	in, out chan []byte
	closed  chan struct{}
	once    sync.Once
}

func newPipeTransport() *pipeTransport {
	return &pipeTransport{in: make(chan []byte, 16), out: make(chan []byte, 16), closed: make(chan struct{})}
}

func (p *pipeTransport) Send(ctx context.Context, b []byte) error {
	select {
	case p.out <- b:
		return nil
	case <-p.closed:
		return errors.New("closed")
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (p *pipeTransport) Recv(ctx context.Context) ([]byte, error) {
	select {
	case b := <-p.in:
		return b, nil
	case <-p.closed:
		return nil, errors.New("closed")
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (p *pipeTransport) Close() error {
	p.once.Do(func() { close(p.closed) })
	return nil
}

// serve hands the client a frame, as the server would.
func (p *pipeTransport) serve(t *testing.T, f any) {
	t.Helper()
	b, err := proto.Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	p.in <- b
}

// sent waits for the client's next frame of type typ, skipping others.
func (p *pipeTransport) sent(t *testing.T, typ string) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case b := <-p.out:
			if got, _ := proto.TypeOf(b); got == typ {
				return
			}
		case <-deadline:
			t.Fatalf("the client never sent %s", typ)
		}
	}
}

// TestGameFramesWaitForTheWelcome gives a joining session the game's
// first view before its welcome, as a path that reorders or loses frames
// may: the user must be told the room (the welcome) before any of its
// game, and is handed the view the catch-up after the welcome sends.
func TestGameFramesWaitForTheWelcome(t *testing.T) {
	conn := newPipeTransport()
	dial := func(ctx context.Context, url string) (Transport, error) { return conn, nil }
	s := Open(Config{URLs: []string{"ws://test/ws"}, Dial: dial}, &proto.Join{T: proto.TJoin, Room: "K7QM4XTR", Name: "Anita", Token: "00112233445566778899aabbccddeeff"})
	defer s.Close()
	conn.sent(t, proto.TJoin)
	view := func(seq int) *proto.View {
		return &proto.View{T: proto.TView, Viewer: 1, Seq: seq, View: []byte(`{}`)}
	}
	conn.serve(t, view(0)) // overtook the welcome
	conn.serve(t, &proto.MoveMade{T: proto.TMove, Viewer: 1, Seq: 1, Seat: 0, Events: nil, View: []byte(`{}`), Receipt: "r"})
	conn.serve(t, &proto.Welcome{T: proto.TWelcome, Room: "K7QM4XTR", Game: "necklace", Options: rules.Options{Players: 2},
		Seats: []proto.SeatInfo{}, Yours: []int{1}, Next: []int{1}, Phase: proto.Playing, Seq: 1})
	conn.serve(t, view(1)) // the catch-up after the welcome
	var got []any
	deadline := time.After(10 * time.Second)
	for len(got) < 2 {
		select {
		case ev := <-s.Events():
			if _, ok := ev.(Status); !ok {
				got = append(got, ev)
			}
		case <-deadline:
			t.Fatalf("the session handed on %d frames: %#v", len(got), got)
		}
	}
	if _, ok := got[0].(*proto.Welcome); !ok {
		t.Fatalf("the first frame handed on is %T, not the welcome", got[0])
	}
	if v, ok := got[1].(*proto.View); !ok || v.Seq != 1 {
		t.Fatalf("after the welcome came %#v, not the view after move 1", got[1])
	}
}
