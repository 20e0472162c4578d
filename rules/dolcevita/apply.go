package dolcevita

import "salotto/rules"

// KindPlace is the Kind of a placement, Dolce Vita's only move.
const KindPlace uint8 = 1

// Place is the move that puts number card n (1..6) under column c (0..6).
func Place(n, c int) rules.Move {
	return rules.Move{Kind: KindPlace, A: int16(n), B: int16(c)}
}

// Apply makes player's placement. A round's last placement also resolves
// the round (and, after the last round, ends the game); its events follow
// the Placed event. A refused move returns an *rules.IllegalMove and leaves
// the state untouched. The list of an ordinary placement is shared: read
// it, do not write into it.
func (s *State) Apply(player int, m rules.Move) ([]rules.Event, error) {
	if err := s.check(player, m); err != nil {
		return nil, err
	}
	n, c := int(m.A), int(m.B)
	ev := placedEvents[player][n][c][:1:1]
	s.place(player, n, c, &ev)
	return ev, nil
}

// placedEvents holds every possible Placed event, boxed once, as a
// one-event list, so that an ordinary placement allocates nothing (random
// playouts and the arena apply millions). The lists are capped at one
// element: a round's last placement appends its resolution to a copy.
var placedEvents [MaxPlayers][MaxNumber + 1][NumColumns][1]rules.Event

func init() {
	for p := range placedEvents {
		for n := range placedEvents[p] {
			for c := range placedEvents[p][n] {
				placedEvents[p][n][c][0] = Placed{Player: p, Number: n, Column: c}
			}
		}
	}
}

// check says why player may not make m now, or returns nil.
func (s *State) check(player int, m rules.Move) error {
	switch {
	case s.view:
		return rules.Refuse(Game, player, m, rules.ReasonIsView, "this is a view of the game, which cannot be played (Determinize it first)")
	case player < 0 || player >= int(s.players):
		return rules.Refuse(Game, player, m, rules.ReasonNoSuchSeat, "there is no player %d at this table of %d", player, s.players).WithArgs(int(s.players))
	case s.Done():
		return rules.Refuse(Game, player, m, rules.ReasonGameOver, "the game is over")
	case m.Kind != KindPlace || m.C != 0 || m.D != 0:
		return rules.Refuse(Game, player, m, rules.ReasonNotAMove, "the only move is placing a number card under a column")
	case m.B < 0 || m.B >= NumColumns:
		return rules.Refuse(Game, player, m, ReasonNoSuchColumn, "there is no column %d (columns are 1 to %d)", int(m.B)+1, NumColumns).WithArgs(int(m.B)+1, NumColumns)
	case m.A < MinNumber || m.A > MaxNumber:
		return rules.Refuse(Game, player, m, ReasonNoSuchNumber, "number cards run from %d to %d", MinNumber, MaxNumber).WithArgs(MinNumber, MaxNumber)
	case player != int(s.turn):
		return rules.Refuse(Game, player, m, rules.ReasonNotYourTurn, "not your turn (player %d places next)", s.turn).WithSeats(int(s.turn))
	case s.hand[player]&(1<<m.A) == 0:
		return rules.Refuse(Game, player, m, ReasonNoCardLeft, "you have no %d left", m.A).WithArgs(int(m.A))
	}
	return nil
}

// place makes a legal placement and, after the round's last one, resolves
// the round, appending the resolution's events to *ev (which already holds
// the Placed event) unless ev is nil (as in search).
func (s *State) place(player, n, c int, ev *[]rules.Event) {
	bit := uint8(1) << n
	s.hand[player] &^= bit
	s.under[player][c] |= bit
	s.placed++
	if int(s.placed) == PlacesPerRound*int(s.players) {
		s.resolveRound(ev)
		return
	}
	s.turn++
	if s.turn == s.players {
		s.turn = 0
	}
}
