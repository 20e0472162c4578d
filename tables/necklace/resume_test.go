package necklace

import (
	"testing"

	"salotto/tables/internal/resumetest"
)

// TestResumeShowsThePosition: Continue shows the table as it was left
// (the same picture as the table that played the moves: the hand, the
// jewel box, both piles, the necklace panel, whose turn), in the middle of
// a turn too, without animating the moves again.
func TestResumeShowsThePosition(t *testing.T) {
	resumetest.Run(t, New, "necklace", 2, 0, 9, 16)
}
