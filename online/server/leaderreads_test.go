package server

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// TestLeaderReadsReopenTheBucket: the nodes of a cluster start together,
// and another node may turn the leases' replica reads off between this
// node's opening the bucket and its own look at the stream. The handle it
// opened before still reads from replicas, which no longer answer: it must
// be opened again, or every read of another node's lease fails for good
// (and no room of a dead node can ever be taken over).
func TestLeaderReadsReopenTheBucket(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	const bucket = "leader-reads"
	if _, err := s.e.js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: bucket, Storage: jetstream.FileStorage}); err != nil {
		t.Fatal(err)
	}
	// this node opens the bucket while replica reads are on...
	kv, err := s.e.js.KeyValue(ctx, bucket)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := kv.Put(ctx, "n1", []byte("epoch")); err != nil {
		t.Fatal(err)
	}
	// ...another node turns them off...
	st, err := s.e.js.Stream(ctx, "KV_"+bucket)
	if err != nil {
		t.Fatal(err)
	}
	c := st.CachedInfo().Config
	if !c.AllowDirect {
		t.Fatal("a new bucket reads from replicas: the test needs that")
	}
	c.AllowDirect = false
	if _, err := s.e.js.UpdateStream(ctx, c); err != nil {
		t.Fatal(err)
	}
	// ...and this node then makes sure reads go to the leader
	if err := s.e.leaderReads(ctx, &kv, bucket); err != nil {
		t.Fatal(err)
	}
	ent, err := kv.Get(ctx, "n1")
	if errors.Is(err, nats.ErrNoResponders) {
		t.Fatalf("the bucket's handle still reads from replicas, which no longer answer: %v", err)
	}
	if err != nil || string(ent.Value()) != "epoch" {
		t.Fatalf("reading the lease: %v", err)
	}
}
