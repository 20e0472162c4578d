package lang

// The setup screen: who sits at the table, the game's options, the seed.
func init() {
	registerLines("en", `
setup.seats	Seats
setup.game	Game
setup.players	Players (%[1]d to %[2]d)
setup.fewer	Fewer players
setup.more	More players
setup.solo	%[1]d · solo
setup.seed	Seed
setup.seed_label	Seed of the deal (type digits)
setup.new_seed	New seed
setup.new_seed_label	Draw a new seed
setup.seat_hint	Click a name to type another. Click a symbol to change its colour.
setup.seed_hint	The same seed deals the same cards.
setup.back	‹ Back
setup.back_label	Back to the title
setup.start	Start
setup.start_label	Start the game
setup.seat_colour	Seat %[1]d colour
setup.seat_name	Seat %[1]d name
setup.seat_level	Seat %[1]d: %[2]s
setup.option	%[1]s: %[2]s
setup.you	You

setup.level.human	Person
setup.level.easy	Easy
setup.level.normal	Normal
setup.level.hard	Hard
setup.level.expert	Expert

setup.option.expansions	Expansions
setup.choice.expansions.none	None
setup.choice.expansions.rainbow	Rainbow
setup.choice.expansions.gold	Gold
setup.choice.expansions.rainbow+gold	Both
`)

	// Why Start was refused, or a field's limit.
	registerLines("en", `
setup.no_name	Seat %[1]d has no name: click it and type one.
setup.same_name	Seats %[1]d and %[2]d are both called %[3]s: give each seat its own name.
setup.solo_person	A solo game needs a person in the chair: set seat 1 to Person.
setup.not_playable	%[1]s cannot be played yet: its table is still being built.
setup.cannot_start	This table cannot start: %[1]v
setup.replaces_saved	Starting replaces your unfinished game of this kind (%[1]s). Press Start again to begin anyway.
setup.name_full	A name has at most %[1]d letters.
setup.seed_full	That is the largest seed there is.
`)
}
