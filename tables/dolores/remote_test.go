package dolores

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/scenes"
	"salotto/tables/kit"
	"salotto/tables/kit/remotetest"
)

// TestRemoteScreenShowsOnlyTheView: a room's table draws only what its
// device was sent. Two rooms that differ only in what a viewer may not
// see (the pile's order, the boxed cards, a face-down share, another's
// secret gesture) give that viewer's device the same screen and screen
// model, at the deal and after moves the viewer cannot tell apart; a
// spectator's too.
func TestRemoteScreenShowsOnlyTheView(t *testing.T) {
	tw := remotetest.Twins{Game: "dolores", Options: rules.Options{Players: 3}, Open: New, W: 1280, H: 720,
		Model: func(sc scenes.Scene) string { return fmt.Sprintf("%+v", sc.(*Table).mod) }}
	tw.Check(t, []remotetest.Case{
		{Viewer: 0, Seed: 3, Advance: 0, Steps: 10},
		{Viewer: 1, Seed: 4, Advance: 9, Steps: 10},
		{Viewer: -1, Seed: 5, Advance: 14, Steps: 10},
	}, remotetest.Case{Viewer: 0, Seed: 6, Advance: 2})
}

// TestRoomBarClearOfPanels: the room bar covers nothing the table draws,
// at both sizes, for two to four players, whoever is online.
func TestRoomBarClearOfPanels(t *testing.T) {
	remotetest.BarCheck(t, "dolores", func(players int) rules.Options { return rules.Options{Players: players} },
		New, 2, 4, func(players, w, h int, what string) string {
			return fmt.Sprintf("room-bar-%d-%dx%d-%s", players, w, h, what)
		})
}

// TestRemoteGameWithSeals: a whole HMS Dolores game in a room, animated,
// the person at seat 0 playing by the table's targets against the room's
// two bots. While the person's gesture is still to choose, the room bar
// shows a seal beside each bot that has chosen (and the table the chosen
// token), and an hourglass beside none of them; the game reaches its
// results, whose check finds every card true and which offer no rematch.
func TestRemoteGameWithSeals(t *testing.T) {
	h := remotetest.NewHost(t, "dolores", rules.Options{Players: 3},
		[]remotetest.Seat{{Name: "Anita"}, {Name: "Marcello", Level: "normal"}, {Name: "Sofia", Level: "normal"}}, 11)
	rr, sc := remotetest.Table(t, 1280, 720, 1, New, h, 0)
	r := &rig{Rig: rr, table: sc.(*Table)}
	names := []string{"share", "fight", "dodge"}
	k, sealed, shot := 0, 0, false
	for i := 0; i < 300000 && r.App.SceneName() != ResultsName; i++ {
		if _, ok := r.Find("gesture:" + names[k%3]); ok && !r.table.Q.Busy() {
			waits, seals := r.table.RoomBarMarks()
			for _, p := range seals {
				if slices.Contains(waits, p) || p == 0 {
					t.Fatalf("seat %d has a seal and is waited for (waits %v, seals %v)", p, waits, seals)
				}
			}
			if len(seals) > 0 {
				// the bar's target reads its marks out in words
				if tg, ok := r.Find(kit.RoomBarID); !ok || !strings.Contains(tg.Label, "has chosen") {
					t.Fatalf("the bar shows seals %v, its target reads %q", seals, tg.Label)
				}
				sealed++
				if !shot {
					r.Shot("remote-1280x720-seal")
					shot = true
				}
			}
		}
		if r.playHotSeat(names[k%3]) == "gesture:"+names[k%3] {
			k++
		}
		runtime.Gosched()
	}
	if r.App.SceneName() != ResultsName {
		t.Fatalf("no results: %d moves shown, the room at %d", r.table.MovesShown(), h.Room.Seq())
	}
	if k < 3 || sealed == 0 {
		t.Fatalf("%d gestures held out, %d times a seal was shown beside a bot while the person chose", k, sealed)
	}
	remotetest.TrueResults(t, r.Rig, kit.ResultsRematchID, kit.ResultsSaveID, "remote-1280x720-results")
	t.Logf("%d moves, %d gestures held out, a seal shown in %d ticks", h.Room.Seq(), k, sealed)
}
