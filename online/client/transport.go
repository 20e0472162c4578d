package client

import (
	"context"
	"errors"
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
// its rooms. It reads the address with strings, not net/url, which would
// cost the browser download about 23 KB of gzip (with net/netip and
// unique) for this one use.
func RoomsURL(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return "", errors.New("no server address")
	}
	scheme, rest, ok := strings.Cut(addr, "://")
	if !ok {
		scheme, rest = "http", addr
	}
	switch strings.ToLower(scheme) {
	case "http", "ws":
		scheme = "ws"
	case "https", "wss":
		scheme = "wss"
	default:
		return "", errors.New("a server address starts with http://, https://, ws:// or wss://")
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	host, tail := rest[:end], rest[end:]
	if host == "" || strings.ContainsAny(host, " \t@") {
		return "", errors.New("not a server address: " + addr)
	}
	if tail == "" || tail == "/" || tail[0] != '/' {
		tail = "/ws" + strings.TrimPrefix(tail, "/")
	}
	return scheme + "://" + host + tail, nil
}
