package necklace

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/ruletest"
)

var _ rules.Codec = Game{}

// TestCodecRoundTrip: on random games of every table (solo and duel, each
// expansion, each start) and on bot games, every view of every position
// decodes to itself and encodes to the same bytes, every event (raw and
// redacted for every viewer) too, and bots decide alike from a view and
// from its decoding; every event type of events.go is met.
func TestCodecRoundTrip(t *testing.T) {
	seen := map[string]int{}
	for i, opts := range allOptions() {
		ruletest.CodecRoundTrip(t, Game{}, opts, 12, uint64(i), ruletest.Wire{Seen: seen})
		bots := []string{"normal"}
		if opts.Players == 2 {
			bots = []string{"easy", "random"}
		}
		ruletest.CodecRoundTrip(t, Game{}, opts, 2, uint64(i), ruletest.Wire{Bots: bots, Seen: seen})
	}
	// The hard bot searches for a while: a few tables, every level
	// deciding now and then, and whole games of hard bots.
	solo := rules.Options{Players: 1, Variant: map[string]string{"expansions": "rainbow+gold", "start": "1"}}
	duel := rules.Options{Players: 2, Variant: map[string]string{"expansions": "gold"}}
	ruletest.CodecRoundTrip(t, Game{}, solo, 1, 1, ruletest.Wire{Bots: []string{"normal"}, DecideEvery: 8})
	ruletest.CodecRoundTrip(t, Game{}, duel, 1, 2, ruletest.Wire{Bots: []string{"normal", "hard"}, DecideEvery: 16})
	types := ruletest.EventTypes(t, "events.go")
	if kinds := slices.Sorted(slices.Values(eventKinds[:])); !slices.Equal(types, kinds) {
		t.Errorf("events.go declares the event types %v; the codec knows %v", types, kinds)
	}
	for _, k := range types {
		if seen[k] == 0 {
			t.Errorf("no %s event was met: the round trip did not check its codec", k)
		}
	}
}

// TestNonInterference: what a viewer is sent of a move never tells apart
// two deals it cannot tell apart itself: the cards another seat draws
// reach it face down.
func TestNonInterference(t *testing.T) {
	for i, opts := range allOptions() {
		if opts.Variant["start"] != "" {
			continue
		}
		sec := ruletest.Secrets{Every: 4, MinCompared: 100, MinDiffering: 50}
		if opts.Players == 1 {
			// Solo: the rival's turn comes inside the player's discard,
			// and the player's own draw tells the twins apart at once.
			sec.MinCompared, sec.MinDiffering = 10, 5
		}
		ruletest.NonInterference(t, Game{}, opts, 6, uint64(i), sec)
	}
}

// leaky is the game without its Redactor: every Drew goes out face up.
type leaky struct{ Game }

func (leaky) Redact(e rules.Event, viewer int) rules.Event { return e }

// failures is a testing.TB that keeps failures instead of failing.
type failures struct {
	testing.TB
	msgs []string
}

func (f *failures) Helper() {}
func (f *failures) Errorf(format string, a ...any) {
	f.msgs = append(f.msgs, fmt.Sprintf(format, a...))
}

// TestNonInterferenceCatchesALeak: the check fails the game whose Drew
// events are not redacted, naming the card drawn.
func TestNonInterferenceCatchesALeak(t *testing.T) {
	f := &failures{TB: t}
	ruletest.NonInterference(f, leaky{}, rules.Options{Players: 2}, 2, 1, ruletest.Secrets{Every: 4})
	if len(f.msgs) == 0 || !strings.Contains(f.msgs[0], `"kind":"Drew"`) {
		t.Errorf("the check passed a game that sends the card another seat draws: %q", f.msgs)
	}
}

// TestCodecRedactsDrew: a Drew encodes with its card for the drawer, face
// down for everyone else.
func TestCodecRedactsDrew(t *testing.T) {
	c := Game{}
	open, err := c.EncodeEvent(Drew{Player: 1, Card: 6, Left: 9})
	if err != nil {
		t.Fatal(err)
	}
	down, err := c.EncodeEvent(Redact(Drew{Player: 1, Card: 6, Left: 9}, 0))
	if err != nil {
		t.Fatal(err)
	}
	if string(open) != `{"kind":"Drew","player":1,"card":"B07","left":9}` || string(down) != `{"kind":"Drew","player":1,"card":"??","left":9}` {
		t.Errorf("Drew encodes as %s, redacted as %s", open, down)
	}
}

// TestDecodeViewRefuses: each damage to a real view is refused, naming
// the field.
func TestDecodeViewRefuses(t *testing.T) {
	s := setup(t, rules.Options{Players: 2, Variant: map[string]string{"start": "0"}}, 4)
	if _, err := s.Apply(0, TakeDraw); err != nil {
		t.Fatal(err)
	}
	good, err := Game{}.EncodeView(s.View(0))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (Game{}).EncodeView(s); err == nil {
		t.Error("a full state was encoded")
	}
	hand := s.Hand(0)
	draw := fmt.Sprintf(`"draw":%d`, s.DrawCount())
	for _, c := range []struct{ old, new, field string }{
		{`"viewer":0`, `"viewer":-2`, "viewer"},
		{`"viewer":0`, `"viewer":2`, "viewer"},
		{`"phase":"discard"`, `"phase":"take"`, "hands"},
		{`"phase":"discard"`, `"phase":"deal"`, "phase"},
		{draw, draw + "1", "draw"},
		{draw, `"draw":"5"`, "draw"},
		{`"common":"` + s.Common().String(), `"common":"` + hand[0].String(), "common"},
		{`"common":"` + s.Common().String(), `"common":"R01`, "common"},
		{`"common":"` + s.Common().String(), `"common":"??`, "common"},
		{`"hands":[["` + hand[0].String(), `"hands":[["??`, "hands[0]"},
		{`"hands":[["` + hand[0].String(), `"hands":[["X99`, "hands[0]"},
		{`"known":[[],[]]`, `"known":[[],["` + hand[0].String() + `"]]`, "known[1]"},
		{`"known":[[]`, `"known":[["??"]`, "known[0]"},
		{`"late":[false,false]`, `"late":[true,false]`, "late"},
		{`"late":[false,false]`, `"late":[false]`, "late"},
		{`"end":""`, `"end":"declined"`, "end"},
		{`"turns":0`, `"turns":-1`, "turns"},
		{`"solo":false`, `"solo":false,"removed":["B01"]`, "removed"},
		{`,"solo":false`, ``, "solo"},
		{`"solo":false`, `"solo":null`, "solo"},
	} {
		bad := strings.Replace(string(good), c.old, c.new, 1)
		if bad == string(good) {
			t.Fatalf("%q is not in %s", c.old, good)
		}
		_, err := Game{}.DecodeView([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), c.field+":") {
			t.Errorf("%s: %v (want an error naming %s)", bad, err, c.field)
		}
	}
}

// TestDecodeViewRefusesTwoHandsOfFive: only the seat discarding holds
// five (the fuzzing found a view with two, which crashed a later draw).
func TestDecodeViewRefusesTwoHandsOfFive(t *testing.T) {
	s := setup(t, rules.Options{Players: 2, Variant: map[string]string{"start": "0"}}, 4)
	if _, err := s.Apply(0, TakeDraw); err != nil {
		t.Fatal(err)
	}
	good, _ := Game{}.EncodeView(s.View(0))
	bad := strings.Replace(string(good), `["??","??","??","??"]`, `["??","??","??","??","??"]`, 1)
	bad = strings.Replace(bad, fmt.Sprintf(`"draw":%d`, s.DrawCount()), fmt.Sprintf(`"draw":%d`, s.DrawCount()-1), 1)
	if _, err := (Game{}).DecodeView([]byte(bad)); err == nil || !strings.Contains(err.Error(), "hands:") {
		t.Errorf("%s: %v", bad, err)
	}
}

// TestDecodeEventRefuses: events out of range or inconsistent are refused.
func TestDecodeEventRefuses(t *testing.T) {
	s := setup(t, rules.Options{Players: 2, Variant: map[string]string{"start": "0"}}, 4)
	var end []byte
	for !s.Done() {
		ev, err := s.Apply(s.ToMove(), s.Legal(s.ToMove(), nil)[0])
		if err != nil {
			t.Fatal(err)
		}
		if e, ok := ev[len(ev)-1].(GameEnded); ok {
			end, _ = Game{}.EncodeEvent(e)
		}
	}
	scores := fmt.Sprint(s.Scores()[0])
	for _, in := range []string{
		`{"kind":"Drew","player":2,"card":"B07","left":9}`,
		`{"kind":"Drew","player":1,"card":"B19","left":9}`,
		`{"kind":"Drew","player":1,"card":"B07","left":24}`,
		`{"kind":"Drew","player":1,"card":"B07"}`,
		`{"kind":"TookDiscard","player":1,"card":"??"}`,
		`{"kind":"Declined","player":0,"card":"B07"}`,
		`{"kind":"Shuffled"}`,
		`{"player":0}`,
		strings.Replace(string(end), `"scores":[`+scores, `"scores":[`+scores+"1", 1),
		strings.Replace(string(end), `"winners":[`, `"winners":[1,`, 1),
		strings.Replace(string(end), `"end":"`, `"end":"x`, 1),
	} {
		if e, err := (Game{}).DecodeEvent([]byte(in)); err == nil {
			t.Errorf("%s decoded as %#v", in, e)
		}
	}
	if e, err := (Game{}).DecodeEvent(end); err != nil {
		t.Errorf("the real end %s: %v", end, err)
	} else if e.(GameEnded).Necklaces[0] != s.Necklace(0) {
		t.Errorf("the end's necklace decodes as %+v, not %+v", e.(GameEnded).Necklaces[0], s.Necklace(0))
	}
}

var hostile = ruletest.Hostile{
	Options:   allOptions(),
	Invariant: necklaceChecks.Invariant,
	Touch:     touch,
	Bots: func(seed uint64) []rules.Agent {
		return []rules.Agent{NewEasyBot(seed), NewNormalBot(seed), NewHardBot(40, seed)}
	},
	Own: func(v rules.State, seat int) bool { return v.(*State).Viewer() == seat },
}

// touch reads everything a table reads of a view.
func touch(st rules.State) {
	s := st.(*State)
	_, _, _, _, _ = s.Solo(), s.Expansions(), s.ToMove(), s.Discarding(), s.EndReason()
	_, _, _, _, _ = s.RivalScore(), s.Common(), s.DrawCount(), s.DiscardPile(), s.TopDiscard()
	_, _, _ = s.StartPlayer(), s.Opening(), s.Viewer()
	for p := 0; p < 2; p++ {
		_, _, _ = s.Wishes(p), s.Necklace(p), s.Hand(p)
		for c := Card(0); c < NumCards+2; c++ {
			s.KnownInHand(p, c)
		}
	}
	for _, e := range s.Opening() {
		Redact(e, 0)
	}
}

func FuzzDecodeView(f *testing.F)  { ruletest.FuzzDecodeView(f, Game{}, hostile) }
func FuzzDecodeEvent(f *testing.F) { ruletest.FuzzDecodeEvent(f, Game{}, hostile) }

// TestMutatedViews: views that lie, well formed, are refused or hold up.
func TestMutatedViews(t *testing.T) { ruletest.MutatedViews(t, Game{}, hostile, 20000, 1) }
