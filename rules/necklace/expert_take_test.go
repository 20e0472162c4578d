package necklace

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// TestExpertPlansItsTake: where the top discard may be taken and the
// expert may do otherwise, it plays every deal out after each take and
// each discard that may follow, and it groups the deals after a draw by
// the card they give it: a card it has not seen (never one in its hand,
// the common card, the discard pile or known in the opponent's hand),
// each deal counted once. Elsewhere it weighs its moves one by one.
func TestExpertPlansItsTake(t *testing.T) {
	planned, declines := 0, 0
	for i, opts := range allOptions() {
		if opts.Players != 2 {
			continue
		}
		e := NewExpertBot(uint64(i))
		e.rollouts = 200
		expertGame(t, opts, uint64(i), e, NewNormalBot(uint64(i)), func(s *State) {
			v := s.View(0).(*State)
			want := v.phase == phaseTake && v.takeableTop() != NoCard
			if e.plan.on != want {
				t.Fatalf("options %v, turn %d: take planned %v, want %v", opts, s.turns, e.plan.on, want)
			}
			if !want {
				return
			}
			planned++
			p := &e.plan
			if p.deals == 0 || e.spent < e.rollouts {
				t.Fatalf("options %v, turn %d: %d deals, %d playouts of %d", opts, s.turns, p.deals, e.spent, e.rollouts)
			}
			if v.drawN == 0 {
				declines++
				if p.declines != p.deals {
					t.Fatalf("options %v, turn %d: %d deals, %d declines played out", opts, s.turns, p.deals, p.declines)
				}
				return
			}
			var ubuf [NumCards]Card
			unseen := cardMask(unseenCards(v, 0, ubuf[:0]))
			sum := 0
			for c, n := range p.drawn {
				if n > 0 && unseen&(1<<c) == 0 {
					t.Fatalf("options %v, turn %d: deals drew %v, a card the expert has seen", opts, s.turns, Card(c))
				}
				sum += n
			}
			if sum != p.deals {
				t.Fatalf("options %v, turn %d: %d deals, %d grouped by the card drawn", opts, s.turns, p.deals, sum)
			}
		})
	}
	if planned < 20 || declines == 0 {
		t.Fatalf("%d takes planned, %d with the pile empty", planned, declines)
	}
}

// TestHandFeederCostsWhatTheOpponentGains: in a full state, the playouts'
// own moves weigh a discard by what it would add to the opponent's
// necklace at best, by the opponent's real hand; on a view, which hides
// that hand, they cannot, and fall back on the cards known in it.
func TestHandFeederCostsWhatTheOpponentGains(t *testing.T) {
	buildValueTable()
	checked := 0
	for seed := uint64(0); seed < 40; seed++ {
		s := setup(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}}, seed)
		r := rand.New(rand.NewPCG(seed, 3))
		for k := 0; k < int(seed%6) && !s.Done(); k++ {
			p := s.ToMove()
			var ms []rules.Move
			ms = s.Legal(p, ms)
			s.Apply(p, ms[r.IntN(len(ms))])
		}
		if s.Done() {
			continue
		}
		p := s.ToMove()
		opp := 1 - p
		f, ok := handFeeder(s, p)
		if !ok {
			t.Fatalf("seed %d: no feeder on a full state", seed)
		}
		h := [HandSize]Card{s.hand[opp][0], s.hand[opp][1], s.hand[opp][2], s.hand[opp][3]}
		before := HandValue(h, s.common)
		for i := 0; i < int(s.handN[p]); i++ {
			c := s.hand[p][i]
			want := 0
			if !(s.drawN == 0 && s.late[opp]) {
				for d := range h {
					x := h
					x[d] = c
					want = max(want, HandValue(x, s.common)-before)
				}
			}
			if got := f.cost(c); got != float64(want) {
				t.Fatalf("seed %d: discarding %v costs %v, the opponent would gain %d", seed, c, got, want)
			}
			checked++
		}
		if _, ok := handFeeder(s.View(p).(*State), p); ok {
			t.Fatalf("seed %d: a feeder read a view's hidden hand", seed)
		}
	}
	if checked < 100 {
		t.Fatalf("%d discards checked", checked)
	}
}
