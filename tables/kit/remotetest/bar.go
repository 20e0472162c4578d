package remotetest

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"salotto/rules"
	"salotto/tables/internal/tabletest"
)

// BarCheck opens a game's table on rooms of every player count from lo to
// hi, at 1280×720 and 844×390, and checks that the room bar covers nothing
// the table draws (BarClear): a device holding seat 0 with everyone
// online, with the others away and a bot standing in for one (the bar's
// longest words), after some moves, and a spectator. shot names a
// screenshot of each (none when nil).
func BarCheck(t *testing.T, game string, options func(players int) rules.Options, open Opener, lo, hi int, shot func(players, w, h int, what string) string) {
	for players := lo; players <= hi; players++ {
		for _, size := range [][2]int{{1280, 720}, {844, 390}} {
			w, h := size[0], size[1]
			whats := []string{"online", "away", "later", "spectator"}
			if players == hi {
				whats = append(whats, "reconnecting", "gone")
			}
			for _, what := range whats {
				t.Run(fmt.Sprintf("%d-%dx%d-%s", players, w, h, what), func(t *testing.T) {
					var seats []Seat
					for p := 0; p < players; p++ {
						seats = append(seats, Seat{Name: []string{"Anita", "Marcello", "Sofia", "Vittorio", "Claudia"}[p]})
					}
					host := NewHost(t, game, options(players), seats, uint64(players*7+w))
					host.Backoff = 4 * time.Second // a countdown long enough to see
					if what == "later" {
						host.Advance(12, rand.New(rand.NewPCG(uint64(players), 5)))
					}
					for p := range seats {
						host.SetHere(p, what != "away")
					}
					device := []int{0}
					if what == "spectator" {
						device = nil
					}
					r, sc := Table(t, w, h, 0, open, host, device...)
					if what == "away" && players > 1 {
						host.StandIn(players-1, true)
					}
					waitSettled(t, r, sc)
					switch what {
					case "reconnecting":
						host.Drop()
						waitBar(t, r, sc.(Barred), "…")
					case "gone":
						host.Vanish()
						waitBar(t, r, sc.(Barred), ":")
					}
					if shot != nil {
						if name := shot(players, w, h, what); name != "" {
							r.Shot(name)
						}
					}
					BarClear(t, sc.(Barred), fmt.Sprintf("%d players at %dx%d, %s", players, w, h, what), players > 1 || device == nil)
				})
			}
		}
	}
}

// waitSettled ticks, letting the room's frames come, until the table
// stands still.
func waitSettled(t *testing.T, r *tabletest.Rig, sc interface{ Settled() bool }) {
	t.Helper()
	for i := 0; i < 600; i++ {
		r.Tick(1)
		time.Sleep(500 * time.Microsecond)
		if i > 30 && sc.Settled() {
			return
		}
	}
}

// waitBar ticks, letting the room's frames come, until the room bar has a
// line with s in it.
func waitBar(t *testing.T, r *tabletest.Rig, b Barred, s string) {
	t.Helper()
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); {
		r.Tick(1)
		time.Sleep(time.Millisecond)
		if _, lines := b.RoomBar(); len(lines) > 0 && strings.Contains(lines[0], s) {
			return
		}
	}
	_, lines := b.RoomBar()
	t.Fatalf("the room bar never said %q first; it says %q", s, lines)
}
