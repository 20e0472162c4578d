package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Names in the engine.
const (
	streamName  = "ROOMS"         // + "-" + shard: the rooms' logs, one subject a room (log.go)
	ownersKV    = "room-owners"   // which node plays a room now, under which of its leases
	leasesKV    = "node-leases"   // each node's lease, with a TTL (lease.go)
	indexKV     = "room-index"    // each room's phase and last activity, for expiry
	hostsKV     = "room-hosts"    // the room each host token made, so a create sent twice makes one
	logSubject  = "rooms."        // + shard + "." + code: a room's log
	roomSubject = "salotto.room." // + code: requests to the room's owner
	connSubject = "salotto.c."    // + node.instance.id: frames for a connection
)

// engine is NATS with JetStream, embedded: the rooms' logs and leases, and
// the subjects nodes talk over. A single node talks to it in-process,
// without a TCP hop; a cluster node also routes to its peers.
type engine struct {
	ns      *natsserver.Server
	nc      *nats.Conn
	js      jetstream.JetStream
	streams [shards]jetstream.Stream
	legacy  jetstream.Stream // the one stream of rooms of a data folder from before the shards, if any
	owners  jetstream.KeyValue
	leases  jetstream.KeyValue
	index   jetstream.KeyValue
	hosts   jetstream.KeyValue
}

// startEngine starts the embedded server and makes (or opens) the stream
// and buckets. Cluster mode, when o.Cluster is set, keeps replicas on
// min(3, peers) nodes.
func startEngine(o *Options) (*engine, error) {
	opts := &natsserver.Options{
		ServerName: o.Node,
		JetStream:  true,
		StoreDir:   filepath.Join(o.Data, "jetstream"),
		// Every acknowledged append is on the disk: with the default
		// two-minute sync, a power cut loses acknowledged writes.
		SyncAlways: true,
		DontListen: true,
		NoSigs:     true,
		NoLog:      !o.Verbose,
		// a room's log entries and frames are small; 1 MB is NATS's default
		MaxPayload: 1 << 20,
	}
	replicas := 1
	if o.Cluster != "" {
		host, port, err := net.SplitHostPort(o.Cluster)
		if err != nil {
			return nil, fmt.Errorf("-cluster %q: %v", o.Cluster, err)
		}
		p, err := strconv.Atoi(port)
		if err != nil {
			return nil, fmt.Errorf("-cluster %q: port %v", o.Cluster, err)
		}
		opts.Cluster = natsserver.ClusterOpts{Name: "salotto", Host: host, Port: p}
		opts.Routes = natsserver.RoutesFromStr(o.Routes)
		// routing starts only once the client listener has: a cluster
		// node listens for clients on a loopback port of its own choosing,
		// which nobody uses (this process talks in-process)
		opts.DontListen, opts.Host, opts.Port = false, "127.0.0.1", natsserver.RANDOM_PORT
		replicas = min(3, len(opts.Routes)+1)
	}
	ns, err := natsserver.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("the embedded NATS server: %w", err)
	}
	if o.Verbose {
		ns.ConfigureLogger()
	}
	go ns.Start()
	if !ns.ReadyForConnections(30 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("the embedded NATS server did not start within 30 s")
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns), nats.Name(o.Node), nats.MaxReconnects(-1))
	if err != nil {
		ns.Shutdown()
		return nil, err
	}
	e := &engine{ns: ns, nc: nc}
	if e.js, err = jetstream.New(nc); err != nil {
		e.close()
		return nil, err
	}
	if err := e.open(replicas, o); err != nil {
		e.close()
		return nil, err
	}
	return e, nil
}

// open makes the stream and the buckets, or finds them made. In a cluster
// the first nodes to start may wait for the meta leader to be elected.
func (e *engine) open(replicas int, o *Options) error {
	deadline := time.Now().Add(o.StartWait)
	for {
		err := e.tryOpen(replicas, o)
		if err == nil || time.Now().After(deadline) {
			return err
		}
		if o.Logger != nil {
			o.Logger.Printf("waiting for the cluster: %v", err)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

func (e *engine) tryOpen(replicas int, o *Options) error {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	var err error
	// a cluster's nodes start together: each looks for what another may
	// have made before making it
	for i := range e.streams {
		if e.streams[i] != nil {
			continue
		}
		name := fmt.Sprintf("%s-%d", streamName, i)
		if e.streams[i], err = e.js.Stream(ctx, name); errors.Is(err, jetstream.ErrStreamNotFound) {
			e.streams[i], err = e.js.CreateStream(ctx, jetstream.StreamConfig{
				Name:       name,
				Subjects:   []string{fmt.Sprintf("%s%d.*", logSubject, i)},
				Storage:    jetstream.FileStorage,
				Replicas:   replicas,
				MaxMsgSize: 64 << 10,
				// reads go to the stream's leader: a replica's copy may
				// be behind, and a room rebuilt from it would be too
				AllowDirect: false,
			})
		}
		if err != nil {
			e.streams[i] = nil
			return fmt.Errorf("the rooms' stream %s: %w", name, err)
		}
	}
	if e.legacy == nil {
		if e.legacy, err = e.js.Stream(ctx, streamName); errors.Is(err, jetstream.ErrStreamNotFound) {
			e.legacy, err = nil, nil
		} else if err != nil {
			e.legacy = nil
			return fmt.Errorf("the rooms' stream %s: %w", streamName, err)
		}
	}
	kv := func(b *jetstream.KeyValue, name string, ttl time.Duration) error {
		if *b != nil {
			return nil
		}
		kv, err := e.js.KeyValue(ctx, name)
		if errors.Is(err, jetstream.ErrBucketNotFound) {
			kv, err = e.js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: name, TTL: ttl, Storage: jetstream.FileStorage, Replicas: replicas})
		} else if err == nil && kv.Bucket() == ownersKV {
			// a data folder from before the nodes' leases kept each room's
			// owner with a TTL; an owner entry now lasts until its release
			var st jetstream.KeyValueStatus
			if st, err = kv.Status(ctx); err == nil && st.TTL() != ttl {
				kv, err = e.js.UpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: name, TTL: ttl, Storage: jetstream.FileStorage, Replicas: replicas})
			}
		}
		if err != nil {
			return fmt.Errorf("the bucket %s: %w", name, err)
		}
		*b = kv
		return nil
	}
	if err := kv(&e.owners, ownersKV, 0); err != nil {
		return err
	}
	if err := kv(&e.leases, leasesKV, o.LeaseTTL); err != nil {
		return err
	}
	if err := e.leaderReads(ctx, &e.leases, leasesKV); err != nil {
		return err
	}
	if err := kv(&e.index, indexKV, 0); err != nil {
		return err
	}
	return kv(&e.hosts, hostsKV, o.RecordKeep)
}

// leaderReads makes a bucket's reads go to its stream's leader. A bucket
// lets any replica answer a read by default, and a replica may be behind:
// whether another node's lease still holds decides whether a room may be
// taken from it, and must not be read from a copy that has not seen the
// last renewal.
func (e *engine) leaderReads(ctx context.Context, b *jetstream.KeyValue, name string) error {
	st, err := e.js.Stream(ctx, "KV_"+name)
	if err != nil {
		return fmt.Errorf("the bucket %s: %w", name, err)
	}
	if cfg := st.CachedInfo().Config; cfg.AllowDirect {
		cfg.AllowDirect = false
		if _, err := e.js.UpdateStream(ctx, cfg); err != nil {
			return fmt.Errorf("the bucket %s: %w", name, err)
		}
	}
	// a bucket's handle reads the way its stream allowed when it was
	// opened, and the nodes of a cluster start together: another node may
	// have turned replica reads off after this one opened the bucket, and
	// the replicas no longer answer such reads. Open it again.
	kv, err := e.js.KeyValue(ctx, name)
	if err != nil {
		return fmt.Errorf("the bucket %s: %w", name, err)
	}
	*b = kv
	return nil
}

func (e *engine) close() {
	if e.nc != nil {
		e.nc.Flush()
		e.nc.Close()
	}
	e.ns.Shutdown()
	e.ns.WaitForShutdown()
}
