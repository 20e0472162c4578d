package client

import (
	"context"
	"errors"
	"net/url"
	"strings"
)

// Transport is one connection to a server that carries text frames: a
// WebSocket, dialled natively (online/client/wsdial) or by the page's
// JavaScript in a browser. Send may be called from several goroutines.
type Transport interface {
	Send(ctx context.Context, frame []byte) error
	Recv(ctx context.Context) ([]byte, error)
	Close() error
}

// Dialer opens a Transport to a server's rooms (a ws:// or wss:// URL).
type Dialer func(ctx context.Context, url string) (Transport, error)

// Moved is the error a Transport's Recv returns when the server closed
// the connection because the room moved to another owner: reconnect at
// once, without waiting.
var Moved = errors.New("the room moved; reconnecting")

// RoomsURL turns a server address as a person writes it (127.0.0.1:8080,
// http://host:8080, https://host, ws://host/ws) into the WebSocket URL of
// its rooms.
func RoomsURL(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return "", errors.New("no server address")
	}
	if !strings.Contains(addr, "://") {
		addr = "http://" + addr
	}
	u, err := url.Parse(addr)
	if err != nil || u.Host == "" {
		return "", errors.New("not a server address: " + addr)
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", errors.New("a server address starts with http://, https://, ws:// or wss://")
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = "/ws"
	}
	return u.String(), nil
}
