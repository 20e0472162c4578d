package lang

// The Duchess's Necklace table: its piles, the live-necklace panel and its
// previews, the end of the game.
func init() {
	registerLines("en", `
necklace.gem.amber	amber
necklace.gem.amethyst	amethyst
necklace.gem.pearl	pearl
necklace.gem.ruby	ruby
necklace.gem.emerald	emerald
necklace.gem.diamond	diamond
necklace.gem.jet	jet
necklace.gem.sapphire	sapphire
necklace.gem.rainbow	rainbow
necklace.gem.gold	gold
`)

	// a wish: count × gem ("3 × jet")
	registerLines("en", `
necklace.wish	%[1]d × %[2]s
necklace.wish_list	%[1]s, %[2]s
necklace.florins	%[1]d florins
necklace.florins_one	1 florin

necklace.panel.title	Your necklace
necklace.panel.wishes	Wishes fulfilled
necklace.panel.none	No wish fulfilled yet
necklace.panel.open	Still wished for
necklace.panel.new	+
necklace.panel.if_take	Taking %[1]s
necklace.panel.if_drop	Discarding %[1]s
necklace.panel.then_drop	then discard %[1]s
`)

	// previews: the change in florins, with the wishes it would add
	registerLines("en", `
necklace.preview.gain	+%[1]d (%[2]s)
necklace.preview.gain_bare	+%[1]d
necklace.preview.loss	−%[1]d
necklace.preview.same	±0

necklace.pile.draw	Draw pile
necklace.pile.left	%[1]d left
necklace.pile.discard	Discard pile
necklace.pile.empty	empty
necklace.jewel_box	The Duchess's jewel box
necklace.hand.yours	Your hand
necklace.hand.of	%[1]s's hand
necklace.strung	%[1]s: %[2]d florins

necklace.turn.take	Your turn: take the top card of the draw pile or of the discard pile
necklace.turn.take_first	Your turn: take the top card of the draw pile
necklace.turn.discard	Now discard one card onto the discard pile
necklace.turn.carry	Now put the card into your hand: click your hand
necklace.turn.carry_discard	Now click the discard pile to discard the card
necklace.turn.last	The draw pile is empty: take the top discard, or end the game
necklace.turn.named	%[1]s: %[2]s
necklace.turn.other	%[1]s's turn
necklace.choice.take	Take the discard
necklace.choice.end	End the game
necklace.rival.rule	The rival jeweller takes the discard only if it raises its necklace, else draws; it discards the card it misses least.
necklace.rival.name	The rival jeweller
necklace.event.emptied	The draw pile is empty: one last turn each
necklace.event.declined	%[1]s ends the game
necklace.event.declined.you	You end the game
necklace.end.wins	%[1]s wins with %[2]d florins
necklace.end.wins.you	You win with %[2]d florins
necklace.end.shared	A shared win: %[1]d florins each, %[2]d wishes each
necklace.end.tiebreak	%[1]s wins on more wishes fulfilled
necklace.end.tiebreak.you	You win on more wishes fulfilled
necklace.end.solo_win	You beat the rival jeweller: %[1]d florins to %[2]d
necklace.end.solo_loss	The rival jeweller wins: %[2]d florins to your %[1]d
necklace.end.solo	%[1]s. %[2]s
necklace.end.rating	Your rating: %[1]s
necklace.rating.apprentice	apprentice
necklace.rating.jeweller	jeweller
necklace.rating.master	master
necklace.rating.duchess	jeweller to the Duchess
necklace.results.wishes	%[1]d wishes fulfilled
necklace.results.wishes_one	1 wish fulfilled
necklace.end.leave	Press Escape to leave the table
`)
}
