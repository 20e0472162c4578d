package setup

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"salotto/internal/fit"
	"salotto/lang"
	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// onlineRig is a game's New room in an App, whose Create records the
// seating it is handed.
type onlineRig struct {
	*rig
	created []tables.Config
	refuse  error
}

func newOnlineRig(t *testing.T, tag, game string, w, h int, store *save.Store) *onlineRig {
	t.Helper()
	ctx, in := tabletest.NewContext(w, h, 7)
	ctx.Words, _ = lang.New(tag)
	ctx.Settings.Language = tag
	ctx.Settings.AnimationSpeed = 0
	ctx.Store = store
	o := &onlineRig{rig: &rig{}}
	sc, err := NewOnline(ctx, playing(game, nil), Online{Name: "Anita", Create: func(c tables.Config) (scenes.Scene, error) {
		if o.refuse != nil {
			return nil, o.refuse
		}
		o.created = append(o.created, c)
		return &playedScene{c}, nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	o.s = sc.(*Setup)
	o.s.chars = func(dst []rune) []rune {
		dst = append(dst, o.typed...)
		o.typed = o.typed[:0]
		return dst
	}
	o.Rig = tabletest.New(t, ctx, in, sc)
	o.MayEnd = true
	o.Tick(2)
	return o
}

// New room seats the player here and a friend in every other seat, offers
// Friend, Here and a bot for each, no seed, and Create room.
func TestNewRoomSeatsYouAndFriends(t *testing.T) {
	r := newOnlineRig(t, "en", "dolores", 1280, 720, nil)
	if r.App.SceneName() != "online-setup:dolores" {
		t.Errorf("scene %q, want online-setup:dolores", r.App.SceneName())
	}
	c := r.s.Config()
	if len(c.Seats) != 3 || c.Seats[0] != (tables.Seat{Name: "Anita", Level: tables.Human, Color: 0}) ||
		c.Seats[1].Level != Friend || c.Seats[2].Level != Friend {
		t.Fatalf("seats %+v, want Anita here and two friends", c.Seats)
	}
	for _, id := range []string{"seat:1:friend", "seat:1:human", "seat:1:bot", "seat:3:bot", "button:start", "button:back"} {
		if _, ok := r.Find(id); !ok {
			t.Errorf("target %s missing", id)
		}
	}
	for _, id := range []string{"seed", "button:newseed", "seat:1:easy", "seat:1:expert"} {
		if _, ok := r.Find(id); ok {
			t.Errorf("New room shows %s", id)
		}
	}
	if got := r.s.w.start.Label().Text(); got != "Create room" {
		t.Errorf("Start reads %q, want Create room", got)
	}
	// a friend names themselves: their name field does not open
	r.click("seat:2:name")
	if r.s.edit.active() {
		t.Error("a friend's name field took typing")
	}
	if got := r.s.w.rows[1].name.Label().Text(); got != "(a friend)" {
		t.Errorf("a friend's seat reads %q", got)
	}
}

// The bot's button makes a seat a bot at normal; clicked again, it picks
// each level in turn and says which.
func TestNewRoomBotLevelsCycle(t *testing.T) {
	r := newOnlineRig(t, "en", "dolores", 1280, 720, nil)
	var got []string
	for range 5 {
		r.click("seat:3:bot")
		got = append(got, r.s.seats[2].Level+"="+r.s.w.rows[2].levels[2].Label().Text())
	}
	want := "normal=Bot · Normal hard=Bot · Hard expert=Bot · Expert easy=Bot · Easy normal=Bot · Normal"
	if strings.Join(got, " ") != want {
		t.Errorf("bot levels: %s\nwant %s", strings.Join(got, " "), want)
	}
	if r.s.kindOf(r.s.seats[2].Level) != Bot {
		t.Error("a bot seat does not light the bot's button")
	}
}

// Create room hands the seating over (here, friend, bot) with no seed; a
// room with nobody here is refused with its reason, as is a failure of
// Create.
func TestNewRoomCreatesOrSaysWhy(t *testing.T) {
	r := newOnlineRig(t, "en", "dolores", 1280, 720, save.Memory())
	r.click("seat:3:bot")
	r.click("seat:1:friend")
	r.click("button:start")
	if len(r.created) != 0 || !strings.Contains(r.s.Error(), "set one to Here") {
		t.Fatalf("a room without a person here: created %v, says %q", r.created, r.s.Error())
	}
	r.click("seat:2:human")
	r.refuse = errors.New("no server")
	r.click("button:start")
	if r.s.Error() != "no server" {
		t.Errorf("a failed Create says %q", r.s.Error())
	}
	r.refuse = nil
	r.click("button:start")
	if len(r.created) != 1 {
		t.Fatalf("Create room made %d rooms", len(r.created))
	}
	c := r.created[0]
	if c.Seed != 0 || c.Seats[0].Level != Friend || !c.Seats[1].IsHuman() || c.Seats[1].Name != "Anita" || c.Seats[2].Level != "normal" {
		t.Errorf("created %+v", c)
	}
	// the next New room of this game starts from this seating; the
	// offline setup's seats are not touched
	again := newOnlineRig(t, "en", "dolores", 1280, 720, r.Rig.App.Context().Store)
	if c2 := again.s.Config(); c2.Seats[0].Level != Friend || c2.Seats[2].Level != "normal" {
		t.Errorf("the next New room seats %+v", c2.Seats)
	}
	if r.App.Context().Store.Has(seatsDoc("dolores")) {
		t.Error("New room wrote the offline setup's seats")
	}
}

// TestNewRoomWordsFit: every game's New room, in every language, at a
// desktop and a phone size, with the most seats: every label fits its
// button (the bot's at its longest level) and no text runs over another.
func TestNewRoomWordsFit(t *testing.T) {
	for _, tag := range lang.Tags() {
		for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
			for _, game := range []string{"dolcevita", "dolores", "necklace"} {
				r := newOnlineRig(t, tag, game, sz[0], sz[1], nil)
				for r.s.n < r.s.hi {
					r.click("players:plus")
				}
				r.click(fmt.Sprintf("seat:%d:bot", r.s.n))
				for _, m := range fit.Check(r.s.st.Root, float64(sz[0]), float64(sz[1]), nil) {
					t.Errorf("%s %s %dx%d: %s", tag, game, sz[0], sz[1], m)
				}
				if tag != "es" && game == "dolores" {
					r.Shot(fmt.Sprintf("newroom-%s-%s-%dx%d", tag, game, sz[0], sz[1]))
				}
			}
		}
	}
}
