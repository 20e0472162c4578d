package necklace

import (
	"errors"
	"math"
	"strconv"

	"salotto/rules"
	"salotto/rules/wire"
)

// The game's rules.Codec: views and events as the JSON objects
// docs/wire.md describes, for online rooms. Cards are written as their
// ids ("B07"), a card face down as "??".

var (
	phaseNames     = [...]string{phaseTake: "take", phaseDiscard: "discard", phaseOver: "over"}
	endNames       = [...]string{0: "", EndDeclined: "declined", EndLastTurns: "last-turns"}
	expansionNames = [...]string{0: "", RainbowStones: "rainbow", CourtGold: "gold", RainbowStones | CourtGold: "rainbow+gold"}
)

// hiddenText is a card the viewer cannot see (NoCard's String).
const hiddenText = "??"

// cardText is c's id, or "??" for NoCard.
func cardText(c Card) string { return c.String() }

// cardsText are the texts of cs.
func cardsText(w *wire.Writer, cs []Card) *wire.Writer {
	w.List()
	for _, c := range cs {
		w.Str(cardText(c))
	}
	return w.EndList()
}

// EncodeView writes v, a View of this game, as a JSON object (see
// docs/wire.md). It refuses a full state: that would send the draw pile.
func (Game) EncodeView(v rules.State) ([]byte, error) {
	s, ok := v.(*State)
	if !ok {
		return nil, errors.New("necklace: EncodeView of another game's state")
	}
	if !s.IsView() {
		return nil, errors.New("necklace: EncodeView of a full state; send a View")
	}
	var w wire.Writer
	w.Open()
	w.Key("viewer").Int(int(s.view))
	w.Key("solo").Bool(s.solo)
	w.Key("expansions").Str(expansionNames[s.exp])
	w.Key("start").Int(int(s.start))
	w.Key("toMove").Int(int(s.toMove))
	w.Key("phase").Str(phaseNames[s.phase])
	w.Key("turns").Int(int(s.turns))
	w.Key("late").List().Bool(s.late[0]).Bool(s.late[1]).EndList()
	w.Key("end").Str(endNames[s.reason])
	w.Key("hands").List()
	for p := range s.hand {
		cardsText(&w, s.hand[p][:s.handN[p]])
	}
	w.EndList()
	w.Key("known").List()
	for p := range s.known {
		w.List()
		for _, c := range s.hand[p][:s.handN[p]] {
			if s.KnownInHand(p, c) {
				w.Str(cardText(c))
			}
		}
		w.EndList()
	}
	w.EndList()
	w.Key("common").Str(cardText(s.common))
	w.Key("draw").Int(int(s.drawN))
	w.Key("discard")
	cardsText(&w, s.discard[:s.discardN])
	if s.opening[1] != NoCard {
		w.Key("rivalOpening").Str(cardText(s.opening[1]))
	}
	w.Close()
	return w.Bytes(), nil
}

// DecodeView reads what EncodeView wrote, refusing (with the field and the
// reason) anything no View of a real game could hold: a full state, a card
// outside the deck in play or in two places, counts that do not add up to
// the deck, a hidden card where the viewer sees everything.
func (Game) DecodeView(data []byte) (rules.State, error) {
	r := wire.Read(data)
	s := &State{}
	s.clearCards()
	s.view = int8(r.Int("viewer", -1, 1))
	s.solo = r.Bool("solo")
	s.exp = Expansions(r.OneOf("expansions", expansionNames[:]))
	s.start = uint8(r.Int("start", 0, 1))
	s.toMove = uint8(r.Int("toMove", 0, 1))
	s.phase = uint8(r.OneOf("phase", phaseNames[:]))
	s.turns = uint16(r.Int("turns", 0, math.MaxUint16))
	var late []bool
	if r.Get("late", &late) && len(late) != 2 {
		r.Fail("late", "want two flags, one a seat")
	}
	s.reason = EndReason(r.OneOf("end", endNames[:]))
	var hands, known [][]string
	if r.Get("hands", &hands) && len(hands) != 2 {
		r.Fail("hands", "want two hands")
	}
	if r.Get("known", &known) && len(known) != 2 {
		r.Fail("known", "want two lists")
	}
	common := r.Str("common")
	draw := r.Int("draw", 0, NumCards)
	var discard []string
	r.Get("discard", &discard)
	opening := ""
	if r.Has("rivalOpening") {
		opening = r.Str("rivalOpening")
	}
	if r.Ok() {
		copy(s.late[:], late)
		d := viewDecoder{r: r, s: s}
		d.cards(hands, known, common, discard, opening)
		s.drawN = uint8(draw)
		d.consistent()
	}
	if err := r.Err(); err != nil {
		return nil, errors.New("necklace view: " + err.Error())
	}
	if s.phase == phaseOver {
		s.settle()
	}
	return s, nil
}

// clearCards empties every card slot, as a deal starts.
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
	s.common = NoCard
}

// viewDecoder places a view's cards, each at most once.
type viewDecoder struct {
	r    *wire.Reader
	s    *State
	seen uint32 // cards placed so far
}

// card reads text, field's card: one of the deck in play and not placed
// yet, or with hiddenOK the face-down "??" (NoCard).
func (d *viewDecoder) card(field, text string, hiddenOK bool) Card {
	if text == hiddenText && hiddenOK {
		return NoCard
	}
	for c := Card(0); c < NumCards; c++ {
		if cardTable[c].ID != text {
			continue
		}
		switch {
		case !d.s.exp.inDeck(c):
			d.r.Fail(field, text+" is not in this game's deck")
		case d.seen&(1<<c) != 0:
			d.r.Fail(field, text+" is in two places")
		}
		d.seen |= 1 << c
		return c
	}
	d.r.Fail(field, strconv.Quote(text)+" is not a card the viewer may see here")
	return NoCard
}

func (d *viewDecoder) cards(hands, known [][]string, common string, discard []string, opening string) {
	s := d.s
	for p, h := range hands {
		field := "hands[" + strconv.Itoa(p) + "]"
		if len(h) < HandSize || len(h) > HandSize+1 {
			d.r.Fail(field, "a hand holds 4 cards, or 5 while discarding")
			return
		}
		// Only the other seat's cards may be face down, and none once the
		// game is over.
		hiddenOK := p != int(s.view) && s.phase != phaseOver
		for i, text := range h {
			s.hand[p][i] = d.card(field, text, hiddenOK)
		}
		s.handN[p] = uint8(len(h))
	}
	s.common = d.card("common", common, false)
	if len(discard) > NumCards {
		d.r.Fail("discard", "longer than the deck")
		return
	}
	for i, text := range discard {
		s.discard[i] = d.card("discard", text, false)
	}
	s.discardN = uint8(len(discard))
	for p, ks := range known {
		for _, text := range ks {
			c := Card(NumCards)
			for i := Card(0); i < NumCards; i++ {
				if cardTable[i].ID == text {
					c = i
				}
			}
			if c == NumCards || s.handIndex(p, c) < 0 || s.known[p]&(1<<c) != 0 {
				d.r.Fail("known["+strconv.Itoa(p)+"]", strconv.Quote(text)+" is not a card shown in that hand, once")
				return
			}
			s.known[p] |= 1 << c
		}
		// What a viewer sees of another hand before the end is what
		// everyone saw it take from the discard pile.
		if p != int(s.view) && s.phase != phaseOver {
			for _, c := range s.hand[p][:s.handN[p]] {
				if c != NoCard && s.known[p]&(1<<c) == 0 {
					d.r.Fail("hands["+strconv.Itoa(p)+"]", c.String()+" is shown but not known to be there")
					return
				}
			}
		}
	}
	if opening != "" {
		s.opening[1] = NoCard
		for c := Card(0); c < NumCards; c++ {
			if cardTable[c].ID == opening && s.exp.inDeck(c) {
				s.opening[1] = c
			}
		}
		if s.opening[1] == NoCard {
			d.r.Fail("rivalOpening", strconv.Quote(opening)+" is not a card of this deck")
		}
	}
}

// consistent refuses what no game reaches: counts that do not add up,
// a seat or a phase that cannot be.
func (d *viewDecoder) consistent() {
	s, r := d.s, d.r
	if !r.Ok() {
		return
	}
	placed := int(s.handN[0]) + int(s.handN[1]) + 1 + int(s.discardN) + int(s.drawN) + Removed
	five := int(s.handN[0]) + int(s.handN[1]) - 2*HandSize // hands of five
	switch {
	case s.solo && s.view > 0:
		r.Fail("viewer", "a solo game has one seat, 0")
	case placed != s.exp.size():
		r.Fail("draw", "the hands, the common card, the piles and the 3 cards aside make "+
			strconv.Itoa(placed)+" cards, not the deck's "+strconv.Itoa(s.exp.size()))
	case five != b2i(s.phase == phaseDiscard) || s.phase == phaseDiscard && s.handN[s.toMove] != HandSize+1:
		r.Fail("hands", "only the seat discarding holds 5 cards")
	case s.solo && s.phase != phaseOver && s.toMove != 0:
		r.Fail("toMove", "the rival jeweller plays its turns at once")
	case (s.reason == 0) != (s.phase != phaseOver):
		r.Fail("end", "a game over has an end, a game going on none")
	case s.late[0] && s.drawN > 0 || s.late[1] && s.drawN > 0:
		r.Fail("late", "a last turn comes once the draw pile is empty")
	case s.turns == 0 && s.discardN > 0:
		r.Fail("turns", "a card is discarded only when a turn ends")
	case (s.opening[1] != NoCard) != (s.solo && s.start == Rival):
		r.Fail("rivalOpening", "the rival's opening discard is there when it opened a solo game, and only then")
	case s.solo && s.start == Rival && s.turns == 0:
		r.Fail("turns", "the rival jeweller's opening turn is played")
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
