package necklace

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"salotto/rules"
)

// seedStream separates this game's generator from others seeded alike.
const seedStream = 0x6e65636b6c616365 // "necklace"

// parseOptions checks opts: Players 1 (solo) or 2; Variant keys "start"
// ("0" or "1"; in solo "1" lets the rival jeweller open) and "expansions".
func parseOptions(opts rules.Options) (solo bool, exp Expansions, start int, err error) {
	start = -1
	switch opts.Players {
	case 1:
		solo = true
	case 2:
	default:
		return false, 0, 0, fmt.Errorf("the Duchess's Necklace is for 1 (solo, against the rival jeweller) or 2 players, not %d", opts.Players)
	}
	for k, v := range opts.Variant {
		switch k {
		case "expansions":
			if exp, err = ParseExpansions(v); err != nil {
				return false, 0, 0, err
			}
		case "start":
			n, perr := strconv.Atoi(v)
			if perr != nil || n < 0 || n > 1 {
				return false, 0, 0, fmt.Errorf("option start=%q: want 0 or 1 (in solo play 1 is the rival jeweller)", v)
			}
			start = n
		default:
			return false, 0, 0, fmt.Errorf("unknown option %q (known: start, expansions)", k)
		}
	}
	return solo, exp, start, nil
}

// Setup deals a game: shuffle, 3 cards aside unseen, 1 common card face up,
// 4 to each hand (one at a time from the first player), the rest is the
// draw pile. In solo play, when the rival jeweller opens, its first turn is
// played at once (see Opening).
func (Game) Setup(opts rules.Options, seed uint64) (rules.State, error) {
	solo, exp, start, err := parseOptions(opts)
	if err != nil {
		return nil, err
	}
	s := new(State)
	s.deal(solo, exp, start, seed)
	return s, nil
}

// deal sets s up; start < 0 draws the first player from the seed.
func (s *State) deal(solo bool, exp Expansions, start int, seed uint64) {
	var pcg rand.PCG
	pcg.Seed(seed, seedStream)
	if start < 0 {
		start = intN(&pcg, 2)
	}
	var buf [NumCards]Card
	deck := exp.Deck(buf[:0])
	for i := len(deck) - 1; i > 0; i-- {
		j := intN(&pcg, i+1)
		deck[i], deck[j] = deck[j], deck[i]
	}
	*s = State{solo: solo, exp: exp, view: viewFull, start: uint8(start), toMove: uint8(start)}
	s.clearCards()
	k := copy(s.removed[:], deck)
	s.common = deck[k]
	k++
	for r := 0; r < HandSize; r++ {
		for q := 0; q < 2; q++ {
			p := (start + q) % 2
			s.hand[p][r] = deck[k]
			k++
		}
	}
	s.handN = [2]uint8{HandSize, HandSize}
	s.drawN = uint8(copy(s.draw[:], deck[k:]))
	if solo && start == Rival {
		var ev []rules.Event
		s.rivalTurn(&ev)
		for _, e := range ev {
			switch e := e.(type) {
			case Drew:
				s.opening[0] = e.Card
			case Discarded:
				s.opening[1] = e.Card
			}
		}
	}
}

// clearCards empties every card slot, as a deal starts (and a decoded
// view, before its cards are placed).
func (s *State) clearCards() {
	for i := range s.hand {
		for j := range s.hand[i] {
			s.hand[i][j] = NoCard
		}
	}
	for i := range s.draw {
		s.draw[i], s.discard[i] = NoCard, NoCard
	}
	s.removed = [Removed]Card{NoCard, NoCard, NoCard}
	s.opening = [2]Card{NoCard, NoCard}
}
