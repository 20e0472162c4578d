package ruletest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"salotto/rules"
)

// Checks are a game's own checks, run by RandomGames.
type Checks struct {
	// Invariant checks the game's own invariants (cards conserved, money
	// never negative...) after every move. May be nil.
	Invariant func(s rules.State) error
	// ViewLeaks reports hidden information present in view, a View of full
	// for player (-1: the public view). May be nil.
	ViewLeaks func(full rules.State, view rules.State, player int) error
}

// MoveCap is the number of moves after which a random game counts as one
// that never ends.
const MoveCap = 100_000

// rng returns the kit's generator for one game.
func rng(seed uint64, salt uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, salt^0x7e57_4b17_0000_0001))
}

// gameSeed spreads the i-th game's seed from the caller's seed.
func gameSeed(seed uint64, i int) uint64 { return seed*1_000_003 + uint64(i) }

// eachGame runs play for games games, each with its own seed spread from
// seed, and reports the first failure (naming the game and the table) and
// stops: the kit's checks share this loop.
func eachGame(t testing.TB, g rules.Game, opts rules.Options, games int, seed uint64, play func(seed uint64) error) {
	t.Helper()
	for i := 0; i < games; i++ {
		if err := play(gameSeed(seed, i)); err != nil {
			t.Errorf("%s %d players, game %d: %v", g.Name(), opts.Players, i, err)
			return
		}
	}
}

// trace is the moves of one game so far, for failure messages (formatted
// only when one is needed).
type trace struct {
	g     rules.Game
	seed  uint64
	moves []played
}

type played struct {
	player int
	move   rules.Move
}

func (tr *trace) add(p int, m rules.Move) {
	tr.moves = append(tr.moves, played{p, m})
}

func (tr *trace) String() string {
	ms := tr.moves
	prefix := ""
	if len(ms) > 40 {
		prefix = fmt.Sprintf("... (%d earlier) ", len(ms)-40)
		ms = ms[len(ms)-40:]
	}
	text := make([]string, len(ms))
	for i, m := range ms {
		text[i] = fmt.Sprintf("%d:%s", m.player, tr.g.FormatMove(m.move))
	}
	return fmt.Sprintf("setup seed %d, after %d moves [%s%s]", tr.seed, len(tr.moves), prefix, strings.Join(text, ", "))
}

// playRandom makes a random legal move on s: a seat drawn from those to
// act, then one of its legal moves, noted in tr. Its refusal is an error.
func playRandom(g rules.Game, s rules.State, r *rand.Rand, tr *trace, b *bufs) (p int, m rules.Move, ev []rules.Event, err error) {
	b.toAct = s.ToAct(b.toAct[:0])
	p = b.toAct[r.IntN(len(b.toAct))]
	b.real = s.Legal(p, b.real[:0])
	m = b.real[r.IntN(len(b.real))]
	tr.add(p, m)
	if ev, err = s.Apply(p, m); err != nil {
		return p, m, nil, fmt.Errorf("%s: legal move %q refused: %v", tr, g.FormatMove(m), err)
	}
	return p, m, ev, nil
}

// consistent checks what must hold of any full state: who acts, their legal
// moves, and the results once done.
func consistent(s rules.State, players int, b *bufs) error {
	if s.IsView() {
		return errors.New("a full state says it is a view")
	}
	if n := s.Players(); n != players {
		return fmt.Errorf("Players() = %d, want %d", n, players)
	}
	if sc := s.Scores(); len(sc) != players {
		return fmt.Errorf("Scores() has %d entries for %d players", len(sc), players)
	}
	b.toAct = s.ToAct(b.toAct[:0])
	toAct := b.toAct
	if s.Done() {
		if len(toAct) != 0 {
			return fmt.Errorf("game over but ToAct = %v", toAct)
		}
		w := s.Winners()
		if len(w) == 0 && players > 1 {
			// A solo game (one seat against the game itself) may be lost.
			return errors.New("game over with no winners")
		}
		for i, p := range w {
			if p < 0 || p >= players || slices.Contains(w[:i], p) {
				return fmt.Errorf("bad Winners() %v", w)
			}
		}
		for p := 0; p < players; p++ {
			if b.real = s.Legal(p, b.real[:0]); len(b.real) != 0 {
				return fmt.Errorf("game over but seat %d has legal moves %v", p, b.real)
			}
		}
		return nil
	}
	if len(toAct) == 0 {
		return errors.New("game not over but nobody is to act")
	}
	for i, p := range toAct {
		if p < 0 || p >= players || slices.Contains(toAct[:i], p) {
			return fmt.Errorf("bad ToAct() %v", toAct)
		}
	}
	for p := 0; p < players; p++ {
		b.real = s.Legal(p, b.real[:0])
		l := b.real
		acting := slices.Contains(toAct, p)
		switch {
		case acting && len(l) == 0:
			return fmt.Errorf("seat %d is to act but has no legal moves", p)
		case !acting && len(l) != 0:
			return fmt.Errorf("seat %d is not to act (ToAct %v) but has legal moves %v", p, toAct, l)
		}
		b.sortA = append(b.sortA[:0], l...)
		slices.SortFunc(b.sortA, cmpMove)
		for i := 1; i < len(b.sortA); i++ {
			if b.sortA[i] == b.sortA[i-1] {
				return fmt.Errorf("seat %d's legal moves list %v twice", p, b.sortA[i])
			}
		}
	}
	return nil
}

// bufs are the kit's reused buffers, so that checking a move costs little
// beyond the game's own work.
type bufs struct {
	toAct, ints  []int
	real, other  []rules.Move
	sortA, sortB []rules.Move
}

func cmpMove(m, n rules.Move) int {
	if c := int(m.Kind) - int(n.Kind); c != 0 {
		return c
	}
	for _, d := range [][2]int16{{m.A, n.A}, {m.B, n.B}, {m.C, n.C}, {m.D, n.D}} {
		if d[0] != d[1] {
			return int(d[0]) - int(d[1])
		}
	}
	return 0
}

// sameSet reports whether a and b hold the same moves.
func (b *bufs) sameSet(x, y []rules.Move) bool {
	if len(x) != len(y) {
		return false
	}
	b.sortA = append(b.sortA[:0], x...)
	b.sortB = append(b.sortB[:0], y...)
	slices.SortFunc(b.sortA, cmpMove)
	slices.SortFunc(b.sortB, cmpMove)
	return slices.Equal(b.sortA, b.sortB)
}

// sameInts reports whether x and y hold the same players (ToAct lists are
// short and without repeats).
func sameInts(x, y []int) bool {
	if len(x) != len(y) {
		return false
	}
	for _, v := range x {
		if !slices.Contains(y, v) {
			return false
		}
	}
	return true
}

// cloneIndependent checks that a clone has the same hash and that playing on
// it leaves s alone.
func cloneIndependent(g rules.Game, s rules.State, r *rand.Rand) error {
	h := s.Hash()
	c := s.Clone()
	if c.Hash() != h {
		return errors.New("Clone has a different hash")
	}
	if s.Done() {
		return nil
	}
	toAct := c.ToAct(nil)
	p := toAct[r.IntN(len(toAct))]
	l := c.Legal(p, nil)
	m := l[r.IntN(len(l))]
	if _, err := c.Apply(p, m); err != nil {
		return fmt.Errorf("clone refused seat %d's legal move %q: %v", p, g.FormatMove(m), err)
	}
	if s.Hash() != h {
		return fmt.Errorf("playing %q on a clone changed the original", g.FormatMove(m))
	}
	return nil
}
