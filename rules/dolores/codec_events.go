package dolores

import (
	"errors"
	"slices"

	"salotto/rules"
	"salotto/rules/wire"
)

// eventKinds are the "kind" of each event on the wire: its type's name.
var eventKinds = [...]string{"LootDealt", "ShareBegins", "CardDealt", "DawnDrawn", "MiBPlayed", "Passed",
	"Said", "GestureChosen", "WagerPlaced", "GestureShown", "ShareTurnedUp", "GesturesRevealed",
	"WagerResolved", "GesturesCancelled", "CardTaken", "CardDiscarded", "CollectionDiscarded",
	"CollectionChosen", "Stolen", "TheftWasted", "WordRecorded", "GameEnded"}

// cardOrNone is c's number, or -1 for NoCard (a face-down or unchanged
// slot).
func cardOrNone(c Card) int {
	if c == NoCard {
		return -1
	}
	return int(c)
}

// EncodeEvent writes one of the game's events as a JSON object whose
// "kind" names its type (see docs/wire.md). No event of this game holds
// a secret: a card dealt face down is dealt as -1.
func (Game) EncodeEvent(e rules.Event) ([]byte, error) {
	var w wire.Writer
	w.Open()
	k := func(kind string) *wire.Writer { return w.Key("kind").Str(kind) }
	switch e := e.(type) {
	case LootDealt:
		k("LootDealt").Key("player").Int(int(e.Player)).Key("card").Int(int(e.Card))
	case ShareBegins:
		k("ShareBegins").Key("dealer").Int(int(e.Dealer)).Key("left").Int(int(e.Left)).Key("number").Int(int(e.Number))
	case CardDealt:
		k("CardDealt").Key("side").Int(int(e.Side)).Key("slot").Int(int(e.Slot)).Key("card").Int(cardOrNone(e.Card)).Key("faceDown").Bool(e.FaceDown)
	case DawnDrawn:
		k("DawnDrawn").Key("ends").Bool(e.Ends)
	case MiBPlayed:
		k("MiBPlayed").Key("player").Int(int(e.Player)).Key("mib").Str(MiBName(int(e.MiB))).Key("mask").Int(int(e.Mask))
	case Passed:
		k("Passed").Key("player").Int(int(e.Player))
	case Said:
		k("Said").Key("player").Int(int(e.Player)).Key("phrase").Str(PhraseName(int(e.Phrase)))
	case GestureChosen:
		k("GestureChosen").Key("player").Int(int(e.Player))
	case WagerPlaced:
		k("WagerPlaced").Key("player").Int(int(e.Player))
	case GestureShown:
		k("GestureShown").Key("player").Int(int(e.Player)).Key("gesture").Str(GestureName(int(e.Gesture)))
	case ShareTurnedUp:
		k("ShareTurnedUp").Key("cards").List()
		for _, c := range e.Cards {
			w.Int(cardOrNone(c))
		}
		w.EndList()
	case GesturesRevealed:
		k("GesturesRevealed").Key("dealer").Int(int(e.Dealer)).Key("left").Int(int(e.Left)).
			Key("dealerGesture").Str(GestureName(int(e.DealerGesture))).Key("leftGesture").Str(GestureName(int(e.LeftGesture)))
	case WagerResolved:
		k("WagerResolved").Key("player").Int(int(e.Player)).Key("dealerGuess").Str(GestureName(int(e.DealerGuess))).
			Key("leftGuess").Str(GestureName(int(e.LeftGuess))).Key("right").Bool(e.Right)
	case GesturesCancelled:
		k("GesturesCancelled").Key("player").Int(int(e.Player))
	case CardTaken:
		k("CardTaken").Key("player").Int(int(e.Player)).Key("slot").Int(int(e.Slot)).Key("card").Int(int(e.Card))
	case CardDiscarded:
		k("CardDiscarded").Key("slot").Int(int(e.Slot)).Key("card").Int(int(e.Card))
	case CollectionDiscarded:
		t := noneText
		if e.Type >= 0 {
			t = TypeName(int(e.Type))
		}
		k("CollectionDiscarded").Key("player").Int(int(e.Player)).Key("type").Str(t).Key("cards").Int(int(e.Cards)).Key("value").Int(int(e.Value))
	case CollectionChosen:
		k("CollectionChosen").Key("player").Int(int(e.Player))
	case Stolen:
		k("Stolen").Key("thief").Int(int(e.Thief)).Key("victim").Int(int(e.Victim)).Key("card").Int(int(e.Card))
	case TheftWasted:
		k("TheftWasted").Key("player").Int(int(e.Player))
	case WordRecorded:
		k("WordRecorded").Key("player").Int(int(e.Player)).Key("kept").Bool(e.Kept)
	case GameEnded:
		if e.Reason < EndDawn || e.Reason > EndPileOut {
			return nil, errors.New("dolores: EncodeEvent of a GameEnded with no such end")
		}
		k("GameEnded").Key("end").Str(endNames[e.Reason]).Key("scores").List()
		for _, b := range e.Scores {
			w.Open().Key("player").Int(b.Player).Key("collections").Ints(b.Collections[:]).Key("total").Int(b.Total).Close()
		}
		w.EndList().Key("winners").Ints(e.Winners)
	default:
		return nil, errors.New("dolores: EncodeEvent of an event of another game")
	}
	return w.Close().Bytes(), nil
}

// DecodeEvent reads what EncodeEvent wrote, refusing seats, slots, cards
// and names out of range, and a GameEnded whose totals or winners are not
// what its collections make.
func (Game) DecodeEvent(data []byte) (rules.Event, error) {
	r := wire.Read(data)
	seat := func(name string) int8 { return int8(r.Int(name, 0, 3)) }
	slot := func() int8 { return int8(r.Int("slot", 0, 5)) }
	card := func() Card { return Card(r.Int("card", 0, NumCards-1)) }
	gesture := func(name string) int8 { return int8(r.OneOf(name, gestureNames[:])) }
	var e rules.Event
	switch r.OneOf("kind", eventKinds[:]) {
	case 0:
		e = LootDealt{Player: seat("player"), Card: card()}
	case 1:
		e = ShareBegins{Dealer: seat("dealer"), Left: seat("left"), Number: int16(r.Int("number", 1, 1<<15-1))}
	case 2:
		d := CardDealt{Side: int8(r.Int("side", 0, 1)), Slot: slot(), Card: Card(r.Int("card", -1, NumCards-1)), FaceDown: r.Bool("faceDown")}
		if r.Ok() && (d.Side != d.Slot/3 || (d.Card == NoCard) != d.FaceDown || d.Card == Dawn && d.FaceDown) {
			r.Fail("card", "a card is dealt to a slot of its side, face up or as -1 face down")
		}
		e = d
	case 3:
		e = DawnDrawn{Ends: r.Bool("ends")}
	case 4:
		m := MiBPlayed{Player: seat("player"), MiB: int8(r.OneOf("mib", mibNames[:])), Mask: int8(r.Int("mask", 0, 63))}
		if r.Ok() && (m.MiB == Swirl) != (m.Mask != 0) {
			r.Fail("mask", "a Swirl names the new left side, and only a Swirl")
		}
		e = m
	case 5:
		e = Passed{Player: seat("player")}
	case 6:
		e = Said{Player: seat("player"), Phrase: int8(r.OneOf("phrase", phraseNames[:]))}
	case 7:
		e = GestureChosen{Player: seat("player")}
	case 8:
		e = WagerPlaced{Player: seat("player")}
	case 9:
		e = GestureShown{Player: seat("player"), Gesture: gesture("gesture")}
	case 10:
		var t ShareTurnedUp
		var cs []int
		if r.Get("cards", &cs) && len(cs) != len(t.Cards) {
			r.Fail("cards", "want 6 slots")
		}
		for i := 0; i < len(cs) && r.Ok(); i++ {
			if cs[i] < -1 || cs[i] >= NumCards {
				r.Fail("cards", "want cards, or -1 for a slot unchanged")
			}
			t.Cards[i] = Card(cs[i])
		}
		e = t
	case 11:
		e = GesturesRevealed{Dealer: seat("dealer"), Left: seat("left"), DealerGesture: gesture("dealerGesture"), LeftGesture: gesture("leftGesture")}
	case 12:
		e = WagerResolved{Player: seat("player"), DealerGuess: gesture("dealerGuess"), LeftGuess: gesture("leftGuess"), Right: r.Bool("right")}
	case 13:
		e = GesturesCancelled{Player: seat("player")}
	case 14:
		e = CardTaken{Player: seat("player"), Slot: slot(), Card: card()}
	case 15:
		e = CardDiscarded{Slot: slot(), Card: card()}
	case 16:
		c := CollectionDiscarded{Player: seat("player"), Type: int8(r.OneOf("type", append([]string{noneText}, typeNames[:]...)) - 1),
			Cards: int8(r.Int("cards", 0, 10)), Value: int8(r.Int("value", 0, 14))}
		if r.Ok() && (c.Type < 0) != (c.Cards == 0) || r.Ok() && (c.Cards == 0) != (c.Value == 0) {
			r.Fail("cards", "a collection discarded has cards and a value; no goods, none")
		}
		e = c
	case 17:
		e = CollectionChosen{Player: seat("player")}
	case 18:
		e = Stolen{Thief: seat("thief"), Victim: seat("victim"), Card: card()}
	case 19:
		e = TheftWasted{Player: seat("player")}
	case 20:
		e = WordRecorded{Player: seat("player"), Kept: r.Bool("kept")}
	case 21:
		e = decodeGameEnded(r)
	}
	if err := r.Err(); err != nil {
		return nil, errors.New("dolores event: " + err.Error())
	}
	return e, nil
}

// decodeGameEnded reads each seat's collections, from which its breakdown
// follows, and checks the totals and the winners against them.
func decodeGameEnded(r *wire.Reader) rules.Event {
	e := GameEnded{Reason: r.OneOf("end", endNames[1:]) + 1}
	rows := r.Objects("scores", 4)
	if r.Ok() && len(rows) < 2 {
		r.Fail("scores", "want a score a seat")
	}
	s := &State{n: int8(len(rows)), phase: phOver}
	e.Scores = make([]ScoreBreakdown, 0, len(rows))
	for p, row := range rows {
		row.Int("player", p, p)
		var cols []int
		if row.Get("collections", &cols) && len(cols) != NumTypes {
			row.Fail("collections", "want a value a goods type")
		}
		for t := 0; t < len(cols) && r.Ok(); t++ {
			if cols[t] < 0 || cols[t] > 14 {
				row.Fail("collections", "a collection is worth 0 to 14")
			}
			s.sums[p][t] = uint8(cols[t])
		}
		b := s.Breakdown(p)
		row.Int("total", b.Total, b.Total)
		e.Scores = append(e.Scores, b)
	}
	if r.Get("winners", &e.Winners) && r.Ok() && !slices.Equal(e.Winners, s.Winners()) {
		r.Fail("winners", "not the highest totals")
	}
	return e
}
