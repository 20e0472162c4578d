package dolcevita

import (
	"fmt"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/scenes"
	"salotto/tables/kit/remotetest"
)

// modelText is the table's screen model with its grid cards by name.
func modelText(sc scenes.Scene) string {
	m := sc.(*Table).mod
	var b strings.Builder
	name := func(gc *gridCard) string {
		if gc == nil {
			return "-"
		}
		return gc.card.String()
	}
	for c, col := range m.Cols {
		fmt.Fprintf(&b, "col %d:", c)
		for _, gc := range col {
			b.WriteString(" " + name(gc))
		}
		b.WriteByte('\n')
	}
	for p, owned := range m.Owned {
		fmt.Fprintf(&b, "seat %d owns:", p)
		for _, gc := range owned {
			b.WriteString(" " + name(gc))
		}
		b.WriteString(" money:")
		for _, gc := range m.Money[p] {
			b.WriteString(" " + name(gc))
		}
		b.WriteByte('\n')
	}
	for _, gc := range m.TradeOld {
		b.WriteString("traded " + name(gc) + "\n")
	}
	fmt.Fprintf(&b, "placed %v num %v round %d start %d resolving %d\n", m.Placed, m.Num, m.Round, m.Start, m.Resolving)
	return b.String()
}

// TestRemoteScreenShowsOnlyTheView: a room's table draws only what its
// device was sent; Dolce Vita hides only the boxed cards once dealt, and
// two rooms that differ in them give a viewer's device the same screen
// and screen model, at the deal and after moves; a spectator's too.
func TestRemoteScreenShowsOnlyTheView(t *testing.T) {
	tw := remotetest.Twins{Game: "dolcevita", Options: rules.Options{Players: 3}, Open: New, W: 1280, H: 720, Model: modelText, HidesNothing: true}
	tw.Check(t, []remotetest.Case{
		{Viewer: 0, Seed: 3, Advance: 0, Steps: 6},
		{Viewer: 2, Seed: 4, Advance: 7, Steps: 6},
		{Viewer: -1, Seed: 5, Advance: 4, Steps: 6},
	}, remotetest.Case{Viewer: 0, Seed: 6})
}

// TestRoomBarClearOfPanels: the room bar covers nothing the table draws,
// at both sizes, for three to five players, whoever is online.
func TestRoomBarClearOfPanels(t *testing.T) {
	remotetest.BarCheck(t, "dolcevita", func(players int) rules.Options { return rules.Options{Players: players} },
		New, 3, 5, func(players, w, h int, what string) string {
			return fmt.Sprintf("room-bar-%d-%dx%d-%s", players, w, h, what)
		})
}
