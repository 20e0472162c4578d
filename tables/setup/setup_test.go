package setup

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	"salotto/scenes"
	"salotto/tables"
)

func TestDefaultsAreOneHumanAgainstNormalBots(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	c := r.s.Config()
	if c.Game != "dolcevita" || c.Options.Players != 3 || len(c.Seats) != 3 {
		t.Fatalf("default config %+v, want 3 seats of dolcevita", c)
	}
	want := []tables.Seat{{Name: "You", Level: tables.Human, Color: 0}, {Name: "Marcello", Level: "normal", Color: 1}, {Name: "Anita", Level: "normal", Color: 2}}
	if !reflect.DeepEqual(c.Seats, want) {
		t.Errorf("seats %+v, want %+v", c.Seats, want)
	}
	if err := c.Validate(r.s.g); err != nil {
		t.Errorf("default config invalid: %v", err)
	}
	for _, id := range []string{"button:start", "button:back", "players:minus", "players:plus", "seed", "button:newseed",
		"seat:1:human", "seat:1:easy", "seat:1:normal", "seat:1:hard", "seat:1:name", "seat:1:color", "seat:3:color"} {
		if _, ok := r.Find(id); !ok {
			t.Errorf("target %s missing", id)
		}
	}
	if _, ok := r.Find("seat:4:name"); ok {
		t.Error("seat 4 shown with 3 players")
	}
	// the seed is drawn from the context's seed: another context seed, another deal
	other := newRig(t, "dolcevita", 1280, 720)
	if other.s.seed != r.s.seed {
		t.Errorf("same context seed gave seeds %d and %d", r.s.seed, other.s.seed)
	}
	r.click("button:newseed")
	if r.s.seed == other.s.seed {
		t.Error("new seed kept the seed")
	}
}

func TestPlayerCountAddsAndRemovesSeats(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("players:plus")
	r.click("players:plus")
	c := r.s.Config()
	if c.Options.Players != 5 || len(c.Seats) != 5 {
		t.Fatalf("after two + : %d players, %d seats", c.Options.Players, len(c.Seats))
	}
	if _, ok := r.Find("seat:5:hard"); !ok {
		t.Error("seat 5 controls missing with 5 players")
	}
	seen := map[int]bool{}
	for i, s := range c.Seats {
		if seen[s.Color] {
			t.Errorf("seat %d repeats colour %d", i+1, s.Color)
		}
		seen[s.Color] = true
		if i > 0 && (s.Level != "normal" || s.Name == "") {
			t.Errorf("new seat %d = %+v, want a named normal bot", i+1, s)
		}
	}
	r.click("players:plus") // at the maximum: nothing happens
	if r.s.n != 5 {
		t.Errorf("went past the maximum to %d", r.s.n)
	}
	for i := 0; i < 4; i++ {
		r.click("players:minus")
	}
	if r.s.n != 3 {
		t.Errorf("went below the minimum to %d", r.s.n)
	}
	if _, ok := r.Find("seat:4:name"); ok {
		t.Error("seat 4 still shown with 3 players")
	}
}

func TestColoursNeverRepeat(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("players:plus")
	r.click("players:plus")
	for k := 0; k < 12; k++ {
		id := fmt.Sprintf("seat:%d:color", k%5+1)
		before := r.s.seats[k%5].Color
		r.click(id)
		if r.s.seats[k%5].Color == before {
			t.Fatalf("click %d on %s kept colour %d", k, id, before)
		}
		seen := map[int]bool{}
		for _, s := range r.s.Config().Seats {
			if seen[s.Color] {
				t.Fatalf("after click %d two seats share colour %d: %+v", k, s.Color, r.s.Config().Seats)
			}
			seen[s.Color] = true
		}
	}
}

func TestStartHandsTheChosenConfigToTheTable(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("players:plus")
	r.click("seat:2:hard")
	r.click("seat:3:easy")
	r.click("seat:4:human") // hot-seat: two people, default names follow
	r.click("seat:1:color")
	r.click("seat:1:name")
	r.clearField()
	r.typeText("Giulia")
	r.key(ebiten.KeyEnter)
	r.click("seed")
	r.clearField()
	r.typeText("12x345") // the x is not a digit and is ignored
	r.key(ebiten.KeyEnter)
	r.click("button:start")
	if len(r.played) != 1 {
		t.Fatalf("Start opened %d tables (error %q)", len(r.played), r.s.Error())
	}
	want := tables.Config{Game: "dolcevita", Seed: 12345, Options: rules.Options{Players: 4}, Seats: []tables.Seat{
		{Name: "Giulia", Level: tables.Human, Color: 4}, // 1, 2 and 3 are taken
		{Name: "Marcello", Level: "hard", Color: 1},
		{Name: "Anita", Level: "easy", Color: 2},
		{Name: "Player 4", Level: tables.Human, Color: 3},
	}}
	if got := r.played[0]; !reflect.DeepEqual(got, want) {
		t.Errorf("Start gave\n %+v\nwant\n %+v", got, want)
	}
	if r.App.SceneName() != "play:dolcevita" || r.App.Depth() != 1 {
		t.Errorf("after Start the stack is %s (depth %d), want the table in place of setup", r.App.SceneName(), r.App.Depth())
	}
}

func TestInvalidConfigIsRefusedWithAReason(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("seat:2:name")
	r.clearField()
	r.typeText("Anita")
	r.key(ebiten.KeyEnter)
	r.click("button:start")
	if len(r.played) != 0 {
		t.Fatal("two seats named Anita were started")
	}
	if !strings.Contains(r.s.Error(), "both called Anita") {
		t.Errorf("reason %q, want it to name the clash", r.s.Error())
	}
	if r.s.w.msg.Text() != r.s.Error() || !r.s.w.msg.Node.VisibleInTree() {
		t.Errorf("reason not shown on screen: %q", r.s.w.msg.Text())
	}
	// fixing it clears the reason and starts
	r.click("seat:2:name")
	r.clearField() // back to the default name
	r.key(ebiten.KeyEnter)
	r.click("button:start")
	if len(r.played) != 1 || r.played[0].Seats[1].Name != "Marcello" {
		t.Errorf("after fixing the name: played %+v, error %q", r.played, r.s.Error())
	}

	// a config the game refuses (the stepper cannot make it; Validate must)
	r2 := newRig(t, "dolcevita", 1280, 720)
	r2.s.n = 2
	r2.click("button:start")
	if len(r2.played) != 0 || !strings.Contains(r2.s.Error(), "3 to 5 players") {
		t.Errorf("2 players: played %d, reason %q", len(r2.played), r2.s.Error())
	}
}

func TestNecklaceOptionsAndSolo(t *testing.T) {
	r := newRig(t, "necklace", 1280, 720)
	if r.s.n != 2 {
		t.Fatalf("necklace default %d players, want 2", r.s.n)
	}
	r.click("option:expansions:rainbow+gold")
	r.click("players:minus")
	r.click("seat:1:normal")
	r.click("button:start")
	if len(r.played) != 0 || !strings.Contains(r.s.Error(), "solo") {
		t.Fatalf("solo bot started (reason %q)", r.s.Error())
	}
	r.click("seat:1:human")
	r.click("button:start")
	if len(r.played) != 1 {
		t.Fatalf("solo not started: %q", r.s.Error())
	}
	got := r.played[0]
	if got.Options.Players != 1 || got.Options.Variant["expansions"] != "rainbow+gold" {
		t.Errorf("necklace config %+v", got)
	}
}

func TestTypingStaysInTheField(t *testing.T) {
	r := newRig(t, "dolcevita", 1280, 720)
	r.click("seat:3:name")
	r.typeText(" and a very long name")
	if got := string(r.s.edit.Text); len([]rune(got)) != maxName {
		t.Errorf("typed text %q, want it cut at %d characters", got, maxName)
	}
	r.key(ebiten.KeySpace)     // types (through chars), never presses a button
	r.key(ebiten.KeyBackspace) // deletes, never backs out
	r.key(ebiten.KeyEscape)    // drops the typing, stays on the screen
	r.Tick(2)
	if r.App.SceneName() != "setup:dolcevita" || r.App.Depth() != 1 {
		t.Fatalf("typing keys left the screen: %s", r.App.SceneName())
	}
	if r.s.seats[2].Name != "Anita" {
		t.Errorf("Escape kept %q", r.s.seats[2].Name)
	}
	// keyboard only: Tab to a control, Enter presses it
	for i := 0; i < 40 && r.s.st.Focus() != r.s.w.plus.Node; i++ {
		r.key(ebiten.KeyTab)
	}
	if r.s.st.Focus() != r.s.w.plus.Node {
		t.Fatal("Tab never reached players:plus")
	}
	r.key(ebiten.KeyEnter)
	if r.s.n != 4 {
		t.Errorf("Enter on + gave %d players", r.s.n)
	}
	r.key(ebiten.KeyEscape) // not typing: Escape goes back (popping the last scene ends the app)
	if !r.Ended {
		t.Errorf("Escape did not leave the setup screen")
	}
}

// TestLayoutAtBothSizes checks that every control is on screen and none
// overlaps another, and saves the screenshots.
func TestLayoutAtBothSizes(t *testing.T) {
	for _, tc := range []struct {
		game    string
		w, h    int
		players int
	}{{"dolcevita", 1280, 720, 5}, {"dolcevita", 844, 390, 5}, {"necklace", 844, 390, 2}, {"dolores", 844, 390, 4}} {
		t.Run(fmt.Sprintf("%s-%dx%d", tc.game, tc.w, tc.h), func(t *testing.T) {
			r := newRig(t, tc.game, tc.w, tc.h)
			for r.s.n < tc.players {
				r.click("players:plus")
			}
			r.click("seat:2:name") // show a field being typed into
			hb := r.s.w.seedHint.WorldBounds()
			if back, _ := r.Find("button:back"); hb.Y+hb.H > back.Y {
				t.Errorf("seed hint (bottom %.0f) runs into the Back button (top %.0f)", hb.Y+hb.H, back.Y)
			}
			if sh := r.s.w.seatHint; sh.Visible() {
				last, _ := r.Find(fmt.Sprintf("seat:%d:hard", r.s.n))
				if b := sh.WorldBounds(); b.Y < last.Y+last.H || b.Y+b.H > float64(tc.h) {
					t.Errorf("seat hint at %+v overlaps the last row or leaves the screen", b)
				}
			}
			ts := r.App.Targets()
			for i, a := range ts {
				if a.X < 0 || a.Y < 0 || a.X+a.W > float64(tc.w) || a.Y+a.H > float64(tc.h) || a.W < 20 || a.H < 20 {
					t.Errorf("%s at %+v: off screen or too small", a.ID, a)
				}
				for _, b := range ts[i+1:] {
					if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
						t.Errorf("%s overlaps %s", a.ID, b.ID)
					}
				}
			}
			if tc.game == "dolcevita" || !testing.Short() {
				r.Shot(fmt.Sprintf("setup-%s-%dx%d", tc.game, tc.w, tc.h))
			}
		})
	}
}

var _ scenes.Scene = (*Setup)(nil)
