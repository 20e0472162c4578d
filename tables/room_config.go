package tables

import (
	"errors"
	"fmt"
	"slices"

	"salotto/online/proto"
)

// Elsewhere marks a seat of an online room that this device does not
// play: a person on another device, or a bot the server runs. A table
// seats no bot for it and waits for the room to send its moves.
const Elsewhere = "elsewhere"

// RoomConfig is the configuration a table opens an online room with, from
// the room's last welcome: its game and options, a seat for each of the
// room's, named as the room names them (a bot seat without a name gets
// tables.BotName's, the same on every device) and coloured by its place.
// The names are the latest the room told: a seats frame in the backlog
// (friends who joined after the welcome) over the welcome's. The seats
// this device holds (Welcome.Yours) are people here (Human);
// every other is Elsewhere. The seed stays 0: the room keeps it secret
// until the end. A device holding no seat (a spectator) gets a
// configuration with no person at it, which shows the public view.
func RoomConfig(r *Remote) (Config, error) {
	if r == nil || r.Session == nil || r.Welcome == nil {
		return Config{}, errors.New("an online table needs the room's session and its welcome")
	}
	w := r.Welcome
	seats := w.Seats
	for _, f := range r.Backlog {
		if s, ok := f.(*proto.Seats); ok {
			seats = s.Seats // who sits where changed since the welcome
		}
	}
	if len(seats) != w.Options.Players {
		return Config{}, fmt.Errorf("the room has %d seats for %d players", len(seats), w.Options.Players)
	}
	for _, p := range w.Yours {
		if p < 0 || p >= len(seats) {
			return Config{}, fmt.Errorf("the room gave this device seat %d of %d", p+1, len(seats))
		}
	}
	c := Config{Game: w.Game, Options: w.Options, Remote: r}
	for i, s := range seats {
		seat := Seat{Name: s.Name, Level: Elsewhere, Color: i}
		if seat.Name == "" {
			seat.Name = BotName(i)
		}
		if slices.Contains(w.Yours, i) {
			seat.Level = Human
		}
		c.Seats = append(c.Seats, seat)
	}
	return c, nil
}

// Ready reports whether a table can open on r: the room has welcomed the
// device and the backlog holds a view of the game for each of its viewers
// (each seat it holds, and the public view when it holds none or
// several), from a view or a move frame. A table opened before reports
// an error and reads nothing.
func (r *Remote) Ready() bool {
	if r == nil || r.Welcome == nil {
		return false
	}
	want := slices.Clone(r.Welcome.Yours)
	if len(want) != 1 {
		want = append(want, -1)
	}
	seen := map[int]bool{}
	for _, f := range r.Backlog {
		switch f := f.(type) {
		case *proto.View:
			seen[f.Viewer] = true
		case *proto.MoveMade:
			seen[f.Viewer] = true
		}
	}
	for _, v := range want {
		if !seen[v] {
			return false
		}
	}
	return true
}
