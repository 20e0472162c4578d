package dolores

import (
	"testing"

	"salotto/tables/internal/resumetest"
)

// TestResumeShowsThePosition: Continue shows the table as it was left
// (the same picture as the table that played the moves: the share, the
// discard's top card, the areas, who acts), without animating the moves
// again.
func TestResumeShowsThePosition(t *testing.T) {
	resumetest.Run(t, New, "dolores", 3, 0, 24, 61)
}
