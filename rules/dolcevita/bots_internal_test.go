package dolcevita

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

func TestNormalBotTakesTheRichestColumn(t *testing.T) {
	s := table(3).lay(0, Money100).lay(2, lux(Boat, 6)).lay(4, lux(Car, 3))
	m := normalChoice(s, 0, rand.New(rand.NewPCG(1, 1)))
	if m.B != 2 || m.A != MaxNumber {
		t.Errorf("normal bot placed %d under column %d, want the 6 under the boat's column 3", m.A, m.B+1)
	}
}

func TestNormalBotCountsTheTradeIn(t *testing.T) {
	// The boat 6 is worth only 1 more to a player owning the boat 5; the
	// clock 3 is worth 3.
	s := table(3).lay(2, lux(Boat, 6)).lay(4, lux(Clock, 3)).own(0, lux(Boat, 5))
	if m := normalChoice(s, 0, rand.New(rand.NewPCG(1, 1))); m.B != 4 {
		t.Errorf("normal bot chose column %d, want the clock's column 5", m.B+1)
	}
}

func TestHardBotFindsTheWinningPlacement(t *testing.T) {
	// The last placement of a 3-player game; player 2 holds 5 and 6.
	// Taking column 2's horse 4 (the normal bot's choice, the biggest gain)
	// leaves player 0 the car and a shared win at 7; only the 6 under
	// column 1 wins alone: player 2 takes the car (6), player 0 the money
	// (5). The 5 there would tie player 0's 5 and cancel both.
	s := table(3).lay(0, lux(Car, 3), Money100).lay(1, lux(Horse, 4))
	s.round = s.rounds - 1
	s.bid(0, 0, 5).bid(0, 6, 1, 2, 3, 4).bid(1, 6, 2, 3, 4, 5, 6).bid(2, 6, 1, 2, 3, 4)
	s.own(0, lux(Boat, 4)).own(1, lux(Clock, 1)).own(2, lux(House, 3))
	s.placed, s.turn = 14, 2
	if m := normalChoice(s, 2, rand.New(rand.NewPCG(1, 1))); m.B != 1 {
		t.Fatalf("the position is no trap: the normal bot plays %v", m)
	}
	cfg := DefaultSearch
	cfg.Iterations = 200
	b := NewSearchBot(cfg, 1)
	b.Begin(s, 2)
	for !b.Think(50) {
	}
	if m := b.Decide(); m != Place(6, 0) {
		t.Errorf("hard bot played %v, want place 6 col1", Game.FormatMove(m))
	}
}

func TestGainAtAgreesWithResolution(t *testing.T) {
	// The bots' quick estimate of a column must be what resolving that
	// column really gives, on positions from random play.
	r := rand.New(rand.NewPCG(4, 4))
	checked := 0
	for g := 0; g < 150; g++ {
		s, _ := NewState(rules.Options{Players: 3 + g%3}, uint64(g))
		for !s.Done() {
			p := int(s.turn)
			for c := 0; c < NumColumns; c++ {
				var v [MaxNumber + 1][NumColumns]float64
				s.placementValue(p, 0, &v)
				before := *s
				before.resolveColumn(c, nil)
				for n := MinNumber; n <= MaxNumber; n++ {
					if s.hand[p]&(1<<n) == 0 {
						continue
					}
					after := *s
					after.under[p][c] |= 1 << n
					after.resolveColumn(c, nil)
					want := (after.total(p) - s.total(p)) - (before.total(p) - s.total(p))
					if got := v[n][c]; got != float64(want) {
						t.Fatalf("game %d, player %d, %d under column %d: estimate %v, resolution gives %d", g, p, n, c+1, got, want)
					}
					checked++
				}
			}
			m := randomChoice(s, p, r)
			s.place(p, int(m.A), int(m.B), nil)
		}
	}
	t.Logf("%d estimates checked", checked)
}
