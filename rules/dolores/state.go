package dolores

import (
	"salotto/rules"
)

// Card locations. A player's area is locArea+seat.
const (
	locPile uint8 = iota
	locShare
	locDiscard
	locBox
	locUnknown // in a view: a card the viewer cannot place
	locArea
)

// phase says what the game waits for (or, for the automatic phases, what
// run does next).
type phase uint8

const (
	phStartShare   phase = iota // automatic: begin a share or end the game
	phLantern                   // before the deal: the Broken Lantern holder plays or passes
	phDealInit                  // automatic: queue the four cards of a share
	phDealing                   // automatic: deal the queue
	phLookout                   // Dawn drawn: the Lookout holder plays or passes
	phAfterDeal                 // automatic: lantern report or the window
	phLanternTalk               // the Broken Lantern user reports on the hidden cards
	phOpenWindow                // automatic: open the window before gestures
	phWindow                    // a holder is asked to play a card or pass
	phWindowNext                // automatic: ask the next holder or close
	phGestureStart              // automatic: a new round of gestures
	phGesture                   // participants choose gestures (and talk), a Wager user predicts
	phRuse                      // the Ruse user chooses after seeing the other gesture
	phReveal                    // automatic: gestures revealed
	phMixup                     // after the reveal: the Mix-up holder plays or passes
	phResolve                   // automatic: Wager then the outcome
	phWagerPick                 // the Wager user takes one card
	phOutcome                   // automatic: resolve by the recap table
	phDodgePick                 // the dodger takes one card
	phDodgeRest                 // automatic: the rest after a dodge pick
	phCollection                // double Dodge: each secretly picks a collection to discard
	phShareEnd                  // automatic: pass the deal on
	phTheft                     // a Theft was gained: its holder steals
	phOver
)

// Hidden markers in views and in pending choices.
const (
	none   int8 = -1
	hidden int8 = 100 // chosen, but not visible to this viewer
)

// Sides of the share: the left player's (slots 0–2) and the dealer's (3–5).
const (
	sideLeft   = 0
	sideDealer = 1
)

// State is one position of HMS Dolores. Everything is in fixed-size arrays
// so that Clone is one copy and a random game allocates almost nothing.
type State struct {
	n      int8
	dealer int8
	phase  phase
	viewer int8 // -2: full state; -1 public view; else that seat's view
	end    uint8

	loc   [NumCards]uint8
	pile  [NumCards]Card // pile[0] is the bottom, pile[pileN-1] the top
	pileN uint8

	// The share: slots 0–2 are the left player's side, 3–5 the dealer's.
	share   [6]Card
	hiddenS uint8 // face-down slots (Broken Lantern)

	sums [4][NumTypes]uint8 // goods value per player and type

	lantern     int8 // user of a Broken Lantern this share
	lookoutUsed bool
	ruse        int8    // Ruse user this round
	wager       int8    // Wager user this round
	gest        [2]int8 // by side; none, a gesture or hidden
	pred        [2]int8 // the Wager user's prediction, by side
	ddPick      [2]int8 // double Dodge: collection chosen by side (none, type, hidden, noGoods)
	dodger      int8    // side taking a Dodge pick
	deal        [6]uint8
	dealN       uint8
	dealAt      uint8
	afterDeal   phase
	winAsk      int8 // window: seat asked now
	winPass     int8 // passes in a row
	thief       int8
	theftNext   phase
	gainedTheft int8

	// Talk and its public record.
	said       [4]uint8 // phrases said this round
	claim      [4]int8  // last phrase giving a word this round
	lastSaid   [4]int8
	lanternSay int8
	given      [4]uint8 // words given over the game
	kept       [4]uint8 // words kept
	gcount     [4][NumGestures]uint8
	shares     uint16 // shares begun
	lastShare  uint16 // share number of the last reveal
	lastPart   [2]int8
	lastGest   [2]int8

	// evs is where Apply gathers events: a chunk shared by the slices it
	// returns, each capped at its own length, and never written again once
	// returned (a full chunk is replaced, not reused). Copies of a state
	// start without one, so clones never write into each other's chunk.
	evs []rules.Event
}

const noGoods int8 = 101

func (s *State) Game() rules.Game { return game }
func (s *State) Players() int     { return int(s.n) }
func (s *State) IsView() bool     { return s.viewer != -2 }
func (s *State) Done() bool       { return s.phase == phOver }

// Clone copies the state; it holds no pointers, so one copy is deep.
func (s *State) Clone() rules.State {
	return s.clone()
}

func (s *State) clone() *State {
	c := *s
	c.evs = nil
	return &c
}

// Dealer is the seat dealing the current share.
func (s *State) Dealer() int { return int(s.dealer) }

// LeftOf is the seat to the left of seat p: the dealer's partner in a share.
func (s *State) LeftOf(p int) int { return (p + 1) % int(s.n) }

// part is the seat on side 0 (left player) or 1 (dealer).
func (s *State) part(side int) int {
	if side == sideDealer {
		return int(s.dealer)
	}
	return s.LeftOf(int(s.dealer))
}

// sideOf is seat p's side in the current share, or -1.
func (s *State) sideOf(p int) int {
	switch p {
	case int(s.dealer):
		return sideDealer
	case s.LeftOf(int(s.dealer)):
		return sideLeft
	}
	return -1
}

// ToAct lists who must act now.
func (s *State) ToAct(dst []int) []int {
	switch s.phase {
	case phLantern, phLookout, phMixup:
		return append(dst, int(s.holderOf(s.askedCard())))
	case phLanternTalk:
		return append(dst, int(s.lantern))
	case phWindow:
		return append(dst, int(s.winAsk))
	case phGesture:
		for _, side := range [2]int{sideDealer, sideLeft} {
			p := s.part(side)
			if s.gest[side] == none && int8(p) != s.ruse {
				dst = append(dst, p)
			}
		}
		if s.wager >= 0 && s.pred[0] == none {
			dst = append(dst, int(s.wager))
		}
	case phRuse:
		return append(dst, int(s.ruse))
	case phWagerPick:
		return append(dst, int(s.wager))
	case phDodgePick:
		return append(dst, s.part(int(s.dodger)))
	case phCollection:
		for _, side := range [2]int{sideDealer, sideLeft} {
			if s.ddPick[side] == none {
				dst = append(dst, s.part(side))
			}
		}
	case phTheft:
		return append(dst, int(s.thief))
	}
	return dst
}

// askedCard is the single card a one-card window asks about.
func (s *State) askedCard() Card {
	switch s.phase {
	case phLantern:
		return MiBCard(BrokenLantern)
	case phLookout:
		return MiBCard(Lookout)
	case phMixup:
		return MiBCard(MixUp)
	}
	return NoCard
}

// holderOf is the seat whose area holds c, or -1.
func (s *State) holderOf(c Card) int8 {
	l := s.loc[c]
	if l >= locArea {
		return int8(l - locArea)
	}
	return -1
}

// Scores are the players' totals by the rulebook's scoring.
func (s *State) Scores() []int {
	out := make([]int, s.n)
	for p := range out {
		out[p] = scoreSums(&s.sums[p])
	}
	return out
}

// Score is seat p's current total.
func (s *State) Score(p int) int { return scoreSums(&s.sums[p]) }

// Winners are the players with the highest total once the game is over.
func (s *State) Winners() []int {
	if !s.Done() {
		return nil
	}
	best := -1
	var w []int
	for p := 0; p < int(s.n); p++ {
		sc := scoreSums(&s.sums[p])
		if sc > best {
			best, w = sc, w[:0]
		}
		if sc == best {
			w = append(w, p)
		}
	}
	return w
}
