package dolcevita_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
	"salotto/rules/ruletest"
)

var codec = dolcevita.Game.(rules.Codec)

// TestCodecRoundTrip: on random games of every table size and on bot
// games, every view of every position decodes to itself and encodes to the
// same bytes, every event too, and bots decide alike from a view and from
// its decoding; every event type of events.go is met.
func TestCodecRoundTrip(t *testing.T) {
	seen := map[string]int{}
	for n := dolcevita.MinPlayers; n <= dolcevita.MaxPlayers; n++ {
		opts := rules.Options{Players: n}
		ruletest.CodecRoundTrip(t, dolcevita.Game, opts, kitGames(20), uint64(n), ruletest.Wire{Seen: seen})
		bots := []string{"easy", "normal", "random", "easy", "normal"}[:n]
		ruletest.CodecRoundTrip(t, dolcevita.Game, opts, 2, uint64(n), ruletest.Wire{Bots: bots, Seen: seen})
	}
	// The hard bot searches for a while: one game of it, every level
	// deciding now and then.
	ruletest.CodecRoundTrip(t, dolcevita.Game, rules.Options{Players: 3}, 1, 9,
		ruletest.Wire{Bots: []string{"hard", "normal", "hard"}, DecideEvery: 25})
	types := ruletest.EventTypes(t, "events.go", "Score")
	if kinds := slices.Sorted(slices.Values(dolcevita.EventKinds)); !slices.Equal(types, kinds) {
		t.Errorf("events.go declares the event types %v; the codec knows %v", types, kinds)
	}
	for _, k := range types {
		if seen[k] == 0 {
			t.Errorf("no %s event was met: the round trip did not check its codec", k)
		}
	}
}

// TestNonInterference: Dolce Vita hides only the box, which every view
// determines (it is what is missing), so a twin is the position itself;
// the check still compares every step's events, encoded.
func TestNonInterference(t *testing.T) {
	for n := dolcevita.MinPlayers; n <= dolcevita.MaxPlayers; n++ {
		ruletest.NonInterference(t, dolcevita.Game, rules.Options{Players: n}, 2, uint64(n),
			ruletest.Secrets{Every: 20, MinCompared: 200})
	}
}

// TestDecodeViewRefuses: each damage to a real view is refused, naming
// the field.
func TestDecodeViewRefuses(t *testing.T) {
	s := setup(t, 3, map[string]string{"start": "0"}, 5)
	play(t, s, dolcevita.Place(6, 0))
	good, err := codec.EncodeView(s.View(0))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := codec.EncodeView(s); err == nil {
		t.Error("a full state was encoded")
	}
	top := s.Column(0)[0].String()
	for _, c := range []struct{ old, new, field string }{
		{`"players":3`, `"players":6`, "players"},
		{`"players":3`, `"players":4`, "seats"},
		{`"round":0`, `"round":7`, "round"},
		{`"turn":1`, `"turn":2`, "turn"},
		{`"placed":1`, `"placed":0`, "turn"},
		{`"columns":[["` + top, `"columns":[["` + top + `","` + top, "columns"},
		{`"columns":[["` + top, `"columns":[["house 800k`, "columns"},
		{`"columns":[["` + top, `"columns":[["house 0300k`, "columns"},
		{`"hand":[1,2,3,4,5]`, `"hand":[1,2,3,4,5,6]`, "under"},
		{`"hand":[1,2,3,4,5]`, `"hand":[1,2,3,4]`, "hand"},
		{`"hand":[1,2,3,4,5]`, `"hand":[1,2,3,4,5,7]`, "hand"},
		{`"money":[0,0]`, `"money":[11,0]`, "money"},
		{`"money":[0,0]`, `"money":[0]`, "money"},
		{`"luxuries":[]`, `"luxuries":["car 100k","car 200k"]`, "luxuries"},
		{`"luxuries":[]`, `"luxuries":["money 100k"]`, "luxuries"},
		{`"players":3`, `"players":3,"boxed":[]`, "boxed"},
	} {
		bad := strings.Replace(string(good), c.old, c.new, 1)
		if bad == string(good) {
			t.Fatalf("%q is not in %s", c.old, good)
		}
		if _, err := codec.DecodeView([]byte(bad)); err == nil || !strings.Contains(err.Error(), c.field+":") {
			t.Errorf("%s: %v (want an error naming %s)", bad, err, c.field)
		}
	}
}

// TestDecodeEventRefuses: events out of range or inconsistent are refused.
func TestDecodeEventRefuses(t *testing.T) {
	s := setup(t, 3, nil, 6)
	var end []byte
	r := rand.New(rand.NewPCG(1, 1))
	for !s.Done() {
		p := s.ToAct(nil)[0]
		l := s.Legal(p, nil)
		ev := play(t, s, l[r.IntN(len(l))])
		if e, ok := ev[len(ev)-1].(dolcevita.GameEnded); ok {
			end, _ = codec.EncodeEvent(e)
		}
	}
	for _, in := range []string{
		`{"kind":"Placed","player":5,"number":1,"column":0}`,
		`{"kind":"Placed","player":0,"number":7,"column":0}`,
		`{"kind":"Placed","player":0,"number":1,"column":7}`,
		`{"kind":"ColumnResolving","column":0,"totals":[1,2]}`,
		`{"kind":"ColumnResolving","column":0,"totals":[1,2,22]}`,
		`{"kind":"TieCancelled","column":0,"total":3,"players":[1]}`,
		`{"kind":"TieCancelled","column":0,"total":3,"players":[2,1]}`,
		`{"kind":"TradedIn","player":0,"column":0,"old":"car 100k","new":"boat 200k"}`,
		`{"kind":"Awarded","player":0,"column":0,"rank":1,"card":"none"}`,
		`{"kind":"RoundEnded","round":1,"nextStart":5}`,
		strings.Replace(string(end), `"total":`, `"total":1`, 1),
		strings.Replace(string(end), `"winners":[`, `"winners":[4,`, 1),
		strings.Replace(string(end), `"money100":`, `"money100":1`, 1),
	} {
		if e, err := codec.DecodeEvent([]byte(in)); err == nil {
			t.Errorf("%s decoded as %#v", in, e)
		}
	}
	if _, err := codec.DecodeEvent(end); err != nil {
		t.Errorf("the real end %s: %v", end, err)
	}
}

var hostile = ruletest.Hostile{
	Options:   []rules.Options{{Players: 3}, {Players: 4}, {Players: 5}},
	Invariant: invariant,
	Touch:     touch,
	Bots: func(seed uint64) []rules.Agent {
		easy, _ := dolcevita.Game.NewBot("easy", seed)
		normal, _ := dolcevita.Game.NewBot("normal", seed)
		cfg := dolcevita.DefaultSearch
		cfg.Iterations = 30
		return []rules.Agent{easy, normal, dolcevita.NewSearchBot(cfg, seed)}
	},
}

// touch reads everything a table reads of a view.
func touch(st rules.State) {
	s := st.(*dolcevita.State)
	_, _, _, _, _, _ = s.Round(), s.Rounds(), s.StartPlayer(), s.Turn(), s.Placed(), s.Boxed()
	for c := 0; c < dolcevita.NumColumns; c++ {
		_, _ = s.ColumnLen(c), s.Column(c)
	}
	for p := 0; p < s.Players(); p++ {
		_, _, _ = s.Hand(p), s.Owned(p), s.Breakdown(p)
		s.Money(p)
		for n := 0; n <= dolcevita.MaxNumber+1; n++ {
			s.Holds(p, n)
		}
		for c := 0; c < dolcevita.NumColumns; c++ {
			_, _ = s.Under(p, c), s.Bid(p, c)
		}
		for l := dolcevita.Luxury(0); l < dolcevita.NumLuxuries; l++ {
			s.OwnedOf(p, l)
		}
	}
}

func FuzzDecodeView(f *testing.F)  { ruletest.FuzzDecodeView(f, dolcevita.Game, hostile) }
func FuzzDecodeEvent(f *testing.F) { ruletest.FuzzDecodeEvent(f, dolcevita.Game, hostile) }

// TestParseCardReadsString: every card's text reads back as the card, and
// nothing else reads.
func TestParseCardReadsString(t *testing.T) {
	for c := dolcevita.Card(1); c <= dolcevita.Money200; c++ {
		if back, ok := dolcevita.ParseCard(c.String()); !ok || back != c {
			t.Errorf("%v reads back as %v, %v", c, back, ok)
		}
	}
	for _, s := range []string{"", "none", "car", "car 400", "car 450k", "car 800k", "car 0k", "car +400k", "car 0400k", "money 300k", "Car 400k", "car  400k"} {
		if c, ok := dolcevita.ParseCard(s); ok {
			t.Errorf("%q reads as %v", s, c)
		}
	}
}

// TestMutatedViews: views that lie, well formed, are refused or hold up.
func TestMutatedViews(t *testing.T) { ruletest.MutatedViews(t, dolcevita.Game, hostile, 5000, 1) }
