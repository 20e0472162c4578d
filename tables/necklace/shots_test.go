package necklace

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/internal/gametest"
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

// shot draws the stage and writes it to shots/tables/necklace/name.png.
func shot(t testing.TB, st *sprites.Stage, w, h int, name string) {
	t.Helper()
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	st.Draw(img)
	if err := scenes.WritePNG(img, gametest.ShotPath(t, name)); err != nil {
		t.Fatal(err)
	}
}

// TestShotsBoard writes the table at a desktop and a phone size: the
// player to take with the top discard previewed, and the discard pile
// fanned out with a discard previewed. Look at shots/tables/necklace/*.png
// after a change.
func TestShotsBoard(t *testing.T) {
	w := lang.English()
	s := midGame(t)
	view := s.View(0).(*nk.State)
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			st := sprites.NewStage(float64(sz[0]), float64(sz[1]))
			b := testBoard(st, w, view, 0, 0)
			live := AppraisalFromView(view, 0, nk.NoCard)
			b.panel.preview(live.PreviewTake(view.TopDiscard()))
			shot(t, st, sz[0], sz[1], fmt.Sprintf("%dx%d-take-preview", sz[0], sz[1]))
			st.Play(b.fanDiscards(true)).Skip()
			b.panel.preview(live.PreviewDiscard(live.Hand()[1]))
			shot(t, st, sz[0], sz[1], fmt.Sprintf("%dx%d-fanned", sz[0], sz[1]))
		})
	}
}

// TestShotsTable writes the table scene itself at both sizes: the first
// turn's refusal, the player hovering the top discard after the bot's
// turn (the preview in place), and a solo game with the rival's line.
func TestShotsTable(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			r := newRig(t, sz[0], sz[1], config(2, "normal", "rainbow+gold", 6))
			tb := r.table
			r.waitTurn(0)
			r.Until(600, "the opening", tb.Settled)
			r.Click(r.Target("discard"))
			r.Shot(name + "-table-first-turn")
			r.In.Move(float64(sz[0])-20, float64(sz[1])/2) // off the pile, onto the panel
			r.turnThenHoverDiscard(2, 3)
			r.Shot(name + "-table-hover-discard")
			if tb.b.panel.prev.Kind != PreviewTake {
				t.Errorf("hovering the top discard previews nothing")
			}
			r.Tick(fanDwell)
			if !tb.b.fanned {
				t.Errorf("resting on the discard pile does not fan it out")
			}
			r.Shot(name + "-table-discard-fanned")
			s := newRig(t, sz[0], sz[1], config(1, "", "rainbow", 9))
			s.waitTurn(0)
			s.act(0, nk.TakeDraw)
			s.waitTurn(0)
			hx, hy := s.Target("hand:" + s.table.b.hand[0].card.String()).Centre()
			s.In.Move(float64(hx), float64(hy))
			s.Tick(3)
			s.Shot(name + "-table-solo-discarding")
		})
	}
}

// TestShotsBotTurn writes the bot's draw in flight (a back) at both
// sizes (TestEmptyPileChoice writes the empty-pile choice).
func TestShotsBotTurn(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			r := newRig(t, sz[0], sz[1], config(2, "easy", "", 2))
			tb := r.table
			r.waitTurn(0)
			r.act(0, nk.TakeDraw)
			r.waitTurn(0)
			r.table.Ctx.Settings.AnimationSpeed = 1
			r.act(0, nk.DiscardMove(tb.view().Hand(0)[0]))
			r.Until(600, "the bot's take", func() bool { return len(tb.b.opp) == 5 && tb.St.Animating() })
			r.Tick(8)
			r.Shot(name + "-table-bot-takes")
		})
	}
}
