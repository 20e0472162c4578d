package dolores_test

import (
	"testing"

	"salotto/rules"
	"salotto/rules/dolores"
	"salotto/rules/ruletest"
)

func undoVerdict(t *testing.T, s rules.Step) rules.Reason {
	return ruletest.UndoCode(t, dolores.New(), s)
}

func findStep(t *testing.T, players int, want func(rules.Step) bool) rules.Step {
	t.Helper()
	s, ok := ruletest.FindStep(dolores.New(), rules.Options{Players: players}, 13, 30, want)
	if !ok {
		t.Fatal("no such move in 30 random games")
	}
	return s
}

// only reports whether the step's events are all of the kinds allowed.
func only(s rules.Step, allowed func(rules.Event) bool) bool {
	for _, ev := range s.Events {
		if !allowed(ev) {
			return false
		}
	}
	return true
}

func has(s rules.Step, is func(rules.Event) bool) bool {
	return !only(s, func(e rules.Event) bool { return !is(e) })
}

func TestUndoSteps(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		ruletest.UndoSteps(t, dolores.New(), rules.Options{Players: n}, 10, 3)
	}
}

func TestUndoGestureBeforeTheRevealIsUndoable(t *testing.T) {
	s := findStep(t, 3, func(s rules.Step) bool {
		return s.Move.Kind == dolores.KindGesture && only(s, func(e rules.Event) bool { _, ok := e.(dolores.GestureChosen); return ok })
	})
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("own secret gesture: %q", c)
	}
	// a bot's secret gesture after it goes back with it
	s.Undoer = (s.Player + 1) % 3
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("a bot's secret gesture: %q", c)
	}
}

func TestUndoRevealIsNotUndoable(t *testing.T) {
	s := findStep(t, 3, func(s rules.Step) bool {
		return !has(s, func(e rules.Event) bool { _, ok := e.(dolores.CardDealt); return ok }) &&
			has(s, func(e rules.Event) bool { _, ok := e.(dolores.GesturesRevealed); return ok })
	})
	if c := undoVerdict(t, s); c != dolores.ReasonUndoRevealed {
		t.Fatalf("the gesture that revealed both: %q", c)
	}
}

func TestUndoDealIsNotUndoable(t *testing.T) {
	s := findStep(t, 2, func(s rules.Step) bool {
		_, over := s.Events[len(s.Events)-1].(dolores.GameEnded)
		return !over && has(s, func(e rules.Event) bool { _, ok := e.(dolores.CardDealt); return ok }) &&
			!has(s, func(e rules.Event) bool {
				switch e.(type) {
				case dolores.GesturesRevealed, dolores.GestureShown, dolores.ShareTurnedUp, dolores.WagerResolved, dolores.CollectionDiscarded:
					return true
				}
				return false
			})
	})
	if c := undoVerdict(t, s); c != dolores.ReasonUndoDealt {
		t.Fatalf("a move that dealt the next share: %q", c)
	}
}

func TestUndoTalkIsUndoableUntilABotAnswers(t *testing.T) {
	s := findStep(t, 3, func(s rules.Step) bool {
		return s.Move.Kind == dolores.KindSay && len(s.Events) == 1
	})
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("own talk line: %q", c)
	}
	s.Undoer = (s.Player + 1) % 3
	if c := undoVerdict(t, s); c != dolores.ReasonUndoAnswered {
		t.Fatalf("a bot's talk line after yours: %q", c)
	}
}

func TestUndoGameEndIsNotUndoable(t *testing.T) {
	s := findStep(t, 2, func(s rules.Step) bool {
		_, over := s.Events[len(s.Events)-1].(dolores.GameEnded)
		return over
	})
	if c := undoVerdict(t, s); c != rules.ReasonUndoGameOver {
		t.Fatalf("the game's last move: %q", c)
	}
}
