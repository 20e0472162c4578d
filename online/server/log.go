package server

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"salotto/online/room"
)

// errLost is an append the stream refused because the room's log has
// moved on without this node: another node owns the room now.
var errLost = errors.New("the room's log moved on without this node")

// appendEntry writes ent at the end of room code's log, which must end
// at stream sequence last (0: the log is empty), and returns the stream
// sequence of the new entry. The stream checks last itself, so a node
// that lost its lease cannot write.
func (e *engine) appendEntry(ctx context.Context, code string, ent room.Entry, last uint64) (uint64, error) {
	ack, err := e.js.Publish(ctx, logSubject+code, ent.Encode(), jetstream.WithExpectLastSequencePerSubject(last))
	if err != nil {
		var apiErr *jetstream.APIError
		if errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence || apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
			return 0, errLost
		}
		return 0, err
	}
	return ack.Sequence, nil
}

// readLog reads room code's whole log, and the stream sequence of its
// last entry (0 and no entries: no such room).
func (e *engine) readLog(ctx context.Context, code string) ([]room.Entry, uint64, error) {
	subject := logSubject + code
	lastMsg, err := e.stream.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	cons, err := e.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{subject}})
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
				return nil, 0, fmt.Errorf("room %s, entry at stream sequence %d: %w", code, md.Sequence.Stream, err)
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
