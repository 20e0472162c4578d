package dolores

import (
	"slices"
	"testing"

	"salotto/rules"
	"salotto/rules/ruletest"
)

var _ rules.Codec = Game{}

// TestCodecRoundTrip: on random games of every table size and on bot
// games, every view of every position decodes to itself and encodes to the
// same bytes, every event too, and bots decide alike from a view and from
// its decoding; every event type of events.go is met.
func TestCodecRoundTrip(t *testing.T) {
	seen := map[string]int{}
	deal := func(opts rules.Options, seed uint64) (rules.State, []rules.Event, error) {
		return SetupEvents(opts, seed)
	}
	for n := 2; n <= 4; n++ {
		opts := rules.Options{Players: n}
		ruletest.CodecRoundTrip(t, game, opts, 40, uint64(n), ruletest.Wire{Seen: seen, Setup: deal})
		bots := []string{"hard:bluffer", "normal:honest", "easy", "random"}[:n]
		ruletest.CodecRoundTrip(t, game, opts, 2, uint64(n), ruletest.Wire{Bots: bots, Seen: seen, DecideEvery: 9})
	}
	types := ruletest.EventTypes(t, "events.go")
	if kinds := slices.Sorted(slices.Values(eventKinds[:])); !slices.Equal(types, kinds) {
		t.Errorf("events.go declares the event types %v; the codec knows %v", types, kinds)
	}
	// A Theft is wasted when nobody else holds goods: a deal rigged for it.
	ruletest.CodecRoundTrip(t, game, rules.Options{Players: 2}, 1, 0, ruletest.Wire{Seen: seen,
		Setup: func(rules.Options, uint64) (rules.State, []rules.Event, error) {
			s, ev := rigged(t, 2, 0, [][]Card{{mib(Theft)}, {mib(Lookout)}}, l0, l1, d0, d1)
			return s, ev, nil
		}})
	// Some events are rare (a Wager needs three players and its card out
	// of the box, a wasted Theft a table without goods): more games until
	// every type is met.
	for batch := uint64(0); batch < 40 && slices.ContainsFunc(types, func(k string) bool { return seen[k] == 0 }); batch++ {
		ruletest.CodecRoundTrip(t, game, rules.Options{Players: 3 + int(batch%2)}, 20, 100+batch, ruletest.Wire{Seen: seen, Setup: deal})
	}
	for _, k := range types {
		if seen[k] == 0 {
			t.Errorf("no %s event was met: the round trip did not check its codec", k)
		}
	}
}

// TestNonInterference: what a viewer is sent of a move never tells apart
// two positions it cannot tell apart itself: the pile's order, the box,
// a face-down share and the choices not yet revealed.
func TestNonInterference(t *testing.T) {
	for n := 2; n <= 4; n++ {
		ruletest.NonInterference(t, game, rules.Options{Players: n}, 4, uint64(n),
			ruletest.Secrets{Every: 6, MinCompared: 300, MinDiffering: 300})
	}
}

var hostile = ruletest.Hostile{
	Options:   []rules.Options{{Players: 2}, {Players: 3}, {Players: 4}},
	Invariant: CheckInvariants,
	Touch:     touch,
	Bots: func(seed uint64) []rules.Agent {
		return []rules.Agent{newSmartBot("easy", Honest, seed), newSmartBot("normal", Bluffer, seed), newSmartBot("hard", Quiet, seed)}
	},
	Own: func(v rules.State, seat int) bool { return int(v.(*State).viewer) == seat },
}

// touch reads everything a table reads of a view.
func touch(st rules.State) {
	s := st.(*State)
	_, _, _, _, _ = s.Step(), s.Left(), s.ShareNumber(), s.PileSize(), s.Discards()
	_, _, _, _, _ = s.LanternReport(), s.LanternUser(), s.RuseUser(), s.WagerUser(), s.WindowAsked()
	_, _, _, _, _ = s.Dodger(), s.Thief(), s.LookoutUsed(), s.EndReason(), s.Dealer()
	for i := 0; i < 6; i++ {
		s.Slot(i)
	}
	for m := 0; m < NumMiB; m++ {
		s.Holder(m)
	}
	for p := 0; p < s.Players(); p++ {
		_, _, _, _, _ = s.Area(p), s.Collections(p), s.LastSaid(p), s.SaidThisRound(p), s.Chosen(p)
		_, _, _, _ = s.Gesture(p), s.GestureCounts(p), s.Score(p), s.Breakdown(p)
		s.Words(p)
		s.LeftOf(p)
	}
}

func FuzzDecodeView(f *testing.F)  { ruletest.FuzzDecodeView(f, game, hostile) }
func FuzzDecodeEvent(f *testing.F) { ruletest.FuzzDecodeEvent(f, game, hostile) }

// TestMutatedViews: views that lie, well formed, are refused or hold up.
func TestMutatedViews(t *testing.T) { ruletest.MutatedViews(t, game, hostile, 20000, 1) }
