package dolcevita

import (
	"testing"

	"salotto/tables/internal/resumetest"
)

// TestResumeShowsThePosition: Continue shows the table as it was left
// (the same picture as the table that played the moves: columns, bids,
// seats' luxuries and money, totals, the hand), without animating the
// moves again. Up to resumeSlack pixels may differ: in a seat panel a
// money card and the luxury above it lie at the same depth, and which
// shadow falls over the other follows the order the cards were made in.
func TestResumeShowsThePosition(t *testing.T) {
	resumetest.Run(t, New, "dolcevita", 4, resumeSlack, 20, 60)
}

// resumeSlack is the shadow edges of a seat panel's money stack (under
// 40 pixels a seat).
const resumeSlack = 160
