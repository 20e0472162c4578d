package remotetest

import (
	"context"
	"errors"
	"sync"

	"salotto/online/proto"
)

// Pipe is an in-memory connection between a client session and a Host:
// what the client sends, the host answers at once; what the host sends
// waits in order for the client to receive it.
type Pipe struct {
	h *Host

	mu     sync.Mutex
	queue  [][]byte
	ready  chan struct{}
	err    error // why it closed
	closed bool
}

func newPipe(h *Host) *Pipe { return &Pipe{h: h, ready: make(chan struct{}, 1)} }

// Send implements client.Transport: the host reads the frame now.
func (p *Pipe) Send(ctx context.Context, frame []byte) error {
	p.mu.Lock()
	closed := p.closed
	p.mu.Unlock()
	if closed {
		return errors.New("the connection is closed")
	}
	p.h.receive(p, frame)
	return nil
}

// Recv implements client.Transport.
func (p *Pipe) Recv(ctx context.Context) ([]byte, error) {
	for {
		p.mu.Lock()
		if len(p.queue) > 0 {
			b := p.queue[0]
			p.queue = p.queue[1:]
			p.mu.Unlock()
			return b, nil
		}
		if p.closed {
			err := p.err
			p.mu.Unlock()
			return nil, err
		}
		p.mu.Unlock()
		select {
		case <-p.ready:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// Close implements client.Transport: the client hung up.
func (p *Pipe) Close() error {
	p.fail(errors.New("closed by the client"))
	p.h.mu.Lock()
	if _, ok := p.h.conns[p]; ok {
		delete(p.h.conns, p)
		p.h.sendSeats()
	}
	p.h.mu.Unlock()
	return nil
}

// send queues a server frame for the client.
func (p *Pipe) send(f any) {
	if p.h.Tamper != nil {
		f = p.h.Tamper(f)
	}
	b, err := proto.Encode(f)
	if err != nil {
		p.h.T.Errorf("the host made a frame it cannot encode: %v", err)
		return
	}
	p.mu.Lock()
	if !p.closed {
		p.queue = append(p.queue, b)
	}
	p.mu.Unlock()
	p.signal()
}

// fail closes the connection from the server's side.
func (p *Pipe) fail(err error) {
	p.mu.Lock()
	if !p.closed {
		p.closed, p.err = true, err
	}
	p.mu.Unlock()
	p.signal()
}

func (p *Pipe) signal() {
	select {
	case p.ready <- struct{}{}:
	default:
	}
}
