package necklace

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/lang"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/sprites"
)

// play applies moves for their seats (the first to move in each string
// pair) and returns the events.
func play(t testing.TB, s *nk.State, moves ...string) []rules.Event {
	t.Helper()
	var evs []rules.Event
	for _, m := range moves {
		mv, err := nk.Game{}.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := s.Apply(s.ToMove(), mv)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		evs = append(evs, ev...)
	}
	return evs
}

// midGame is a two-player game with both expansions a few turns in, the
// player (seat 0) to take.
func midGame(t testing.TB) *nk.State {
	t.Helper()
	st, err := nk.Game{}.Setup(rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold", "start": "0"}}, 11)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*nk.State)
	for turn := 0; turn < 6; turn++ {
		play(t, s, "take draw")
		hand := s.Hand(s.ToMove())
		play(t, s, "discard "+hand[turn%len(hand)].String())
	}
	return s
}

// shot draws the stage and writes it to shots/name.png.
func shot(t testing.TB, st *sprites.Stage, w, h int, name string) {
	t.Helper()
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	st.Draw(img)
	if err := os.MkdirAll("shots", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := scenes.WritePNG(img, filepath.Join("shots", name+".png")); err != nil {
		t.Fatal(err)
	}
}

// TestShotsBoard writes the table at a desktop and a phone size: the
// player to take with the top discard previewed, and the discard pile
// fanned out with a discard previewed. Look at shots/*.png after a change.
func TestShotsBoard(t *testing.T) {
	w := lang.English()
	s := midGame(t)
	view := s.View(0).(*nk.State)
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			st := sprites.NewStage(float64(sz[0]), float64(sz[1]))
			b := newBoard(st, w, view, 0, "Vittoria")
			live := LiveFromView(view, 0, nk.NoCard)
			b.panel.preview(live.PreviewTake(view.TopDiscard()))
			shot(t, st, sz[0], sz[1], fmt.Sprintf("%dx%d-take-preview", sz[0], sz[1]))
			st.Play(b.fanDiscards(true)).Skip()
			b.panel.preview(live.PreviewDiscard(live.Hand()[1]))
			shot(t, st, sz[0], sz[1], fmt.Sprintf("%dx%d-fanned", sz[0], sz[1]))
		})
	}
}
