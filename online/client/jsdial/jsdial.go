//go:build js

// Package jsdial is the browser's Transport: the WebSocket lives in the
// page's JavaScript (window.salottoNet, in web/loader.js), which hands
// each text frame to Go here. The browser download thus links no
// WebSocket or HTTP library (github.com/coder/websocket pulls in net/http,
// about 640 KB of gzip); the Go session (online/client) keeps the
// protocol, its backoff and its resends, and the page's socket only
// carries frames and says it is alive (docs/online-lobby.md).
package jsdial

import (
	"context"
	"errors"
	"sync"
	"syscall/js"

	"salotto/online/client"
)

// closeMoved is the WebSocket status the server closes a connection with
// when the room moved to another node (1013, Try Again Later): reconnect
// at once.
const closeMoved = 1013

// Dial opens a connection to url (ws:// or wss://) through the page's
// window.salottoNet.
func Dial(ctx context.Context, url string) (client.Transport, error) {
	net := js.Global().Get("salottoNet")
	if net.Type() != js.TypeObject {
		return nil, errors.New("the page has no salottoNet (web/loader.js did not load)")
	}
	t := &transport{net: net, ready: make(chan struct{}, 1), opened: make(chan struct{}), ended: make(chan struct{})}
	// The callbacks run on the page's event loop, which must never wait
	// for Go: each only notes what happened and signals, without
	// blocking.
	t.onOpen = js.FuncOf(func(js.Value, []js.Value) any {
		t.mu.Lock()
		if !t.isOpen {
			t.isOpen = true
			close(t.opened)
		}
		t.mu.Unlock()
		return nil
	})
	t.onMessage = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return nil
		}
		t.mu.Lock()
		t.in = append(t.in, []byte(args[0].String()))
		t.mu.Unlock()
		select {
		case t.ready <- struct{}{}:
		default: // Recv is already told
		}
		return nil
	})
	t.onClose = js.FuncOf(func(_ js.Value, args []js.Value) any {
		code, reason := 0, ""
		if len(args) > 0 && args[0].Type() == js.TypeNumber {
			code = args[0].Int()
		}
		if len(args) > 1 && args[1].Type() == js.TypeString {
			reason = args[1].String()
		}
		t.end(closeError(code, reason))
		return nil
	})
	t.id = net.Call("open", url, t.onOpen, t.onMessage, t.onClose)
	select {
	case <-t.opened:
		return t, nil
	case <-t.ended:
		err := t.err
		t.release()
		return nil, err
	case <-ctx.Done():
		_ = t.Close()
		return nil, ctx.Err()
	}
}

// closeError is why the page's socket closed, as the session reads it.
func closeError(code int, reason string) error {
	msg := "the connection closed"
	if reason != "" {
		msg += ": " + reason
	}
	err := errors.New(msg)
	if code == closeMoved {
		return errors.Join(client.Moved, err)
	}
	return err
}

// transport is one socket of the page's. Frames wait in in, in the order
// they came, until Recv takes them: a queue without a bound, so that the
// page's callback never waits.
type transport struct {
	net js.Value
	id  js.Value

	onOpen, onMessage, onClose js.Func

	mu       sync.Mutex
	in       [][]byte
	isOpen   bool
	done     bool
	err      error
	ready    chan struct{} // a frame came (capacity 1)
	opened   chan struct{} // closed once the socket opened
	ended    chan struct{} // closed once the socket closed
	released bool
}

// end records why the socket is gone, once.
func (t *transport) end(err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.done {
		return
	}
	t.done, t.err = true, err
	close(t.ended)
}

func (t *transport) Send(ctx context.Context, frame []byte) error {
	t.mu.Lock()
	done, err := t.done, t.err
	t.mu.Unlock()
	if done {
		return err
	}
	if ok := t.net.Call("send", t.id, string(frame)); !ok.Truthy() {
		return errors.New("the connection is not open")
	}
	return nil
}

func (t *transport) Recv(ctx context.Context) ([]byte, error) {
	for {
		t.mu.Lock()
		if len(t.in) > 0 {
			f := t.in[0]
			t.in[0] = nil
			t.in = t.in[1:]
			t.mu.Unlock()
			return f, nil
		}
		done, err := t.done, t.err
		t.mu.Unlock()
		if done {
			return nil, err
		}
		select {
		case <-t.ready:
		case <-t.ended:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// Close closes the page's socket and lets its callbacks go.
func (t *transport) Close() error {
	t.net.Call("close", t.id)
	t.end(errors.New("closed"))
	t.release()
	return nil
}

// release frees the callbacks; the page drops its references to them
// when it closes the socket, before any could run again.
func (t *transport) release() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.released {
		return
	}
	t.released = true
	t.onOpen.Release()
	t.onMessage.Release()
	t.onClose.Release()
}
