package necklace

import (
	"math/bits"
	"math/rand/v2"

	"salotto/rules"
)

// Rival is the seat of the rival jeweller in solo play (its hand is kept
// as a second seat internally; Players() is 1).
const Rival = 1

// Move kinds (rules.Move.Kind); a discard names its card in A.
const (
	KindTakeDraw    uint8 = iota + 1 // take the top card of the draw pile
	KindTakeDiscard                  // take the top card of the discard pile
	KindDiscard                      // discard card A
	KindDecline                      // pile empty: do not take, ending the game
)

// The moves, ready made.
var (
	TakeDraw    = rules.Move{Kind: KindTakeDraw}
	TakeDiscard = rules.Move{Kind: KindTakeDiscard}
	Decline     = rules.Move{Kind: KindDecline}
)

// DiscardMove is the move discarding c.
func DiscardMove(c Card) rules.Move { return rules.Move{Kind: KindDiscard, A: int16(c)} }

const (
	phaseTake uint8 = iota
	phaseDiscard
	phaseOver
)

// viewFull marks a full (playable) state; otherwise view is the viewer, -1
// for the public view.
const viewFull int8 = -2

// State is a position of The Duchess's Necklace. It is a flat value (fixed
// arrays, no maps or slices), so Clone is one copy.
//
// Hands keep the order cards were acquired, oldest first: the rival's tie
// rule discards the card held longest, and the newest card is last.
type State struct {
	solo     bool
	exp      Expansions
	view     int8
	start    uint8
	toMove   uint8
	phase    uint8
	turns    uint16 // completed turns
	late     [2]bool
	reason   EndReason
	handN    [2]uint8
	hand     [2][HandSize + 1]Card
	common   Card
	removed  [Removed]Card
	drawN    uint8
	draw     [NumCards]Card // top is draw[drawN-1]
	discardN uint8
	discard  [NumCards]Card // top is discard[discardN-1]
	known    [2]uint32      // cards everyone knows are in that hand
	opening  [2]Card        // solo: the rival's first turn when it starts
	value    [2]int16
	wishes   [2]uint8
	winners  uint8 // bit per hand, once over
}

// Game returns the necklace game.
func (s *State) Game() rules.Game { return Game{} }

// Players is 2, or 1 in solo play.
func (s *State) Players() int {
	if s.solo {
		return 1
	}
	return 2
}

// Solo reports whether this is a solo game against the rival jeweller.
func (s *State) Solo() bool { return s.solo }

// Expansions are the expansions in play.
func (s *State) Expansions() Expansions { return s.exp }

// ToAct appends the player to move.
func (s *State) ToAct(dst []int) []int {
	if s.phase == phaseOver {
		return dst
	}
	return append(dst, int(s.toMove))
}

// ToMove is the seat whose turn it is (meaningless once Done).
func (s *State) ToMove() int { return int(s.toMove) }

// Discarding reports whether the player to move has taken a card and must
// now discard one.
func (s *State) Discarding() bool { return s.phase == phaseDiscard }

// Legal appends the moves player may make now.
func (s *State) Legal(player int, dst []rules.Move) []rules.Move {
	if s.phase == phaseOver || player != int(s.toMove) {
		return dst
	}
	if s.phase == phaseDiscard {
		h := &s.hand[player]
		for i := 0; i < int(s.handN[player]); i++ {
			if h[i] != NoCard {
				dst = append(dst, DiscardMove(h[i]))
			}
		}
		return dst
	}
	if s.drawN > 0 {
		dst = append(dst, TakeDraw)
		if s.turns > 0 && s.discardN > 0 {
			dst = append(dst, TakeDiscard)
		}
		return dst
	}
	if s.discardN > 0 {
		dst = append(dst, TakeDiscard)
	}
	return append(dst, Decline)
}

// check refuses m when it is not legal for player now, saying why; it
// returns nil when m is legal.
func (s *State) check(player int, m rules.Move) error {
	refuse := func(code rules.Reason, why string) *rules.IllegalMove {
		return rules.Refuse(Game{}, player, m, code, "%s", why)
	}
	switch {
	case s.view != viewFull:
		return refuse(rules.ReasonIsView, "this is a view with hidden cards; determinize it to play")
	case s.phase == phaseOver:
		return refuse(rules.ReasonGameOver, "the game is over")
	case s.solo && player == Rival:
		return refuse(ReasonRivalPlaysItself, "the rival jeweller plays by itself")
	case player < 0 || player >= s.Players():
		return refuse(rules.ReasonNoSuchSeat, "no such seat").WithArgs(s.Players())
	case player != int(s.toMove):
		return refuse(rules.ReasonNotYourTurn, "it is not this player's turn").WithSeats(int(s.toMove))
	}
	if m.B != 0 || m.C != 0 || m.D != 0 || (m.Kind != KindDiscard && m.A != 0) {
		return refuse(rules.ReasonNotAMove, "malformed move")
	}
	switch m.Kind {
	case KindTakeDraw, KindTakeDiscard, KindDecline:
		if s.phase != phaseTake {
			return refuse(ReasonDiscardNow, "a card was already taken this turn: discard one")
		}
	}
	switch m.Kind {
	case KindTakeDraw:
		if s.drawN == 0 {
			return refuse(ReasonDrawPileEmpty, "the draw pile is empty: take the top discard or decline")
		}
	case KindTakeDiscard:
		if s.turns == 0 {
			return refuse(ReasonFirstTurnDraws, "the first turn of the game can only draw")
		}
		if s.discardN == 0 {
			return refuse(ReasonDiscardPileEmpty, "the discard pile is empty")
		}
	case KindDecline:
		if s.drawN > 0 {
			return refuse(ReasonDeclineTooEarly, "declining is only possible once the draw pile is empty").WithArgs(int(s.drawN))
		}
	case KindDiscard:
		if s.phase != phaseDiscard {
			return refuse(ReasonTakeFirst, "take a card first")
		}
		if m.A < 0 || m.A >= NumCards || s.handIndex(player, Card(m.A)) < 0 {
			return refuse(ReasonCardNotInHand, "that card is not in this hand").WithArgs(int(m.A))
		}
	default:
		return refuse(rules.ReasonNotAMove, "unknown move")
	}
	return nil
}

// toDiscardPile moves c, which seat p holds, from that hand to the top
// of the discard pile.
func (s *State) toDiscardPile(p int, c Card) {
	h := &s.hand[p]
	n := int(s.handN[p])
	i := s.handIndex(p, c)
	copy(h[i:n], h[i+1:n])
	h[n-1] = NoCard
	s.handN[p]--
	s.known[p] &^= 1 << c
	s.discard[s.discardN] = c
	s.discardN++
}

func (s *State) handIndex(p int, c Card) int {
	if c >= NumCards {
		return -1
	}
	for i := 0; i < int(s.handN[p]); i++ {
		if s.hand[p][i] == c {
			return i
		}
	}
	return -1
}

// Apply makes player's move and returns its events (in solo play followed
// by the rival jeweller's whole turn, and the game's end if it came).
func (s *State) Apply(player int, m rules.Move) ([]rules.Event, error) {
	if err := s.check(player, m); err != nil {
		return nil, err
	}
	var ev []rules.Event
	s.do(m, &ev)
	return ev, nil
}

// play makes a legal move without events: the search's fast path.
func (s *State) play(m rules.Move) { s.do(m, nil) }

// do makes the legal move m for the player to move, appending events to
// *ev unless ev is nil.
func (s *State) do(m rules.Move, ev *[]rules.Event) {
	p := int(s.toMove)
	switch m.Kind {
	case KindTakeDraw:
		s.drawN--
		c := s.draw[s.drawN]
		s.draw[s.drawN] = NoCard
		s.hand[p][s.handN[p]] = c
		s.handN[p]++
		s.phase = phaseDiscard
		if ev != nil {
			emit(ev, drewEvent(p, c, int(s.drawN)))
			if s.drawN == 0 {
				*ev = append(*ev, PileEmptied{})
			}
		}
	case KindTakeDiscard:
		s.discardN--
		c := s.discard[s.discardN]
		s.discard[s.discardN] = NoCard
		s.hand[p][s.handN[p]] = c
		s.handN[p]++
		s.known[p] |= 1 << c
		s.phase = phaseDiscard
		if ev != nil {
			emit(ev, &internTook[p][c])
		}
	case KindDiscard:
		c := Card(m.A)
		s.toDiscardPile(p, c)
		if ev != nil {
			emit(ev, &internDisc[p][c])
		}
		s.turns++
		s.toMove = uint8(1 - p)
		s.phase = phaseTake
		s.beginTurn(ev)
	case KindDecline:
		if ev != nil {
			emit(ev, &internDecl[p])
		}
		s.finish(EndDeclined, ev)
	}
}

// beginTurn applies the end rule at the start of a turn and plays the rival
// jeweller's turn in solo play.
func (s *State) beginTurn(ev *[]rules.Event) {
	if s.drawN == 0 {
		if s.late[s.toMove] {
			s.finish(EndLastTurns, ev)
			return
		}
		s.late[s.toMove] = true
	}
	if s.solo && s.toMove == Rival {
		s.rivalTurn(ev)
	}
}

// finish ends the game: values both necklaces and decides the winners.
func (s *State) finish(why EndReason, ev *[]rules.Event) {
	s.phase = phaseOver
	s.reason = why
	s.settle()
	if ev != nil {
		// The necklaces are built here only: a slice of them made above
		// would escape to the heap on the search's event-free path too.
		e := GameEnded{
			Reason:    why,
			Necklaces: []Necklace{Evaluate(s.necklaceCards(0)), Evaluate(s.necklaceCards(1))},
			Scores:    []int{int(s.value[0]), int(s.value[1])},
			Wishes:    []int{int(s.wishes[0]), int(s.wishes[1])},
			Winners:   s.winnerList(true),
			Solo:      s.solo,
		}
		if s.solo {
			e.Rating = SoloRating(int(s.value[0]))
		}
		*ev = append(*ev, e)
	}
}

// settle values both necklaces of a finished game and decides the
// winners (a decoded view of a finished game is settled the same way).
func (s *State) settle() {
	for p := 0; p < 2; p++ {
		v, w := quickValueWishes(s.necklaceCards(p))
		s.value[p], s.wishes[p] = int16(v), uint8(w)
	}
	s.winners = 0
	switch {
	case s.value[0] > s.value[1] || (s.value[0] == s.value[1] && s.wishes[0] > s.wishes[1]):
		s.winners = 1
	case s.value[1] > s.value[0] || s.wishes[1] > s.wishes[0]:
		s.winners = 2
	default:
		s.winners = 3
	}
}

func (s *State) winnerList(withRival bool) []int {
	var w []int
	for p := 0; p < 2; p++ {
		if s.winners&(1<<p) != 0 && (p == 0 || !s.solo || withRival) {
			w = append(w, p)
		}
	}
	return w
}

// necklaceCards are p's hand followed by the common card.
func (s *State) necklaceCards(p int) [NecklaceCards]Card {
	h := &s.hand[p]
	return [NecklaceCards]Card{h[0], h[1], h[2], h[3], s.common}
}

// Done reports whether the game is over.
func (s *State) Done() bool { return s.phase == phaseOver }

// EndReason says why the game ended (0 while it goes on).
func (s *State) EndReason() EndReason { return s.reason }

// Scores are each seat's necklace value: final once Done; before, the value
// of the cards the state shows (the best four of five while discarding).
// In solo play there is one score, the player's; see RivalScore.
func (s *State) Scores() []int {
	sc := make([]int, s.Players())
	for p := range sc {
		sc[p] = s.score(p)
	}
	return sc
}

func (s *State) score(p int) int {
	if s.phase == phaseOver {
		return int(s.value[p])
	}
	return s.bestValue(p)
}

// RivalScore is the rival jeweller's value in solo play, once Done.
func (s *State) RivalScore() int { return s.score(Rival) }

// Wishes is how many wishes seat p's necklace fulfils (final once Done).
func (s *State) Wishes(p int) int {
	if s.phase == phaseOver {
		return int(s.wishes[p])
	}
	_, w, _ := Value(s.necklaceCards(p))
	return w
}

// bestValue is p's necklace value, keeping the best four while p holds five.
func (s *State) bestValue(p int) int {
	if s.handN[p] <= HandSize {
		v, _, _ := Value(s.necklaceCards(p))
		return v
	}
	best := 0
	for d := 0; d <= HandSize; d++ {
		if v := s.valueWithout(p, d); v > best {
			best = v
		}
	}
	return best
}

// valueWithout values p's five-card hand without its d-th card.
func (s *State) valueWithout(p, d int) int { return keepValue(s.hand[p], s.common, d) }

// Winners lists the winners once Done. In solo play it is [0] when the
// player beat or tied the rival jeweller, and empty when the rival won.
func (s *State) Winners() []int {
	if s.phase != phaseOver {
		return nil
	}
	return s.winnerList(false)
}

// Necklace values seat p's hand with the common card, with the stones
// assigned to the wishes (hidden cards in a view are left out).
func (s *State) Necklace(p int) Necklace { return Evaluate(s.necklaceCards(p)) }

// Hand is seat p's hand, oldest card first (NoCard where a view hides it).
func (s *State) Hand(p int) []Card { return append([]Card(nil), s.hand[p][:s.handN[p]]...) }

// KnownInHand reports whether everyone knows c is in seat p's hand (it was
// taken from the discard pile and not discarded since).
func (s *State) KnownInHand(p int, c Card) bool { return c < NumCards && s.known[p]&(1<<c) != 0 }

// Common is the common card.
func (s *State) Common() Card { return s.common }

// DrawCount is the number of cards in the draw pile.
func (s *State) DrawCount() int { return int(s.drawN) }

// DiscardPile is the discard pile, bottom first (all of it is public).
func (s *State) DiscardPile() []Card { return append([]Card(nil), s.discard[:s.discardN]...) }

// TopDiscard is the top of the discard pile, or NoCard.
func (s *State) TopDiscard() Card {
	if s.discardN == 0 {
		return NoCard
	}
	return s.discard[s.discardN-1]
}

// StartPlayer is the seat that took the first turn (Rival when the rival
// jeweller opened a solo game).
func (s *State) StartPlayer() int { return int(s.start) }

// Progress implements rules.Progress: the necklace game counts turns, a
// turn being one jeweller's take and discard (the rival's in solo play
// too). A game a player ended by declining ends in the turn under way.
func (s *State) Progress() (unit string, n, of int) {
	n = int(s.turns) + 1
	if s.Done() && s.reason == EndLastTurns {
		n--
	}
	return "turn", n, 0
}

// Opening returns the events of the rival jeweller's first turn when it
// opened a solo game (Setup played it); nil otherwise. Show them through
// Redact: the card it drew is face down for the player.
func (s *State) Opening() []rules.Event {
	if !s.solo || s.start != Rival {
		return nil
	}
	return []rules.Event{
		Drew{Player: Rival, Card: s.opening[0], Left: s.exp.size() - Removed - 1 - 2*HandSize - 1},
		Discarded{Player: Rival, Card: s.opening[1]},
	}
}

// Clone is a copy.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// IsView reports whether hidden cards were removed.
func (s *State) IsView() bool { return s.view != viewFull }

// Viewer is the seat a view was made for (-1 public), or -2 for a full state.
func (s *State) Viewer() int { return int(s.view) }

// intN draws uniformly from [0, n) with Lemire's method on a PCG.
func intN(p *rand.PCG, n int) int {
	hi, lo := bits.Mul64(p.Uint64(), uint64(n))
	if lo < uint64(n) {
		thresh := -uint64(n) % uint64(n)
		for lo < thresh {
			hi, lo = bits.Mul64(p.Uint64(), uint64(n))
		}
	}
	return int(hi)
}
