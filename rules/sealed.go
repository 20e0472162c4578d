package rules

// Sealer is the optional part of a State whose seats make choices in
// secret that are revealed together later (HMS Dolores' gestures, the
// Wager's prediction, a double Dodge's collection): everyone may know
// that a seat has chosen, not what. A table shows a seal beside such a
// seat, so the others see whom they still wait for.
//
// It must answer on any viewer's View alike, since what it tells is
// public.
type Sealer interface {
	// Sealed reports whether seat p has made a secret choice that is not
	// yet revealed.
	Sealed(p int) bool
}
