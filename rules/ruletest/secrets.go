package ruletest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
)

// Secrets configures NonInterference.
type Secrets struct {
	// Twin returns a full state that differs from full only in what
	// viewer may not see (-1: an onlooker). Nil is
	// full.View(viewer).Determinize(r), which fits a game whose states
	// hold no generator (the future would differ through it): the three
	// games deal their piles at setup and keep no generator.
	Twin func(full rules.State, viewer int, r *rand.Rand) rules.State
	// Every is the chance, one in Every, that a position is a branch
	// point where each viewer gets a twin (0: every position).
	Every int
	// MinCompared and MinDiffering are how many steps the check must
	// compare, and how many of those with a twin whose full state truly
	// differs (its Hash): fewer fails it, so that it cannot pass by
	// comparing nothing.
	MinCompared, MinDiffering int
}

// NonInterference checks that a viewer's wire depends only on what the
// viewer may know. It plays games games of g with random moves; at branch
// points, for each viewer p (-1 and each seat), it makes a twin of the
// position differing only in what p may not see, and plays the same moves
// on both while they are legal in both and p's encoded views stay
// byte-identical. At every step after which p's encoded views are still
// byte-identical, the events of the move, redacted for p and encoded,
// must be byte-identical too: whatever p cannot tell apart, the room must
// not tell apart in what it sends p.
func NonInterference(t testing.TB, g rules.Game, opts rules.Options, games int, seed uint64, sec Secrets) {
	t.Helper()
	c, ok := g.(rules.Codec)
	if !ok {
		t.Errorf("%s does not implement rules.Codec", g.Name())
		return
	}
	if sec.Twin == nil {
		sec.Twin = func(s rules.State, p int, r *rand.Rand) rules.State { return s.View(p).Determinize(r) }
	}
	var n counts
	eachGame(t, g, opts, games, seed, func(seed uint64) error { return secretsGame(g, c, opts, seed, sec, &n) })
	if n.compared < sec.MinCompared || n.differing < sec.MinDiffering {
		t.Errorf("%s %d players: %d steps compared, %d with a differing twin; the check wants at least %d and %d",
			g.Name(), opts.Players, n.compared, n.differing, sec.MinCompared, sec.MinDiffering)
	}
}

type counts struct{ compared, differing int }

func secretsGame(g rules.Game, c rules.Codec, opts rules.Options, seed uint64, sec Secrets, n *counts) error {
	s, err := g.Setup(opts, seed)
	if err != nil {
		return fmt.Errorf("Setup(seed %d): %v", seed, err)
	}
	tr := &trace{g: g, seed: seed}
	r := rng(seed, 6)
	var b bufs
	for k := 0; !s.Done(); k++ {
		if k >= MoveCap {
			return fmt.Errorf("%s: no end after %d moves", tr, MoveCap)
		}
		if sec.Every == 0 || r.IntN(sec.Every) == 0 {
			for p := -1; p < s.Players(); p++ {
				if err := twinRun(g, c, s, sec.Twin(s, p, r), p, r, n); err != nil {
					return fmt.Errorf("%s: viewer %d: %w", tr, p, err)
				}
			}
		}
		if _, _, _, err := playRandom(g, s, r, tr, &b); err != nil {
			return err
		}
	}
	return nil
}

// twinRun plays the same random moves on copies of s and its twin t for
// viewer p, comparing what p is sent.
func twinRun(g rules.Game, c rules.Codec, s, twin rules.State, p int, r *rand.Rand, n *counts) error {
	a, b := s.Clone(), twin
	if b.IsView() {
		return fmt.Errorf("the twin is a view")
	}
	va, vb, err := viewBytes(c, a, b, p)
	if err != nil {
		return err
	}
	if !bytes.Equal(va, vb) {
		return fmt.Errorf("the twin's view differs from the position's:\n%s\n%s", va, vb)
	}
	var tr []string
	for !a.Done() {
		toAct := a.ToAct(nil)
		q := toAct[r.IntN(len(toAct))]
		legal := a.Legal(q, nil)
		m := legal[r.IntN(len(legal))]
		if !slices.Contains(b.ToAct(nil), q) || !slices.Contains(b.Legal(q, nil), m) {
			return nil // the twins part: the check goes no further
		}
		tr = append(tr, fmt.Sprintf("%d:%s", q, g.FormatMove(m)))
		evA, errA := a.Apply(q, m)
		evB, errB := b.Apply(q, m)
		if errA != nil || errB != nil {
			return fmt.Errorf("after %v: %v / %v", tr, errA, errB)
		}
		if va, vb, err = viewBytes(c, a, b, p); err != nil {
			return err
		}
		if !bytes.Equal(va, vb) {
			return nil // p learnt something that tells the twins apart
		}
		sentA, errA := eventBytes(g, c, evA, p)
		sentB, errB := eventBytes(g, c, evB, p)
		if errA != nil || errB != nil {
			return fmt.Errorf("after %v: %v / %v", tr, errA, errB)
		}
		n.compared++
		if a.Hash() != b.Hash() {
			n.differing++
		}
		if !bytes.Equal(sentA, sentB) {
			return fmt.Errorf("after %v the viewer's views are the same, but the events it is sent differ, telling what it may not know:\n%s\n%s\n(view %s)",
				tr, sentA, sentB, va)
		}
	}
	return nil
}

// viewBytes are p's views of a and b, encoded.
func viewBytes(c rules.Codec, a, b rules.State, p int) ([]byte, []byte, error) {
	va, errA := c.EncodeView(a.View(p))
	vb, errB := c.EncodeView(b.View(p))
	if errA != nil || errB != nil {
		return nil, nil, fmt.Errorf("EncodeView: %v / %v", errA, errB)
	}
	return va, vb, nil
}

// eventBytes are the events ev as p is sent them, one encoded event a line.
func eventBytes(g rules.Game, c rules.Codec, ev []rules.Event, p int) ([]byte, error) {
	var out []byte
	for _, e := range ev {
		data, err := c.EncodeEvent(rules.RedactFor(g, e, p))
		if err != nil {
			return nil, err
		}
		out = append(append(out, data...), '\n')
	}
	return out, nil
}
