package art

import (
	"salotto/lang"
	"testing"

	"salotto/rules/dolores"
)

// TestBottleCardsFollowRulesOrder: BottleCards[m] is the art id of the
// rules' Message in a Bottle card m, so a table can look a card's picture
// up by the rules' index, and the ids are the rules' own names
// ("broken-lantern", "mix-up"): one name per card everywhere.
func TestBottleCardsFollowRulesOrder(t *testing.T) {
	for m, id := range BottleCards {
		if rn := dolores.MiBName(m); id != rn {
			t.Errorf("BottleCards[%d] = %q, but the rules' card %d is %q", m, id, m, rn)
		}
		if BottleName(lang.English(), id) == "" {
			t.Errorf("BottleCards[%d] = %q has no title", m, id)
		}
	}
	if got := BottleName(lang.English(), "lantern"); got != "" {
		t.Errorf("BottleName of an unknown id = %q, want \"\"", got)
	}
}
