package dolores

import (
	"errors"
	"slices"

	"salotto/rules"
	"salotto/rules/wire"
)

// eventTypes are the game's events, one of each type: on the wire an
// event's "kind" is its type's name, its fields as their tags say.
var eventTypes = []any{LootDealt{}, ShareBegins{}, CardDealt{}, DawnDrawn{}, MiBPlayed{}, Passed{},
	Said{}, GestureChosen{}, WagerPlaced{}, GestureShown{}, ShareTurnedUp{}, GesturesRevealed{},
	WagerResolved{}, GesturesCancelled{}, CardTaken{}, CardDiscarded{}, CollectionDiscarded{},
	CollectionChosen{}, Stolen{}, TheftWasted{}, WordRecorded{}, GameEnded{}}

// EncodeEvent writes one of the game's events as a JSON object (see
// docs/wire.md). No event of this game holds a secret: a card dealt face
// down is dealt as -1.
func (Game) EncodeEvent(e rules.Event) ([]byte, error) { return wire.MarshalEvent(e, dict) }

// DecodeEvent reads what EncodeEvent wrote, refusing what no game
// produces, and a GameEnded whose totals or winners its collections do not
// make (the rest of its breakdown is computed from them).
func (Game) DecodeEvent(data []byte) (rules.Event, error) {
	x, err := wire.UnmarshalEvent(data, eventTypes, dict)
	if err != nil {
		return nil, errors.New("dolores event: " + err.Error())
	}
	e, why := x.(rules.Event), ""
	switch x := x.(type) {
	case CardDealt:
		if x.Side != x.Slot/3 || (x.Card == NoCard) != x.FaceDown || x.Card == Dawn && x.FaceDown {
			why = "a card is dealt to a slot of its side, face up or as -1 face down"
		}
	case MiBPlayed:
		if (x.MiB == Swirl) != (x.Mask != 0) {
			why = "a Swirl names the new left side, and only a Swirl"
		}
	case CollectionDiscarded:
		if (x.Type < 0) != (x.Cards == 0) || (x.Cards == 0) != (x.Value == 0) {
			why = "a collection discarded has cards and a value; no goods, none"
		}
	case GameEnded:
		e, why = x.settled()
	}
	if why != "" {
		return nil, errors.New("dolores event: " + why)
	}
	return e, nil
}

// settled is e with each breakdown computed from its collections, or why
// its totals or winners do not follow from them.
func (e GameEnded) settled() (GameEnded, string) {
	if e.Reason == 0 || len(e.Scores) < 2 {
		return e, "a game ends for a reason, with a score a seat"
	}
	s := &State{n: int8(len(e.Scores)), phase: phOver}
	for p, b := range e.Scores {
		for t, v := range b.Collections {
			s.sums[p][t] = uint8(v)
		}
		if e.Scores[p] = s.Breakdown(p); b.Player != p || b.Total != e.Scores[p].Total {
			return e, "a total is not what its collections make"
		}
	}
	if !slices.Equal(e.Winners, s.Winners()) {
		return e, "the winners do not have the highest totals"
	}
	return e, ""
}
