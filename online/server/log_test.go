package server

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"salotto/online/client"
	"salotto/online/proto"
)

// TestRoomsFromBeforeTheShardsAreKept: a data folder from before the
// rooms' logs were sharded keeps every room in one stream. A server
// started on it serves such a room's record, and moves the room's log to
// its shard when the room is next played or watched.
func TestRoomsFromBeforeTheShardsAreKept(t *testing.T) {
	data := t.TempDir()
	s := startServer(t, quick(data))
	bg := playOnline(t, cfg(wsURL(s)), "necklace", []string{"normal", "easy"}, nil, 17)
	code := bg.out.Room
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	log, _, err := s.e.readLog(ctx, code)
	if err != nil || len(log) == 0 {
		t.Fatalf("the room's log: %d entries, %v", len(log), err)
	}
	// the room as the old layout kept it: stream ROOMS, subject rooms.CODE
	_, err = s.e.js.CreateStream(ctx, jetstream.StreamConfig{Name: streamName, Subjects: []string{logSubject + "*"}, Storage: jetstream.FileStorage})
	if err != nil {
		t.Fatal(err)
	}
	for _, ent := range log {
		if _, err := s.e.js.Publish(ctx, logSubject+code, ent.Encode()); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.e.streams[shardOf(code)].Purge(ctx, jetstream.WithPurgeSubject(subject(code))); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s = startServer(t, quick(data))
	resp, err := http.Get(s.URL() + "/rooms/" + code + "/record.json")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("the old room's record: %v %v", resp, err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if want := string(bg.out.End().Record); strings.TrimSpace(string(body)) != strings.TrimSpace(want) {
		t.Errorf("the old room's record differs from the one its game ended with:\n%s\n---\n%s", body, want)
	}
	w := client.Open(cfg(wsURL(s)), &proto.Watch{T: proto.TWatch, Room: code, Last: -1})
	defer w.Close()
	if end := await[*proto.End](t, w); string(end.Record) != string(bg.out.End().Record) {
		t.Error("watching the old room ended with another record")
	}
	moved, _, err := s.e.readFrom(ctx, s.e.streams[shardOf(code)], subject(code))
	if err != nil || len(moved) != len(log) {
		t.Errorf("the room's shard holds %d entries (%v), want its %d", len(moved), err, len(log))
	}
	if old, _, err := s.e.readFrom(ctx, s.e.legacy, logSubject+code); err != nil || len(old) != 0 {
		t.Errorf("the old stream still holds %d entries of the room (%v)", len(old), err)
	}
}
