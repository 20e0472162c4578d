package lang

// Undo: the table's undo button and menu entry, and why a move cannot be
// taken back (the rules' undo codes, worded like every refusal:
// "refusals." + code, %[1]s the seats named).
func init() {
	registerLines("en", `
undo.button	Undo
undo.menu	Undo last move
undo.failed	The table could not open again: %[1]s

refusals.undo.nothing	You have no move to take back.
refusals.undo.other-human	%[1]s has played since: only your own last move can be taken back.
refusals.undo.not-offered	This game has no undo.
refusals.undo.game-over	The game is over: its result stands.

refusals.dolcevita.undo-round-resolved	The round is resolved: its cards are won.

refusals.necklace.undo-draw-seen	The card you drew is already seen.
refusals.necklace.undo-answer-drew	%[1]s has already answered with a card drawn from the pile.
refusals.necklace.undo-answer-shown	%[1]s has already answered: a card of that hand is seen.
refusals.necklace.undo-rival-answered	The rival jeweller has already answered from its hidden hand.

refusals.dolores.undo-dealt	New cards have been dealt from the pile.
refusals.dolores.undo-revealed	The gestures are revealed.
refusals.dolores.undo-answered	%[1]s has already answered you.
`)
}
