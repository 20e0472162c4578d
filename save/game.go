package save

import (
	"errors"
	"fmt"
)

// GameKind is the autosave's kind. Its body is a Game.
var GameKind = Kind{Name: "game", Format: 1}

// Game is the autosave of one game in progress. Its Config is the table's
// configuration carrying every move made (a tables.Config): unlike a game
// record it keeps the seats' levels and colours, which a resumed table
// needs, and the table opens from it exactly as from a setup. Players and
// Progress repeat what the title's Continue shows, so that the title reads
// them without replaying the game.
type Game struct {
	Game     string   `json:"game"`
	Players  []string `json:"players"`
	Progress Progress `json:"progress"`
	// Saved is when, in Unix seconds: the title offers the latest first.
	Saved  int64 `json:"saved"`
	Config Raw   `json:"config"`
}

// Progress is how far a game has gone, in the game's own unit: Unit is
// "round" (N of Of), "share" (N) or "turn" (N); each has its catalog key,
// "save.progress." + Unit.
type Progress struct {
	Unit string `json:"unit"`
	N    int    `json:"n"`
	Of   int    `json:"of,omitempty"`
}

// AutosaveName is the document holding game's autosave: one slot per
// game, so leaving HMS Dolores for a Necklace keeps both.
func AutosaveName(game string) string { return "autosave-" + game }

// Autosave reads game's autosave. It returns ErrNotFound when there is
// none, and a *Problem (the document kept aside) when it is unreadable or
// holds another game.
func (s *Store) Autosave(game string) (Game, error) {
	var g Game
	name := AutosaveName(game)
	if err := s.Read(name, GameKind, &g); err != nil {
		return Game{}, err
	}
	switch {
	case g.Game != game:
		return Game{}, s.Reject(name, WrongGame, fmt.Errorf("the autosave of %s holds %q", game, g.Game))
	case len(g.Config) == 0:
		return Game{}, s.Reject(name, Damaged, errors.New("no configuration"))
	}
	return g, nil
}

// WriteAutosave saves g in its game's slot, through the store's writer
// (WriteLater): a table saves after every move, inside a tick.
func (s *Store) WriteAutosave(g Game) error { return s.WriteLater(AutosaveName(g.Game), GameKind, g) }
