package proto

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"salotto/internal/jsonlite"
	"salotto/rules"
)

const tok = "00112233445566778899aabbccddeeff"

var seat2 = 2

// clientFrames has one frame of each type a client sends.
var clientFrames = []any{
	&Hello{T: THello, V: Version},
	&Create{T: TCreate, Game: "dolores", Options: rules.Options{Players: 3, Variant: map[string]string{"start": "1"}}, Host: tok, Grace: 30, Delay: 2,
		Seats: []SeatSpec{{Kind: KindHere, Name: "Anita", Token: tok}, {Kind: KindOnline}, {Kind: KindBot, Level: "hard:bluffer"}}},
	&Create{T: TCreate, Game: "necklace", Options: rules.Options{Players: 2}, Host: tok, Fixed: true, Seed: 1<<63 + 5,
		Seats: []SeatSpec{{Kind: KindOnline}, {Kind: KindOnline}}},
	&Join{T: TJoin, Room: "ABCD2345", Name: "Marcello", Token: tok},
	&Join{T: TJoin, Room: "ABCD2345", Name: "Gigi", Token: tok, Seat: &seat2},
	&Resume{T: TResume, Room: "ABCD2345", Tokens: []string{tok, tok}, Last: 17},
	&Watch{T: TWatch, Room: "ZZZZ9999", Last: -1},
	&Start{T: TStart},
	&Move{T: TMove, Seat: 1, Move: "gesture share", N: 4},
	&Sync{T: TSync, Last: 3},
	&Ping{T: TPing},
}

// serverFrames has one frame of each type a server sends.
var serverFrames = []any{
	&Hello{T: THello, V: Version, Node: "n1"},
	&Welcome{T: TWelcome, Room: "ABCD2345", Game: "dolores", Options: rules.Options{Players: 2}, Seats: []SeatInfo{{Kind: KindOnline, Name: "A", Presence: Connected}, {Kind: KindBot, Level: "easy", Name: "", Presence: Bot}},
		Yours: []int{0}, Next: []int{3}, Host: true, Phase: Playing, Seq: 9, SeedHash: "ab", Grace: 60, Delay: 3},
	&Seats{T: TSeats, Phase: Lobby, Seats: []SeatInfo{{Kind: KindOnline, Name: "", Presence: Empty}}},
	&View{T: TView, Viewer: -1, Seq: 0, View: jsonlite.Raw(`{"viewer":-1}`)},
	&MoveMade{T: TMove, Viewer: 0, Seq: 4, Seat: 1, Events: []jsonlite.Raw{jsonlite.Raw(`{"kind":"Drew"}`)}, View: jsonlite.Raw(`{"a":[1,2]}`), Receipt: "cd", StandIn: true},
	&Ack{T: TAck, Seat: 1, N: 4, Seq: 12},
	&Refused{T: TRefused, Seat: 1, N: 5, Code: "not-your-turn", Seats: []int{0}, Args: []int{}, Reason: "seat 0's turn"},
	&End{T: TEnd, Seq: 40, Seed: 1<<64 - 1, Salt: strings.Repeat("a", 32), Record: jsonlite.Raw(`{"format":1}`)},
	&Error{T: TError, Code: ErrBadFrame, Reason: "no", Fatal: true},
	&Pong{T: TPong},
}

func TestFramesRoundTrip(t *testing.T) {
	for _, set := range []struct {
		frames []any
		decode func([]byte) (any, error)
	}{{clientFrames, DecodeClient}, {serverFrames, DecodeServer}} {
		for _, f := range set.frames {
			b, err := Encode(f)
			if err != nil {
				t.Fatalf("%T: %v", f, err)
			}
			back, err := set.decode(b)
			if err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			if !reflect.DeepEqual(back, f) {
				t.Errorf("%s read back as %+v", b, back)
			}
		}
	}
}

func TestBadFramesAreRefusedWithAReason(t *testing.T) {
	big := `{"t":"ping","x":"` + strings.Repeat("a", MaxFrame) + `"}`
	for _, tc := range []struct{ frame, want string }{
		{``, "not a frame"},
		{`[1,2]`, "not a frame"},
		{`{"v":1}`, `no "t"`},
		{`{"t":"teleport"}`, "unknown frame type"},
		{`{"t":"ping","extra":1}`, "unknown field"},
		{big, "limit"},
		{`{"t":"hello","v":0}`, "version"},
		{`{"t":"move","seat":1,"move":"take draw","n":0}`, "move number"},
		{`{"t":"move","seat":9,"move":"take draw","n":1}`, "seat 9"},
		{`{"t":"move","seat":1,"move":"","n":1}`, "a move of 0 bytes"},
		{`{"t":"join","room":"ABCD0345","name":"x","token":"` + tok + `"}`, "no 0, O, 1 or I"},
		{`{"t":"join","room":"ABCD2345","name":"","token":"` + tok + `"}`, "a name of 0"},
		{`{"t":"join","room":"ABCD2345","name":"a\u0007b","token":"` + tok + `"}`, "control character"},
		{`{"t":"join","room":"ABCD2345","name":"x","token":"XYZ"}`, "token"},
		{`{"t":"resume","room":"ABCD2345","tokens":[],"last":0}`, "0 tokens"},
		{`{"t":"create","game":"necklace","options":{"players":2},"seats":[{"kind":"online"}],"host":"` + tok + `"}`, "1 seats for 2 players"},
		{`{"t":"create","game":"necklace","options":{"players":1},"seats":[{"kind":"here"}],"host":"` + tok + `"}`, "token"},
		{`{"t":"create","game":"necklace","options":{"players":1},"seats":[{"kind":"bot"}],"host":"` + tok + `"}`, "takes a level"},
		{`{"t":"create","game":"necklace","options":{"players":1},"seats":[{"kind":"alien"}],"host":"` + tok + `"}`, "unknown kind"},
		{`{"t":"create","game":"necklace","options":{"players":1},"seats":[{"kind":"online"}],"host":"` + tok + `","seed":4}`, "without fixed"},
		{`{"t":"move","seat":"1","move":"x","n":1}`, "want"},
	} {
		_, err := DecodeClient([]byte(tc.frame))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.60s: got %v, want an error with %q", tc.frame, err, tc.want)
		}
	}
	if _, err := DecodeClient([]byte(`{"t":"welcome","room":"ABCD2345"}`)); err == nil {
		t.Error("a client may not send a server's frame")
	}
}

func TestCodes(t *testing.T) {
	seen := map[string]bool{}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 256; i++ {
		b := make([]byte, CodeLen)
		for j := range b {
			b[j] = byte(rng.Uint32())
		}
		c := NewCode(b)
		if err := CheckCode(c); err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		seen[c] = true
	}
	if len(seen) < 200 {
		t.Errorf("only %d distinct codes from 256 draws", len(seen))
	}
	if got := NormalizeCode(" abcd-2345 "); got != "ABCD2345" {
		t.Errorf("NormalizeCode: %q", got)
	}
	if got := GroupCode("ABCD2345"); got != "ABCD-2345" {
		t.Errorf("GroupCode: %q", got)
	}
	if len(CodeAlphabet) != 32 || strings.ContainsAny(CodeAlphabet, "01OI") {
		t.Errorf("the alphabet %q must have 32 symbols and none of 0, 1, O, I", CodeAlphabet)
	}
}

func TestCommitmentsBindTheirValues(t *testing.T) {
	salt := strings.Repeat("ab", 16)
	if SeedHash(1, salt) == SeedHash(2, salt) || SeedHash(1, salt) == SeedHash(1, strings.Repeat("cd", 16)) {
		t.Error("the seed hash does not depend on both the seed and the salt")
	}
	base := Receipt(salt, "ABCD2345", 3, 1, "gesture share")
	for _, other := range []string{
		Receipt(salt, "ABCD2345", 3, 1, "gesture fight"),
		Receipt(salt, "ABCD2346", 3, 1, "gesture share"),
		Receipt(salt, "ABCD2345", 4, 1, "gesture share"),
		Receipt(salt, "ABCD2345", 3, 2, "gesture share"),
		Receipt(strings.Repeat("cd", 16), "ABCD2345", 3, 1, "gesture share"),
	} {
		if other == base {
			t.Error("a receipt does not depend on every part of the move")
		}
	}
	if TokenHash(tok) == tok || len(TokenHash(tok)) != 32 {
		t.Error("a token's hash is the token, or not 128 bits")
	}
}

func FuzzDecodeClient(f *testing.F) {
	for _, fr := range clientFrames {
		b, _ := Encode(fr)
		f.Add(b)
	}
	f.Add([]byte(`{"t":"create","options":{"variant":{"a":"b"}},"seats":[{}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fr, err := DecodeClient(data)
		if err != nil {
			return
		}
		// whatever reads must write again and read back the same
		b, err := Encode(fr)
		if err != nil {
			t.Fatalf("%s decoded but does not encode: %v", data, err)
		}
		back, err := DecodeClient(b)
		if err != nil || !reflect.DeepEqual(back, fr) {
			t.Fatalf("%s: re-encoded %s reads back as %+v (%v)", data, b, back, err)
		}
	})
}
