package tables

import (
	"context"
	"errors"
	"testing"

	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/ruletest/toy"
)

// idleSession is a session that never connects: enough for a
// configuration, which only keeps it.
func idleSession(t *testing.T) *client.Session {
	s := client.Open(client.Config{URLs: []string{"ws://nowhere"}, Dial: func(context.Context, string) (client.Transport, error) {
		return nil, errors.New("no network in this test")
	}}, &proto.Watch{T: proto.TWatch, Room: "ABCD2345", Last: -1})
	t.Cleanup(s.Close)
	return s
}

func TestRoomConfigSeatsThisDevicesSeatsAsPeopleHere(t *testing.T) {
	w := &proto.Welcome{Room: "ABCD2345", Game: "nim", Options: rules.Options{Players: 3},
		Seats: []proto.SeatInfo{
			{Kind: proto.KindOnline, Name: "Anita", Presence: proto.Connected},
			{Kind: proto.KindBot, Level: "normal", Presence: proto.Bot},
			{Kind: proto.KindHere, Name: "Marcello", Presence: proto.Connected},
		}, Yours: []int{2}}
	r := &Remote{Session: idleSession(t), Welcome: w}
	c, err := RoomConfig(r)
	if err != nil {
		t.Fatal(err)
	}
	want := []Seat{{"Anita", Elsewhere, 0}, {BotName(1), Elsewhere, 1}, {"Marcello", Human, 2}}
	if len(c.Seats) != len(want) {
		t.Fatalf("seats %+v, want %+v", c.Seats, want)
	}
	for i := range want {
		if c.Seats[i] != want[i] {
			t.Errorf("seat %d: %+v, want %+v", i, c.Seats[i], want[i])
		}
	}
	if c.Game != "nim" || c.Options.Players != 3 || c.Remote != r || c.Seed != 0 {
		t.Errorf("config %+v", c)
	}
	if err := c.Validate(toy.Nim{}); err != nil {
		t.Errorf("an online room's configuration does not validate: %v", err)
	}
	c.Remote = nil
	if err := c.Validate(toy.Nim{}); err == nil {
		t.Error("a seat played elsewhere validates without a room")
	}
}

func TestRoomConfigRefusesWhatIsNotARoom(t *testing.T) {
	s := idleSession(t)
	two := []proto.SeatInfo{{Kind: proto.KindOnline, Name: "A"}, {Kind: proto.KindOnline, Name: "B"}}
	for _, r := range []*Remote{
		nil,
		{Session: s},
		{Welcome: &proto.Welcome{Game: "nim", Options: rules.Options{Players: 2}, Seats: two}},
		{Session: s, Welcome: &proto.Welcome{Game: "nim", Options: rules.Options{Players: 3}, Seats: two}},
		{Session: s, Welcome: &proto.Welcome{Game: "nim", Options: rules.Options{Players: 2}, Seats: two, Yours: []int{2}}},
	} {
		if _, err := RoomConfig(r); err == nil {
			t.Errorf("%+v: no error", r)
		}
	}
	c, err := RoomConfig(&Remote{Session: s, Welcome: &proto.Welcome{Game: "nim", Options: rules.Options{Players: 2}, Seats: two}})
	if err != nil {
		t.Fatal(err)
	}
	for _, seat := range c.Seats {
		if seat.IsHuman() {
			t.Errorf("a spectator's configuration seats a person here: %+v", c.Seats)
		}
	}
}

// TestRoomConfigNamesFriendsWhoJoinedLater: a friend who took an online
// seat after the welcome is named by the seats frame handed over with it.
func TestRoomConfigNamesFriendsWhoJoinedLater(t *testing.T) {
	w := &proto.Welcome{Game: "nim", Options: rules.Options{Players: 2}, Yours: []int{0},
		Seats: []proto.SeatInfo{{Kind: proto.KindHere, Name: "Anita"}, {Kind: proto.KindOnline, Presence: proto.Empty}}}
	later := &proto.Seats{Phase: proto.Playing, Seats: []proto.SeatInfo{{Kind: proto.KindHere, Name: "Anita"}, {Kind: proto.KindOnline, Name: "Vittorio", Presence: proto.Connected}}}
	c, err := RoomConfig(&Remote{Session: idleSession(t), Welcome: w, Backlog: []any{later}})
	if err != nil {
		t.Fatal(err)
	}
	if c.Seats[1].Name != "Vittorio" {
		t.Errorf("seat 2 is called %q, want the name the seats frame gave", c.Seats[1].Name)
	}
}

func TestRemoteReadyOnceEveryViewerHasAView(t *testing.T) {
	w := &proto.Welcome{Game: "nim", Options: rules.Options{Players: 2}, Yours: []int{0, 1}}
	r := &Remote{Welcome: w}
	if r.Ready() {
		t.Fatal("ready with no views")
	}
	r.Backlog = append(r.Backlog, &proto.Seats{}, &proto.View{Viewer: 0}, &proto.View{Viewer: 1})
	if r.Ready() {
		t.Fatal("a device of two seats is ready without the public view")
	}
	r.Backlog = append(r.Backlog, &proto.MoveMade{Viewer: -1})
	if !r.Ready() {
		t.Fatal("not ready with a view for each viewer")
	}
	if (&Remote{Welcome: &proto.Welcome{}, Backlog: []any{&proto.View{Viewer: -1}}}).Ready() != true {
		t.Error("a spectator with the public view is not ready")
	}
}
