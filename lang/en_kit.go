package lang

// What every table says: turns, refusals of the table itself, hand-over.
func init() {
	registerLines("en", `
kit.wait_moving	Wait a moment: the table is still moving.
kit.wait_handover	Pass the screen to %[1]s first.
kit.wait_turn	A moment: it is %[1]s's turn now.
kit.your_turn	Your turn: %[1]s
kit.your_turn_named	%[1]s, your turn: %[2]s
kit.thinking	%[1]s is thinking...
kit.waiting_for	Waiting for %[1]s
kit.hand_of	%[1]s's cards
kit.hand_yours	Your cards
kit.pass_screen	Pass the screen to %[1]s
kit.pass_hint	%[1]s: click or press a key when you are ready
kit.skip_hint	click to skip
`)
}
