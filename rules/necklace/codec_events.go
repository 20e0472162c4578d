package necklace

import (
	"errors"
	"slices"
	"strconv"

	"salotto/rules"
	"salotto/rules/wire"
)

// eventKinds are the "kind" of each event on the wire: its type's name.
var eventKinds = [...]string{"Drew", "TookDiscard", "Discarded", "PileEmptied", "Declined", "GameEnded"}

// EncodeEvent writes one of the game's events as a JSON object whose
// "kind" names its type (see docs/wire.md). Redact it first for the
// viewer it goes to.
func (Game) EncodeEvent(e rules.Event) ([]byte, error) {
	var w wire.Writer
	w.Open()
	switch e := e.(type) {
	case Drew:
		w.Key("kind").Str("Drew").Key("player").Int(e.Player).Key("card").Str(cardText(e.Card)).Key("left").Int(e.Left)
	case TookDiscard:
		w.Key("kind").Str("TookDiscard").Key("player").Int(e.Player).Key("card").Str(cardText(e.Card))
	case Discarded:
		w.Key("kind").Str("Discarded").Key("player").Int(e.Player).Key("card").Str(cardText(e.Card))
	case PileEmptied:
		w.Key("kind").Str("PileEmptied")
	case Declined:
		w.Key("kind").Str("Declined").Key("player").Int(e.Player)
	case GameEnded:
		if e.Reason < EndDeclined || e.Reason > EndLastTurns || int(e.Rating) >= len(ratingNames) {
			return nil, errors.New("necklace: EncodeEvent of a GameEnded with no such end or rating")
		}
		w.Key("kind").Str("GameEnded").Key("end").Str(endNames[e.Reason]).Key("solo").Bool(e.Solo)
		w.Key("necklaces").List()
		for _, n := range e.Necklaces {
			cardsText(&w, n.Cards[:])
		}
		w.EndList()
		w.Key("scores").Ints(e.Scores).Key("wishes").Ints(e.Wishes).Key("winners").Ints(e.Winners)
		if e.Solo {
			w.Key("rating").Str(ratingNames[e.Rating])
		}
	default:
		return nil, errors.New("necklace: EncodeEvent of an event of another game")
	}
	return w.Close().Bytes(), nil
}

// DecodeEvent reads what EncodeEvent wrote. A GameEnded is checked
// against its own necklaces: the values, wishes, winners and rating must
// be what the cards make.
func (Game) DecodeEvent(data []byte) (rules.Event, error) {
	r := wire.Read(data)
	var e rules.Event
	switch r.OneOf("kind", eventKinds[:]) {
	case 0:
		e = Drew{Player: r.Int("player", 0, 1), Card: eventCard(r, "card", true), Left: r.Int("left", 0, NumCards-1)}
	case 1:
		e = TookDiscard{Player: r.Int("player", 0, 1), Card: eventCard(r, "card", false)}
	case 2:
		e = Discarded{Player: r.Int("player", 0, 1), Card: eventCard(r, "card", false)}
	case 3:
		e = PileEmptied{}
	case 4:
		e = Declined{Player: r.Int("player", 0, 1)}
	case 5:
		e = decodeGameEnded(r)
	}
	if err := r.Err(); err != nil {
		return nil, errors.New("necklace event: " + err.Error())
	}
	return e, nil
}

// eventCard reads field name, a card id, or with hiddenOK "??".
func eventCard(r *wire.Reader, name string, hiddenOK bool) Card {
	text := r.Str(name)
	if text == hiddenText && hiddenOK {
		return NoCard
	}
	for c := Card(0); c < NumCards; c++ {
		if cardTable[c].ID == text {
			return c
		}
	}
	if r.Ok() {
		r.Fail(name, strconv.Quote(text)+" is not a card")
	}
	return NoCard
}

func decodeGameEnded(r *wire.Reader) rules.Event {
	e := GameEnded{Reason: EndReason(r.OneOf("end", endNames[1:]) + 1), Solo: r.Bool("solo")}
	var cards [][]string
	if r.Get("necklaces", &cards) && len(cards) != 2 {
		r.Fail("necklaces", "want two necklaces, one a seat")
	}
	r.Get("scores", &e.Scores)
	r.Get("wishes", &e.Wishes)
	r.Get("winners", &e.Winners)
	if e.Solo {
		e.Rating = Rating(r.OneOf("rating", ratingNames[:]))
	}
	if !r.Ok() {
		return nil
	}
	// The game's own end, settled from the cards shown: what the event
	// says of them must be it.
	var s State
	var seen uint32
	for p, n := range cards {
		if len(n) != NecklaceCards {
			r.Fail("necklaces", "a necklace is a hand of 4 and the common card")
			return nil
		}
		for i, text := range n {
			c := NoCard
			for k := Card(0); k < NumCards; k++ {
				if cardTable[k].ID == text {
					c = k
				}
			}
			dup := seen&(1<<c) != 0 && !(i == HandSize && p == 1)
			if c == NoCard || dup {
				r.Fail("necklaces", strconv.Quote(text)+" is not a card, or shown twice")
				return nil
			}
			seen |= 1 << c
			if i < HandSize {
				s.hand[p][i] = c
			} else {
				s.common = c
			}
		}
	}
	if cards[0][HandSize] != cards[1][HandSize] {
		r.Fail("necklaces", "both necklaces end with the common card")
		return nil
	}
	s.handN = [2]uint8{HandSize, HandSize}
	s.solo = e.Solo
	s.settle()
	e.Necklaces = []Necklace{Evaluate(s.necklaceCards(0)), Evaluate(s.necklaceCards(1))}
	want := GameEnded{Reason: e.Reason, Necklaces: e.Necklaces, Solo: e.Solo,
		Scores:  []int{int(s.value[0]), int(s.value[1])},
		Wishes:  []int{int(s.wishes[0]), int(s.wishes[1])},
		Winners: s.winnerList(true)}
	if e.Solo {
		want.Rating = SoloRating(int(s.value[0]))
	}
	switch {
	case !slices.Equal(e.Scores, want.Scores):
		r.Fail("scores", "not what the necklaces are worth")
	case !slices.Equal(e.Wishes, want.Wishes):
		r.Fail("wishes", "not the wishes the necklaces fulfil")
	case !slices.Equal(e.Winners, want.Winners):
		r.Fail("winners", "not who the necklaces make win")
	case e.Rating != want.Rating:
		r.Fail("rating", "not the rating of the player's necklace")
	}
	return e
}
