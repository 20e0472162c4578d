package lang

// The Duchess's Necklace table: its piles, the live-necklace panel and its
// previews, the end of the game.
func init() {
	register("en", map[string]string{
		"necklace.gem.amber":    "amber",
		"necklace.gem.amethyst": "amethyst",
		"necklace.gem.pearl":    "pearl",
		"necklace.gem.ruby":     "ruby",
		"necklace.gem.emerald":  "emerald",
		"necklace.gem.diamond":  "diamond",
		"necklace.gem.jet":      "jet",
		"necklace.gem.sapphire": "sapphire",
		"necklace.gem.rainbow":  "rainbow",
		"necklace.gem.gold":     "gold",

		// a wish: count × gem ("3 × jet")
		"necklace.wish":        "%[1]d × %[2]s",
		"necklace.wish_list":   "%[1]s, %[2]s",
		"necklace.florins":     "%[1]d florins",
		"necklace.florins_one": "1 florin",

		"necklace.panel.title":     "Your necklace",
		"necklace.panel.wishes":    "Wishes fulfilled",
		"necklace.panel.none":      "No wish fulfilled yet",
		"necklace.panel.open":      "Still wished for",
		"necklace.panel.new":       "+",
		"necklace.panel.if_take":   "Taking %[1]s",
		"necklace.panel.if_drop":   "Discarding %[1]s",
		"necklace.panel.then_drop": "then discard %[1]s",

		// previews: the change in florins, with the wishes it would add
		"necklace.preview.gain":      "+%[1]d (%[2]s)",
		"necklace.preview.gain_bare": "+%[1]d",
		"necklace.preview.loss":      "−%[1]d",
		"necklace.preview.same":      "±0",

		"necklace.pile.draw":    "Draw pile",
		"necklace.pile.left":    "%[1]d left",
		"necklace.pile.discard": "Discard pile",
		"necklace.pile.empty":   "empty",
		"necklace.jewel_box":    "The Duchess's jewel box",
		"necklace.hand.yours":   "Your hand",
		"necklace.hand.of":      "%[1]s's hand",
		"necklace.strung":       "%[1]s: %[2]d florins",
	})
}
