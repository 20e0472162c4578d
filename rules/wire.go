package rules

// Redactor is the optional part of a Game whose events may carry something
// some viewers may not see (the card a seat drew). A game without it puts
// no secret in any event. The policy is Event's (event.go).
type Redactor interface {
	// Redact returns e as viewer may see it (-1: an onlooker, who sees
	// only what is public). An event hiding nothing from viewer comes back
	// unchanged.
	Redact(e Event, viewer int) Event
}

// RedactFor is e as viewer may see it in game g.
func RedactFor(g Game, e Event, viewer int) Event {
	if r, ok := g.(Redactor); ok {
		return r.Redact(e, viewer)
	}
	return e
}

// Codec is the optional part of a Game that writes its views and events as
// JSON values and reads them back, so that an online room can send each
// viewer its own View and its redacted events, and a client far away can
// show them on the same table and let a bot decide from them.
//
// What is encoded is only what the value holds: a View lacks what its
// viewer may not know, so its encoding lacks it too (never the generator's
// position, which would tell the future). Decoding returns a value equal to
// the one encoded, or an error for text that is not such a value; damaged
// or hostile input is refused, never a panic, and never a value the game's
// methods could crash on.
type Codec interface {
	// EncodeView writes v, which must be a View (IsView); a full state
	// is refused.
	EncodeView(v State) ([]byte, error)
	// DecodeView reads what EncodeView wrote.
	DecodeView(data []byte) (State, error)
	// EncodeEvent writes one of the game's events, its kind included.
	EncodeEvent(e Event) ([]byte, error)
	// DecodeEvent reads what EncodeEvent wrote.
	DecodeEvent(data []byte) (Event, error)
}
