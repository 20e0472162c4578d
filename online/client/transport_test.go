package client_test

import (
	"testing"

	"salotto/online/client"
)

// TestRoomsURL: the ways a person writes a server's address, and what is
// not one.
func TestRoomsURL(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"127.0.0.1:8080", "ws://127.0.0.1:8080/ws"},
		{" localhost:8080/ ", "ws://localhost:8080/ws"},
		{"http://host:8080", "ws://host:8080/ws"},
		{"HTTPS://rooms.example.org", "wss://rooms.example.org/ws"},
		{"ws://host/ws", "ws://host/ws"},
		{"wss://host/games/ws", "wss://host/games/ws"},
		{"http://host:8080?server=x", "ws://host:8080/ws?server=x"},
		{"[::1]:8080", "ws://[::1]:8080/ws"},
	} {
		if got, err := client.RoomsURL(tc.in); err != nil || got != tc.want {
			t.Errorf("RoomsURL(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "  ", "ftp://host", "http://", "http:///ws", "a b:80", "user@host"} {
		if got, err := client.RoomsURL(bad); err == nil {
			t.Errorf("RoomsURL(%q) = %q, want an error", bad, got)
		}
	}
}
