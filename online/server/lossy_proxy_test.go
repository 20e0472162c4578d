package server

import (
	"context"
	"errors"
	"math/rand/v2"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"salotto/online/proto"
)

// faults are how often a lossy proxy mistreats a frame, each a
// probability, and how long it may hold one.
type faults struct {
	drop, dup, delay, reorder float64
	maxDelay                  time.Duration
}

// faultCounts are what a lossy proxy did, to show that a test through it
// tested something.
type faultCounts struct {
	frames, dropped, duplicated, delayed, reordered atomic.Int64
}

// lossyProxy stands between clients and a server on the loopback
// address, forwarding WebSocket messages both ways and, at random (from
// its seed), dropping, repeating, delaying and reordering them: each
// connection becomes a path that loses and mixes frames, which the
// protocol must survive (clients resend unanswered requests, ask for
// gaps, drop repeats; the room applies a move number once).
//
// One frame passes untouched: each connection's first from the client,
// its hello. The protocol makes any other first frame fatal, and a
// connection that loses its hello has failed as surely as one that
// never opened.
type lossyProxy struct {
	target string // the server's rooms, ws://…/ws
	f      faults
	seed   uint64
	conns  atomic.Uint64
	counts faultCounts
	srv    *http.Server
	url    string
}

// startLossyProxy listens on a loopback port and forwards to target.
func startLossyProxy(t testing.TB, target string, seed uint64, f faults) *lossyProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &lossyProxy{target: target, f: f, seed: seed, url: "ws://" + ln.Addr().String() + "/ws"}
	p.srv = &http.Server{Handler: http.HandlerFunc(p.serve), ReadHeaderTimeout: 5 * time.Second}
	go p.srv.Serve(ln)
	t.Cleanup(func() { p.srv.Close() })
	return p
}

func (p *lossyProxy) serve(w http.ResponseWriter, r *http.Request) {
	down, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	down.SetReadLimit(2 * proto.MaxFrame) // the server, not the proxy, judges a frame's size
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	up, _, err := websocket.Dial(ctx, p.target, nil)
	if err != nil {
		down.Close(websocket.StatusTryAgainLater, "the server is not there")
		return
	}
	up.SetReadLimit(2 * proto.MaxFrame)
	n := p.conns.Add(1)
	toServer := p.newPipe(ctx, up, rand.New(rand.NewPCG(p.seed, 2*n)), 1)
	toClient := p.newPipe(ctx, down, rand.New(rand.NewPCG(p.seed, 2*n+1)), 0)
	closed := make(chan struct{}, 2)
	go func() { toServer.pump(down); closed <- struct{}{} }()
	go func() { toClient.pump(up); closed <- struct{}{} }()
	<-closed
	cancel()
	<-closed
}

// pipe carries one direction of a connection.
type pipe struct {
	p      *lossyProxy
	ctx    context.Context
	dst    *websocket.Conn
	rng    *rand.Rand
	intact int // frames passed untouched before the faults begin

	mu    sync.Mutex
	held  []byte // a frame waiting to go after the next one (reordered)
	holds int    // how many frames have been held, to tell one from the next
}

func (p *lossyProxy) newPipe(ctx context.Context, dst *websocket.Conn, rng *rand.Rand, intact int) *pipe {
	return &pipe{p: p, ctx: ctx, dst: dst, rng: rng, intact: intact}
}

// pump reads src's messages and forwards each as its fate says, until
// src closes; then it closes dst the way src was closed, so that a
// client sees the server's close status (a room that moved, a fatal
// frame) as it would without the proxy.
func (d *pipe) pump(src *websocket.Conn) {
	for {
		typ, b, err := src.Read(d.ctx)
		if err != nil {
			status, reason := websocket.StatusGoingAway, ""
			var ce websocket.CloseError
			if errors.As(err, &ce) {
				status, reason = ce.Code, ce.Reason
			}
			if status == websocket.StatusNoStatusRcvd || status == websocket.StatusAbnormalClosure {
				status = websocket.StatusGoingAway
			}
			d.dst.Close(status, reason)
			return
		}
		if d.intact > 0 {
			d.intact--
			d.write(typ, b)
			continue
		}
		d.forward(typ, b)
	}
}

// forward decides a frame's fate: lost, or sent once or twice, each copy
// at once, later, or after the next frame.
func (d *pipe) forward(typ websocket.MessageType, b []byte) {
	c := &d.p.counts
	c.frames.Add(1)
	d.mu.Lock()
	drop := d.rng.Float64() < d.p.f.drop
	copies := 1
	switch {
	case drop:
		copies = 0
	case d.rng.Float64() < d.p.f.dup:
		copies = 2
	}
	fates := make([]int, copies) // 0 now, 1 later, 2 after the next frame
	for i := range fates {
		switch r := d.rng.Float64(); {
		case r < d.p.f.delay:
			fates[i] = 1
		case r < d.p.f.delay+d.p.f.reorder:
			fates[i] = 2
		}
	}
	wait := time.Duration(1 + d.rng.Int64N(int64(d.p.f.maxDelay)))
	held := d.held
	d.held = nil
	d.mu.Unlock()
	switch {
	case drop:
		c.dropped.Add(1)
	case copies == 2:
		c.duplicated.Add(1)
	}
	for _, fate := range fates {
		switch fate {
		case 0:
			d.write(typ, b)
		case 1:
			c.delayed.Add(1)
			time.AfterFunc(wait, func() { d.write(typ, b) })
		case 2:
			c.reordered.Add(1)
			d.hold(typ, b)
		}
	}
	if held != nil {
		d.write(websocket.MessageText, held)
	}
}

// hold keeps a frame back until the next one has gone, or, if none comes,
// until the longest delay has passed: reordered, never lost.
func (d *pipe) hold(typ websocket.MessageType, b []byte) {
	d.mu.Lock()
	prev := d.held
	d.held = b
	d.holds++
	mine := d.holds
	d.mu.Unlock()
	if prev != nil {
		d.write(typ, prev)
	}
	time.AfterFunc(d.p.f.maxDelay, func() {
		d.mu.Lock()
		still := d.held != nil && d.holds == mine
		if still {
			d.held = nil
		}
		d.mu.Unlock()
		if still {
			d.write(typ, b)
		}
	})
}

func (d *pipe) write(typ websocket.MessageType, b []byte) {
	ctx, cancel := context.WithTimeout(d.ctx, 5*time.Second)
	defer cancel()
	_ = d.dst.Write(ctx, typ, b)
}
