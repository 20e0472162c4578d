package necklace

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"salotto/rules"
	"salotto/scenes"
	"salotto/tables/kit"
	"salotto/tables/kit/remotetest"
)

var necklaceTwins = remotetest.Twins{Game: "necklace", Options: rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}},
	Open: New, W: 1280, H: 720, Model: func(sc scenes.Scene) string { return fmt.Sprintf("%+v", sc.(*Table).mod) }}

// TestRemoteScreenShowsOnlyTheView: a room's table draws only what its
// device was sent. Two rooms that differ only in the cards a viewer may
// not see (the other hand, the draw pile's order) give that viewer's
// device the same screen and the same screen model, at the deal and after
// moves the viewer cannot tell apart; a spectator's too.
func TestRemoteScreenShowsOnlyTheView(t *testing.T) {
	necklaceTwins.Check(t, []remotetest.Case{
		{Viewer: 0, Seed: 3, Advance: 0, Steps: 8},
		{Viewer: 1, Seed: 4, Advance: 5, Steps: 8},
		{Viewer: -1, Seed: 5, Advance: 3, Steps: 8},
	}, remotetest.Case{Viewer: 0, Seed: 6})
}

// TestRoomBarClearOfPanels: the room bar covers nothing the table draws,
// at both sizes, whoever is online.
func TestRoomBarClearOfPanels(t *testing.T) {
	remotetest.BarCheck(t, "necklace", func(players int) rules.Options {
		return rules.Options{Players: players, Variant: map[string]string{"expansions": "rainbow+gold"}}
	}, New, 1, 2, func(players, w, h int, what string) string {
		return fmt.Sprintf("room-bar-%d-%dx%d-%s", players, w, h, what)
	})
}

// TestNecklaceDuelAgainstTheServer: a duel in a room of a real server on
// loopback (its rooms in a temporary folder), the person at this device
// against the server's bot, played by drag on the table to its results.
// Their check of every card shown against the seed the room revealed
// finds them all true; they offer Save this game and no rematch.
func TestNecklaceDuelAgainstTheServer(t *testing.T) {
	duelAgainstTheServer(t, 0)
}

func duelAgainstTheServer(t *testing.T, seed uint64) {
	c := remotetest.Server(t)
	rem := remotetest.Create(t, c, "necklace", rules.Options{Players: 2, Variant: map[string]string{"start": "0"}},
		[]remotetest.Seat{{Name: "Anita"}, {Name: "Marcello", Level: "normal"}}, seed)
	rr, sc := remotetest.Open(t, 1280, 720, 1, New, rem)
	r := &rig{Rig: rr, table: sc.(*Table)}
	tb := r.table
	if tb.D.Live() != nil {
		t.Fatal("a room's table holds the live game")
	}
	moves, drags := 0, 0
	deadline := time.Now().Add(90 * time.Second)
	for r.App.SceneName() != ResultsName && time.Now().Before(deadline) {
		r.Tick(1)
		time.Sleep(200 * time.Microsecond)
		if r.App.SceneName() == ResultsName || !tb.D.CanAct(0) || tb.St.Animating() || tb.Q.Busy() {
			continue
		}
		v := tb.view()
		made := tb.D.Made()
		switch {
		case v.Discarding():
			r.Drag(r.Target("hand:"+v.Hand(0)[0].String()), r.Target("discard-pile"))
			drags++
		case v.DrawCount() > 0:
			r.Drag(r.Target("draw"), r.Target("hand"))
			drags++
		default:
			r.Click(r.Target("end-game"))
		}
		for i := 0; i < 5000 && tb.D.Made() == made && r.App.SceneName() != ResultsName; i++ {
			r.Tick(1)
			time.Sleep(200 * time.Microsecond)
		}
		moves++
	}
	if r.App.SceneName() != ResultsName {
		t.Fatalf("no results after %d moves of the person's (%d moves shown)", moves, tb.MovesShown())
	}
	remotetest.TrueResults(t, r.Rig, kit.ResultsRematchID, kit.ResultsSaveID, "remote-1280x720-results")
	if drags < 6 {
		t.Errorf("the person made %d moves by drag", drags)
	}
	t.Logf("%d moves by the person, %d by drag", moves, drags)
}

// TestRoomOverOpensTheResults: a table opened on a room whose game is
// already over (a device back after the end, a reload at the results)
// gives way to the results, as a game played through does: the winner,
// the check of every card shown, Save this game, no rematch.
func TestRoomOverOpensTheResults(t *testing.T) {
	h := remotetest.NewHost(t, "necklace", rules.Options{Players: 2, Variant: map[string]string{"start": "0"}},
		[]remotetest.Seat{{Name: "Anita"}, {Name: "Marcello"}}, 5)
	h.Advance(1000, rand.New(rand.NewPCG(1, 1)))
	rr, _ := remotetest.Table(t, 1280, 720, 1, New, h, 0)
	for end := time.Now().Add(30 * time.Second); rr.App.SceneName() != ResultsName && time.Now().Before(end); {
		rr.Tick(1)
		time.Sleep(time.Millisecond)
	}
	if got := rr.App.SceneName(); got != ResultsName {
		t.Fatalf("a table opened on a finished room shows %s, not its results", got)
	}
	remotetest.TrueResults(t, rr, kit.ResultsRematchID, kit.ResultsSaveID, "remote-over-results-1280x720")
}
