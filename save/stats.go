package save

import (
	"errors"
	"fmt"
)

// StatsKind is the statistics' kind. Its body is a Stats.
var StatsKind = Kind{Name: "stats", Format: 1}

// StatsName is the statistics' document, kept beside the settings.
const StatsName = "stats"

// SeatKind is how a finished game was seated, which the statistics keep
// apart: a person against bots, people taking turns, or the necklace
// game's solo against the rival jeweller.
type SeatKind string

// The seat kinds.
const (
	AgainstBots SeatKind = "bots"
	HotSeat     SeatKind = "hotseat"
	Solo        SeatKind = "solo"
)

// Stats are the finished games, by game id.
type Stats struct {
	Games map[string]GameStats `json:"games"`
}

// GameStats are one game's finished games by seat kind: how many were
// played, how many a person at the screen won, and the best score a person
// made (Dolores' points, the necklace's florins; solo, the value the
// rating is given for).
type GameStats struct {
	Played map[SeatKind]int `json:"played,omitempty"`
	Won    map[SeatKind]int `json:"won,omitempty"`
	Best   map[SeatKind]int `json:"best,omitempty"`
}

// Finished is one game's end as the statistics count it.
type Finished struct {
	Game string
	Kind SeatKind
	Won  bool // a person at the screen won (or shared the win)
	Best int  // the best score a person made
}

// Stats reads the statistics for a screen to show; none yet, or a document
// that cannot be read, is no games played.
func (s *Store) Stats() Stats {
	st, _ := s.readStats()
	return st
}

// readStats reads the statistics. None yet, or an unreadable document
// that was kept aside (and listed in Problems), is no games played and no
// error: counting may start afresh. Any other failure (a read error, a
// document that could not be kept aside) is returned, for the document is
// still in its place and a fresh count would replace it.
func (s *Store) readStats() (Stats, error) {
	var st Stats
	err := s.Read(StatsName, StatsKind, &st)
	var p *Problem
	switch {
	case err == nil:
		return st, nil
	case errors.Is(err, ErrNotFound), errors.As(err, &p) && p.Kept != "":
		return Stats{}, nil
	}
	return Stats{}, err
}

// Count adds a finished game to the statistics. It counts nothing when the
// statistics cannot be read and are still in their place.
func (s *Store) Count(f Finished) error { return s.count(f, s.Write) }

// CountLater is Count whose write the store's writer makes (WriteLater).
func (s *Store) CountLater(f Finished) error { return s.count(f, s.WriteLater) }

func (s *Store) count(f Finished, write func(string, Kind, any) error) error {
	if f.Game == "" || f.Kind == "" {
		return errors.New("save: a finished game needs its game and seat kind")
	}
	st, err := s.readStats()
	if err != nil {
		return fmt.Errorf("save: the game is not counted: %w", err)
	}
	if st.Games == nil {
		st.Games = map[string]GameStats{}
	}
	g := st.Games[f.Game]
	for _, m := range []*map[SeatKind]int{&g.Played, &g.Won, &g.Best} {
		if *m == nil {
			*m = map[SeatKind]int{}
		}
	}
	first := g.Played[f.Kind] == 0
	g.Played[f.Kind]++
	if f.Won {
		g.Won[f.Kind]++
	}
	if best, ok := g.Best[f.Kind]; first || !ok || f.Best > best {
		g.Best[f.Kind] = f.Best
	}
	st.Games[f.Game] = g
	return write(StatsName, StatsKind, st)
}
