package dolcevita

import (
	"errors"
	"math/bits"

	"salotto/rules"
	"salotto/rules/wire"
)

// The game's rules.Codec: views and events as the JSON objects
// docs/wire.md describes, for online rooms. Cards are written as their
// text ("car 400k", "money 100k"); the copies of a money card are alike.
// Everything but the box is public, so every viewer's view is the same.

// viewWire is a View on the wire.
type viewWire struct {
	Players int                `wire:"3..5"`
	Round   int                `wire:"0..6"`
	Start   int                `wire:"0..4"`
	Turn    int                `wire:"0..4"`
	Placed  int                `wire:"0..24"`
	Columns [NumColumns][]Card `wire:"card,9"`
	Seats   []seatWire         `wire:",5"`
}

// seatWire is one player's part of a view.
type seatWire struct {
	Hand     []int             `wire:"1..6,6"`
	Under    [NumColumns][]int `wire:"1..6,6"`
	Luxuries []Card            `wire:"card,7"`
	Money    [2]int            `wire:"0..10"`
}

// dict names the cards by their text.
var dict = wire.Dict{{Word: "card", Enum: &wire.Enum{Text: cardText, Parse: parseCard}}}

// cardText is card v's text; parseCard reads it back.
func cardText(v int) (string, bool) {
	c := Card(v)
	return c.String(), c.IsLuxury() || c.IsMoney()
}

func parseCard(s string) (int, bool) {
	c, ok := ParseCard(s)
	return int(c), ok
}

// EncodeView writes v, a View of this game, as a JSON object. It refuses
// a full state: that would send the box.
func (dolceVita) EncodeView(v rules.State) ([]byte, error) {
	s, ok := v.(*State)
	if !ok || !s.view {
		return nil, errors.New("dolcevita: EncodeView of a full state, or of another game's; send a View")
	}
	w := viewWire{Players: int(s.players), Round: int(s.round), Start: int(s.start), Turn: int(s.turn), Placed: int(s.placed)}
	for c := range s.cols {
		w.Columns[c] = s.Column(c)
	}
	for p := 0; p < int(s.players); p++ {
		seat := seatWire{Hand: s.Hand(p), Luxuries: s.Owned(p), Money: [2]int{int(s.money[p][0]), int(s.money[p][1])}}
		for c := range seat.Under {
			seat.Under[c] = s.Under(p, c)
		}
		w.Seats = append(w.Seats, seat)
	}
	return wire.Marshal(&w, dict)
}

// DecodeView reads what EncodeView wrote, refusing anything no View of a
// real game could hold: cards that are not the deck's 63 outside the box,
// number cards in two places or placed out of turn.
func (dolceVita) DecodeView(data []byte) (rules.State, error) {
	var w viewWire
	if err := wire.Unmarshal(data, &w, dict); err != nil {
		return nil, errors.New("dolcevita view: " + err.Error())
	}
	s := &State{view: true, players: uint8(w.Players), rounds: uint8(RoundsFor(w.Players)), round: uint8(w.Round),
		start: uint8(w.Start), turn: uint8(w.Turn), placed: uint8(w.Placed)}
	if field, why := s.fromWire(&w); field != "" {
		return nil, errors.New("dolcevita view: " + field + ": " + why)
	}
	return s, nil
}

// fromWire puts a decoded view in s, and says which field holds what no
// real view could, and why.
func (s *State) fromWire(w *viewWire) (field, why string) {
	n := int(s.players)
	var count [Money200 + 1]int // cards in sight
	for c, col := range w.Columns {
		s.cols[c].n = uint8(copy(s.cols[c].cards[:], col))
		for _, x := range col {
			count[x]++
		}
	}
	if len(w.Seats) != n {
		return "seats", "want one a player"
	}
	for p, seat := range w.Seats {
		all := uint8(0)
		for c, ns := range append(w.Seats[p].Under[:], seat.Hand) {
			m := uint8(0)
			for _, x := range ns {
				m |= 1 << x
			}
			if bits.OnesCount8(m) != len(ns) || all&m != 0 {
				return "seats", "a number card in two places"
			}
			if all |= m; c < NumColumns {
				s.under[p][c] = m
			} else {
				s.hand[p] = m
			}
		}
		if all != fullHand {
			return "seats", "a player's numbers 1 to 6 are each in hand or under a column"
		}
		for _, x := range seat.Luxuries {
			count[x]++
			if !x.IsLuxury() || s.owned[p][x.Luxury()] != 0 {
				return "seats", "a player owns luxuries, one of each kind at most"
			}
			s.owned[p][x.Luxury()] = uint8(x.Value())
		}
		s.money[p] = [2]uint8{uint8(seat.Money[0]), uint8(seat.Money[1])}
		count[Money100] += seat.Money[0]
		count[Money200] += seat.Money[1]
	}
	var deck [Money200 + 1]int
	for _, c := range fullDeck() {
		deck[c]++
	}
	seen := 0
	for c := range count {
		if count[c] > deck[c] {
			return "columns", "a card is in play more often than the deck holds it"
		}
		seen += count[c]
	}
	if seen != DeckSize-NumBoxed {
		return "columns", "the cards in sight are not all but the 3 in the box"
	}
	if int(s.round) > int(s.rounds) || int(s.start) >= n || int(s.turn) != (int(s.start)+int(s.placed))%n ||
		int(s.placed) >= PlacesPerRound*n || s.Done() && s.placed != 0 {
		return "turn", "players place in turn from the start player, five each a round"
	}
	for p := 0; p < n; p++ {
		order := (p - int(s.start) + n) % n
		if want := (int(s.placed) + n - 1 - order) / n; bits.OnesCount8(s.hand[p]) != MaxNumber-want {
			return "seats", "a seat has not placed as many numbers as its turns"
		}
	}
	return "", ""
}
