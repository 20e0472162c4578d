// Package resumetest checks that a table opened from an autosave shows the
// position it was saved in: the same picture, pixel for pixel, as the
// table that played the moves, once both stand still. Each game's table
// package runs it from its tests (under Xvfb, inside ebiten.RunGame).
package resumetest

import (
	"fmt"
	"image"
	"testing"

	"salotto/internal/gametest"
	"salotto/rules"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// driven is a table scene built on the kit.
type driven interface {
	scenes.Scene
	Driver() *kit.Driver
}

// Check plays game at open's table (a person in seat 0 making its first
// legal move whenever it may, random bots elsewhere) until at least moves
// moves were made and the table stands still, resumes the autosave into a
// second table, and compares the two pictures. It returns the number of
// pixels that differ (diff; the test decides how many it allows) after writing
// both to resume-GAME-MOVES-{live,resumed}.png in the test package's
// screenshot folder (gametest.ShotDir).
func Check(t *testing.T, open kit.Open, cfg tables.Config, moves int) int {
	t.Helper()
	store := save.Memory()
	name := fmt.Sprintf("resume-%s-%d", cfg.Game, moves)
	live, liveImg := run(t, open, false, name, cfg, store, func(d *kit.Driver) bool { return len(d.Moves()) >= moves })
	if _, err := store.Autosave(cfg.Game); err != nil {
		t.Fatalf("%s: no autosave after %d moves: %v", cfg.Game, moves, err)
	}
	resumed, resumedImg := run(t, open, true, name, cfg, store, func(*kit.Driver) bool { return true })
	if got, want := resumed.Live().Hash(), live.Live().Hash(); got != want {
		t.Errorf("%s: resumed state %x, played %x", cfg.Game, got, want)
	}
	return diff(liveImg, resumedImg)
}

// run opens the table (from the autosave, as Continue does, when resume),
// plays until enough and the table is settled, and returns its driver and
// picture.
func run(t *testing.T, open kit.Open, resume bool, name string, cfg tables.Config, store *save.Store, enough func(*kit.Driver) bool) (*kit.Driver, *image.RGBA) {
	t.Helper()
	ctx, in := tabletest.NewContext(1280, 720, cfg.Seed)
	ctx.Store = store
	// a first-game tip shows at the moment it is about, which a resumed
	// table has passed; it is not part of the position compared
	ctx.Settings.Hints = false
	kind := "live"
	var sc scenes.Scene
	var err error
	if resume {
		kind = "resumed"
		sc, err = kit.Resume(ctx, cfg.Game, open)
	} else {
		sc, err = open(ctx, cfg)
	}
	if err != nil {
		t.Fatalf("%s (%s): %v", cfg.Game, kind, err)
	}
	tbl := sc.(driven)
	d := tbl.Driver()
	r := tabletest.New(t, ctx, in, sc)
	r.Until(60000, fmt.Sprintf("%s (%s) to stand still", cfg.Game, kind), func() bool {
		if !enough(d) {
			if d.CanAct(0) {
				if legal := d.Live().Legal(0, nil); len(legal) > 0 {
					d.Apply(0, legal[0])
				}
			}
			return false
		}
		return sc.Settled() && d.Waiting()
	})
	r.Shot(name + "-" + kind)
	b := r.Screen.Bounds()
	img := image.NewRGBA(b)
	r.Screen.ReadPixels(img.Pix)
	return d, img
}

// diff counts the pixels that differ by more than a shade (32 levels in a
// channel): a card turned by a fraction of a degree more antialiases its
// edge a few levels apart, which no player sees; a card missing or in
// another place differs by far more over hundreds of pixels.
func diff(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		for c := i; c < i+3; c++ {
			if d := int(a.Pix[c]) - int(b.Pix[c]); d > 32 || d < -32 {
				n++
				break
			}
		}
	}
	return n
}

// Run checks game at open's table with players seats (a person first,
// random bots after) after each count of moves, and fails the test when
// more than slack pixels differ.
func Run(t *testing.T, open kit.Open, game string, players, slack int, moves ...int) {
	t.Helper()
	cfg := tables.Config{Game: game, Seed: 11, Options: rules.Options{Players: players}}
	for i := 0; i < players; i++ {
		s := tables.Seat{Name: tables.BotName(i), Level: "random", Color: i}
		if i == 0 {
			s = tables.Seat{Name: "You", Level: tables.Human} //catalog:exempt a test's seat
		}
		cfg.Seats = append(cfg.Seats, s)
	}
	for _, m := range moves {
		if n := Check(t, open, cfg, m); n > slack {
			t.Errorf("after %d moves the resumed %s table differs from the played one in %d pixels (%s)", m, game, n, gametest.ShotPath(t, fmt.Sprintf("resume-%s-%d-*", game, m)))
		}
	}
}
