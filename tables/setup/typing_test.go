package setup

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/internal/fit"
	"salotto/lang"
	"salotto/tables"
)

// enterName types text into the open field, presses Enter and returns
// the name seat i has then.
func (r *rig) enterName(i int, text string) string {
	r.typeText(text)
	r.key(ebiten.KeyEnter)
	return r.s.seats[i].Name
}

// A new player clicked "You" and typed a name: it replaced the default
// instead of making "YouGiulia".
func TestTypingReplacesTheDefaultName(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("seat:1:name")
	if got := r.enterName(0, "Giulia"); got != "Giulia" {
		t.Errorf("typing Giulia into the default name gave %q", got)
	}
	// A name the player typed is selected too when its field opens again.
	r.click("seat:1:name")
	if got := r.enterName(0, "Bea"); got != "Bea" {
		t.Errorf("retyping the name gave %q", got)
	}
}

// End keeps the text and puts the caret after it; Ctrl+A selects it all
// again, and the next letter replaces it.
func TestCtrlASelectsTheField(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("seat:2:name")
	r.key(ebiten.KeyEnd)
	r.typeText("o")
	if got := string(r.s.edit.Text); got != "Marcelloo" {
		t.Fatalf("after End and o the field holds %q, want Marcelloo", got)
	}
	if got := r.s.w.rows[1].name.Label().Text(); got != "Marcelloo|" {
		t.Errorf("the field shows %q, want the caret after the text", got)
	}
	r.In.Hold(ebiten.KeyControl)
	r.key(ebiten.KeyA)
	r.In.Unhold()
	if !r.s.edit.All || r.s.w.rows[1].name.Label().Text() != "Marcelloo" {
		t.Fatalf("Ctrl+A: selected %v, field shows %q", r.s.edit.All, r.s.w.rows[1].name.Label().Text())
	}
	if got := r.enterName(1, "Lia"); got != "Lia" {
		t.Errorf("Ctrl+A then Lia gave %q", got)
	}
}

// Typing past the limit says why the letters stop, and deleting one
// takes the message away.
func TestTheNameLimitIsShown(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("seat:3:name")
	r.typeText("Maria Antonietta")
	if got := string(r.s.edit.Text); got != "Maria Antoni" {
		t.Fatalf("typed %q, want the first %d letters", got, maxName)
	}
	want := r.s.ctx.Words.T("setup.name_full", maxName)
	if r.s.w.msg.Text() != want || !r.s.w.msg.Node.VisibleInTree() {
		t.Errorf("at the limit the screen says %q, want %q", r.s.w.msg.Text(), want)
	}
	r.key(ebiten.KeyBackspace)
	if msg := r.s.w.msg.Text(); msg != "" {
		t.Errorf("after a Backspace the screen still says %q", msg)
	}
	// The seed field says so at its limit too.
	r.click("seed")
	r.typeText(strings.Repeat("9", maxSeedDigits+1))
	if want := r.s.ctx.Words.T("setup.seed_full"); r.s.w.msg.Text() != want {
		t.Errorf("past the largest seed the screen says %q, want %q", r.s.w.msg.Text(), want)
	}
}

// Tab never rests on a disabled button (the minus at the fewest players).
func TestTabSkipsDisabledButtons(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	if !r.s.w.minus.Disabled() {
		t.Fatal("minus is enabled at the fewest players")
	}
	seen := 0
	for i := 0; i < 60; i++ {
		r.key(ebiten.KeyTab)
		if f := r.s.st.Focus(); f == r.s.w.minus.Node {
			t.Fatalf("Tab %d rested on the disabled minus button", i+1)
		} else if f != nil {
			seen++
		}
	}
	if seen == 0 {
		t.Fatal("Tab focused nothing")
	}
}

// The seed the context was given (-seed 7) is the seed shown.
func TestTheGivenSeedIsShown(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720) // the rig's context seed is 7
	if r.s.seed != 7 || r.s.w.seed.Label().Text() != "7" {
		t.Errorf("context seed 7 shows as %q (seed %d)", r.s.w.seed.Label().Text(), r.s.seed)
	}
	if c := r.s.Config(); c.Seed != 7 {
		t.Errorf("Start would deal seed %d, want 7", c.Seed)
	}
}

// On a phone held sideways the five level buttons take from the name
// field the room their longest word needs; a name as long as a seat
// allows still fits beside them, in every language.
func TestLongNameFitsBesideTheLevels(t *testing.T) {
	for _, tag := range lang.Tags() {
		r := newRigIn(t, tag, "dolcevita", 844, 390)
		r.click("seat:2:name")
		if got := r.enterName(1, "Massimiliano"); got != "Massimiliano" {
			t.Fatalf("%s: the name is %q", tag, got)
		}
		r.Tick(2)
		for _, m := range fit.Check(r.s.st.Root, 844, 390, nil) {
			t.Errorf("%s: %s", tag, m)
		}
	}
}

// On a phone held sideways (844×390), in every game with every seat
// shown and in every language, the Easy, Normal, Hard and Expert buttons
// of every seat are on screen, each labelled in the language, and their
// labels fit inside them with nothing overlapping.
func TestLevelButtonsFitOnAPhone(t *testing.T) {
	for _, game := range []string{"dolcevita", "dolores", "necklace"} {
		for _, tag := range lang.Tags() {
			r := newRigIn(t, tag, game, 844, 390)
			for r.s.n < r.s.hi {
				r.click("players:plus")
			}
			r.Tick(2)
			for _, m := range fit.Check(r.s.st.Root, 844, 390, nil) {
				t.Errorf("%s, %s: %s", game, tag, m)
			}
			for i, row := range r.s.w.rows[:r.s.n] {
				for k, lv := range levels {
					if lv == tables.Human {
						continue
					}
					id := fmt.Sprintf("seat:%d:%s", i+1, lv)
					tg, ok := r.Find(id)
					if !ok || tg.X < 0 || tg.Y < 0 || tg.X+tg.W > 844 || tg.Y+tg.H > 390 {
						t.Errorf("%s, %s: %s at %+v (shown %v): not on screen", game, tag, id, tg, ok)
					}
					if got, want := row.levels[k].Label().Text(), r.s.ctx.Words.T("setup.level."+lv); got != want {
						t.Errorf("%s, %s: %s reads %q, want %q", game, tag, id, got, want)
					}
				}
			}
			if tag != "en" {
				r.Shot(fmt.Sprintf("levels-%s-%s-844x390", game, tag))
			}
		}
	}
}
