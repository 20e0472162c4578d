package necklace

import (
	"errors"

	"salotto/rules"
	"salotto/rules/wire"
)

// The game's rules.Codec: views and events as the JSON objects
// docs/wire.md describes, for online rooms. Cards are written as their
// ids ("B07"), a card face down as "??".

// viewWire is a View on the wire.
type viewWire struct {
	Viewer       int `wire:"-1..1"`
	Solo         bool
	Expansions   int   `wire:"expansions"`
	Start        int   `wire:"0..1"`
	ToMove       int   `wire:"0..1"`
	Phase        uint8 `wire:"phase"`
	Turns        int   `wire:"0..65535"`
	Late         [2]bool
	End          EndReason `wire:"end"`
	Hands        [2][]Card `wire:"card,5"`
	Known        [2][]Card `wire:"card,5"`
	Common       Card      `wire:"card"`
	Draw         int       `wire:"0..24"`
	Discard      []Card    `wire:"card,24"`
	RivalOpening Card      `wire:"opening"`
}

// dict names what the wire writes as words: cards by their ids, "??" a
// card face down (for the rival's opening, "" none).
var dict = wire.Dict{
	{Word: "card", Enum: &wire.Enum{Text: cardText, Parse: parseCard}},
	{Word: "opening", Enum: &wire.Enum{Text: openingText, Parse: parseOpening}},
	{Word: "expansions", Enum: &wire.Enum{Names: []string{"", "rainbow", "gold", "rainbow+gold"}}},
	{Word: "phase", Enum: &wire.Enum{Names: []string{"take", "discard", "over"}}},
	{Word: "end", Enum: &wire.Enum{Names: []string{"", "declined", "last-turns"}}},
	{Word: "rating", Enum: &wire.Enum{Names: ratingNames}},
}

// cardText is card v's id, or "??" for NoCard; parseCard reads it back,
// exactly.
func cardText(v int) (string, bool) {
	if v == int(NoCard) {
		return "??", true
	}
	return openingText(v)
}

func parseCard(s string) (int, bool) {
	if s == "??" {
		return int(NoCard), true
	}
	return parseOpening(s)
}

// openingText is card v's id, or "" for NoCard; parseOpening reads it.
func openingText(v int) (string, bool) {
	switch {
	case v == int(NoCard):
		return "", true
	case v >= 0 && v < NumCards:
		return cardTable[v].ID, true
	}
	return "", false
}

func parseOpening(s string) (int, bool) {
	for c := range cardTable {
		if cardTable[c].ID == s {
			return c, true
		}
	}
	return int(NoCard), s == ""
}

// EncodeView writes v, a View of this game, as a JSON object. It refuses a
// full state: that would send the draw pile.
func (Game) EncodeView(v rules.State) ([]byte, error) {
	s, ok := v.(*State)
	if !ok || !s.IsView() {
		return nil, errors.New("necklace: EncodeView of a full state, or of another game's; send a View")
	}
	w := viewWire{Viewer: int(s.view), Solo: s.solo, Expansions: int(s.exp), Start: int(s.start),
		ToMove: int(s.toMove), Phase: s.phase, Turns: int(s.turns), Late: s.late, End: s.reason,
		Common: s.common, Draw: int(s.drawN), Discard: s.DiscardPile(), RivalOpening: s.opening[1]}
	for p := range s.hand {
		w.Hands[p] = s.Hand(p)
		for _, c := range w.Hands[p] {
			if s.KnownInHand(p, c) {
				w.Known[p] = append(w.Known[p], c)
			}
		}
	}
	return wire.Marshal(&w, dict)
}

// DecodeView reads what EncodeView wrote, refusing anything no View of a
// real game could hold: a full state, a card outside the deck in play or
// in two places, counts that do not add up to the deck, a hidden card
// where the viewer sees everything.
func (Game) DecodeView(data []byte) (rules.State, error) {
	var w viewWire
	if err := wire.Unmarshal(data, &w, dict); err != nil {
		return nil, errors.New("necklace view: " + err.Error())
	}
	s := &State{solo: w.Solo, exp: Expansions(w.Expansions), view: int8(w.Viewer), start: uint8(w.Start),
		toMove: uint8(w.ToMove), phase: w.Phase, turns: uint16(w.Turns), late: w.Late, reason: w.End}
	s.clearCards()
	if field, why := s.place(&w); field != "" {
		return nil, errors.New("necklace view: " + field + ": " + why)
	}
	if s.phase == phaseOver {
		s.settle()
	}
	return s, nil
}

// place puts a decoded view's cards in s, and says which field holds what
// no real view could (a card twice or outside the deck, a face-down card
// the viewer would see, counts that do not add up...), and why.
func (s *State) place(w *viewWire) (field, why string) {
	var seen uint32
	put := func(c Card) bool {
		ok := c == NoCard || s.exp.inDeck(c) && seen&(1<<c) == 0
		seen |= 1 << (c & 31)
		return ok
	}
	if s.common = w.Common; s.common == NoCard || !put(s.common) {
		return "common", "not a card of the deck, shown"
	}
	for p, h := range w.Hands {
		if len(h) < HandSize {
			return "hands", "a hand holds 4 cards, or 5 while discarding"
		}
		s.handN[p] = uint8(copy(s.hand[p][:], h))
		for _, c := range h {
			// Only the other seat's cards may be face down, and none once
			// the game is over; those shown were seen taken from the discard.
			if !put(c) || c == NoCard && (p == w.Viewer || s.phase == phaseOver) {
				return "hands", "a card twice, not of this deck, or face down where the viewer sees it"
			}
		}
		for _, c := range w.Known[p] {
			if s.handIndex(p, c) < 0 || s.known[p]&(1<<c) != 0 {
				return "known", "a card not shown in that hand, or named twice"
			}
			s.known[p] |= 1 << c
		}
		for _, c := range h {
			if c != NoCard && p != w.Viewer && s.phase != phaseOver && s.known[p]&(1<<c) == 0 {
				return "hands", "another's card shown but not known to be there"
			}
		}
	}
	s.discardN = uint8(copy(s.discard[:], w.Discard))
	for _, c := range w.Discard {
		if c == NoCard || !put(c) {
			return "discard", "a card twice, face down or not of this deck"
		}
	}
	if c := w.RivalOpening; c != NoCard && !s.exp.inDeck(c) {
		return "rivalOpening", "not a card of this deck"
	}
	s.opening[1], s.drawN = w.RivalOpening, uint8(w.Draw)
	placed := int(s.handN[0]) + int(s.handN[1]) + 1 + int(s.discardN) + int(s.drawN) + Removed
	five := int(s.handN[0]) + int(s.handN[1]) - 2*HandSize // hands of five
	switch {
	case s.solo && s.view > 0:
		return "viewer", "a solo game has one seat, 0"
	case placed != s.exp.size():
		return "draw", "the hands, the common card, the piles and the 3 cards aside are not the deck"
	case five != b2i(s.phase == phaseDiscard) || s.phase == phaseDiscard && s.handN[s.toMove] != HandSize+1:
		return "hands", "only the seat discarding holds 5 cards"
	case s.solo && s.phase != phaseOver && s.toMove != 0:
		return "toMove", "the rival jeweller plays its turns at once"
	case (s.reason == 0) != (s.phase != phaseOver):
		return "end", "a game over has an end, a game going on none"
	case s.late[0] && s.drawN > 0 || s.late[1] && s.drawN > 0:
		return "late", "a last turn comes once the draw pile is empty"
	case s.turns == 0 && s.discardN > 0:
		return "turns", "a card is discarded only when a turn ends"
	case (s.opening[1] != NoCard) != (s.solo && s.start == Rival):
		return "rivalOpening", "the rival's opening discard is there when it opened a solo game, and only then"
	case s.solo && s.start == Rival && s.turns == 0:
		return "turns", "the rival jeweller's opening turn is played"
	}
	return "", ""
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
