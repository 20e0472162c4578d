//go:build !js

// Package wsdial dials a room server's WebSocket natively, with
// github.com/coder/websocket: for the desktop game, the arena's bot
// clients and the tests. The browser build never links it (it pulls in
// net/http); there the page's JavaScript holds the socket.
package wsdial

import (
	"context"
	"errors"

	"github.com/coder/websocket"

	"salotto/online/client"
	"salotto/online/proto"
)

// Dial opens a connection to url (ws:// or wss://).
func Dial(ctx context.Context, url string) (client.Transport, error) {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(proto.MaxFrame)
	return &transport{c}, nil
}

type transport struct{ c *websocket.Conn }

func (t *transport) Send(ctx context.Context, frame []byte) error {
	return t.c.Write(ctx, websocket.MessageText, frame)
}

func (t *transport) Recv(ctx context.Context) ([]byte, error) {
	_, b, err := t.c.Read(ctx)
	if err != nil && websocket.CloseStatus(err) == websocket.StatusTryAgainLater {
		return nil, errors.Join(client.Moved, err)
	}
	return b, err
}

func (t *transport) Close() error { return t.c.Close(websocket.StatusNormalClosure, "") }
