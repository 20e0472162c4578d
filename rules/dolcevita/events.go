package dolcevita

import (
	"fmt"
	"strings"
)

// The events below are what Apply returns, in the order a table should
// animate them. Their fields' tags give their form on the wire (see
// codec.go). Players are seats from 0; columns are 0..6 from the left
// (their text form, as in moves, counts from 1).
//
// A round's last placement returns its Placed event followed by the whole
// resolution: for each column from the left, ColumnResolving, then either
// NoBidRotated (or nothing, for an unbid column of 0–1 cards), or the
// column's TieCancelled groups and, highest total first, each winner's
// Awarded (then TradedIn if it replaced a luxury) or EmptyHanded. After the
// seventh column comes RoundEnded and, after the last round, GameEnded.

// Placed: a player put a number card under a column.
type Placed struct {
	Player int `wire:"0..4"`
	Number int `wire:"1..6"`
	Column int `wire:"0..6"`
}

func (e Placed) String() string {
	return fmt.Sprintf("player %d places %d under column %d", e.Player, e.Number, e.Column+1)
}

// ColumnResolving: the resolution of a column begins. Totals[p] is the sum
// of player p's number cards under it (0 for none).
type ColumnResolving struct {
	Column int   `wire:"0..6"`
	Totals []int `wire:"0..20,5"`
}

func (e ColumnResolving) String() string {
	return fmt.Sprintf("column %d resolves, totals %v", e.Column+1, e.Totals)
}

// TieCancelled: Players all had Total under Column, so none of them takes
// anything there.
type TieCancelled struct {
	Column  int   `wire:"0..6"`
	Total   int   `wire:"1..20"`
	Players []int `wire:"0..4,5"`
}

func (e TieCancelled) String() string {
	return fmt.Sprintf("column %d: players %v tie on %d and cancel", e.Column+1, e.Players, e.Total)
}

// Awarded: Player takes Card, the bottom card of Column. Rank is the
// player's place among the column's winners (1 for the highest total).
type Awarded struct {
	Player int  `wire:"0..4"`
	Column int  `wire:"0..6"`
	Rank   int  `wire:"1..5"`
	Card   Card `wire:"card"`
}

func (e Awarded) String() string {
	return fmt.Sprintf("column %d: player %d takes %s", e.Column+1, e.Player, e.Card)
}

// TradedIn: Player already owned a luxury of the kind just taken, so Old
// goes on top of Column (where a later winner may still take it) and New
// is kept.
type TradedIn struct {
	Player int  `wire:"0..4"`
	Column int  `wire:"0..6"`
	Old    Card `wire:"card"`
	New    Card `wire:"card"`
}

func (e TradedIn) String() string {
	return fmt.Sprintf("column %d: player %d trades %s in for %s; it goes on top", e.Column+1, e.Player, e.Old, e.New)
}

// EmptyHanded: Player won a place in Column but no card was left.
type EmptyHanded struct {
	Player int `wire:"0..4"`
	Column int `wire:"0..6"`
	Rank   int `wire:"1..5"`
}

func (e EmptyHanded) String() string {
	return fmt.Sprintf("column %d: player %d finds it empty", e.Column+1, e.Player)
}

// NoBidRotated: nobody bid under Column, so its bottom Card moved to its
// top. A column of 0 or 1 cards gives no event.
type NoBidRotated struct {
	Column int  `wire:"0..6"`
	Card   Card `wire:"card"`
}

func (e NoBidRotated) String() string {
	return fmt.Sprintf("column %d: no bids, %s moves from bottom to top", e.Column+1, e.Card)
}

// RoundEnded: Round (from 1) is over and everyone takes their number cards
// back. NextStart is the next round's start player, or -1 after the last.
type RoundEnded struct {
	Round     int `wire:"1..6"`
	NextStart int `wire:"-1..4"`
}

func (e RoundEnded) String() string {
	if e.NextStart < 0 {
		return fmt.Sprintf("round %d ends; that was the last", e.Round)
	}
	return fmt.Sprintf("round %d ends; player %d starts the next", e.Round, e.NextStart)
}

// Score is one player's wealth explained, in the currency.
type Score struct {
	Player      int    `wire:"0..4"`
	Luxuries    []Card `wire:"card,7"` // owned, in luxury order
	Money100    int    `wire:"0..10"`  // money cards of 100,000
	Money200    int    `wire:"0..7"`   // money cards of 200,000
	LuxuryTotal int    `wire:"0..4900000"`
	MoneyTotal  int    `wire:"0..2400000"`
	Total       int    `wire:"0..7300000"`
}

func (s Score) String() string {
	lux := make([]string, len(s.Luxuries))
	for i, c := range s.Luxuries {
		lux[i] = c.String()
	}
	return fmt.Sprintf("player %d: %d (luxury %d [%s], money %d = %d×100k + %d×200k)",
		s.Player, s.Total, s.LuxuryTotal, strings.Join(lux, ", "), s.MoneyTotal, s.Money100, s.Money200)
}

// GameEnded: the last round is resolved. Scores has one entry per player;
// Winners share the win when there are several.
type GameEnded struct {
	Scores  []Score `wire:",5"`
	Winners []int   `wire:"0..4,5"`
}

func (e GameEnded) String() string {
	parts := make([]string, len(e.Scores))
	for i, s := range e.Scores {
		parts[i] = s.String()
	}
	return fmt.Sprintf("game over, winners %v; %s", e.Winners, strings.Join(parts, "; "))
}
