package dolcevita

import (
	"testing"

	"salotto/lang"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/internal/tabletest"
)

// TestTableAndRulesPicturesShareCardKeys: the cards the title fans out
// (pictures resolved the way rules pages resolve theirs) and the same cards
// on the table are cached under the same face and back keys, so the
// sprites card cache paints each once.
func TestTableAndRulesPicturesShareCardKeys(t *testing.T) {
	ctx, _ := tabletest.NewContext(1280, 720, 1)
	ctx.Scenes.AddGame(look)
	title := scenes.NewTitle(ctx)
	shown := map[string]bool{}
	var walk func(n *sprites.Node)
	walk = func(n *sprites.Node) {
		if c := sprites.CardOf(n); c != nil {
			shown[c.FaceKey()] = true
			shown[c.BackKey()] = true
		}
		for _, k := range n.Children() {
			walk(k)
		}
	}
	walk(title.Stage().Root)
	// The title's Dolce Vita fan: number 6 (first seat's colour), money
	// 200,000, house 300,000, car 500,000, boat 700,000.
	for name, c := range map[string]*sprites.Card{
		"number 6":   newNumCard(2, 0, 6, 63, 88).Card,
		"money 200k": newGridCard(lang.English(), dv.Money200, 44, 63).Card,
		"house 300k": newGridCard(lang.English(), dv.LuxuryCard(dv.House, 3), 44, 63).Card,
		"car 500k":   newGridCard(lang.English(), dv.LuxuryCard(dv.Car, 5), 44, 63).Card,
		"boat 700k":  newGridCard(lang.English(), dv.LuxuryCard(dv.Boat, 7), 44, 63).Card,
	} {
		if !shown[c.FaceKey()] || !shown[c.BackKey()] {
			t.Errorf("%s: the table caches it as %q (back %q), the pictures under other keys: %v", name, c.FaceKey(), c.BackKey(), shown)
		}
	}
}
