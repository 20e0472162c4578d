package dolores

import (
	"fmt"
	"strings"
)

// Events a table animates, in the order Apply returns them. Their fields
// are small integers (int8) so that boxing one in an Event costs at most a
// tiny allocation: random games and search apply millions of moves. Cards a viewer
// may not see are never in an event: a face-down deal carries NoCard (the
// Broken Lantern user reads the card from its view), a chosen gesture or
// prediction is announced without its content until the reveal. The
// fields' tags give their form on the wire (see codec.go).

// LootDealt: a starting-loot card dealt face up into a player's area.
type LootDealt struct {
	Player int8 `wire:"0..3"`
	Card   Card `wire:"0..79"`
}

// ShareBegins: Dealer shares with Left, the seat to the dealer's left.
type ShareBegins struct {
	Dealer int8  `wire:"0..3"`
	Left   int8  `wire:"0..3"`
	Number int16 `wire:"1..32767"`
}

// CardDealt: a card dealt into the share, on Side (0 the left player's,
// 1 the dealer's) at Slot. Card is NoCard when dealt face down.
type CardDealt struct {
	Side     int8 `wire:"0..1"`
	Slot     int8 `wire:"0..5"`
	Card     Card `wire:"-1..79"`
	FaceDown bool
}

// DawnDrawn: Dawn came off the pile. Ends says whether the game ends now
// (false while the Lookout holder decides).
type DawnDrawn struct{ Ends bool }

// MiBPlayed: a Message in a Bottle card was used and discarded. Mask is
// the new left side for Swirl (bit i: slot i's card now on the left).
type MiBPlayed struct {
	Player int8 `wire:"0..3"`
	MiB    int8 `wire:"mib"`
	Mask   int8 `wire:"0..63"`
}

// Passed: a player declined to use a card in a window.
type Passed struct {
	Player int8 `wire:"0..3"`
}

// Said: a player's announcement (see Phrase*).
type Said struct {
	Player int8 `wire:"0..3"`
	Phrase int8 `wire:"phrase"`
}

// GestureChosen: a player has chosen (not shown until the reveal).
type GestureChosen struct {
	Player int8 `wire:"0..3"`
}

// WagerPlaced: the Wager user has made a secret prediction.
type WagerPlaced struct {
	Player int8 `wire:"0..3"`
}

// GestureShown: under a Ruse, the opponent's gesture is shown first.
type GestureShown struct {
	Player  int8 `wire:"0..3"`
	Gesture int8 `wire:"gesture"`
}

// SharesTurnedUp: face-down share cards turned up (at the reveal, or as an
// Ebb discards them). Cards[i] is the card at slot i, NoCard if unchanged.
type ShareTurnedUp struct {
	Cards [6]Card `wire:"-1..79"`
}

// GesturesRevealed: both gestures, by seat.
type GesturesRevealed struct {
	Dealer        int8 `wire:"0..3"`
	Left          int8 `wire:"0..3"`
	DealerGesture int8 `wire:"gesture"`
	LeftGesture   int8 `wire:"gesture"`
}

// WagerResolved: the Wager prediction shown, and whether it was right.
type WagerResolved struct {
	Player      int8 `wire:"0..3"`
	DealerGuess int8 `wire:"gesture"`
	LeftGuess   int8 `wire:"gesture"`
	Right       bool
}

// GesturesCancelled: a Mix-up cancelled both gestures; the share replays.
type GesturesCancelled struct {
	Player int8 `wire:"0..3"`
}

// CardTaken: Player took the card at share Slot into their area.
type CardTaken struct {
	Player int8 `wire:"0..3"`
	Slot   int8 `wire:"0..5"`
	Card   Card `wire:"0..79"`
}

// CardDiscarded: the card at share Slot went to the discard.
type CardDiscarded struct {
	Slot int8 `wire:"0..5"`
	Card Card `wire:"0..79"`
}

// CollectionDiscarded: after a double Dodge, Player discarded a whole
// collection (Type -1: the player had no goods).
type CollectionDiscarded struct {
	Player int8 `wire:"0..3"`
	Type   int8 `wire:"goods"`
	Cards  int8 `wire:"0..10"`
	Value  int8 `wire:"0..14"`
}

// CollectionChosen: a player chose a collection to discard (shown later).
type CollectionChosen struct {
	Player int8 `wire:"0..3"`
}

// Stolen: Theft moved Card from Victim's area to Thief's.
type Stolen struct {
	Thief  int8 `wire:"0..3"`
	Victim int8 `wire:"0..3"`
	Card   Card `wire:"0..79"`
}

// TheftWasted: Theft had no victim (no other player held goods).
type TheftWasted struct {
	Player int8 `wire:"0..3"`
}

// WordRecorded: at the reveal, whether a speaker kept their word.
type WordRecorded struct {
	Player int8 `wire:"0..3"`
	Kept   bool
}

// End reasons.
const (
	EndDawn    = iota + 1 // Dawn drawn, no Lookout played
	EndPileOut            // after a Lookout, not enough cards for a share
)

// GameEnded: the final scores with their breakdown, and the winners.
type GameEnded struct {
	Reason  int              `wire:"end"`
	Scores  []ScoreBreakdown `wire:",4"`
	Winners []int            `wire:"0..3,4"`
}

func (e LootDealt) String() string { return fmt.Sprintf("seat %d starts with %v", e.Player, e.Card) }
func (e ShareBegins) String() string {
	return fmt.Sprintf("share %d: seat %d deals to seat %d", e.Number, e.Dealer, e.Left)
}
func (e CardDealt) String() string {
	side := "left"
	if e.Side == sideDealer {
		side = "dealer"
	}
	if e.FaceDown {
		return fmt.Sprintf("dealt face down to slot %d (%s side)", e.Slot, side)
	}
	return fmt.Sprintf("dealt %v to slot %d (%s side)", e.Card, e.Slot, side)
}
func (e DawnDrawn) String() string {
	if e.Ends {
		return "Dawn is drawn: the game ends"
	}
	return "Dawn is drawn"
}
func (e MiBPlayed) String() string {
	if int(e.MiB) == Swirl {
		return fmt.Sprintf("seat %d uses swirl (left side now %s)", e.Player, maskText(int(e.Mask)))
	}
	return fmt.Sprintf("seat %d uses %s", e.Player, MiBName(int(e.MiB)))
}
func (e Passed) String() string        { return fmt.Sprintf("seat %d passes", e.Player) }
func (e Said) String() string          { return fmt.Sprintf("seat %d: %q", e.Player, PhraseText(int(e.Phrase))) }
func (e GestureChosen) String() string { return fmt.Sprintf("seat %d has chosen", e.Player) }
func (e WagerPlaced) String() string   { return fmt.Sprintf("seat %d has wagered", e.Player) }
func (e GestureShown) String() string {
	return fmt.Sprintf("seat %d shows %s first", e.Player, GestureName(int(e.Gesture)))
}
func (e ShareTurnedUp) String() string {
	var b []string
	for i, c := range e.Cards {
		if c != NoCard {
			b = append(b, fmt.Sprintf("%d:%v", i, c))
		}
	}
	return "share turned up: " + strings.Join(b, ", ")
}
func (e GesturesRevealed) String() string {
	return fmt.Sprintf("reveal: seat %d %s, seat %d %s", e.Dealer, GestureName(int(e.DealerGesture)), e.Left, GestureName(int(e.LeftGesture)))
}
func (e WagerResolved) String() string {
	r := "wrong"
	if e.Right {
		r = "right"
	}
	return fmt.Sprintf("seat %d wagered dealer %s, left %s: %s", e.Player, GestureName(int(e.DealerGuess)), GestureName(int(e.LeftGuess)), r)
}
func (e GesturesCancelled) String() string {
	return fmt.Sprintf("seat %d mixes up: gestures cancelled", e.Player)
}
func (e CardTaken) String() string {
	return fmt.Sprintf("seat %d takes %v (slot %d)", e.Player, e.Card, e.Slot)
}
func (e CardDiscarded) String() string { return fmt.Sprintf("%v discarded (slot %d)", e.Card, e.Slot) }
func (e CollectionDiscarded) String() string {
	if e.Type < 0 {
		return fmt.Sprintf("seat %d has no goods to discard", e.Player)
	}
	return fmt.Sprintf("seat %d discards %s (%d cards, %d)", e.Player, TypeName(int(e.Type)), e.Cards, e.Value)
}
func (e CollectionChosen) String() string {
	return fmt.Sprintf("seat %d has chosen a collection", e.Player)
}
func (e Stolen) String() string {
	return fmt.Sprintf("seat %d steals %v from seat %d", e.Thief, e.Card, e.Victim)
}
func (e TheftWasted) String() string {
	return fmt.Sprintf("seat %d's theft finds nothing to take", e.Player)
}
func (e WordRecorded) String() string {
	if e.Kept {
		return fmt.Sprintf("seat %d kept their word", e.Player)
	}
	return fmt.Sprintf("seat %d broke their word", e.Player)
}
func (e GameEnded) String() string {
	var b []string
	for _, s := range e.Scores {
		b = append(b, s.String())
	}
	why := "Dawn"
	if e.Reason == EndPileOut {
		why = "too few cards"
	}
	return fmt.Sprintf("game over (%s): %s; winners %v", why, strings.Join(b, "; "), e.Winners)
}

func maskText(mask int) string {
	var b []string
	for i := 0; i < 6; i++ {
		if mask&(1<<i) != 0 {
			b = append(b, fmt.Sprint(i))
		}
	}
	return strings.Join(b, " ")
}
