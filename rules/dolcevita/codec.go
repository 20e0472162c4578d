package dolcevita

import (
	"errors"
	"math/bits"
	"strconv"

	"salotto/rules"
	"salotto/rules/wire"
)

// The game's rules.Codec: views and events as the JSON objects
// docs/wire.md describes, for online rooms. Cards are written as their
// text ("car 400k", "money 100k"); the copies of a money card are alike.
// Everything but the box is public, so every viewer's view is the same.

// EncodeView writes v, a View of this game, as a JSON object. It refuses
// a full state: that would send the box.
func (dolceVita) EncodeView(v rules.State) ([]byte, error) {
	s, ok := v.(*State)
	if !ok {
		return nil, errors.New("dolcevita: EncodeView of another game's state")
	}
	if !s.view {
		return nil, errors.New("dolcevita: EncodeView of a full state; send a View")
	}
	var w wire.Writer
	w.Open()
	w.Key("players").Int(int(s.players))
	w.Key("round").Int(int(s.round))
	w.Key("start").Int(int(s.start))
	w.Key("turn").Int(int(s.turn))
	w.Key("placed").Int(int(s.placed))
	w.Key("columns").List()
	for c := range s.cols {
		col := &s.cols[c]
		writeCards(&w, col.cards[:col.n])
	}
	w.EndList()
	w.Key("seats").List()
	for p := 0; p < int(s.players); p++ {
		w.Open()
		w.Key("hand").Ints(maskNumbers(s.hand[p]))
		w.Key("under").List()
		for c := range s.under[p] {
			w.Ints(maskNumbers(s.under[p][c]))
		}
		w.EndList()
		w.Key("luxuries")
		writeCards(&w, s.Owned(p))
		w.Key("money").List().Int(int(s.money[p][0])).Int(int(s.money[p][1])).EndList()
		w.Close()
	}
	w.EndList()
	w.Close()
	return w.Bytes(), nil
}

func writeCards(w *wire.Writer, cs []Card) {
	w.List()
	for _, c := range cs {
		w.Str(c.String())
	}
	w.EndList()
}

// DecodeView reads what EncodeView wrote, refusing (with the field and
// the reason) anything no View of a real game could hold: cards that are
// not the deck's 63 outside the box, a column longer than it was dealt,
// number cards in two places or placed out of turn.
func (dolceVita) DecodeView(data []byte) (rules.State, error) {
	r := wire.Read(data)
	s := &State{view: true}
	n := r.Int("players", MinPlayers, MaxPlayers)
	s.players, s.rounds = uint8(n), uint8(RoundsFor(n))
	s.round = uint8(r.Int("round", 0, RoundsFor(n)))
	s.start = uint8(r.Int("start", 0, n-1))
	s.turn = uint8(r.Int("turn", 0, n-1))
	s.placed = uint8(r.Int("placed", 0, PlacesPerRound*n-1))
	var count [Money200 + 1]int // cards seen, against the deck's
	var cols [][]string
	if r.Get("columns", &cols) && len(cols) != NumColumns {
		r.Fail("columns", "want 7 columns")
	}
	for c := 0; c < len(cols) && r.Ok(); c++ {
		if len(cols[c]) > ColumnLength {
			r.Fail("columns", "a column never holds more than the 9 cards dealt")
			break
		}
		for i, text := range cols[c] {
			s.cols[c].cards[i] = readCard(r, "columns", text, &count)
		}
		s.cols[c].n = uint8(len(cols[c]))
	}
	seats := r.Objects("seats", MaxPlayers)
	if r.Ok() && len(seats) != n {
		r.Fail("seats", "want one a player")
	}
	for p := 0; p < len(seats) && r.Ok(); p++ {
		readSeat(seats[p], s, p, &count)
	}
	if r.Ok() {
		checkCounts(r, s, &count)
	}
	if err := r.Err(); err != nil {
		return nil, errors.New("dolcevita view: " + err.Error())
	}
	return s, nil
}

// readCard reads a card's text, counting it.
func readCard(r *wire.Reader, field, text string, count *[Money200 + 1]int) Card {
	c, ok := ParseCard(text)
	if !ok {
		r.Fail(field, strconv.Quote(text)+" is not a card")
		return NoCard
	}
	count[c]++
	return c
}

// readSeat reads seat p's number cards, luxuries and money.
func readSeat(r *wire.Reader, s *State, p int, count *[Money200 + 1]int) {
	var hand []int
	r.Get("hand", &hand)
	s.hand[p] = numbersMask(r, "hand", hand)
	var under [][]int
	if r.Get("under", &under) && len(under) != NumColumns {
		r.Fail("under", "want a list a column")
	}
	all := s.hand[p]
	for c := 0; c < len(under) && r.Ok(); c++ {
		m := numbersMask(r, "under", under[c])
		if all&m != 0 {
			r.Fail("under", "a number card in two places")
		}
		s.under[p][c], all = m, all|m
	}
	var lux []string
	r.Get("luxuries", &lux)
	for _, text := range lux {
		c := readCard(r, "luxuries", text, count)
		switch {
		case !r.Ok():
		case !c.IsLuxury() || s.owned[p][c.Luxury()] != 0:
			r.Fail("luxuries", "a player owns luxuries, one of each kind at most")
		default:
			s.owned[p][c.Luxury()] = uint8(c.Value())
		}
	}
	var money []int
	if r.Get("money", &money) && (len(money) != 2 || money[0] < 0 || money[0] > NumMoney100 || money[1] < 0 || money[1] > NumMoney200) {
		r.Fail("money", "want the cards of 100k and of 200k held")
	}
	if r.Ok() {
		s.money[p] = [2]uint8{uint8(money[0]), uint8(money[1])}
		count[Money100] += money[0]
		count[Money200] += money[1]
		if all != fullHand {
			r.Fail("hand", "a player's numbers 1 to 6 are each in hand or under a column")
		}
	}
}

// numbersMask is the mask of number cards ns, each once.
func numbersMask(r *wire.Reader, field string, ns []int) uint8 {
	var m uint8
	for _, x := range ns {
		if x < MinNumber || x > MaxNumber || m&(1<<x) != 0 {
			r.Fail(field, "number cards run from 1 to 6, each once")
			return 0
		}
		m |= 1 << x
	}
	return m
}

// checkCounts refuses a view whose cards are not the deck less three, or
// whose placements do not follow the turn order.
func checkCounts(r *wire.Reader, s *State, count *[Money200 + 1]int) {
	full := fullDeck()
	var deck [Money200 + 1]int
	for _, c := range full {
		deck[c]++
	}
	seen := 0
	for c := range count {
		if count[c] > deck[c] {
			r.Fail("columns", Card(c).String()+" is in play more often than the deck holds it")
			return
		}
		seen += count[c]
	}
	if seen != DeckSize-NumBoxed {
		r.Fail("columns", strconv.Itoa(seen)+" cards in sight; all but the 3 in the box are")
		return
	}
	n := int(s.players)
	if int(s.turn) != (int(s.start)+int(s.placed))%n || s.Done() && s.placed != 0 {
		r.Fail("turn", "players place in turn from the start player")
		return
	}
	for p := 0; p < n; p++ {
		order := (p - int(s.start) + n) % n
		want := (int(s.placed) + n - 1 - order) / n
		if bits.OnesCount8(s.hand[p]) != MaxNumber-want {
			r.Fail("seats", "seat "+strconv.Itoa(p)+" has not placed as many numbers as its turns")
			return
		}
	}
}
