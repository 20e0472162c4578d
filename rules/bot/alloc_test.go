package bot

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// race is a tiny game whose states come from a fixed ring, so that it
// allocates nothing: players in turn add 1 or 2 to a count; whoever brings
// it to 12 wins. It lets the test below see the search's own allocations.
type race struct {
	count, turn int
	view        bool
	scores      [2]int
	winners     [1]int
	rings       *raceRings
}

// raceRings: views and determinizations outlive the clones the search
// makes each iteration, so each kind has its own ring.
type raceRings struct {
	views, dets, clones raceRing
}

type raceRing struct {
	states [64]race
	next   int
}

func (r *raceRing) get(from *race) *race {
	s := &r.states[r.next%len(r.states)]
	r.next++
	*s = *from
	return s
}

func (s *race) Game() rules.Game { return nil }
func (s *race) Players() int     { return 2 }
func (s *race) Done() bool       { return s.count >= 12 }
func (s *race) IsView() bool     { return s.view }
func (s *race) Hash() uint64     { return uint64(s.count<<8 | s.turn) }
func (s *race) Scores() []int    { return s.scores[:] }
func (s *race) Winners() []int {
	if !s.Done() {
		return nil
	}
	return s.winners[:]
}
func (s *race) ToAct(dst []int) []int {
	if s.Done() {
		return dst
	}
	return append(dst, s.turn)
}
func (s *race) Legal(p int, dst []rules.Move) []rules.Move {
	if s.Done() || p != s.turn {
		return dst
	}
	return append(dst, rules.Move{A: 1}, rules.Move{A: 2})
}
func (s *race) Apply(p int, m rules.Move) ([]rules.Event, error) {
	s.count += int(m.A)
	if s.Done() {
		s.scores[p], s.winners[0] = 1, p
	}
	s.turn = 1 - s.turn
	return nil, nil
}
func (s *race) View(int) rules.State {
	v := s.rings.views.get(s)
	v.view = true
	return v
}
func (s *race) Determinize(*rand.Rand) rules.State {
	d := s.rings.dets.get(s)
	d.view = false
	return d
}
func (s *race) Clone() rules.State { return s.rings.clones.get(s) }

// TestSearchAllocatesNothingOnceWarm: after its first decision has grown the
// tree's slices, the search itself allocates nothing per iteration; what a
// search allocates is the game's own clones and events.
func TestSearchAllocatesNothingOnceWarm(t *testing.T) {
	for _, det := range []bool{false, true} {
		s := &race{count: 1, rings: &raceRings{}}
		b := NewMCTS(Config{Iterations: 2000, Seed: 1, Determinize: det})
		b.Begin(s, 0)
		b.Think(2000)
		allocs := testing.AllocsPerRun(5, func() {
			b.Begin(s, 0)
			b.Think(2000)
		})
		if allocs > 0 {
			t.Errorf("determinize=%v: %.0f allocations per 2000-iteration decision", det, allocs)
		}
		if m := b.Decide(); m.A != 2 {
			t.Errorf("from 1 the win is to add 2, leaving the opponent a multiple of 3 short of 12; the bot added %d", m.A)
		}
	}
}
