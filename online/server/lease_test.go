package server

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
)

// TestARoomsOwnerHoldsWhileItsNodeLeaseDoes: a room's owner entry keeps
// another node out while the owner's node lease lives, and lets it in once
// the lease is gone; the owner, finding its lease gone at its next renewal,
// lets its rooms go and takes a new lease under another epoch.
func TestARoomsOwnerHoldsWhileItsNodeLeaseDoes(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	host := client.Open(cfg(wsURL(s)), &proto.Create{T: proto.TCreate, Game: "necklace", Options: rules.Options{Players: 2},
		Host: botclient.Token(), Seats: []proto.SeatSpec{{Kind: proto.KindOnline}, {Kind: proto.KindOnline}}})
	defer host.Close()
	code := await[*proto.Welcome](t, host).Room
	if !s.n.playing(code) {
		t.Fatal("the node that made the room does not play it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	first, err := s.e.leases.Get(ctx, s.o.Node)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := s.e.js.Stream(ctx, "KV_"+leasesKV); err != nil || st.CachedInfo().Config.AllowDirect {
		t.Errorf("the leases may be read from a replica that is behind (%v)", err)
	}

	// another node, on the same engine
	o := s.o
	o.Node = "t2"
	other := &node{o: &o, e: s.e, actors: map[string]*actor{}, claims: map[string]*claimLock{}, left: map[string]uint64{}}
	if err := other.takeLease(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := other.own(ctx, code); !errors.Is(err, errOwned) {
		t.Fatalf("another node took a room whose owner's lease lives: %v", err)
	}

	// the owner's lease runs out (as if it had not renewed it in time)
	if err := s.e.leases.Delete(ctx, s.o.Node); err != nil {
		t.Fatal(err)
	}
	if _, err := other.own(ctx, code); err != nil {
		t.Fatalf("another node could not take the room of a node without a lease: %v", err)
	}
	deadline := time.Now().Add(3 * s.o.LeaseTTL)
	for s.n.playing(code) {
		if time.Now().After(deadline) {
			t.Fatal("the node that lost its lease still plays its room")
		}
		time.Sleep(50 * time.Millisecond)
	}
	for {
		again, err := s.e.leases.Get(ctx, s.o.Node)
		if err == nil {
			if string(again.Value()) == string(first.Value()) {
				t.Fatal("the node took its lease again under the same epoch: its old owner entries would hold again")
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the node did not take a new lease: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, err := s.n.own(ctx, code); !errors.Is(err, errOwned) {
		t.Fatalf("the first node took back a room another live node owns: %v", err)
	}
}

// TestOwnersKeptWithATTLAreKeptForGood: a data folder from before the
// nodes' leases kept each room's owner with a TTL, renewed by its owner;
// nobody renews it now, so a server started on such a folder keeps owner
// entries until they are released.
func TestOwnersKeptWithATTLAreKeptForGood(t *testing.T) {
	data := t.TempDir()
	s := startServer(t, quick(data))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := s.e.js.UpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: ownersKV, TTL: 15 * time.Second, Storage: jetstream.FileStorage}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = startServer(t, quick(data))
	st, err := s.e.owners.Status(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.TTL() != 0 {
		t.Errorf("the owners' bucket keeps a TTL of %v", st.TTL())
	}
}
