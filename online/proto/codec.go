package proto

import (
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"

	"salotto/internal/jsonlite"
)

// Limits on what a frame may hold, beyond MaxFrame.
const (
	MaxSeats   = 8  // seats in a room
	MaxName    = 24 // characters in a player's name
	MaxMove    = 64 // bytes in a move's text
	MaxLevel   = 32 // bytes in a bot level ("hard:bluffer")
	MaxOptions = 8  // variant options in a room
	MaxGrace   = 3600
	MaxDelay   = 50
)

// Encode writes a frame (a pointer to, or a value of, one of this
// package's frame types) as the text a WebSocket message carries.
func Encode(frame any) ([]byte, error) {
	b, err := jsonlite.Marshal(frame)
	if err != nil {
		return nil, err
	}
	if len(b) > MaxFrame {
		return nil, fmt.Errorf("frame of %d bytes is over the %d-byte limit", len(b), MaxFrame)
	}
	return b, nil
}

// DecodeClient reads a frame a client sent: one of *Hello, *Create,
// *Join, *Resume, *Watch, *Start, *Move, *Sync or *Ping, checked field by
// field. Anything else is an error saying what is wrong.
func DecodeClient(data []byte) (any, error) { return decode(data, clientTypes) }

// DecodeServer reads a frame a server sent: one of *Hello, *Welcome,
// *Seats, *View, *MoveMade, *Ack, *Refused, *End, *Error or *Pong.
func DecodeServer(data []byte) (any, error) { return decode(data, serverTypes) }

type frame interface{ check() error }

// The frames each side may send, by type: a function making an empty one.
var (
	clientTypes = map[string]func() frame{
		THello: func() frame { return &Hello{} }, TCreate: func() frame { return &Create{} },
		TJoin: func() frame { return &Join{} }, TResume: func() frame { return &Resume{} },
		TWatch: func() frame { return &Watch{} }, TStart: func() frame { return &Start{} },
		TMove: func() frame { return &Move{} }, TSync: func() frame { return &Sync{} },
		TPing: func() frame { return &Ping{} },
	}
	serverTypes = map[string]func() frame{
		THello: func() frame { return &Hello{} }, TWelcome: func() frame { return &Welcome{} },
		TSeats: func() frame { return &Seats{} }, TView: func() frame { return &View{} },
		TMove: func() frame { return &MoveMade{} }, TAck: func() frame { return &Ack{} },
		TRefused: func() frame { return &Refused{} }, TEnd: func() frame { return &End{} },
		TError: func() frame { return &Error{} }, TPong: func() frame { return &Pong{} },
	}
)

func decode(data []byte, types map[string]func() frame) (any, error) {
	t, err := frameType(data)
	if err != nil {
		return nil, err
	}
	mk, ok := types[t]
	if !ok {
		return nil, fmt.Errorf("unknown frame type %.32q", t)
	}
	f := mk()
	if err := jsonlite.UnmarshalStrict(data, f); err != nil {
		return nil, fmt.Errorf("%s frame: %w", t, err)
	}
	if err := f.check(); err != nil {
		return nil, fmt.Errorf("%s frame: %w", t, err)
	}
	return f, nil
}

// frameType reads a frame's "t" after checking its size.
func frameType(data []byte) (string, error) {
	if len(data) > MaxFrame {
		return "", fmt.Errorf("frame of %d bytes is over the %d-byte limit", len(data), MaxFrame)
	}
	var head struct {
		T string `json:"t"`
	}
	if err := jsonlite.Unmarshal(data, &head); err != nil {
		return "", fmt.Errorf("not a frame: %w", err)
	}
	if head.T == "" {
		return "", errors.New(`not a frame: no "t"`)
	}
	return head.T, nil
}

func (f *Hello) check() error {
	if f.V < 1 {
		return fmt.Errorf("version %d", f.V)
	}
	return nil
}

func (f *Create) check() error {
	switch {
	case f.Game == "" || len(f.Game) > 32:
		return errors.New("no game named")
	case f.Options.Players < 1 || f.Options.Players > MaxSeats:
		return fmt.Errorf("%d players", f.Options.Players)
	case len(f.Options.Variant) > MaxOptions:
		return fmt.Errorf("%d options", len(f.Options.Variant))
	case len(f.Seats) != f.Options.Players:
		return fmt.Errorf("%d seats for %d players", len(f.Seats), f.Options.Players)
	case f.Grace < 0 || f.Grace > MaxGrace:
		return fmt.Errorf("grace %d s (0 to %d)", f.Grace, MaxGrace)
	case f.Delay < 0 || f.Delay > MaxDelay:
		return fmt.Errorf("delay %d moves (0 to %d)", f.Delay, MaxDelay)
	case !f.Fixed && f.Seed != 0:
		return errors.New("a seed without fixed")
	}
	for k, v := range f.Options.Variant {
		if len(k) == 0 || len(k) > 32 || len(v) > 32 {
			return fmt.Errorf("option %.32q", k)
		}
	}
	if err := CheckToken(f.Host); err != nil {
		return fmt.Errorf("host: %w", err)
	}
	for i, s := range f.Seats {
		if err := s.check(); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
	}
	return nil
}

func (s SeatSpec) check() error {
	switch s.Kind {
	case KindOnline:
		if s.Level != "" || s.Token != "" {
			return errors.New("an online seat takes no level and no token")
		}
	case KindBot:
		if s.Level == "" || len(s.Level) > MaxLevel || s.Token != "" {
			return errors.New("a bot seat takes a level and no token")
		}
	case KindHere:
		if s.Level != "" {
			return errors.New("a here seat takes no level")
		}
		if err := CheckToken(s.Token); err != nil {
			return err
		}
	default:
		return fmt.Errorf("unknown kind %.16q", s.Kind)
	}
	if s.Name != "" {
		return CheckName(s.Name)
	}
	return nil
}

func (f *Join) check() error {
	if err := CheckCode(f.Room); err != nil {
		return err
	}
	if err := CheckName(f.Name); err != nil {
		return err
	}
	if f.Seat != nil && (*f.Seat < 0 || *f.Seat >= MaxSeats) {
		return fmt.Errorf("seat %d", *f.Seat)
	}
	return CheckToken(f.Token)
}

func (f *Resume) check() error {
	if err := CheckCode(f.Room); err != nil {
		return err
	}
	if len(f.Tokens) == 0 || len(f.Tokens) > MaxSeats+1 {
		return fmt.Errorf("%d tokens", len(f.Tokens))
	}
	for _, t := range f.Tokens {
		if err := CheckToken(t); err != nil {
			return err
		}
	}
	return checkLast(f.Last)
}

func (f *Watch) check() error {
	if err := CheckCode(f.Room); err != nil {
		return err
	}
	return checkLast(f.Last)
}

func (f *Start) check() error { return nil }

func (f *Move) check() error {
	switch {
	case f.Seat < 0 || f.Seat >= MaxSeats:
		return fmt.Errorf("seat %d", f.Seat)
	case f.Move == "" || len(f.Move) > MaxMove:
		return fmt.Errorf("a move of %d bytes", len(f.Move))
	case f.N < 1:
		return fmt.Errorf("move number %d", f.N)
	}
	return nil
}

func (f *Sync) check() error { return checkLast(f.Last) }
func (f *Ping) check() error { return nil }
func (f *Pong) check() error { return nil }

func checkLast(last int) error {
	if last < -1 {
		return fmt.Errorf("last %d", last)
	}
	return nil
}

// The server's frames are checked for their shape only: a client trusts
// its server for the rest, and checks the game at the end (Verify).

func (f *Welcome) check() error {
	if len(f.Yours) != len(f.Next) {
		return errors.New("yours and next differ in length")
	}
	return CheckCode(f.Room)
}

func (f *Seats) check() error { return nil }

func (f *View) check() error {
	if len(f.View) == 0 {
		return errors.New("no view")
	}
	return nil
}

func (f *MoveMade) check() error {
	if len(f.View) == 0 || f.Seq < 1 {
		return errors.New("no view or no sequence number")
	}
	return nil
}

func (f *Ack) check() error     { return nil }
func (f *Refused) check() error { return nil }
func (f *End) check() error     { return nil }
func (f *Error) check() error   { return nil }

// CheckName refuses a player's name that is empty, too long, not UTF-8 or
// holds a control character.
func CheckName(name string) error {
	n := utf8.RuneCountInString(name)
	if n == 0 || n > MaxName {
		return fmt.Errorf("a name of %d characters (1 to %d)", n, MaxName)
	}
	if !utf8.ValidString(name) {
		return errors.New("a name that is not UTF-8")
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return errors.New("a name with a control character")
		}
	}
	return nil
}

// TypeOf is a frame's type, read without checking the rest of it.
func TypeOf(data []byte) (string, error) { return frameType(data) }
