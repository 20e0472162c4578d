package dolcevita

import (
	"errors"
	"slices"
	"strconv"

	"salotto/rules"
	"salotto/rules/wire"
)

// eventKinds are the "kind" of each event on the wire: its type's name.
var eventKinds = [...]string{"Placed", "ColumnResolving", "TieCancelled", "Awarded", "TradedIn",
	"EmptyHanded", "NoBidRotated", "RoundEnded", "GameEnded"}

// EncodeEvent writes one of the game's events as a JSON object whose
// "kind" names its type (see docs/wire.md). Every event is public.
func (dolceVita) EncodeEvent(e rules.Event) ([]byte, error) {
	var w wire.Writer
	w.Open()
	switch e := e.(type) {
	case Placed:
		w.Key("kind").Str("Placed").Key("player").Int(e.Player).Key("number").Int(e.Number).Key("column").Int(e.Column)
	case ColumnResolving:
		w.Key("kind").Str("ColumnResolving").Key("column").Int(e.Column).Key("totals").Ints(e.Totals)
	case TieCancelled:
		w.Key("kind").Str("TieCancelled").Key("column").Int(e.Column).Key("total").Int(e.Total).Key("players").Ints(e.Players)
	case Awarded:
		w.Key("kind").Str("Awarded").Key("player").Int(e.Player).Key("column").Int(e.Column).Key("rank").Int(e.Rank).Key("card").Str(e.Card.String())
	case TradedIn:
		w.Key("kind").Str("TradedIn").Key("player").Int(e.Player).Key("column").Int(e.Column).Key("old").Str(e.Old.String()).Key("new").Str(e.New.String())
	case EmptyHanded:
		w.Key("kind").Str("EmptyHanded").Key("player").Int(e.Player).Key("column").Int(e.Column).Key("rank").Int(e.Rank)
	case NoBidRotated:
		w.Key("kind").Str("NoBidRotated").Key("column").Int(e.Column).Key("card").Str(e.Card.String())
	case RoundEnded:
		w.Key("kind").Str("RoundEnded").Key("round").Int(e.Round).Key("nextStart").Int(e.NextStart)
	case GameEnded:
		w.Key("kind").Str("GameEnded").Key("scores").List()
		for _, s := range e.Scores {
			w.Open().Key("player").Int(s.Player).Key("luxuries")
			writeCards(&w, s.Luxuries)
			w.Key("money100").Int(s.Money100).Key("money200").Int(s.Money200)
			w.Key("luxuryTotal").Int(s.LuxuryTotal).Key("moneyTotal").Int(s.MoneyTotal).Key("total").Int(s.Total).Close()
		}
		w.EndList().Key("winners").Ints(e.Winners)
	default:
		return nil, errors.New("dolcevita: EncodeEvent of an event of another game")
	}
	return w.Close().Bytes(), nil
}

// DecodeEvent reads what EncodeEvent wrote, refusing seats, columns,
// numbers and cards out of range, and a GameEnded whose totals or winners
// are not what its cards make.
func (dolceVita) DecodeEvent(data []byte) (rules.Event, error) {
	r := wire.Read(data)
	const seat, col = MaxPlayers - 1, NumColumns - 1
	var e rules.Event
	switch r.OneOf("kind", eventKinds[:]) {
	case 0:
		e = Placed{Player: r.Int("player", 0, seat), Number: r.Int("number", MinNumber, MaxNumber), Column: r.Int("column", 0, col)}
	case 1:
		c := ColumnResolving{Column: r.Int("column", 0, col)}
		if r.Get("totals", &c.Totals) && !seatList(c.Totals, 0, maxTotal) {
			r.Fail("totals", "want a total from 0 to 20 a player")
		}
		e = c
	case 2:
		t := TieCancelled{Column: r.Int("column", 0, col), Total: r.Int("total", 1, maxTotal)}
		if r.Get("players", &t.Players) && (len(t.Players) < 2 || !slices.IsSorted(t.Players) || !distinctSeats(t.Players)) {
			r.Fail("players", "want two seats or more, in order")
		}
		e = t
	case 3:
		e = Awarded{Player: r.Int("player", 0, seat), Column: r.Int("column", 0, col), Rank: r.Int("rank", 1, MaxPlayers), Card: eventCard(r, "card")}
	case 4:
		t := TradedIn{Player: r.Int("player", 0, seat), Column: r.Int("column", 0, col), Old: eventCard(r, "old"), New: eventCard(r, "new")}
		if r.Ok() && (!t.Old.IsLuxury() || !t.New.IsLuxury() || t.Old.Luxury() != t.New.Luxury() || t.Old == t.New) {
			r.Fail("new", "a trade-in gives an old luxury for a new one of its kind")
		}
		e = t
	case 5:
		e = EmptyHanded{Player: r.Int("player", 0, seat), Column: r.Int("column", 0, col), Rank: r.Int("rank", 1, MaxPlayers)}
	case 6:
		e = NoBidRotated{Column: r.Int("column", 0, col), Card: eventCard(r, "card")}
	case 7:
		e = RoundEnded{Round: r.Int("round", 1, RoundsFor(3)), NextStart: r.Int("nextStart", -1, seat)}
	case 8:
		e = decodeGameEnded(r)
	}
	if err := r.Err(); err != nil {
		return nil, errors.New("dolcevita event: " + err.Error())
	}
	return e, nil
}

// seatList reports whether xs holds one value from lo to hi a player of
// some table.
func seatList(xs []int, lo, hi int) bool {
	if len(xs) < MinPlayers || len(xs) > MaxPlayers {
		return false
	}
	for _, x := range xs {
		if x < lo || x > hi {
			return false
		}
	}
	return true
}

func distinctSeats(ps []int) bool {
	for i, p := range ps {
		if p < 0 || p >= MaxPlayers || slices.Contains(ps[:i], p) {
			return false
		}
	}
	return true
}

func eventCard(r *wire.Reader, name string) Card {
	text := r.Str(name)
	c, ok := ParseCard(text)
	if !ok && r.Ok() {
		r.Fail(name, strconv.Quote(text)+" is not a card")
	}
	return c
}

// decodeGameEnded reads the scores, which must add up, and the winners,
// who must be the richest.
func decodeGameEnded(r *wire.Reader) rules.Event {
	var e GameEnded
	rows := r.Objects("scores", MaxPlayers)
	if r.Ok() && len(rows) < MinPlayers {
		r.Fail("scores", "want a score a player")
	}
	var s State
	s.players = uint8(len(rows))
	for p, row := range rows {
		sc := Score{Player: row.Int("player", p, p)}
		var lux []string
		row.Get("luxuries", &lux)
		for _, text := range lux {
			c, ok := ParseCard(text)
			if !ok || !c.IsLuxury() || s.owned[p][c.Luxury()] != 0 {
				row.Fail("luxuries", "want luxuries, one of each kind at most")
				break
			}
			s.owned[p][c.Luxury()] = uint8(c.Value())
		}
		s.money[p] = [2]uint8{uint8(row.Int("money100", 0, NumMoney100)), uint8(row.Int("money200", 0, NumMoney200))}
		if !r.Ok() {
			return nil
		}
		want := s.Breakdown(p)
		sc.Luxuries, sc.Money100, sc.Money200 = want.Luxuries, want.Money100, want.Money200
		sc.LuxuryTotal = row.Int("luxuryTotal", want.LuxuryTotal, want.LuxuryTotal)
		sc.MoneyTotal = row.Int("moneyTotal", want.MoneyTotal, want.MoneyTotal)
		sc.Total = row.Int("total", want.Total, want.Total)
		if !slices.Equal(lux, cardTexts(want.Luxuries)) {
			row.Fail("luxuries", "want the luxuries in the order of their kinds")
		}
		e.Scores = append(e.Scores, sc)
	}
	s.round, s.rounds = 1, 1 // over, for Winners
	if r.Get("winners", &e.Winners) && r.Ok() && !slices.Equal(e.Winners, s.Winners()) {
		r.Fail("winners", "not the richest players")
	}
	return e
}

func cardTexts(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}
