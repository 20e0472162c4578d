package dolcevita

import (
	"errors"
	"slices"

	"salotto/rules"
	"salotto/rules/wire"
)

// eventTypes are the game's events, one of each type: on the wire an
// event's "kind" is its type's name, its fields as their tags say.
var eventTypes = []any{Placed{}, ColumnResolving{}, TieCancelled{}, Awarded{}, TradedIn{},
	EmptyHanded{}, NoBidRotated{}, RoundEnded{}, GameEnded{}}

// EncodeEvent writes one of the game's events as a JSON object (see
// docs/wire.md). Every event is public.
func (dolceVita) EncodeEvent(e rules.Event) ([]byte, error) {
	return wire.MarshalEvent(e, dict)
}

// DecodeEvent reads what EncodeEvent wrote, refusing what no game
// produces, and a GameEnded whose totals or winners its cards do not make.
func (dolceVita) DecodeEvent(data []byte) (rules.Event, error) {
	x, err := wire.UnmarshalEvent(data, eventTypes, dict)
	if err != nil {
		return nil, errors.New("dolcevita event: " + err.Error())
	}
	why := ""
	switch x := x.(type) {
	case ColumnResolving:
		if len(x.Totals) < MinPlayers {
			why = "a total a player"
		}
	case TieCancelled:
		if len(x.Players) < 2 || !increasing(x.Players) {
			why = "two seats or more tie, in order"
		}
	case TradedIn:
		if !x.Old.IsLuxury() || !x.New.IsLuxury() || x.Old.Luxury() != x.New.Luxury() || x.Old == x.New {
			why = "a trade-in gives an old luxury for a new one of its kind"
		}
	case GameEnded:
		why = x.check()
	}
	if why != "" {
		return nil, errors.New("dolcevita event: " + why)
	}
	return x.(rules.Event), nil
}

// check says why e's scores are not what their cards make, or who the
// richest are: "" when they are.
func (e GameEnded) check() string {
	if len(e.Scores) < MinPlayers {
		return "a score a player"
	}
	s := State{players: uint8(len(e.Scores)), round: 1, rounds: 1}
	for p, sc := range e.Scores {
		for _, c := range sc.Luxuries {
			if !c.IsLuxury() || s.owned[p][c.Luxury()] != 0 {
				return "a player owns luxuries, one of each kind at most"
			}
			s.owned[p][c.Luxury()] = uint8(c.Value())
		}
		s.money[p] = [2]uint8{uint8(sc.Money100), uint8(sc.Money200)}
		if b := s.Breakdown(p); sc.Player != p || !slices.Equal(b.Luxuries, sc.Luxuries) ||
			b.LuxuryTotal != sc.LuxuryTotal || b.MoneyTotal != sc.MoneyTotal || b.Total != sc.Total {
			return "a score is not what its cards make"
		}
	}
	if !slices.Equal(e.Winners, s.Winners()) {
		return "the winners are not the richest"
	}
	return ""
}

// increasing reports whether xs go up strictly.
func increasing(xs []int) bool {
	for i := 1; i < len(xs); i++ {
		if xs[i] <= xs[i-1] {
			return false
		}
	}
	return true
}
