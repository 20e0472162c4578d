package remotetest

import (
	"slices"
	"testing"
	"time"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/tables"
)

// Handover does what a lobby does before it opens a room's table: it reads
// the session's frames until the room has welcomed it and sent a view for
// each of its viewers (each seat it holds, and the public view when it
// holds none or several), and hands them over with the session, as the
// table's Remote.
func Handover(t testing.TB, s *client.Session) *tables.Remote {
	t.Helper()
	return handover(t, s, nil)
}

// handover is Handover for a session whose welcome was already read.
func handover(t testing.TB, s *client.Session, w *proto.Welcome) *tables.Remote {
	t.Helper()
	r := &tables.Remote{Session: s, Welcome: w}
	seen := map[int]bool{}
	deadline := time.After(20 * time.Second)
	for {
		if r.Welcome != nil && len(seen) > 0 {
			want := slices.Clone(r.Welcome.Yours)
			if len(want) != 1 {
				want = append(want, -1)
			}
			all := true
			for _, v := range want {
				all = all && seen[v]
			}
			if all {
				return r
			}
		}
		select {
		case ev, ok := <-s.Events():
			if !ok {
				t.Fatalf("the session ended before the table could open: %v", s.Err())
			}
			switch f := ev.(type) {
			case *proto.Welcome:
				r.Welcome = f
				continue
			case *proto.View:
				seen[f.Viewer] = true
			case *proto.MoveMade:
				seen[f.Viewer] = true
			case *proto.Error:
				t.Fatalf("the room refused the device: %s: %s", f.Code, f.Reason)
			}
			r.Backlog = append(r.Backlog, ev)
		case <-deadline:
			t.Fatalf("no welcome and views after 20 s (welcome %v, views of %v)", r.Welcome != nil, seen)
		}
	}
}
