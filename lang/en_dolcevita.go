package lang

// The Dolce Vita table.
func init() {
	registerLines("en", `
dolcevita.round	Round %[1]d of %[2]d · %[3]s started
dolcevita.round.you	Round %[1]d of %[2]d · you started
dolcevita.game_over	Game over
dolcevita.scoring	Scoring column %[1]d · %[2]s
dolcevita.your_move	drag a number card under a column
dolcevita.column	Column %[1]d
dolcevita.number_card	Number card %[1]d
dolcevita.total_tied	=%[1]d
dolcevita.tie_cancelled	Tie on %[1]d: cancelled
dolcevita.empty_handed	Nothing left for %[1]s
dolcevita.empty_handed.you	Nothing left for you
dolcevita.no_bids	No bids: to the top
dolcevita.traded_in	%[1]s trades the %[2]s %[3]s for the %[2]s %[4]s
dolcevita.traded_in.you	You trade the %[2]s %[3]s for the %[2]s %[4]s
dolcevita.luxury.house	house
dolcevita.luxury.car	car
dolcevita.luxury.boat	boat
dolcevita.luxury.horse	horse
dolcevita.luxury.jewellery	jewellery
dolcevita.luxury.clock	clock
dolcevita.luxury.vacation	vacation
`)
}
