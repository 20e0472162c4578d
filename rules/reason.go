package rules

// Reason names the rule a refused move broke, so that a table can word the
// refusal in the player's language from the code and its data instead of
// parsing the English Reason text. Codes are stable: the string catalog keys
// its sentences by them ("refusals." + code).
//
// The shared codes below are declared here; each game declares its own in
// its package, named "game.what" (for example "dolcevita.no-card-left"),
// and lists every code its Apply can return in Game.Reasons.
//
// Each code's doc comment says what its refusal's Seats and Args hold.
type Reason string

// Reasons every game may use.
const (
	// ReasonIsView: a view cannot be played (determinize it first).
	ReasonIsView Reason = "view"
	// ReasonNoSuchSeat: the player is not a seat of this game.
	// Args: the number of seats.
	ReasonNoSuchSeat Reason = "no-such-seat"
	// ReasonGameOver: the game has ended; no move is possible.
	ReasonGameOver Reason = "game-over"
	// ReasonNotYourTurn: the player need not act now.
	// Seats: the seats to act now (one or several).
	ReasonNotYourTurn Reason = "not-your-turn"
	// ReasonNotAMove: the move is not one of this game's moves (an unknown
	// kind, or fields the kind does not use).
	ReasonNotAMove Reason = "not-a-move"
)

// SharedReasons lists the codes declared in this package.
func SharedReasons() []Reason {
	return []Reason{ReasonIsView, ReasonNoSuchSeat, ReasonGameOver, ReasonNotYourTurn, ReasonNotAMove}
}
