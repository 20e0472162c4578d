package dolcevita

import "salotto/rules"

// Dolce Vita's own refusal codes (see rules.Reason); the shared ones it
// uses are listed in Reasons.
const (
	// ReasonNoSuchColumn: there is no column there.
	// Args: the column asked for (counting from 1), the number of columns.
	ReasonNoSuchColumn rules.Reason = "dolcevita.no-such-column"
	// ReasonNoSuchNumber: number cards do not carry that number.
	// Args: the lowest and the highest number.
	ReasonNoSuchNumber rules.Reason = "dolcevita.no-such-number"
	// ReasonNoCardLeft: the player has already placed that number this round.
	// Args: the number.
	ReasonNoCardLeft rules.Reason = "dolcevita.no-card-left"
)

// Reasons lists every code Apply refuses a move with.
func (dolceVita) Reasons() []rules.Reason {
	return []rules.Reason{
		rules.ReasonIsView, rules.ReasonNoSuchSeat, rules.ReasonGameOver, rules.ReasonNotAMove,
		ReasonNoSuchColumn, ReasonNoSuchNumber, rules.ReasonNotYourTurn, ReasonNoCardLeft,
	}
}
