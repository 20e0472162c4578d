package dolcevita_test

import (
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
	"salotto/rules/ruletest"
)

func undoVerdict(t *testing.T, s rules.Step) rules.Reason {
	return ruletest.UndoCode(t, dolcevita.Game, s)
}

func resolves(s rules.Step) bool {
	for _, ev := range s.Events {
		if _, ok := ev.(dolcevita.ColumnResolving); ok {
			return true
		}
	}
	return false
}

func TestUndoSteps(t *testing.T) {
	for _, n := range []int{3, 4, 5} {
		ruletest.UndoSteps(t, dolcevita.Game, rules.Options{Players: n}, 20, 7)
	}
}

func TestUndoPlacementBeforeTheRevealIsUndoable(t *testing.T) {
	s, ok := ruletest.FindStep(dolcevita.Game, rules.Options{Players: 4}, 3, 5, func(s rules.Step) bool { return !resolves(s) })
	if !ok {
		t.Fatal("no placement before a reveal")
	}
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("own placement before the reveal refused: %s", c)
	}
	// a bot's placement answering it is public and drawn from nothing
	s.Undoer = (s.Player + 1) % 4
	if c := undoVerdict(t, s); c != "" {
		t.Fatalf("a bot's placement before the reveal refused: %s", c)
	}
}

func TestUndoRoundsLastPlacementIsNotUndoable(t *testing.T) {
	s, ok := ruletest.FindStep(dolcevita.Game, rules.Options{Players: 3}, 3, 5, resolves)
	if !ok {
		t.Fatal("no round resolved")
	}
	if c := undoVerdict(t, s); c != dolcevita.ReasonUndoRoundResolved {
		t.Fatalf("the round's last placement: %q, want %q", c, dolcevita.ReasonUndoRoundResolved)
	}
}

func TestUndoGameEndIsNotUndoable(t *testing.T) {
	s, ok := ruletest.FindStep(dolcevita.Game, rules.Options{Players: 5}, 3, 5, func(s rules.Step) bool {
		_, end := s.Events[len(s.Events)-1].(dolcevita.GameEnded)
		return end
	})
	if !ok {
		t.Fatal("no game ended")
	}
	if c := undoVerdict(t, s); c != rules.ReasonUndoGameOver {
		t.Fatalf("the game's last placement: %q", c)
	}
}
