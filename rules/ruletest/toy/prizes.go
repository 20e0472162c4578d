package toy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"salotto/rules"
)

// Prizes is Goofspiel: each player holds cards 1..N; a shuffled prize deck
// 1..N turns up one prize at a time; every player bids a card from hand at
// once, face down; bids are revealed together and the single highest bid wins
// the prize (a tie for highest cancels it: nobody scores it). Bid cards are
// spent. After N prizes the highest total wins (ties share the win).
//
// Hidden: the order of the prize deck, and a bid until all have bid.
// Options: "cards" (N, default 6).
type Prizes struct{}

const prizesBid = 1 // Move.Kind of "bid K"

func (Prizes) Name() string            { return "prizes" }
func (Prizes) Title() string           { return "Prizes" }
func (Prizes) RulesVersion() int       { return 1 }
func (Prizes) PlayerRange() (int, int) { return 2, 4 }

// Prizes' own refusal codes.
const (
	// PrizesReasonAlreadyBid: the seat has bid for this prize already.
	PrizesReasonAlreadyBid rules.Reason = "prizes.already-bid"
	// PrizesReasonNotInHand: the bid card is not in the seat's hand.
	// Args: the card.
	PrizesReasonNotInHand rules.Reason = "prizes.not-in-hand"
)

// Reasons lists every code Apply refuses a move with.
func (Prizes) Reasons() []rules.Reason {
	return []rules.Reason{rules.ReasonIsView, rules.ReasonGameOver, rules.ReasonNoSuchSeat, PrizesReasonAlreadyBid, rules.ReasonNotAMove, PrizesReasonNotInHand}
}

func (Prizes) BotLevels() []string { return []string{"random", "mcts"} }
func (g Prizes) NewBot(level string, seed uint64) (rules.Agent, error) {
	return newBot(g, level, seed)
}

func (Prizes) Setup(opts rules.Options, seed uint64) (rules.State, error) {
	o, err := intOptions("prizes", opts, 2, 4, map[string][3]int{"cards": {6, 1, 30}})
	if err != nil {
		return nil, err
	}
	n := o["cards"]
	s := &PrizesState{
		players: opts.Players, cards: n, viewer: -1,
		hands:  make([]uint32, opts.Players),
		bids:   make([]int8, opts.Players),
		scores: make([]int, opts.Players),
	}
	for i := range s.hands {
		s.hands[i] = 1<<uint(n+1) - 2 // cards 1..n
	}
	for c := 1; c <= n; c++ {
		s.deck = append(s.deck, int8(c))
	}
	rand.New(rand.NewPCG(seed, 2)).Shuffle(n, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	s.prize, s.deck = s.deck[0], s.deck[1:]
	return s, nil
}

func (Prizes) FormatMove(m rules.Move) string {
	if m.Kind == prizesBid && m.B == 0 && m.C == 0 && m.D == 0 {
		return fmt.Sprintf("bid %d", m.A)
	}
	return fmt.Sprintf("?%d %d %d %d %d", m.Kind, m.A, m.B, m.C, m.D)
}

func (Prizes) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(text)
	if len(f) != 2 || f[0] != "bid" {
		return rules.Move{}, fmt.Errorf("prizes: %q is not a move (want \"bid N\")", text)
	}
	n, err := strconv.ParseInt(f[1], 10, 16)
	if err != nil {
		return rules.Move{}, fmt.Errorf("prizes: %q: bad card", text)
	}
	return rules.Move{Kind: prizesBid, A: int16(n)}, nil
}

// PrizesState is one position. bids[p] is 0 until p bids; in a view,
// another player's pending bid is -1 (placed, value unknown) and the deck
// is sorted, so that a view carries nothing its player may not know.
type PrizesState struct {
	players, cards int
	hands          []uint32 // cards not yet revealed, bit c for card c (a pending bid stays in hand)
	bids           []int8
	deck           []int8 // prizes still to come, top first
	prize          int8   // the prize on offer; 0 once the game is over
	scores         []int
	view           bool
	viewer         int
}

// Bid is the public event of a face-down bid.
type Bid struct{ Player int }

// Revealed shows all bids and who won the prize (-1: a tie cancelled it).
type Revealed struct {
	Bids          []int
	Prize, Winner int
}

// NextPrize turns up the next prize.
type NextPrize struct{ Prize int }

func (e Bid) String() string { return fmt.Sprintf("seat %d bid face down", e.Player) }
func (e Revealed) String() string {
	if e.Winner < 0 {
		return fmt.Sprintf("bids %v: a tie cancels prize %d", e.Bids, e.Prize)
	}
	return fmt.Sprintf("bids %v: seat %d wins prize %d", e.Bids, e.Winner, e.Prize)
}
func (e NextPrize) String() string { return fmt.Sprintf("prize %d turned up", e.Prize) }

func (s *PrizesState) Game() rules.Game { return Prizes{} }
func (s *PrizesState) Players() int     { return s.players }
func (s *PrizesState) Done() bool       { return s.prize == 0 }
func (s *PrizesState) IsView() bool     { return s.view }

func (s *PrizesState) ToAct(dst []int) []int {
	if s.Done() {
		return dst
	}
	for p, b := range s.bids {
		if b == 0 {
			dst = append(dst, p)
		}
	}
	return dst
}

func (s *PrizesState) Legal(p int, dst []rules.Move) []rules.Move {
	if s.Done() || p < 0 || p >= s.players || s.bids[p] != 0 {
		return dst
	}
	for c := 1; c <= s.cards; c++ {
		if s.hands[p]&(1<<uint(c)) != 0 {
			dst = append(dst, rules.Move{Kind: prizesBid, A: int16(c)})
		}
	}
	return dst
}

func (s *PrizesState) Apply(p int, m rules.Move) ([]rules.Event, error) {
	g := Prizes{}
	switch {
	case s.view:
		return nil, rules.Refuse(g, p, m, rules.ReasonIsView, "this is a view of the game, not the game")
	case s.Done():
		return nil, rules.Refuse(g, p, m, rules.ReasonGameOver, "the game is over")
	case p < 0 || p >= s.players:
		return nil, rules.Refuse(g, p, m, rules.ReasonNoSuchSeat, "no such seat").WithArgs(s.players)
	case s.bids[p] != 0:
		return nil, rules.Refuse(g, p, m, PrizesReasonAlreadyBid, "seat %d has already bid", p)
	case m.Kind != prizesBid || m.B != 0 || m.C != 0 || m.D != 0:
		return nil, rules.Refuse(g, p, m, rules.ReasonNotAMove, "not a bid")
	case m.A < 1 || int(m.A) > s.cards || s.hands[p]&(1<<uint(m.A)) == 0:
		return nil, rules.Refuse(g, p, m, PrizesReasonNotInHand, "card %d is not in hand", m.A).WithArgs(int(m.A))
	}
	s.bids[p] = int8(m.A)
	ev := []rules.Event{Bid{p}}
	for _, b := range s.bids {
		if b == 0 {
			return ev, nil
		}
	}
	r := Revealed{Bids: make([]int, s.players), Prize: int(s.prize), Winner: -1}
	best, count := int8(0), 0
	for q, b := range s.bids {
		r.Bids[q] = int(b)
		s.hands[q] &^= 1 << uint(b)
		switch {
		case b > best:
			best, count, r.Winner = b, 1, q
		case b == best:
			count++
		}
	}
	if count > 1 {
		r.Winner = -1
	} else {
		s.scores[r.Winner] += int(s.prize)
	}
	clear(s.bids)
	ev = append(ev, r)
	s.prize = 0
	if len(s.deck) > 0 {
		s.prize, s.deck = s.deck[0], s.deck[1:]
		ev = append(ev, NextPrize{int(s.prize)})
	}
	return ev, nil
}

func (s *PrizesState) Clone() rules.State {
	c := *s
	c.hands = slices.Clone(s.hands)
	c.bids = slices.Clone(s.bids)
	c.deck = slices.Clone(s.deck)
	c.scores = slices.Clone(s.scores)
	return &c
}

func (s *PrizesState) View(p int) rules.State {
	v := s.Clone().(*PrizesState)
	v.view, v.viewer = true, p
	slices.Sort(v.deck)
	for q, b := range v.bids {
		if q != p && b != 0 {
			v.bids[q] = -1
		}
	}
	return v
}

func (s *PrizesState) Determinize(r *rand.Rand) rules.State {
	d := s.Clone().(*PrizesState)
	if !s.view {
		return d
	}
	d.view, d.viewer = false, -1
	r.Shuffle(len(d.deck), func(i, j int) { d.deck[i], d.deck[j] = d.deck[j], d.deck[i] })
	for q, b := range d.bids {
		if b < 0 {
			var in [32]int8
			n := 0
			for c := 1; c <= d.cards; c++ {
				if d.hands[q]&(1<<uint(c)) != 0 {
					in[n] = int8(c)
					n++
				}
			}
			d.bids[q] = in[r.IntN(n)]
		}
	}
	return d
}

func (s *PrizesState) Scores() []int { return slices.Clone(s.scores) }

func (s *PrizesState) Winners() []int {
	if !s.Done() {
		return nil
	}
	best := slices.Max(s.scores)
	var w []int
	for p, v := range s.scores {
		if v == best {
			w = append(w, p)
		}
	}
	return w
}

func (s *PrizesState) Hash() uint64 {
	h := newHasher()
	h.add(s.players)
	h.add(s.cards)
	h.add(int(s.prize))
	for p := 0; p < s.players; p++ {
		h.add(int(s.hands[p]))
		h.add(int(s.bids[p]))
		h.add(s.scores[p])
	}
	h.add(len(s.deck))
	for _, c := range s.deck {
		h.add(int(c))
	}
	return uint64(h)
}

// HiddenLeaks reports what a view of the real state full shows that its
// player may not know; the toy games' tests pass it to ruletest.Checks.
func HiddenLeaks(full, view rules.State, player int) error {
	v, ok := view.(*PrizesState)
	if !ok {
		return nil
	}
	if !slices.IsSorted(v.deck) {
		return fmt.Errorf("view of seat %d keeps the prize deck's order %v", player, v.deck)
	}
	for q, b := range v.bids {
		if q != player && b > 0 {
			return fmt.Errorf("view of seat %d shows seat %d's face-down bid %d", player, q, b)
		}
	}
	return nil
}
