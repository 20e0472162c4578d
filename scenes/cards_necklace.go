package scenes

import (
	"salotto/art"
	"salotto/lang"
	"salotto/rules/necklace"
)

// resolveNecklace reads necklace:ID (B01..B18, R01..R02, G01..G04) and
// necklace:back. The card's printing comes from the rules package's table,
// so the picture can never disagree with the game.
func resolveNecklace(words *lang.Catalog, c CardSpec, bad func(string) (cardArt, error)) (cardArt, error) {
	if c.Kind == "back" && len(c.Args) == 0 {
		return cardArt{face: art.NecklaceBack(words), aspect: art.PokerAspect, key: art.NecklaceBackKey(words)}, nil
	}
	card, err := necklace.ParseCard(c.Kind)
	if err != nil || len(c.Args) != 0 {
		return bad("want necklace:ID with ID B01..B18, R01..R02 or G01..G04") //catalog:exempt a card-spec error for rules authors, caught by tests
	}
	info := card.Info()
	return cardArt{face: art.NecklaceFace(info.ID, info.Gems, info.Count, info.WishGem, info.Florins), aspect: art.PokerAspect, key: art.NecklaceKey(info.ID)}, nil
}
