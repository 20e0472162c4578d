package dolcevita

import (
	"salotto/rules"
	dv "salotto/rules/dolcevita"
)

// Dolce Vita's first-game tips (the kit's Hint): the first time the player
// may place a number card, the first tie that cancels, the first trade-in.

// hintEvent asks for the tip an event brings.
func (t *Table) hintEvent(ev rules.Event) {
	switch ev.(type) {
	case dv.TieCancelled:
		t.Hint("first_tie")
	case dv.TradedIn:
		t.Hint("first_trade_in")
	}
}
