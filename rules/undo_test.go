package rules_test

import (
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
)

func TestRefuseUndoNamesTheMover(t *testing.T) {
	st, err := dolcevita.Game.Setup(rules.Options{Players: 3}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := rules.Step{Before: st, Player: 2, Undoer: 0, Move: dolcevita.Place(3, 1)}
	im := rules.RefuseUndo(s, rules.ReasonUndoGameOver, "over")
	if im.Code != rules.ReasonUndoGameOver || len(im.Seats) != 1 || im.Seats[0] != 2 || im.Game != "dolcevita" || im.Move == "" {
		t.Fatalf("RefuseUndo = %+v", im)
	}
	if s.Own() {
		t.Fatal("a bot's answer counts as the undoer's own move")
	}
}
