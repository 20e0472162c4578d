package server

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go/jetstream"
	"golang.org/x/time/rate"

	"salotto/internal/jsonlite"
	"salotto/online/proto"
)

// conn is one client's WebSocket on this node. Its reader takes the
// client's frames one at a time, in order, and relays those for its room
// to the room's owner; frames the room sends back reach it through the
// node's subscription, and wait in its queue for a writer.
//
// An idle connection costs little, as a server holds many: no goroutine
// but its reader, whose stack stays shallow (each frame is acted on by a
// goroutine of its own); small buffers; a writer only while frames wait;
// and no timer (the node closes connections gone silent, see sweepSilent).
type conn struct {
	n      *node
	id     string
	ws     *websocket.Conn
	addr   string
	frames *rate.Limiter
	done   chan struct{}
	once   sync.Once
	heard  atomic.Int64 // when the client last sent a frame (Unix nanoseconds)

	mu      sync.Mutex
	room    string   // the room it follows, once bound
	out     [][]byte // frames waiting for the writer
	writing bool     // a writer is running
	hello   bool
}

// outQueue is how many frames may wait for a client before it counts as
// gone.
const outQueue = 128

// The connection's buffers. A client's frames are small (a move is under
// 100 bytes) and a larger one is read past the buffer; a frame the server
// writes past the write buffer goes out in two writes instead of one.
const (
	readBuffer  = 512
	writeBuffer = 512
)

func (n *node) serveWS(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(smallBuffers{w}, r, &websocket.AcceptOptions{OriginPatterns: n.o.Origins})
	if err != nil {
		return // Accept has answered (403 for an origin not allowed)
	}
	ws.SetReadLimit(proto.MaxFrame)
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	c := &conn{n: n, id: n.newConnID(), ws: ws, addr: host,
		frames: rate.NewLimiter(rate.Limit(n.o.FrameRate), n.o.FrameBurst), done: make(chan struct{})}
	c.heard.Store(time.Now().UnixNano())
	n.addConn(c)
	// the handler returns, and with it net/http's goroutine, request and
	// buffers for the connection: the reader is all that stays
	go c.reader()
}

// smallBuffers hands coder/websocket a hijacked connection with buffers
// of readBuffer and writeBuffer bytes instead of net/http's 4 KiB each.
type smallBuffers struct{ http.ResponseWriter }

func (s smallBuffers) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func (s smallBuffers) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	nc, brw, err := http.NewResponseController(s.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	// what the client sent after its request is already in net/http's
	// buffer: it moves into the small one
	pending, _ := brw.Reader.Peek(brw.Reader.Buffered())
	br := bufio.NewReaderSize(io.MultiReader(bytes.NewReader(bytes.Clone(pending)), nc), max(readBuffer, len(pending)))
	if _, err := br.Peek(len(pending)); err != nil {
		nc.Close()
		return nil, nil, err
	}
	return nc, bufio.NewReadWriter(br, bufio.NewWriterSize(nc, writeBuffer)), nil
}

func (c *conn) boundRoom() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.room
}

// send queues a frame for the client, and starts a writer if none runs. A
// client too slow to take its frames is let go: it resumes, and catches up
// from its last frame.
func (c *conn) send(b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	select {
	case <-c.done:
		return
	default:
	}
	if len(c.out) >= outQueue {
		go c.closeWith(websocket.StatusPolicyViolation, "too far behind: reconnect")
		return
	}
	c.out = append(c.out, b)
	if !c.writing {
		c.writing = true
		go c.writer()
	}
}

func (c *conn) sendFrame(f any) {
	if b, err := proto.Encode(f); err == nil {
		c.send(b)
	}
}

// writer writes the queued frames, in order, and ends when none is left.
func (c *conn) writer() {
	for {
		c.mu.Lock()
		if len(c.out) == 0 {
			c.out, c.writing = nil, false
			c.mu.Unlock()
			return
		}
		b := c.out[0]
		c.out[0] = nil
		c.out = c.out[1:]
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err := c.ws.Write(ctx, websocket.MessageText, b)
		cancel()
		if err != nil {
			c.closeWith(websocket.StatusGoingAway, "")
			c.mu.Lock()
			c.out, c.writing = nil, false
			c.mu.Unlock()
			return
		}
	}
}

// silentFor is how long the client has sent nothing.
func (c *conn) silentFor(now time.Time) time.Duration {
	return now.Sub(time.Unix(0, c.heard.Load()))
}

// closeWith ends the connection with a status and reason (once).
func (c *conn) closeWith(status websocket.StatusCode, reason string) {
	c.once.Do(func() {
		close(c.done)
		if len(reason) > 120 {
			reason = reason[:120]
		}
		go func() {
			if c.ws.Close(status, reason) != nil {
				_ = c.ws.CloseNow()
			}
		}()
	})
}

// closeMoved tells the client its room moved to another owner: it
// reconnects and resumes there.
func (c *conn) closeMoved() {
	c.closeWith(websocket.StatusTryAgainLater, "the room moved; reconnect and resume")
}

// fatal answers a frame that breaks the protocol with its reason, and
// closes the connection. The room is not told of the frame at all.
func (c *conn) fatal(code, reason string) {
	b, _ := proto.Encode(&proto.Error{T: proto.TError, Code: code, Reason: reason, Fatal: true})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	_ = c.ws.Write(ctx, websocket.MessageText, b)
	cancel()
	c.closeWith(websocket.StatusPolicyViolation, reason)
}

func (c *conn) fail(code, reason string) {
	c.sendFrame(&proto.Error{T: proto.TError, Code: code, Reason: reason})
}

// reader takes the client's frames until the connection ends, then lets
// the node and the room know it is gone.
func (c *conn) reader() {
	defer func() {
		c.closeWith(websocket.StatusNormalClosure, "")
		c.n.dropConn(c)
		if code := c.boundRoom(); code != "" {
			data, _ := jsonlite.Marshal(roomMsg{Op: "bye", Conn: c.id})
			c.n.tell(code, data)
		}
	}()
	for {
		// no deadline: the node closes a connection silent too long
		typ, data, err := c.ws.Read(context.Background())
		if err != nil {
			return // closed, or over the size limit (closed with 1009)
		}
		c.heard.Store(time.Now().UnixNano())
		select {
		case <-c.done:
			return
		default:
		}
		// the frame is acted on by a goroutine of its own, which may go
		// deep (a request to the room's owner), while the reader waits:
		// the reader's own stack stays that of a read
		keep := make(chan bool, 1)
		go func() { keep <- c.frame(typ, data) }()
		if !<-keep {
			return
		}
	}
}

// frame acts on one message from the client; false ends the connection.
func (c *conn) frame(typ websocket.MessageType, data []byte) bool {
	if typ != websocket.MessageText {
		c.fatal(proto.ErrBadFrame, "frames are text messages")
		return false
	}
	if !c.frames.Allow() {
		c.fatal(proto.ErrTooFast, "too many frames; slow down")
		return false
	}
	f, err := proto.DecodeClient(data)
	if err != nil {
		c.fatal(proto.ErrBadFrame, err.Error())
		return false
	}
	return c.take(f, data)
}

// take acts on one frame; false ends the connection.
func (c *conn) take(f any, data []byte) bool {
	if h, ok := f.(*proto.Hello); ok {
		if h.V != proto.Version {
			c.fatal(proto.ErrVersion, "this server speaks protocol version 1; update the game")
			return false
		}
		c.hello = true
		c.sendFrame(&proto.Hello{T: proto.THello, V: proto.Version, Node: c.n.o.Node})
		return true
	}
	if !c.hello {
		c.fatal(proto.ErrBadFrame, "the first frame must be hello")
		return false
	}
	switch f := f.(type) {
	case *proto.Ping:
		c.sendFrame(&proto.Pong{T: proto.TPong})
	case *proto.Create:
		c.create(f, data)
	case *proto.Join:
		c.bind(f.Room, data)
	case *proto.Resume:
		c.bind(f.Room, data)
	case *proto.Watch:
		c.bind(f.Room, data)
	default:
		code := c.boundRoom()
		if code == "" {
			c.fail(proto.ErrNoBinding, "create, join, resume or watch a room first")
			return true
		}
		rep, err := c.n.request(code, roomMsg{Op: "frame", Conn: c.id, Frame: data})
		switch {
		case err != nil || rep.Err == proto.ErrBusy:
			c.fail(proto.ErrBusy, "the room could not be reached; try again")
		case rep.Err == proto.ErrNoBinding:
			c.closeMoved()
			return false
		case rep.Err == proto.ErrNoRoom:
			c.fail(proto.ErrNoRoom, "the room is gone")
		}
	}
	return true
}

// mayBind checks that the connection follows no other room and that its
// address is within the join rate. Asking again for the room it follows
// is answered as the first time (the welcome may have been lost).
func (c *conn) mayBind(code string) bool {
	switch c.boundRoom() {
	case "":
	case code:
		return true
	default:
		c.fail(proto.ErrBadFrame, "this connection already follows a room")
		return false
	}
	if !c.n.joins.allow(c.addr) {
		c.fail(proto.ErrTooFast, "too many rooms opened or joined from this address; wait a little")
		return false
	}
	return true
}

// bind asks room code to take the connection (join, resume, watch).
func (c *conn) bind(code string, data []byte) {
	if !c.mayBind(code) {
		return
	}
	rep, err := c.n.request(code, roomMsg{Op: "frame", Conn: c.id, Frame: data})
	c.bound(code, rep, err)
}

func (c *conn) bound(code string, rep roomReply, err error) {
	switch {
	case err != nil:
		c.fail(proto.ErrBusy, "the room could not be reached; try again")
	case rep.Bound:
		c.mu.Lock()
		c.room = code
		c.mu.Unlock()
	case rep.Err == proto.ErrNoRoom:
		c.fail(proto.ErrNoRoom, "no room has that code (it may have expired)")
	case rep.Err != "":
		c.fail(proto.ErrBusy, "the room could not be reached; try again")
	}
}

// create opens a room under a fresh code. A create sent again with the
// same host token (the first's welcome was lost) resumes the room the
// first one opened.
func (c *conn) create(f *proto.Create, data []byte) {
	ctx, cancel := shortCtx()
	defer cancel()
	host := proto.TokenHash(f.Host)
	if code := c.boundRoom(); code != "" {
		if ent, err := c.n.e.hosts.Get(ctx, host); err == nil && string(ent.Value()) == code {
			rep, err := c.resumeCreated(code, f)
			c.bound(code, rep, err)
		} else {
			c.fail(proto.ErrBadFrame, "this connection already follows a room")
		}
		return
	}
	if !c.mayBind("") {
		return
	}
	for range 8 {
		code := freshCode()
		if _, err := c.n.e.hosts.Create(ctx, host, []byte(code)); err != nil {
			ent, gerr := c.n.e.hosts.Get(ctx, host)
			if gerr != nil {
				c.fail(proto.ErrBusy, "the room could not be made; try again")
				return
			}
			code = string(ent.Value())
			rep, err := c.resumeCreated(code, f)
			if err == nil && rep.Err == proto.ErrNoRoom {
				// the first create never made its room (the server stopped
				// in between): make it now
				_ = c.n.e.hosts.Delete(ctx, host, jetstream.LastRevision(ent.Revision()))
				continue
			}
			c.bound(code, rep, err)
			return
		}
		rep, err := c.n.request(code, roomMsg{Op: "frame", Conn: c.id, Frame: data})
		if err == nil && rep.Err == errTaken {
			_ = c.n.e.hosts.Delete(ctx, host)
			continue
		}
		if err != nil || !rep.Bound {
			_ = c.n.e.hosts.Delete(ctx, host)
		}
		c.bound(code, rep, err)
		return
	}
	c.fail(proto.ErrBusy, "no free room code found; try again")
}

// resumeCreated answers a create sent twice: the room is the first's.
func (c *conn) resumeCreated(code string, f *proto.Create) (roomReply, error) {
	rs := &proto.Resume{T: proto.TResume, Room: code, Tokens: []string{f.Host}, Last: -1}
	for _, s := range f.Seats {
		if s.Token != "" {
			rs.Tokens = append(rs.Tokens, s.Token)
		}
	}
	data, err := proto.Encode(rs)
	if err != nil {
		return roomReply{}, err
	}
	return c.n.request(code, roomMsg{Op: "frame", Conn: c.id, Frame: data})
}
