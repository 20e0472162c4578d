package necklace

import (
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
)

// sameHand reports whether seat p holds the same cards in a and b.
func sameHand(a, b *State, p int) bool {
	var ma, mb uint32
	for i := 0; i < int(a.handN[p]); i++ {
		ma |= 1 << a.hand[p][i]
		mb |= 1 << b.hand[p][i]
	}
	return ma == mb
}

// searcher is the hard or the expert bot with a search of the given
// size (iterations, or playouts).
func searcher(level string, work int, seed uint64) rules.Agent {
	if level == "expert" {
		b := NewExpertBot(seed)
		b.rollouts = work
		return b
	}
	return NewHardBot(work, seed)
}

// TestHardIgnoresHiddenHand: a hard or expert decision does not change
// when the opponent's real hand (and the draw pile) is swapped for another deal
// consistent with the bot's view, even when the bot is handed the full
// state rather than a view.
func TestHardIgnoresHiddenHand(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	checked := 0
	for seed := uint64(0); seed < 12; seed++ {
		exp := []string{"", "rainbow+gold"}[seed%2]
		s := setup(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": exp}}, seed)
		// Play a few random moves so the piles and known cards vary.
		for k := 0; k < int(seed%5)+2 && !s.Done(); k++ {
			l := s.Legal(s.ToMove(), nil)
			s.Apply(s.ToMove(), l[r.IntN(len(l))])
		}
		if s.Done() {
			continue
		}
		p := s.ToMove()
		view := s.View(p).(*State)
		var alt *State
		for try := 0; try < 50; try++ {
			alt = view.Determinize(r).(*State)
			if !sameHand(alt, s, 1-p) {
				break
			}
		}
		if sameHand(alt, s, 1-p) {
			continue
		}
		if alt.View(p).Hash() != view.Hash() {
			t.Fatal("swapped deal is not consistent with the view")
		}
		for _, level := range []string{"hard", "expert"} {
			a, b := searcher(level, 600, 77), searcher(level, 600, 77)
			a.Begin(s, p)
			for !a.Think(100) {
			}
			b.Begin(alt, p)
			for !b.Think(100) {
			}
			if ma, mb := a.Decide(), b.Decide(); ma != mb {
				t.Fatalf("seed %d: %s decision %v with the real hand, %v with another consistent hand", seed, level, ma, mb)
			}
		}
		checked++
	}
	if checked < 8 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// TestBotsPlayLegally: every level finishes games on every option set.
func TestBotsPlayLegally(t *testing.T) {
	for _, level := range (Game{}).BotLevels() {
		for i, opts := range allOptions() {
			search := level == "hard" || level == "expert"
			if search && i%4 != 0 {
				continue // the searching bots are slow; a sample of options
			}
			mk := func(seed uint64) rules.Agent {
				if search {
					return searcher(level, 200, seed)
				}
				a, err := Game{}.NewBot(level, seed)
				if err != nil {
					t.Fatal(err)
				}
				return a
			}
			agents := []rules.Agent{mk(1), mk(2)}
			s := runGame(t, opts, uint64(i), agents[:opts.Players])
			checkConservation(t, s)
		}
	}
	if _, err := (Game{}).NewBot("grandmaster", 1); err == nil {
		t.Fatal("unknown level accepted")
	}
}

// TestHardThinksInSlices: Think does at most its budget and Decide is legal
// from the start.
func TestHardThinksInSlices(t *testing.T) {
	s := setup(t, rules.Options{Players: 2}, 4)
	s.Apply(s.ToMove(), TakeDraw)
	p := s.ToMove()
	b := NewHardBot(300, 1)
	b.Begin(s.View(p), p)
	legal := s.Legal(p, nil)
	if !slices.Contains(legal, b.Decide()) {
		t.Fatal("no legal move before thinking")
	}
	steps := 0
	for !b.Think(10) {
		steps++
		if b.done != steps*10 {
			t.Fatalf("after %d slices %d iterations", steps, b.done)
		}
	}
	if !slices.Contains(legal, b.Decide()) || b.done != 300 {
		t.Fatalf("decision %v after %d iterations", b.Decide(), b.done)
	}
}
