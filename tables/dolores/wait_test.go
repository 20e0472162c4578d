package dolores

import "testing"

// TestBotsNeverKeepAHumanWaiting plays a four-player game at Normal
// speed, the human in seat 0, and counts the ticks (60 a second) from the
// human's gesture to the reveal of both hands: the bot across the share
// talks and chooses in that time, and must never make the human wait more
// than a second.
func TestBotsNeverKeepAHumanWaiting(t *testing.T) {
	r := newRig(t, 1280, 720, config(4, []int{0}, 11))
	r.speed(1)
	worst, shares := 0, 0
	for i := 0; i < 30000 && shares < 6 && r.App.SceneName() != ResultsName; i++ {
		tg, ok := r.Find("gesture:share")
		if !ok || r.table.gest.seat != 0 || r.table.Q.Busy() {
			r.playHotSeat("") // windows passed, picks made, else a tick
			continue
		}
		r.Click(tg)
		ticks := 0
		for ; ticks < 600 && !(r.table.mod.Gesture[0] >= 0 && r.table.mod.Gesture[1] >= 0); ticks++ {
			r.Tick(1)
		}
		worst = max(worst, ticks)
		shares++
	}
	t.Logf("%d shares: at most %d ticks (%.2f s) from the human's gesture to the reveal", shares, worst, float64(worst)/60)
	if shares == 0 {
		t.Fatal("the human never chose a gesture")
	}
	if worst > 60 {
		t.Errorf("the human waited %d ticks (%.2f s) for a bot's talk and gesture; want at most a second", worst, float64(worst)/60)
	}
}
