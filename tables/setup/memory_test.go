package setup

import (
	"strings"
	"testing"

	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// openWith opens game's setup screen on a context with store.
func openWith(t *testing.T, game string, store *save.Store) (*Setup, *tabletest.Rig, *[]tables.Config) {
	t.Helper()
	ctx, in := tabletest.NewContext(1280, 720, 7)
	ctx.Settings.AnimationSpeed = 0
	ctx.Store = store
	var played []tables.Config
	Register(ctx.Scenes, playing(game, func(_ *scenes.Context, c tables.Config) (scenes.Scene, error) {
		played = append(played, c)
		return &playedScene{c}, nil
	}))
	sc, err := ctx.Open("setup:" + game)
	if err != nil {
		t.Fatal(err)
	}
	r := tabletest.New(t, ctx, in, sc)
	r.Tick(2)
	return sc.(*Setup), r, &played
}

// TestSetupStartsFromTheLastSeats: the seats and options chosen for a game
// are where its next setup starts; the seed is a new one.
func TestSetupStartsFromTheLastSeats(t *testing.T) {
	store := save.Memory()
	_, r, played := openWith(t, "dolores", store)
	r.Click(r.Target("players:plus"))
	r.Click(r.Target("seat:2:human"))
	r.Click(r.Target("seat:4:hard"))
	r.Click(r.Target("button:start"))
	if len(*played) != 1 {
		t.Fatalf("start played %d tables", len(*played))
	}
	want := (*played)[0]
	s2, _, _ := openWith(t, "dolores", store)
	got := s2.Config()
	if got.Options.Players != 4 || len(got.Seats) != 4 {
		t.Fatalf("the next setup has %d players (%d seats), want 4", got.Options.Players, len(got.Seats))
	}
	for i := range want.Seats {
		if got.Seats[i] != want.Seats[i] {
			t.Errorf("seat %d: %+v, last time %+v", i+1, got.Seats[i], want.Seats[i])
		}
	}
	if other, _, _ := openWith(t, "dolcevita", store); len(other.Config().Seats) != 3 {
		t.Errorf("Dolce Vita took Dolores' seats: %d", len(other.Config().Seats))
	}
}

// TestSetupShowsTheStatistics: after finished games the setup screen
// names them, with the best score; before any, it shows nothing.
func TestSetupShowsTheStatistics(t *testing.T) {
	store := save.Memory()
	if s, _, _ := openWith(t, "necklace", store); s.w.stats.Visible() {
		t.Errorf("statistics shown before any game: %q", s.w.stats.Text())
	}
	store.Count(save.Finished{Game: "necklace", Kind: save.AgainstBots, Won: true, Best: 24})
	store.Count(save.Finished{Game: "necklace", Kind: save.Solo, Best: 33})
	s, r, _ := openWith(t, "necklace", store)
	text := s.w.stats.Text()
	for _, want := range []string{"Against bots: 1 played, 1 won", "best necklace 24 florins", "Solo: 1 played, 0 won", "master (33 florins)"} {
		if !strings.Contains(text, want) {
			t.Errorf("statistics %q lack %q", text, want)
		}
	}
	if !s.w.stats.Visible() {
		t.Error("statistics hidden on a 1280x720 screen")
	}
	r.Shot("setup-necklace-stats")
}
