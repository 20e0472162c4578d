package lang

// The HMS Dolores table.
func init() {
	registerLines("en", `
dolores.banner	Share %[1]d · dealt by %[2]s to %[3]s
dolores.banner.you	Share %[1]d · dealt by you to %[3]s
dolores.banner.to_you	Share %[1]d · dealt by %[2]s to you
dolores.share_begins	%[1]s and %[2]s share
dolores.share_begins.you	You share with %[2]s
dolores.share_begins.to_you	You share with %[1]s
dolores.mark.dealer	Dealer
dolores.mark.left	Dealer's left
dolores.pile	Pile %[1]d
dolores.discards	Discard %[1]d
dolores.middle	The middle
dolores.gesture.share	Share
dolores.gesture.fight	Fight
dolores.gesture.dodge	Dodge
dolores.prompt.gesture	Drag a hand to the middle, or click it
dolores.prompt.dodge_pick	You dodged: click the card you take
dolores.prompt.wager_pick	Your Wager was right: click a card to take
dolores.prompt.collection	Double Dodge: click one of your collections to lose
dolores.prompt.theft	Theft: click a goods card in another area to take
dolores.prompt.wager_dealer	Wager: which hand will %[1]s, the dealer, hold out?
dolores.prompt.wager_left	Wager: and %[1]s?
dolores.prompt.swirl	Swirl: drag a card onto one on the other side to swap them
dolores.move.swirl_done	Swirl like this
dolores.move.back	Back
dolores.prompt.window	Use a card now, or pass
dolores.move.say	Say…
dolores.move.quiet	Keep quiet
dolores.prompt.talk	Say something (or not) before you choose
dolores.move.pass	Pass
dolores.move.use	Use %[1]s
dolores.prompt.thinking	%[1]s is thinking…
dolores.dawn	Dawn breaks
dolores.game_over	Dawn: the game is over
dolores.mixed_up	%[1]s mixed up the gestures: share again
dolores.mixed_up.you	You mixed up the gestures: share again
dolores.theft_wasted	Theft by %[1]s finds nothing to take
dolores.theft_wasted.you	Your Theft finds nothing to take
dolores.wager_right	Wager by %[1]s was right
dolores.wager_right.you	Your Wager was right
dolores.wager_wrong	Wager by %[1]s was wrong
dolores.wager_wrong.you	Your Wager was wrong
dolores.no_goods	%[1]s had no goods to lose
dolores.no_goods.you	You had no goods to lose
dolores.collection_lost	%[1]s lost the %[2]s
dolores.collection_lost.you	You lost the %[2]s
dolores.stolen	%[1]s stole from %[2]s
dolores.stolen.you	You stole from %[2]s
dolores.stolen.to_you	%[1]s stole from you
dolores.mib_played	%[1]s used %[2]s
dolores.mib_played.you	You used %[2]s
dolores.mib.broken-lantern	Broken Lantern
dolores.mib.lookout	Lookout
dolores.mib.theft	Theft
dolores.mib.swirl	Swirl
dolores.mib.ebb	Ebb
dolores.mib.convoy	Convoy
dolores.mib.ruse	Ruse
dolores.mib.mix-up	Mix-up
dolores.mib.wager	Wager
dolores.results.highest	highest %[1]s
dolores.results.plus	 + 
dolores.results.lowest	lowest %[1]s
dolores.results.no_goods	no goods
dolores.results.doubled	all equal: each counts as highest and lowest
dolores.mib_does	%[1]s: %[2]s
dolores.mib_does.broken-lantern	before a deal, the share is dealt face down and only you see it until the reveal.
dolores.mib_does.lookout	when Dawn is drawn, the game goes on until the pile runs out.
dolores.mib_does.theft	used at once when gained: take a goods card from another player.
dolores.mib_does.swirl	after the deal, rearrange the share, keeping the cards on each side.
dolores.mib_does.ebb	after the deal, discard the share and deal four new cards.
dolores.mib_does.convoy	after the deal, deal one more card to each side.
dolores.mib_does.ruse	in the share, choose your gesture after seeing the other.
dolores.mib_does.mix-up	after the reveal, cancel both gestures: the same cards are shared again.
dolores.mib_does.wager	outside the share, predict both gestures; if right, take a card first.
dolores.goods.weapons	weapons
dolores.goods.wine	wine
dolores.goods.jewelry	jewelry
dolores.goods.lace	lace
dolores.goods.tableware	tableware
dolores.goods.instruments	instruments
dolores.goods.gold	gold
dolores.phrase.share	I will share.
dolores.phrase.fight	I will fight.
dolores.phrase.dodge	I will dodge.
dolores.phrase.both	Let's both share.
dolores.phrase.dare	Don't you dare fight me.
dolores.phrase.rich	This share is worth a fight.
dolores.phrase.poor	Nothing worth having here.
`)
}
