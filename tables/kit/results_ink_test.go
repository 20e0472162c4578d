package kit

import (
	"testing"
)

// TestWinnerBadgeReadsOnItsBand: in every game's colours the names on the
// winner's band read (4.5:1) and so does the badge (3:1, large bold type).
func TestWinnerBadgeReadsOnItsBand(t *testing.T) {
	for _, game := range []string{"dolcevita", "dolores", "necklace"} {
		r := &Results{pal: testLook(game).Colors}
		if c := contrast(r.pal.PanelText, r.winnerBand()); c < 4.5 {
			t.Errorf("%s: the names' contrast on the winner's band is %.2f, want at least 4.5", game, c)
		}
		if c := contrast(r.badgeInk(), r.winnerBand()); c < 3 {
			t.Errorf("%s: the badge's contrast on its band is %.2f, want at least 3", game, c)
		}
	}
}
