package necklace

import (
	"errors"
	"slices"

	"salotto/rules"
	"salotto/rules/wire"
)

// eventTypes are the game's events, one of each type: on the wire an
// event's "kind" is its type's name, its fields as their tags say.
var eventTypes = []any{Drew{}, TookDiscard{}, Discarded{}, PileEmptied{}, Declined{}, GameEnded{}}

// EncodeEvent writes one of the game's events as a JSON object (see
// docs/wire.md). Redact it first for the viewer it goes to.
func (Game) EncodeEvent(e rules.Event) ([]byte, error) {
	return wire.MarshalEvent(e, dict)
}

// DecodeEvent reads what EncodeEvent wrote. A GameEnded is checked against
// its own necklaces: the values, wishes, winners and rating must be what
// the cards make, and the rest of each necklace is computed from them.
func (Game) DecodeEvent(data []byte) (rules.Event, error) {
	x, err := wire.UnmarshalEvent(data, eventTypes, dict)
	if err != nil {
		return nil, errors.New("necklace event: " + err.Error())
	}
	e := x.(rules.Event)
	why := ""
	switch x := x.(type) {
	case TookDiscard:
		if x.Card == NoCard {
			why = "a card taken from the discard pile is face up"
		}
	case Discarded:
		if x.Card == NoCard {
			why = "a card discarded is face up"
		}
	case GameEnded:
		e, why = settled(x)
	}
	if why != "" {
		return nil, errors.New("necklace event: " + why)
	}
	return e, nil
}

// settled is e with its necklaces valued, or why they do not make it.
func settled(e GameEnded) (GameEnded, string) {
	if len(e.Necklaces) != 2 || e.Reason == 0 {
		return e, "a game ends for a reason, with two necklaces"
	}
	var s State
	var seen uint32
	for p, n := range e.Necklaces {
		for i, c := range n.Cards {
			if c == NoCard || seen&(1<<c) != 0 && !(p == 1 && i == HandSize) {
				return e, "a necklace's cards are face up, each once but the common card"
			}
			seen |= 1 << c
		}
		copy(s.hand[p][:HandSize], n.Cards[:HandSize])
	}
	if s.common = e.Necklaces[0].Cards[HandSize]; e.Necklaces[1].Cards[HandSize] != s.common {
		return e, "both necklaces end with the common card"
	}
	s.solo = e.Solo
	s.settle()
	e.Necklaces = []Necklace{Evaluate(s.necklaceCards(0)), Evaluate(s.necklaceCards(1))}
	rating := Apprentice
	if e.Solo {
		rating = SoloRating(int(s.value[0]))
	}
	if !slices.Equal(e.Scores, []int{int(s.value[0]), int(s.value[1])}) ||
		!slices.Equal(e.Wishes, []int{int(s.wishes[0]), int(s.wishes[1])}) ||
		!slices.Equal(e.Winners, s.winnerList(true)) || e.Rating != rating {
		return e, "the scores, wishes, winners or rating are not what the necklaces make"
	}
	return e, ""
}
