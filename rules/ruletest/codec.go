package ruletest

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"salotto/rules"
)

// Wire is what the codec checks need of a game beyond its rules.Codec.
type Wire struct {
	// Bots are the levels by seat of the bot games CodecRoundTrip plays
	// (a level for every seat); nil plays random moves.
	Bots []string
	// DecideEvery makes, at every DecideEvery-th position, a bot of each
	// of the game's levels decide for a seat to act from its view and,
	// with the same seed, from the view decoded: they must choose alike.
	// 0 never does.
	DecideEvery int
	// Equal compares a view with its decoding; nil is reflect.DeepEqual.
	// A game whose codec leaves a field out by design compares without it.
	Equal func(view, decoded rules.State) error
	// Seen, when not nil, counts the events met, by type name, so that a
	// game's test can insist every type was met.
	Seen map[string]int
	// Setup, when not nil, deals each game in place of Game.Setup and
	// returns the events of the deal as well, which a table shows and a
	// room sends (the starting loot, an opening turn).
	Setup func(opts rules.Options, seed uint64) (rules.State, []rules.Event, error)
}

// CodecRoundTrip plays games games of g (random moves, or Bots) and checks
// its rules.Codec at every position: for every viewer (-1 and each seat)
// the View encodes, decodes to a state equal to it (Equal) and encodes
// again to the same bytes, and the decoded view's own View for each seat
// is itself or the public view; a full state is refused; every event Apply
// returns, raw and as RedactFor makes it for every viewer, encodes,
// decodes to an equal value and encodes again to the same bytes. In bot
// games each seat's bot has a twin of the same seed that is given the
// decoded views throughout: it must make the same moves, as the online
// bot client replays an offline game. See Wire for the sampled decisions.
func CodecRoundTrip(t testing.TB, g rules.Game, opts rules.Options, games int, seed uint64, w Wire) {
	t.Helper()
	c, ok := g.(rules.Codec)
	if !ok {
		t.Errorf("%s does not implement rules.Codec", g.Name())
		return
	}
	if w.Equal == nil {
		w.Equal = deepEqual
	}
	eachGame(t, g, opts, games, seed, func(seed uint64) error { return codecGame(g, c, opts, seed, &w) })
}

func deepEqual(view, decoded rules.State) error {
	if !reflect.DeepEqual(view, decoded) {
		return fmt.Errorf("decoded %+v\n  view %+v", decoded, view)
	}
	return nil
}

func codecGame(g rules.Game, c rules.Codec, opts rules.Options, seed uint64, w *Wire) error {
	setup := w.Setup
	if setup == nil {
		setup = func(opts rules.Options, seed uint64) (rules.State, []rules.Event, error) {
			s, err := g.Setup(opts, seed)
			return s, nil, err
		}
	}
	s, ev, err := setup(opts, seed)
	if err != nil {
		return fmt.Errorf("Setup(seed %d): %v", seed, err)
	}
	tr := &trace{g: g, seed: seed}
	if err := eventsRoundTrip(g, c, s.Players(), ev, w.Seen); err != nil {
		return fmt.Errorf("%s: the deal's %w", tr, err)
	}
	r := rng(seed, 5)
	var b bufs
	bots, err := botPairs(g, w.Bots, seed)
	if err != nil {
		return err
	}
	for n := 0; ; n++ {
		if err := viewsRoundTrip(c, s, w); err != nil {
			return fmt.Errorf("%s: %w", tr, err)
		}
		if w.DecideEvery > 0 && n%w.DecideEvery == 0 && !s.Done() {
			if err := sameDecisions(g, c, s, r.Uint64()); err != nil {
				return fmt.Errorf("%s: %w", tr, err)
			}
		}
		if s.Done() {
			return nil
		}
		if n >= MoveCap {
			return fmt.Errorf("%s: no end after %d moves", tr, MoveCap)
		}
		if bots == nil {
			_, _, ev, err = playRandom(g, s, r, tr, &b)
		} else {
			ev, err = playTwins(g, c, s, r, tr, bots)
		}
		if err != nil {
			return err
		}
		if err := eventsRoundTrip(g, c, s.Players(), ev, w.Seen); err != nil {
			return fmt.Errorf("%s: %w", tr, err)
		}
	}
}

// viewsRoundTrip checks every view of s through the codec.
func viewsRoundTrip(c rules.Codec, s rules.State, w *Wire) error {
	if data, err := c.EncodeView(s); err == nil {
		return fmt.Errorf("EncodeView of the full state wrote %.80s", data)
	}
	public := s.View(-1)
	for p := -1; p < s.Players(); p++ {
		v := s.View(p)
		back, err := roundTripView(c, v, w.Equal)
		if err != nil {
			return fmt.Errorf("View(%d): %w", p, err)
		}
		// A client holds the decoded view alone: its own views of it are
		// itself, or for another seat the public view.
		for q := -1; q < s.Players(); q++ {
			if vq := back.View(q); !reflect.DeepEqual(vq, back) && !reflect.DeepEqual(vq, public) {
				return fmt.Errorf("View(%d) of the decoded View(%d) is neither it nor the public view", q, p)
			}
		}
	}
	return nil
}

// roundTripView encodes v, decodes it, compares and encodes it again; it
// returns the decoding.
func roundTripView(c rules.Codec, v rules.State, equal func(a, b rules.State) error) (rules.State, error) {
	data, err := c.EncodeView(v)
	if err != nil {
		return nil, fmt.Errorf("EncodeView: %v", err)
	}
	back, err := c.DecodeView(data)
	if err != nil {
		return nil, fmt.Errorf("DecodeView of its own encoding: %v\n%s", err, data)
	}
	if !back.IsView() {
		return nil, fmt.Errorf("the decoded view is not a view\n%s", data)
	}
	if err := equal(v, back); err != nil {
		return nil, fmt.Errorf("the decoded view differs: %v\n%s", err, data)
	}
	again, err := c.EncodeView(back)
	if err != nil || !bytes.Equal(again, data) {
		return nil, fmt.Errorf("the decoded view encodes otherwise (%v):\n%s\n%s", err, again, data)
	}
	return back, nil
}

// eventsRoundTrip checks each event, raw and redacted for every viewer.
func eventsRoundTrip(g rules.Game, c rules.Codec, players int, ev []rules.Event, seen map[string]int) error {
	for _, e := range ev {
		if seen != nil {
			seen[reflect.TypeOf(e).Name()]++
		}
		for p := -2; p < players; p++ {
			x := e
			if p >= -1 {
				x = rules.RedactFor(g, e, p)
			}
			if err := roundTripEvent(c, x); err != nil {
				return fmt.Errorf("event %v for viewer %d: %w", x, p, err)
			}
		}
	}
	return nil
}

func roundTripEvent(c rules.Codec, e rules.Event) error {
	data, err := c.EncodeEvent(e)
	if err != nil {
		return fmt.Errorf("EncodeEvent: %v", err)
	}
	back, err := c.DecodeEvent(data)
	if err != nil {
		return fmt.Errorf("DecodeEvent of its own encoding: %v\n%s", err, data)
	}
	if !reflect.DeepEqual(back, e) {
		return fmt.Errorf("decoded as %#v\n%s", back, data)
	}
	if again, err := c.EncodeEvent(back); err != nil || !bytes.Equal(again, data) {
		return fmt.Errorf("the decoded event encodes otherwise (%v):\n%s\n%s", err, again, data)
	}
	return nil
}

// sameDecisions has a bot of every level decide for each seat to act from
// its view and, with the same seed, from the view decoded.
func sameDecisions(g rules.Game, c rules.Codec, s rules.State, seed uint64) error {
	for _, p := range s.ToAct(nil) {
		v := s.View(p)
		data, err := c.EncodeView(v)
		if err != nil {
			return err
		}
		back, err := c.DecodeView(data)
		if err != nil {
			return err
		}
		for _, level := range g.BotLevels() {
			a, errA := g.NewBot(level, seed)
			b, errB := g.NewBot(level, seed)
			if err := errors.Join(errA, errB); err != nil {
				return err
			}
			if ma, mb := decide(a, v, p), decide(b, back, p); ma != mb {
				return fmt.Errorf("a %s bot for seat %d chose %q from its view and %q from the view decoded",
					level, p, g.FormatMove(ma), g.FormatMove(mb))
			}
		}
	}
	return nil
}

// decide runs a's decision for p from view to its end.
func decide(a rules.Agent, view rules.State, p int) rules.Move {
	a.Begin(view, p)
	for !a.Think(1 << 10) {
	}
	return a.Decide()
}

// botPair is one seat's bot and its twin, which sees decoded views.
type botPair struct{ real, twin rules.Agent }

func botPairs(g rules.Game, levels []string, seed uint64) ([]botPair, error) {
	if levels == nil {
		return nil, nil
	}
	out := make([]botPair, len(levels))
	for p, level := range levels {
		a, errA := g.NewBot(level, seed+uint64(p))
		b, errB := g.NewBot(level, seed+uint64(p))
		if err := errors.Join(errA, errB); err != nil {
			return nil, err
		}
		out[p] = botPair{a, b}
	}
	return out, nil
}

// playTwins has a seat to act (drawn with r) move by its bot, which must
// agree with its twin deciding from the decoded view.
func playTwins(g rules.Game, c rules.Codec, s rules.State, r *rand.Rand, tr *trace, bots []botPair) ([]rules.Event, error) {
	toAct := s.ToAct(nil)
	p := toAct[r.IntN(len(toAct))]
	if p >= len(bots) {
		return nil, fmt.Errorf("%s: seat %d has no bot", tr, p)
	}
	v := s.View(p)
	data, err := c.EncodeView(v)
	if err != nil {
		return nil, fmt.Errorf("%s: EncodeView: %v", tr, err)
	}
	back, err := c.DecodeView(data)
	if err != nil {
		return nil, fmt.Errorf("%s: DecodeView: %v", tr, err)
	}
	m, twin := decide(bots[p].real, v, p), decide(bots[p].twin, back, p)
	if m != twin {
		return nil, fmt.Errorf("%s: seat %d's bot chose %q from its view, its twin %q from the view decoded",
			tr, p, g.FormatMove(m), g.FormatMove(twin))
	}
	tr.add(p, m)
	ev, err := s.Apply(p, m)
	if err != nil {
		return nil, fmt.Errorf("%s: the bot's move %q refused: %v", tr, g.FormatMove(m), err)
	}
	return ev, nil
}
