package server

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"salotto/internal/jsonlite"
)

// TestPageServedBesideTheRoomsFindsThem: a server that serves the browser
// game (-web) answers salotto-server.json, which tells the page its own
// origin plays rooms and where; one that serves no page has no such file,
// so a page served elsewhere looks further (?server=, the build's default).
func TestPageServedBesideTheRoomsFindsThem(t *testing.T) {
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	o := quick(t.TempDir())
	o.Web = web
	s := startServer(t, o)
	resp, err := http.Get(s.URL() + "/salotto-server.json")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var info struct {
		Salotto  string `json:"salotto"`
		Protocol int    `json:"protocol"`
		Rooms    string `json:"rooms"`
	}
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("salotto-server.json: %s, %q: %s", resp.Status, resp.Header.Get("Content-Type"), body)
	}
	if err := jsonlite.Unmarshal(body, &info); err != nil || info.Salotto != "rooms" || info.Rooms != "/ws" || info.Protocol < 1 {
		t.Errorf("salotto-server.json says %s (%v)", body, err)
	}

	bare := startServer(t, quick(t.TempDir()))
	resp, err = http.Get(bare.URL() + "/salotto-server.json")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("a server without a page answers salotto-server.json with %s, want 404", resp.Status)
	}
}
