package server

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"salotto/online/room"
)

// The rooms' logs are spread over shards streams, a room's by a hash of its
// code. A stream writes its appends one after another, each synced to
// disk before it is acknowledged; syncs of different streams (different
// files) run side by side, and the file system commits concurrent ones
// together. One stream held every room to one sync at a time: under load
// its queue was the server's latency tail (docs/online-load.md). The count
// is part of the data folder's layout: changing it would lose rooms.
const shards = 8

// shardOf is the stream room code's log is in.
func shardOf(code string) int {
	h := fnv.New32a()
	h.Write([]byte(code))
	return int(h.Sum32() % shards)
}

// subject is room code's log's subject.
func subject(code string) string {
	return logSubject + strconv.Itoa(shardOf(code)) + "." + code
}

// errLost is an append the stream refused because the room's log has
// moved on without this node: another node owns the room now.
var errLost = errors.New("the room's log moved on without this node")

// appendEntry writes ent at the end of room code's log, which must end
// at stream sequence last (0: the log is empty), and returns the stream
// sequence of the new entry. The stream checks last itself, so a node
// that lost its lease cannot write.
//
// A replicated stream cannot check an append while the room's previous
// one is still being applied: it refuses it without storing it, and says
// so with its own code (JSErrCodeStreamWrongLastSequenceConstant). That
// happens just after an acknowledgement, under load: the append is made
// again a moment later, and then either stored or refused for good.
func (e *engine) appendEntry(ctx context.Context, code string, ent room.Entry, last uint64) (uint64, error) {
	data := ent.Encode()
	wait := time.Millisecond
	for {
		ack, err := e.js.Publish(ctx, subject(code), data, jetstream.WithExpectLastSequencePerSubject(last))
		var apiErr *jetstream.APIError
		switch {
		case err == nil:
			return ack.Sequence, nil
		case errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence:
			return 0, errLost
		case errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant:
			select {
			case <-time.After(wait):
				wait = min(2*wait, 50*time.Millisecond)
			case <-ctx.Done():
				return 0, ctx.Err()
			}
		default:
			return 0, err
		}
	}
}

// readLog reads room code's whole log, and the stream sequence of its
// last entry (0 and no entries: no such room). A room still in the
// stream of a data folder from before the shards is read from there.
func (e *engine) readLog(ctx context.Context, code string) ([]room.Entry, uint64, error) {
	log, last, err := e.readFrom(ctx, e.streams[shardOf(code)], subject(code))
	if err != nil || len(log) > 0 || e.legacy == nil {
		return log, last, err
	}
	return e.readFrom(ctx, e.legacy, logSubject+code)
}

// readFrom reads the log at subject in stream s.
func (e *engine) readFrom(ctx context.Context, s jetstream.Stream, subject string) ([]room.Entry, uint64, error) {
	lastMsg, err := s.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	cons, err := s.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{subject}})
	if err != nil {
		return nil, 0, err
	}
	var log []room.Entry
	for {
		batch, err := cons.Fetch(256, jetstream.FetchMaxWait(2*time.Second))
		if err != nil {
			return nil, 0, err
		}
		n := 0
		for m := range batch.Messages() {
			n++
			md, err := m.Metadata()
			if err != nil {
				return nil, 0, err
			}
			ent, err := room.DecodeEntry(m.Data())
			if err != nil {
				return nil, 0, fmt.Errorf("%s, entry at stream sequence %d: %w", subject, md.Sequence.Stream, err)
			}
			log = append(log, ent)
			if md.Sequence.Stream >= lastMsg.Sequence {
				return log, md.Sequence.Stream, nil
			}
		}
		if err := batch.Error(); err != nil {
			return nil, 0, err
		}
		if n == 0 && ctx.Err() != nil {
			return nil, 0, ctx.Err()
		}
	}
}

// moveLegacy moves room code's log, if it is still in the stream of a data
// folder from before the shards, to its shard, before the room is played:
// its appends go to the shard. The old log goes only once the copy is
// whole; a copy cut short (the server stopped) is made again from the
// start next time.
func (e *engine) moveLegacy(ctx context.Context, code string) error {
	if e.legacy == nil {
		return nil
	}
	old := logSubject + code
	log, _, err := e.readFrom(ctx, e.legacy, old)
	if err != nil || len(log) == 0 {
		return err
	}
	shard := e.streams[shardOf(code)]
	if err := shard.Purge(ctx, jetstream.WithPurgeSubject(subject(code))); err != nil {
		return err
	}
	var last uint64
	for _, ent := range log {
		if last, err = e.appendEntry(ctx, code, ent, last); err != nil {
			return fmt.Errorf("moving room %s's log to its shard: %w", code, err)
		}
	}
	return e.legacy.Purge(ctx, jetstream.WithPurgeSubject(old))
}

// purgeLog deletes room code's log.
func (e *engine) purgeLog(ctx context.Context, code string) error {
	err := e.streams[shardOf(code)].Purge(ctx, jetstream.WithPurgeSubject(subject(code)))
	if err == nil && e.legacy != nil {
		err = e.legacy.Purge(ctx, jetstream.WithPurgeSubject(logSubject+code))
	}
	return err
}
