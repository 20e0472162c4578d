package necklace

import (
	"fmt"
	"strings"

	"salotto/rules"
)

// The events below are what Apply returns, in the order a table should
// animate them. Their fields' tags give their form on the wire (see
// codec.go). Players are seats from 0; in solo play the rival jeweller's
// moves come back as events of player Rival (1), right after the move of the
// player that handed it the turn.
//
// A Drew event carries the card drawn so that the player who drew can be
// shown it; everyone else must see it face down: a table shows
// Redact(event, viewer), never the raw event, to a seat other than the one
// that drew.

// Drew: Player took the top card of the draw pile; Left cards remain there.
// Card is NoCard once redacted for another viewer.
type Drew struct {
	Player int  `wire:"0..1"`
	Card   Card `wire:"card"`
	Left   int  `wire:"0..23"`
}

func (e Drew) String() string {
	if e.Card == NoCard {
		return fmt.Sprintf("%s draws a card (%d left)", seatName(e.Player), e.Left)
	}
	return fmt.Sprintf("%s draws %s (%d left)", seatName(e.Player), e.Card, e.Left)
}

// TookDiscard: Player took Card from the top of the discard pile; everyone
// now knows it is in that hand until it is discarded again.
type TookDiscard struct {
	Player int  `wire:"0..1"`
	Card   Card `wire:"card"`
}

func (e TookDiscard) String() string {
	return fmt.Sprintf("%s takes %s from the discard pile", seatName(e.Player), e.Card)
}

// Discarded: Player put Card face up on the discard pile.
type Discarded struct {
	Player int  `wire:"0..1"`
	Card   Card `wire:"card"`
}

func (e Discarded) String() string {
	return fmt.Sprintf("%s discards %s", seatName(e.Player), e.Card)
}

// PileEmptied: the last card of the draw pile was drawn. The end is
// triggered: from now on each player has at most one more turn, in which
// they may only take the top discard or decline.
type PileEmptied struct{}

func (PileEmptied) String() string {
	return "the draw pile is empty: one last turn each, taking from the discard pile or declining"
}

// Declined: Player, to move with the draw pile empty, did not take the top
// discard, which ends the game at once.
type Declined struct {
	Player int `wire:"0..1"`
}

func (e Declined) String() string {
	return fmt.Sprintf("%s declines the discard pile", seatName(e.Player))
}

// EndReason says why a game ended.
type EndReason uint8

// End reasons.
const (
	EndDeclined  EndReason = iota + 1 // the player to move declined
	EndLastTurns                      // every player had their turn after the pile ran out
)

// GameEnded: the hands are shown and valued. Necklaces, Scores and Wishes
// are indexed by seat; in solo play index Rival is the rival jeweller, and
// Rating rates the player's value. Winners are seats (Rival included when
// the rival wins or shares the win in solo play); several means a shared win.
type GameEnded struct {
	Reason    EndReason  `wire:"end"`
	Necklaces []Necklace `wire:",2"`
	Scores    []int      `wire:"0..255,2"`
	Wishes    []int      `wire:"0..5,2"`
	Winners   []int      `wire:"0..1,2"`
	Solo      bool
	Rating    Rating `wire:"rating"`
}

func (e GameEnded) String() string {
	var b strings.Builder
	b.WriteString("game over:")
	for i, n := range e.Necklaces {
		fmt.Fprintf(&b, " %s %d florins (%d wishes: %s);", seatName(i), n.Value, n.Wishes, wishList(&n))
	}
	names := make([]string, len(e.Winners))
	for i, w := range e.Winners {
		names[i] = seatName(w)
	}
	fmt.Fprintf(&b, " won by %s", strings.Join(names, " and "))
	if e.Solo {
		fmt.Fprintf(&b, "; rating: %s", e.Rating)
	}
	return b.String()
}

func wishList(n *Necklace) string {
	var parts []string
	for i, c := range n.Cards {
		if n.Fulfils(i) {
			info := c.Info()
			parts = append(parts, fmt.Sprintf("%s %d×%s", info.ID, info.Count, info.WishGem))
		}
	}
	if parts == nil {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// seatName names seat p in event texts; in solo play seat Rival reads as
// "player 1" too, but the Solo GameEnded says so.
func seatName(p int) string { return fmt.Sprintf("player %d", p) }

// Redact is the game's rules.Redactor: a Drew event loses its Card for
// every viewer but the seat that drew.
func (Game) Redact(e rules.Event, viewer int) rules.Event { return Redact(e, viewer) }

// Redact returns e as seat viewer may see it: a card drawn by another seat
// is face down. Pass -1 for an onlooker (hot-seat hand-over screen).
func Redact(e rules.Event, viewer int) rules.Event {
	if d, ok := e.(Drew); ok && d.Player != viewer && d.Player >= 0 && d.Player < 2 && d.Left >= 0 && d.Left < NumCards {
		return drewEvent(d.Player, NoCard, d.Left)[0]
	} else if ok && d.Player != viewer {
		d.Card = NoCard
		return d
	}
	return e
}
