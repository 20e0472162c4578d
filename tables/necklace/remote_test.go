package necklace

import (
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/scenes"
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
