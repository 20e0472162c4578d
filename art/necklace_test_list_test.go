package art

import "salotto/lang"

func necklaceFaces() []namedFace {
	return []namedFace{
		{"necklace-B01", NecklaceFace("B01", [4]Gem{Amber, Amethyst, Pearl, Ruby}, 4, Emerald, 12), PokerAspect},
		{"necklace-B14", NecklaceFace("B14", [4]Gem{Amethyst, Amethyst, Pearl, Sapphire}, 2, Jet, 3), PokerAspect},
		{"necklace-R02", NecklaceFace("R02", [4]Gem{Rainbow, Amber, Pearl, Sapphire}, 4, Diamond, 14), PokerAspect},
		{"necklace-G03", NecklaceFace("G03", [4]Gem{Gold, Emerald, Jet, Amethyst}, 4, Gold, 16), PokerAspect},
		{"necklace-back", NecklaceBack(lang.English()), PokerAspect},
	}
}
