package rules

// Talk is the optional part of a State in which players may speak while
// they choose together (HMS Dolores' table talk: a phrase is a move that
// chooses nothing). What a person says can sway a bot only if the bot
// hears it before it chooses, so a table lets a bot speak at once but holds
// its choice while a person choosing with it may still speak and has
// neither spoken nor chosen (the person's choice itself stays secret: the
// bot learns only that it was made).
type Talk interface {
	// IsTalk reports whether m is something said, not a choice.
	IsTalk(m Move) bool
	// Spoken reports whether seat p has spoken in the choice under way.
	Spoken(p int) bool
}
