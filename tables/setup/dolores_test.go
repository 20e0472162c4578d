package setup

import (
	"fmt"
	"testing"

	"salotto/rules/catalog"
)

// TestDoloresSeatsTwoToFourWithEveryBotLevel: HMS Dolores's setup offers
// two to four seats, each a person or a bot at easy, normal, hard or expert
// (the game's bots have those levels, and a random one for tests), and Start
// hands over a configuration whose bots the game makes. A bot's talking personality needs no control: a level alone
// ("hard") lets each seat's bot take one from its own seed.
func TestDoloresSeatsTwoToFourWithEveryBotLevel(t *testing.T) {
	r := newRig(t, "dolores", 1280, 720)
	g, err := catalog.Lookup("dolores")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4; i++ {
		r.click("players:minus")
	}
	if n := r.s.Config().Options.Players; n != 2 {
		t.Errorf("after pressing - four times: %d players, want 2", n)
	}
	for i := 0; i < 4; i++ {
		r.click("players:plus")
	}
	if n := r.s.Config().Options.Players; n != 4 {
		t.Errorf("after pressing + four times: %d players, want 4", n)
	}
	bots := levels[1:] // the seat kinds offered after a person, more than the three other seats
	for i, lv := range bots {
		seat := 2 + i%3
		r.click(fmt.Sprintf("seat:%d:%s", seat, lv))
		c := r.s.Config()
		if err := c.Validate(r.s.g); err != nil {
			t.Fatalf("config %+v invalid: %v", c, err)
		}
		if s := c.Seats[seat-1]; s.Level != lv {
			t.Errorf("seat %d is %q, want the bot level %q", seat, s.Level, lv)
		}
		if _, err := g.NewBot(lv, uint64(i)); err != nil {
			t.Errorf("the game makes no bot of level %q: %v", lv, err)
		}
	}
	r.click("button:start")
	if len(r.played) != 1 || r.played[0].Game != "dolores" || len(r.played[0].Seats) != 4 {
		t.Errorf("Start played %+v, want one four-seat HMS Dolores game", r.played)
	}
}
