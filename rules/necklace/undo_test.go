package necklace_test

import (
	"testing"

	"salotto/rules"
	"salotto/rules/necklace"
	"salotto/rules/ruletest"
)

var duel = rules.Options{Players: 2}

func undoVerdict(t *testing.T, s rules.Step) rules.Reason {
	return ruletest.UndoCode(t, necklace.Game{}, s)
}

func find(t *testing.T, opts rules.Options, want func(rules.Step) bool) rules.Step {
	t.Helper()
	s, ok := ruletest.FindStep(necklace.Game{}, opts, 11, 20, want)
	if !ok {
		t.Fatal("no such move in 20 random games")
	}
	return s
}

func kind(k uint8) func(rules.Step) bool {
	return func(s rules.Step) bool { return s.Move.Kind == k && !ends(s) }
}

func ends(s rules.Step) bool {
	_, over := s.Events[len(s.Events)-1].(necklace.GameEnded)
	return over
}

func TestUndoSteps(t *testing.T) {
	ruletest.UndoSteps(t, necklace.Game{}, duel, 20, 5)
	ruletest.UndoSteps(t, necklace.Game{}, rules.Options{Players: 1}, 20, 5)
}

func TestUndoDrawIsNotUndoable(t *testing.T) {
	s := find(t, duel, kind(necklace.KindTakeDraw))
	if c := undoVerdict(t, s); c != necklace.ReasonUndoDrawSeen {
		t.Fatalf("own draw: %q", c)
	}
	// the same draw as a bot's answer to the other seat's move
	s.Undoer = 1 - s.Player
	if c := undoVerdict(t, s); c != necklace.ReasonUndoAnswerDrew {
		t.Fatalf("an answer that drew: %q", c)
	}
}

func TestUndoTakeFromTheDiscardPileIsUndoable(t *testing.T) {
	s := find(t, duel, kind(necklace.KindTakeDiscard))
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("own take from the discard pile: %q", c)
	}
	s.Undoer = 1 - s.Player
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("an answer taking the public discard: %q", c)
	}
}

func TestUndoDiscardIsUndoable(t *testing.T) {
	s := find(t, duel, kind(necklace.KindDiscard))
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("own discard: %q", c)
	}
}

func TestUndoAnswerShowingAHiddenCardIsNotUndoable(t *testing.T) {
	// a discard of a card nobody knew was in that hand
	s := find(t, duel, func(s rules.Step) bool {
		if !kind(necklace.KindDiscard)(s) {
			return false
		}
		c := necklace.Card(s.Move.A)
		return !s.Before.(*necklace.State).KnownInHand(s.Player, c)
	})
	s.Undoer = 1 - s.Player
	if c := undoVerdict(t, s); c != necklace.ReasonUndoAnswerShown {
		t.Fatalf("an answer discarding a hidden card: %q", c)
	}
}

func TestUndoAnswerThrowingBackTheTakenDiscardIsUndoable(t *testing.T) {
	s := find(t, duel, func(s rules.Step) bool {
		return kind(necklace.KindDiscard)(s) && s.Before.(*necklace.State).KnownInHand(s.Player, necklace.Card(s.Move.A))
	})
	s.Undoer = 1 - s.Player
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("an answer discarding a card everyone knew it held: %q", c)
	}
}

func TestUndoRivalsAnswerIsNotUndoable(t *testing.T) {
	// in solo play the rival's turn comes in the events of the discard
	// that handed it the turn; it always draws or discards from its hand
	s := find(t, rules.Options{Players: 1}, kind(necklace.KindDiscard))
	if c := undoVerdict(t, s); c != necklace.ReasonUndoRivalAnswered {
		t.Fatalf("a solo discard the rival answered: %q", c)
	}
}

func TestUndoGameEndIsNotUndoable(t *testing.T) {
	s := find(t, duel, ends)
	if c := undoVerdict(t, s); c != rules.ReasonUndoGameOver {
		t.Fatalf("the game's last move: %q", c)
	}
}
