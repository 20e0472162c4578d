package dolores

import (
	"salotto/rules"
	d "salotto/rules/dolores"
)

// HMS Dolores's first-game tips (the kit's Hint): the first time the
// player holds out a hand, and the first Message in a Bottle card the
// player takes.

// hintTurn asks for the gesture tip when the player is to choose one.
func (t *Table) hintTurn() {
	p := t.D.Holder()
	if p < 0 || !t.D.CanAct(p) {
		return
	}
	if v, ok := t.D.Shown().(*d.State); ok && v.Step() == d.StepGestures {
		t.Hint("first_gesture")
	}
}

// hintEvent asks for the bottle tip when the player takes a MiB card.
func (t *Table) hintEvent(ev rules.Event) {
	if e, ok := ev.(d.CardTaken); ok && e.Card.IsMiB() && t.D.Human(int(e.Player)) {
		t.Hint("first_mib")
	}
}
