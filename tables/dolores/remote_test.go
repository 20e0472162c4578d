package dolores

import (
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/scenes"
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
