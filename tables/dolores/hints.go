package dolores

import (
	"salotto/rules"
	d "salotto/rules/dolores"
)

// HMS Dolores's first-game tips (the kit's Hint): the first time the
// player holds out a hand, and the first Message in a Bottle card the
// player takes.

// turnHint is the gesture tip when the player is to choose one (Base.TurnHint).
func (t *Table) turnHint() string {
	if v, ok := t.D.Shown().(*d.State); ok && v.Step() == d.StepGestures {
		return "first_gesture"
	}
	return ""
}

// hintEvent asks for the bottle tip when the player takes a MiB card.
func (t *Table) hintEvent(ev rules.Event) {
	if e, ok := ev.(d.CardTaken); ok && e.Card.IsMiB() && t.D.Human(int(e.Player)) {
		t.Hint("first_mib")
	}
}
