package dolcevita

import (
	"math/rand/v2"
	"slices"

	"salotto/rules"
)

// Player counts.
const (
	MinPlayers = 3
	MaxPlayers = 5
)

// Number cards: each player holds 1..6 at the start of a round, places five
// and keeps one. A hand or a set of cards placed under one column is a
// bitmask with bit n set for number n.
const (
	MinNumber      = 1
	MaxNumber      = 6
	PlacesPerRound = MaxNumber - 1
	fullHand       = uint8(0b1111110)
)

// numberSum[mask] is the total of the number cards in mask.
var numberSum [1 << (MaxNumber + 1)]uint8

func init() {
	for m := range numberSum {
		t := 0
		for n := MinNumber; n <= MaxNumber; n++ {
			if m&(1<<n) != 0 {
				t += n
			}
		}
		numberSum[m] = uint8(t)
	}
}

// RoundsFor is the number of rounds played by a table of players (3: 6,
// 4: 4, 5: 5), or 0 outside 3..5.
func RoundsFor(players int) int {
	switch players {
	case 3:
		return 6
	case 4:
		return 4
	case 5:
		return 5
	}
	return 0
}

// column is one column of the grid, bottom card first: winners take from
// the bottom (index 0), traded-in cards go on top (index n).
type column struct {
	n     uint8
	cards [ColumnLength]Card
}

// A column never grows past its dealt length: every card put on top is a
// trade-in, which follows a card taken from the bottom of the same column.

func (c *column) takeBottom() Card {
	b := c.cards[0]
	copy(c.cards[:c.n-1], c.cards[1:c.n])
	c.n--
	c.cards[c.n] = NoCard
	return b
}

func (c *column) putTop(card Card) {
	c.cards[c.n] = card
	c.n++
}

// State is one position of Dolce Vita. It is a plain value of fixed-size
// arrays, so Clone is one allocation and a copy.
type State struct {
	players uint8
	rounds  uint8
	round   uint8 // rounds finished; the game is over when round == rounds
	start   uint8 // start player of the current round
	turn    uint8 // player to place next
	placed  uint8 // placements made in the current round
	view    bool  // a view: boxed cards removed, not playable

	cols  [NumColumns]column
	hand  [MaxPlayers]uint8              // number cards held (bitmask)
	under [MaxPlayers][NumColumns]uint8  // number cards placed under each column (bitmask)
	owned [MaxPlayers][NumLuxuries]uint8 // value of the luxury owned of each kind, 0 for none
	money [MaxPlayers][2]uint8           // money cards held: [0] of 100,000, [1] of 200,000
	boxed [NumBoxed]Card                 // the three cards put back in the box, sorted
}

var _ rules.State = (*State)(nil)

// Game returns Dolce Vita.
func (s *State) Game() rules.Game { return Game }

// Players is the number of seats.
func (s *State) Players() int { return int(s.players) }

// ToAct appends the player who places next; none once the game is over.
func (s *State) ToAct(dst []int) []int {
	if s.Done() {
		return dst
	}
	return append(dst, int(s.turn))
}

// Legal appends every placement player may make now: each number card held
// under each of the seven columns. It does not allocate when dst has room
// for 42 moves.
func (s *State) Legal(player int, dst []rules.Move) []rules.Move {
	if s.Done() || player != int(s.turn) {
		return dst
	}
	h := s.hand[player]
	for n := MinNumber; n <= MaxNumber; n++ {
		if h&(1<<n) == 0 {
			continue
		}
		for c := 0; c < NumColumns; c++ {
			dst = append(dst, Place(n, c))
		}
	}
	return dst
}

// Done reports whether the last round has been resolved.
func (s *State) Done() bool { return s.round >= s.rounds }

// IsView reports whether s is a view (boxed cards removed).
func (s *State) IsView() bool { return s.view }

// Clone is a deep copy.
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// View is s without the three boxed cards. Everything else in Dolce Vita is
// public, so every player's view is the same as the onlookers' (-1).
func (s *State) View(player int) rules.State {
	v := *s
	v.view = true
	v.boxed = [NumBoxed]Card{}
	return &v
}

// Determinize fills a view's boxed cards. Since every card that is not in
// the box lies in the grid or in front of a player, the boxed cards are
// exactly the deck minus what is visible: no sampling is needed and r is
// not used. On a full state it returns a clone.
func (s *State) Determinize(r *rand.Rand) rules.State {
	d := s.determinized()
	return &d
}

// determinized is Determinize as a value: the hard bot keeps its root
// position in place.
func (s *State) determinized() State {
	d := *s
	if d.view {
		d.boxed, d.view = d.unseen(), false
	}
	return d
}

// unseen returns, sorted, the cards of the deck that are neither in the
// grid nor owned by a player.
func (s *State) unseen() [NumBoxed]Card {
	var count [Money200 + 1]int
	for _, c := range fullDeck() {
		count[c]++
	}
	for i := range s.cols {
		col := &s.cols[i]
		for _, c := range col.cards[:col.n] {
			count[c]--
		}
	}
	for p := 0; p < int(s.players); p++ {
		for l, v := range s.owned[p] {
			if v != 0 {
				count[LuxuryCard(Luxury(l), int(v))]--
			}
		}
		count[Money100] -= int(s.money[p][0])
		count[Money200] -= int(s.money[p][1])
	}
	var out [NumBoxed]Card
	k := 0
	for c := range count {
		for ; count[c] > 0 && k < NumBoxed; count[c]-- {
			out[k] = Card(c)
			k++
		}
	}
	return out
}

// Scores are the players' totals of luxury and money, in the currency.
func (s *State) Scores() []int {
	out := make([]int, s.players)
	for p := range out {
		out[p] = s.total(p) * Unit
	}
	return out
}

// total is player p's wealth in units of 100,000.
func (s *State) total(p int) int {
	t := int(s.money[p][0]) + 2*int(s.money[p][1])
	for _, v := range s.owned[p] {
		t += int(v)
	}
	return t
}

// Winners are the players with the highest total once the game is over
// (several on a shared win); none before.
func (s *State) Winners() []int {
	if !s.Done() {
		return nil
	}
	best := -1
	var w []int
	for p := 0; p < int(s.players); p++ {
		switch t := s.total(p); {
		case t > best:
			best, w = t, append(w[:0], p)
		case t == best:
			w = append(w, p)
		}
	}
	return w
}

// Hash is FNV-1a (64 bit) over a canonical byte encoding of the position.
// The view flag is left out, so a determinized view hashes like the state
// it was taken from.
func (s *State) Hash() uint64 {
	const (
		offset = 14695981039346656037
		prime  = 1099511628211
	)
	h := uint64(offset)
	b := func(x uint8) { h = (h ^ uint64(x)) * prime }
	b(s.players)
	b(s.rounds)
	b(s.round)
	b(s.start)
	b(s.turn)
	b(s.placed)
	for i := range s.cols {
		b(s.cols[i].n)
		for _, c := range s.cols[i].cards {
			b(uint8(c))
		}
	}
	for p := 0; p < MaxPlayers; p++ {
		b(s.hand[p])
		for c := 0; c < NumColumns; c++ {
			b(s.under[p][c])
		}
		for l := 0; l < NumLuxuries; l++ {
			b(s.owned[p][l])
		}
		b(s.money[p][0])
		b(s.money[p][1])
	}
	for _, c := range s.boxed {
		b(uint8(c))
	}
	return h
}

// Round is the current round, from 1 (Rounds once the game is over).
func (s *State) Round() int { return min(int(s.round)+1, int(s.rounds)) }

// Rounds is how many rounds this table plays.
func (s *State) Rounds() int { return int(s.rounds) }

// Progress implements rules.Progress: Dolce Vita counts its rounds.
func (s *State) Progress() (unit string, n, of int) { return "round", s.Round(), s.Rounds() }

// StartPlayer is the player who placed first in the current round.
func (s *State) StartPlayer() int { return int(s.start) }

// Turn is the player to place next (meaningless once Done).
func (s *State) Turn() int { return int(s.turn) }

// Placed is the number of placements made so far in the current round.
func (s *State) Placed() int { return int(s.placed) }

// ColumnLen is the number of cards in column c (0..6).
func (s *State) ColumnLen(c int) int { return int(s.cols[c].n) }

// Column lists column c's cards, bottom (nearest the players, taken first)
// to top.
func (s *State) Column(c int) []Card {
	col := &s.cols[c]
	return slices.Clone(col.cards[:col.n])
}

// Holds reports whether player p holds number card n.
func (s *State) Holds(p, n int) bool {
	return n >= MinNumber && n <= MaxNumber && s.hand[p]&(1<<n) != 0
}

// Hand lists the number cards player p holds, lowest first.
func (s *State) Hand(p int) []int { return maskNumbers(s.hand[p]) }

// Under lists the number cards player p has placed under column c this
// round, lowest first.
func (s *State) Under(p, c int) []int { return maskNumbers(s.under[p][c]) }

// Bid is the total of player p's number cards under column c.
func (s *State) Bid(p, c int) int { return int(numberSum[s.under[p][c]]) }

// Owned lists the luxury cards player p owns, in luxury order.
func (s *State) Owned(p int) []Card {
	var out []Card
	for l, v := range s.owned[p] {
		if v != 0 {
			out = append(out, LuxuryCard(Luxury(l), int(v)))
		}
	}
	return out
}

// OwnedOf is player p's card of luxury l, or NoCard.
func (s *State) OwnedOf(p int, l Luxury) Card {
	if v := s.owned[p][l]; v != 0 {
		return LuxuryCard(l, int(v))
	}
	return NoCard
}

// Money is how many money cards of 100,000 and of 200,000 player p holds.
func (s *State) Money(p int) (n100, n200 int) {
	return int(s.money[p][0]), int(s.money[p][1])
}

// Boxed lists the three cards put back in the box; nil on a view.
func (s *State) Boxed() []Card {
	if s.view {
		return nil
	}
	return slices.Clone(s.boxed[:])
}

// Breakdown is player p's score explained: luxuries owned and money held.
func (s *State) Breakdown(p int) Score {
	n100, n200 := s.Money(p)
	sc := Score{Player: p, Luxuries: s.Owned(p), Money100: n100, Money200: n200}
	for _, c := range sc.Luxuries {
		sc.LuxuryTotal += c.Worth()
	}
	sc.MoneyTotal = (n100 + 2*n200) * Unit
	sc.Total = sc.LuxuryTotal + sc.MoneyTotal
	return sc
}

func maskNumbers(m uint8) []int {
	var out []int
	for n := MinNumber; n <= MaxNumber; n++ {
		if m&(1<<n) != 0 {
			out = append(out, n)
		}
	}
	return out
}
