package necklace

import (
	"errors"

	"salotto/art"
	"salotto/lang"
	nk "salotto/rules/necklace"
	"salotto/scenes"
)

// picture reads the necklace cards a rules page or the title names:
// necklace:ID (B01..B18, R01..R02, G01..G04) and necklace:back. The card's
// printing comes from the rules package's table, so the picture can never
// disagree with the game.
func picture(words *lang.Catalog, c scenes.CardSpec) (scenes.CardArt, error) {
	if c.Kind == "back" && len(c.Args) == 0 {
		return scenes.CardArt{Face: art.NecklaceBack(words), Aspect: art.PokerAspect, Key: art.NecklaceBackKey(words)}, nil
	}
	card, err := nk.ParseCard(c.Kind)
	if err != nil || len(c.Args) != 0 {
		return scenes.CardArt{}, errors.New("want necklace:ID with ID B01..B18, R01..R02 or G01..G04") //catalog:exempt a card-spec error for rules authors, caught by tests
	}
	info := card.Info()
	return scenes.CardArt{Face: art.NecklaceFace(info.ID, info.Gems, info.Count, info.WishGem, info.Florins), Aspect: art.PokerAspect, Key: art.NecklaceKey(info.ID)}, nil
}
