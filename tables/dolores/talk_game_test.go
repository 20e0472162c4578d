package dolores

import (
	"strings"
	"testing"
)

// TestGameWithTalkReachesDawn plays a whole game of a person against a
// normal and an easy bot, the person speaking in every other share before
// holding out a hand (the browser test speaks once): with the bots waiting to
// hear the person before they choose, the table never stands waiting
// with nothing for anyone to do, and the game reaches Dawn.
func TestGameWithTalkReachesDawn(t *testing.T) {
	cfg := config(3, []int{0}, 20261201)
	cfg.Seats[2].Level = "easy"
	r := newRig(t, 1280, 720, cfg)
	r.speed(0)
	spoke, idle := 0, 0
	for i := 0; i < 40000 && r.App.SceneName() != ResultsName; i++ {
		if _, ok := r.Find("button:say"); ok && r.table.live().SaidThisRound(0) == 0 && r.table.live().ShareNumber()%2 == 0 {
			r.Click(r.Target("button:say"))
			for _, tg := range r.App.Targets() {
				if strings.HasPrefix(tg.ID, "button:say:") {
					r.Click(tg)
					spoke++
					break
				}
			}
			continue
		}
		if r.playHotSeat([]string{"share", "fight", "dodge"}[i%3]) == "" && r.table.D.Waiting() && !r.table.Q.Busy() {
			if idle++; idle > 600 {
				t.Fatalf("the table waits for the person with nothing to click: targets %v, to act %v", r.App.Targets(), r.table.live().ToAct(nil))
			}
		} else {
			idle = 0
		}
	}
	if r.App.SceneName() != ResultsName {
		t.Fatal("no Dawn")
	}
	if spoke == 0 {
		t.Error("the person never spoke")
	}
	t.Logf("Dawn after the person spoke %d times", spoke)
}
