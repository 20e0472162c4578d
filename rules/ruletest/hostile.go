package ruletest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"salotto/rules"
)

// Hostile is what the fuzz targets of a codec need of a game.
type Hostile struct {
	// Options are the tables whose games seed the corpus with real
	// encodings.
	Options []rules.Options
	// Invariant checks a full state (as Checks.Invariant); a decoded view
	// must determinize into a state that keeps it. May be nil.
	Invariant func(rules.State) error
	// Touch calls what the game's table reads of a view (its accessors),
	// so that a decoded view is shown to crash none of them. May be nil.
	Touch func(rules.State)
	// Bots make agents that decide from every decoded view that is a
	// seat's own (levels cheap enough for a fuzzer); nil uses none.
	Bots func(seed uint64) []rules.Agent
	// Own reports whether view is seat's own view, the only kind a bot
	// of that seat is given (nil: any view).
	Own func(view rules.State, seat int) bool
}

// corpus plays two random games of each table and returns every view
// (every viewer, every few positions) and every event, encoded.
func corpus(g rules.Game, c rules.Codec, h Hostile) (views, events [][]byte) {
	for i, opts := range h.Options {
		for k := 0; k < 2; k++ {
			s, err := g.Setup(opts, uint64(100*i+k))
			if err != nil {
				panic(err)
			}
			r := rng(uint64(i), uint64(k))
			for n := 0; ; n++ {
				if n%3 == 0 || s.Done() {
					for p := -1; p < s.Players(); p++ {
						if data, err := c.EncodeView(s.View(p)); err == nil {
							views = append(views, data)
						}
					}
				}
				if s.Done() {
					break
				}
				toAct := s.ToAct(nil)
				p := toAct[r.IntN(len(toAct))]
				legal := s.Legal(p, nil)
				ev, _ := s.Apply(p, legal[r.IntN(len(legal))])
				for _, e := range ev {
					for q := -1; q < s.Players(); q++ {
						if data, err := c.EncodeEvent(rules.RedactFor(g, e, q)); err == nil {
							events = append(events, data)
						}
					}
				}
			}
		}
	}
	return views, events
}

// hostileSeeds are inputs no codec may take: not objects, damaged ones.
var hostileSeeds = []string{"", "null", "[]", "{}", `{"viewer":-2}`, `{"kind":"GameEnded"}`, `{"kind":""}`, "\x00", `{"a":1,"a":2}`}

// FuzzDecodeView is the body of a game's DecodeView fuzz target, seeded
// with real encodings of the views of Hostile.Options's games (and some
// damaged ones). Whatever the input, DecodeView must not panic; a value it
// accepts must be a view that encodes back to what decodes to itself; whose
// methods (Players, ToAct, Legal, Done, Scores, Winners, Hash, Clone,
// View, and Touch) do not panic and agree; which determinizes into a full
// state keeping the Invariant, offering the view's legal moves, that plays
// to its end; and from which Bots choose legal moves for the seat whose
// view it is.
func FuzzDecodeView(f *testing.F, g rules.Game, h Hostile) {
	c := g.(rules.Codec)
	views, _ := corpus(g, c, h)
	for i, v := range views {
		if i%4 == 0 {
			f.Add(v)
		}
	}
	for _, s := range hostileSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := c.DecodeView(data)
		if err != nil {
			if v != nil || err.Error() == "" {
				t.Fatalf("a refusal returned %v with the error %q", v, err)
			}
			return
		}
		if err := acceptedView(g, c, v, h); err != nil {
			t.Fatalf("%v\ninput %q", err, data)
		}
	})
}

func acceptedView(g rules.Game, c rules.Codec, v rules.State, h Hostile) error {
	if !v.IsView() {
		return fmt.Errorf("DecodeView returned a full state")
	}
	data, err := c.EncodeView(v)
	if err != nil {
		return fmt.Errorf("the decoded view does not encode: %v", err)
	}
	if _, err := roundTripView(c, v, deepEqual); err != nil {
		return err
	}
	n := v.Players()
	lo, hi := g.PlayerRange()
	if n < lo || n > hi || len(v.Scores()) != n {
		return fmt.Errorf("%d players (the game takes %d to %d), %d scores", n, lo, hi, len(v.Scores()))
	}
	toAct := v.ToAct(nil)
	for i, p := range toAct {
		if p < 0 || p >= n || slices.Contains(toAct[:i], p) {
			return fmt.Errorf("ToAct %v", toAct)
		}
	}
	if v.Done() != (len(toAct) == 0) {
		return fmt.Errorf("Done %v with ToAct %v", v.Done(), toAct)
	}
	for p := -1; p <= n; p++ {
		// A view knows the moves of its own seat; of another seat to act,
		// those its hidden cards allow may be missing.
		acting, own := slices.Contains(toAct, p), h.Own == nil || h.Own(v, p)
		if l := v.Legal(p, nil); len(l) > 0 && !acting || len(l) == 0 && acting && own {
			return fmt.Errorf("seat %d to act %v, legal moves %v", p, acting, l)
		}
		if _, err := c.EncodeView(v.View(p)); err != nil {
			return fmt.Errorf("its View(%d) does not encode: %v", p, err)
		}
	}
	v.Winners()
	v.Hash()
	if v.Clone().Hash() != v.Hash() {
		return fmt.Errorf("a clone hashes otherwise")
	}
	if h.Touch != nil {
		h.Touch(v)
	}
	if err := playOut(g, v, toAct, h); err != nil {
		return fmt.Errorf("%v\nview %s", err, data)
	}
	if h.Bots != nil {
		for _, p := range toAct {
			if h.Own != nil && !h.Own(v, p) {
				continue // a bot decides from its own seat's view only
			}
			for _, a := range h.Bots(uint64(p)) {
				if m := decide(a, v, p); !slices.Contains(v.Legal(p, nil), m) {
					return fmt.Errorf("a %T for seat %d chose %q, not a legal move", a, p, g.FormatMove(m))
				}
			}
		}
	}
	return nil
}

// playOut determinizes v and plays it to its end with random moves,
// checking the invariant as it goes. The seat whose view v is must be
// offered the same moves in both.
func playOut(g rules.Game, v rules.State, toAct []int, h Hostile) error {
	invariant := h.Invariant
	r := rand.New(rand.NewPCG(1, 2))
	d := v.Determinize(r)
	if d.IsView() || !sameInts(d.ToAct(nil), toAct) {
		return fmt.Errorf("the determinized view is a view, or has ToAct %v, the view's %v", d.ToAct(nil), toAct)
	}
	var b bufs
	for _, p := range toAct {
		if h.Own != nil && !h.Own(v, p) {
			continue
		}
		if !b.sameSet(d.Legal(p, nil), v.Legal(p, nil)) {
			return fmt.Errorf("seat %d's legal moves: %v in the determinized view, %v in the view", p, d.Legal(p, nil), v.Legal(p, nil))
		}
	}
	tr := &trace{g: g}
	for n := 0; ; n++ {
		if invariant != nil {
			if err := invariant(d); err != nil {
				return fmt.Errorf("the determinized view, %s: %v", tr, err)
			}
		}
		if err := consistent(d, v.Players(), &b); err != nil {
			return fmt.Errorf("the determinized view, %s: %v", tr, err)
		}
		if d.Done() {
			return nil
		}
		if n >= MoveCap {
			return fmt.Errorf("the determinized view: no end after %d moves", MoveCap)
		}
		if _, _, _, err := playRandom(g, d, r, tr, &b); err != nil {
			return err
		}
	}
}

// FuzzDecodeEvent is the body of a game's DecodeEvent fuzz target, seeded
// with the encodings of every event of Hostile.Options's games, redacted
// for every viewer. Whatever the input, DecodeEvent must not panic; an
// event it accepts must encode back to what decodes to an equal event and
// the same bytes, and its String and its redactions must not panic.
func FuzzDecodeEvent(f *testing.F, g rules.Game, h Hostile) {
	c := g.(rules.Codec)
	_, events := corpus(g, c, h)
	seen := map[string]bool{}
	for _, e := range events {
		if !seen[string(e)] {
			seen[string(e)] = true
			f.Add(e)
		}
	}
	for _, s := range hostileSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := c.DecodeEvent(data)
		if err != nil {
			if e != nil || err.Error() == "" {
				t.Fatalf("a refusal returned %v with the error %q", e, err)
			}
			return
		}
		_ = e.String()
		again, err := c.EncodeEvent(e)
		if err != nil {
			t.Fatalf("the decoded %#v does not encode: %v", e, err)
		}
		back, err := c.DecodeEvent(again)
		if err != nil || !reflect.DeepEqual(back, e) {
			t.Fatalf("%s decodes to %#v (%v), not %#v", again, back, err, e)
		}
		if twice, _ := c.EncodeEvent(back); !bytes.Equal(twice, again) {
			t.Fatalf("encodes as %s, then %s", again, twice)
		}
		for p := -1; p < 5; p++ {
			x := rules.RedactFor(g, e, p)
			_ = x.String()
			if _, err := c.EncodeEvent(x); err != nil {
				t.Fatalf("%#v redacted for %d does not encode: %v", e, p, err)
			}
		}
	})
}
