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
// the table draws (BarClear) as what it says changes: a device holding
// seat 0 with everyone online, then the others away and a bot standing in
// for one (the bar's longest words), then its connection lost
// ("Reconnecting… N s"), then the room gone; and, at the most players, a
// spectator some moves into the game. shot names a screenshot of each
// (none when nil).
func BarCheck(t *testing.T, game string, options func(players int) rules.Options, open Opener, lo, hi int, shot func(players, w, h int, what string) string) {
	names := []string{"Anita", "Marcello", "Sofia", "Vittorio", "Claudia"}
	for players := lo; players <= hi; players++ {
		for _, size := range [][2]int{{1280, 720}, {844, 390}} {
			w, h := size[0], size[1]
			var seats []Seat
			for p := 0; p < players; p++ {
				seats = append(seats, Seat{Name: names[p]})
			}
			check := func(t *testing.T, r *tabletest.Rig, b Barred, what string, required bool) {
				if shot != nil {
					if name := shot(players, w, h, what); name != "" {
						r.Shot(name)
					}
				}
				BarClear(t, b, fmt.Sprintf("%d players at %dx%d, %s", players, w, h, what), required)
			}
			t.Run(fmt.Sprintf("%d-%dx%d", players, w, h), func(t *testing.T) {
				host := NewHost(t, game, options(players), seats, uint64(players*7+w))
				host.Backoff = 1500 * time.Millisecond // a countdown to see, not to wait for
				for p := range seats {
					host.SetHere(p, true)
				}
				r, sc := Table(t, w, h, 0, open, host, 0)
				b := sc.(Barred)
				waitSettled(t, r, sc)
				check(t, r, b, "online", players > 1)
				for p := 1; p < players; p++ {
					host.SetHere(p, false)
				}
				if players > 1 {
					host.StandIn(players-1, true)
					waitBar(t, r, b, "", "A bot plays")
				}
				waitSettled(t, r, sc)
				check(t, r, b, "away", players > 1)
				host.Drop()
				waitBar(t, r, b, "…", "")
				check(t, r, b, "reconnecting", true)
				host.Vanish()
				waitBar(t, r, b, ":", "")
				check(t, r, b, "gone", true)
			})
			if players < hi {
				continue
			}
			t.Run(fmt.Sprintf("%d-%dx%d-spectator", players, w, h), func(t *testing.T) {
				host := NewHost(t, game, options(players), seats, uint64(players*7+w))
				host.Advance(12, rand.New(rand.NewPCG(uint64(players), 5)))
				for p := range seats {
					host.SetHere(p, true)
				}
				r, sc := Table(t, w, h, 0, open, host)
				waitSettled(t, r, sc)
				check(t, r, sc.(Barred), "spectator", true)
			})
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

// waitBar ticks, letting the room's frames come, until the room bar's
// first line has first in it and some line has any in it.
func waitBar(t *testing.T, r *tabletest.Rig, b Barred, first, any string) {
	t.Helper()
	says := func() bool {
		_, lines := b.RoomBar()
		if len(lines) == 0 || !strings.Contains(lines[0], first) {
			return false
		}
		for _, l := range lines {
			if strings.Contains(l, any) {
				return true
			}
		}
		return false
	}
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); {
		r.Tick(1)
		time.Sleep(time.Millisecond)
		if says() {
			return
		}
	}
	_, lines := b.RoomBar()
	t.Fatalf("the room bar never said %q first and %q; it says %q", first, any, lines)
}
