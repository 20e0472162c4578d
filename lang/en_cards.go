package lang

// Words written on card faces: the rules pages', the title's and the
// tables' (the names of the luxuries, goods and Message in a Bottle cards).
func init() {
	registerLines("en", `
cards.luxury.house	House
cards.luxury.car	Car
cards.luxury.boat	Boat
cards.luxury.horse	Horse
cards.luxury.jewellery	Jewellery
cards.luxury.clock	Clock
cards.luxury.vacation	Vacation
cards.money	Money

cards.goods.weapons	Weapons
cards.goods.wine	Wine
cards.goods.jewelry	Jewelry
cards.goods.lace	Lace
cards.goods.tableware	Tableware
cards.goods.instruments	Instruments
cards.goods.gold	Gold ingots

cards.bottle.broken-lantern	Broken Lantern
cards.bottle.lookout	Lookout
cards.bottle.theft	Theft
cards.bottle.swirl	Swirl
cards.bottle.ebb	Ebb
cards.bottle.convoy	Convoy
cards.bottle.ruse	Ruse
cards.bottle.mix-up	Mix-up
cards.bottle.wager	Wager
cards.dawn	Dawn
cards.dawn.note	The last share

cards.gesture.share	Share
cards.gesture.fight	Fight
cards.gesture.dodge	Dodge
`)

	// The Duchess's Necklace's card back: the game's name on two lines.
	registerLines("en", `
cards.necklace.back_top	The Duchess's
cards.necklace.back_bottom	Necklace
`)
}
