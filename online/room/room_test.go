package room

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/record"
)

const testSalt = "0123456789abcdef0123456789abcdef"

// token is a test token, a different one for each n.
func token(n int) string { return fmt.Sprintf("%032x", n+1) }

// tables are the games and player counts the room tests play.
var tables = []struct {
	game    string
	players int
	variant map[string]string
}{
	{"dolcevita", 3, nil},
	{"dolores", 3, nil},
	{"dolores", 2, nil},
	{"necklace", 2, map[string]string{"expansions": "rainbow+gold"}},
	{"necklace", 1, nil},
}

// hereRoom makes a room whose seats are all here seats (token(i) holds
// seat i), not yet started.
func hereRoom(t testing.TB, game string, players int, variant map[string]string, seed uint64) *Room {
	t.Helper()
	c := &proto.Create{T: proto.TCreate, Game: game, Options: rules.Options{Players: players, Variant: variant}, Host: token(99), Fixed: true, Seed: seed}
	for i := 0; i < players; i++ {
		c.Seats = append(c.Seats, proto.SeatSpec{Kind: proto.KindHere, Name: fmt.Sprintf("P%d", i), Token: token(i)})
	}
	e, err := Make(c, 0, testSalt, 1000)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New("ABCD2345", e)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func mustApply(t testing.TB, r *Room, e Entry) Effect {
	t.Helper()
	fx, err := r.Apply(e)
	if err != nil {
		t.Fatalf("%s entry refused: %v", e.T, err)
	}
	return fx
}

// randomMove is a legal move of the first seat to act, drawn with rng.
func randomMove(r *Room, rng *rand.Rand) Entry {
	p := r.State.ToAct(nil)[0]
	legal := r.State.Legal(p, nil)
	m := legal[rng.IntN(len(legal))]
	return Entry{T: EMove, Seat: p, Move: r.Game.FormatMove(m), N: r.Seats[p].LastN + 1}
}

func TestLogRebuildsTheRoom(t *testing.T) {
	for _, tb := range tables {
		r := hereRoom(t, tb.game, tb.players, tb.variant, 7)
		log := []Entry{}
		first, _ := Make(&proto.Create{T: proto.TCreate, Game: tb.game, Options: r.Opts, Host: token(99), Fixed: true, Seed: 7,
			Seats: hereSeats(tb.players)}, 0, testSalt, 1000)
		log = append(log, first)
		start := Entry{T: EStart, At: 1001}
		mustApply(t, r, start)
		log = append(log, start)
		rng := rand.New(rand.NewPCG(1, 2))
		for !r.State.Done() {
			e := randomMove(r, rng)
			mustApply(t, r, e)
			log = append(log, e)
		}
		var decoded []Entry
		for _, e := range log {
			d, err := DecodeEntry(e.Encode())
			if err != nil {
				t.Fatalf("%s: entry %s does not read back: %v", tb.game, e.T, err)
			}
			decoded = append(decoded, d)
		}
		back, err := Replay("ABCD2345", decoded)
		if err != nil {
			t.Fatalf("%s: %v", tb.game, err)
		}
		if back.State.Hash() != r.State.Hash() || back.Phase != proto.Over || back.Seq() != r.Seq() {
			t.Errorf("%s: rebuilt room differs: phase %s, %d moves; want over, %d", tb.game, back.Phase, back.Seq(), r.Seq())
		}
		a, _ := back.Record().Marshal()
		b, _ := r.Record().Marshal()
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the rebuilt room's record differs", tb.game)
		}
		if _, err := record.ReplayGame(r.Game, back.Record()); err != nil {
			t.Errorf("%s: the room's record does not replay: %v", tb.game, err)
		}
	}
}

func hereSeats(n int) []proto.SeatSpec {
	var s []proto.SeatSpec
	for i := 0; i < n; i++ {
		s = append(s, proto.SeatSpec{Kind: proto.KindHere, Name: fmt.Sprintf("P%d", i), Token: token(i)})
	}
	return s
}

func TestIllegalMoveIsRefusedAndChangesNothing(t *testing.T) {
	r := hereRoom(t, "necklace", 2, nil, 3)
	mustApply(t, r, Entry{T: EStart})
	p := r.State.ToAct(nil)[0]
	before := r.State.Hash()
	for _, e := range []Entry{
		{T: EMove, Seat: 1 - p, Move: "take draw", N: 1},   // not its turn
		{T: EMove, Seat: p, Move: "discard B99", N: 1},     // unreadable
		{T: EMove, Seat: p, Move: "fly to the moon", N: 1}, // not a move
	} {
		_, err := r.Prepare(e)
		var im *rules.IllegalMove
		if !errors.As(err, &im) || im.Code == "" {
			t.Errorf("%q by seat %d: got %v, want the rules' refusal with its code", e.Move, e.Seat, err)
		}
		f := Refused(e.Seat, e.N, err)
		if f.Code == "" || f.Reason == "" {
			t.Errorf("refusal frame %+v lacks its code or reason", f)
		}
	}
	if r.State.Hash() != before || r.Seq() != 0 {
		t.Error("a refused move changed the room")
	}
}

func TestRepeatedMoveNumberIsNotAppliedTwice(t *testing.T) {
	r := hereRoom(t, "dolcevita", 3, nil, 5)
	mustApply(t, r, Entry{T: EStart})
	rng := rand.New(rand.NewPCG(3, 4))
	e := randomMove(r, rng)
	mustApply(t, r, e)
	if _, err := r.Prepare(e); err == nil {
		t.Fatal("the same move number was accepted twice")
	}
	if r.Seq() != 1 {
		t.Errorf("%d moves after a repeat, want 1", r.Seq())
	}
}

func TestJoinTakesAFreeSeatOnceAndStartWaitsForAll(t *testing.T) {
	c := &proto.Create{T: proto.TCreate, Game: "dolores", Options: rules.Options{Players: 3}, Host: token(99), Seats: []proto.SeatSpec{
		{Kind: proto.KindHere, Name: "Anita", Token: token(0)}, {Kind: proto.KindOnline}, {Kind: proto.KindBot, Level: "normal"}}}
	e, err := Make(c, 11, testSalt, 0)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New("ABCD2345", e)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Prepare(Entry{T: EStart}); err == nil {
		t.Error("started with an online seat free")
	}
	j := &proto.Join{T: proto.TJoin, Room: "ABCD2345", Name: "Marcello", Token: token(1)}
	je, seat, ok, err := r.JoinEntry(j, 5)
	if err != nil || !ok || seat != 1 {
		t.Fatalf("join: seat %d ok %v err %v, want seat 1", seat, ok, err)
	}
	mustApply(t, r, je)
	if _, seat, ok, err := r.JoinEntry(j, 6); ok || seat != 1 || err != nil {
		t.Errorf("the same join again: seat %d ok %v err %v; want seat 1 given back with no entry", seat, ok, err)
	}
	other := &proto.Join{T: proto.TJoin, Room: "ABCD2345", Name: "Gigi", Token: token(2)}
	if _, _, _, err := r.JoinEntry(other, 7); err == nil {
		t.Error("a second person joined a room with no free seat")
	}
	mustApply(t, r, Entry{T: EStart})
	if r.Phase != proto.Playing || r.SeatOf(token(1)) != 1 || r.SeatOf(token(0)) != 0 {
		t.Errorf("phase %s, seats of the tokens %d %d", r.Phase, r.SeatOf(token(1)), r.SeatOf(token(0)))
	}
}

func TestMakeRefusesBadRooms(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    proto.Create
		want string
	}{
		{"unknown game", proto.Create{Game: "chess", Options: rules.Options{Players: 2}, Seats: hereSeats(2)}, "unknown game"},
		{"too many", proto.Create{Game: "necklace", Options: rules.Options{Players: 3}, Seats: hereSeats(3)}, "not 3"},
		{"bad level", proto.Create{Game: "necklace", Options: rules.Options{Players: 2}, Seats: []proto.SeatSpec{{Kind: proto.KindHere, Token: token(0)}, {Kind: proto.KindBot, Level: "godlike"}}}, "no bot level"},
		{"no person", proto.Create{Game: "necklace", Options: rules.Options{Players: 2}, Seats: []proto.SeatSpec{{Kind: proto.KindBot, Level: "easy"}, {Kind: proto.KindBot, Level: "easy"}}}, "at least one person"},
		{"bad option", proto.Create{Game: "necklace", Options: rules.Options{Players: 2, Variant: map[string]string{"expansions": "dragons"}}, Seats: hereSeats(2)}, "refuses these options"},
	} {
		tc.c.Host = token(9)
		_, err := Make(&tc.c, 1, testSalt, 0)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

func TestStandInMovesAreMarkedInTheRecord(t *testing.T) {
	r := hereRoom(t, "necklace", 2, nil, 8)
	mustApply(t, r, Entry{T: EStart})
	p := r.State.ToAct(nil)[0]
	mustApply(t, r, Entry{T: EStandIn, Seat: p})
	e := randomMove(r, rand.New(rand.NewPCG(1, 1)))
	if _, err := r.Prepare(e); err == nil {
		t.Error("the seat's own move was taken while a stand-in plays it")
	}
	e.By, e.N = proto.StandIn, 0
	fx := mustApply(t, r, e)
	f, err := r.MoveFrame(p, fx)
	if err != nil || !f.StandIn {
		t.Errorf("the move frame does not say a stand-in made it (%v)", err)
	}
	mustApply(t, r, Entry{T: EReturn, Seat: p})
	rec := r.Record()
	if rec.Moves[0].By != proto.StandIn {
		t.Errorf("record move %+v does not say a stand-in made it", rec.Moves[0])
	}
	data, _ := rec.Marshal()
	if back, err := record.Unmarshal(data); err != nil || back.Moves[0].By != proto.StandIn {
		t.Errorf("the stand-in mark does not survive the record's JSON: %v", err)
	}
}
