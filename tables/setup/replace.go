package setup

import (
	"slices"

	"salotto/scenes"
	"salotto/tables"
)

// confirmReplace reports whether Start may open c's table. A game a
// person plays is autosaved from its deal, in its game's one slot, so
// starting it replaces the unfinished game of the same kind that the
// title would Continue: the first Start says so, and the second goes
// ahead. A game of bots alone saves nothing and is not asked about.
func (s *Setup) confirmReplace(c tables.Config) bool {
	if s.replaceAsked || s.ctx.Store == nil || !slices.ContainsFunc(c.Seats, tables.Seat.IsHuman) {
		return true
	}
	g, err := s.ctx.Store.Autosave(s.game)
	if err != nil { // none saved, or a damaged one, which the store keeps aside
		return true
	}
	s.replaceAsked = true
	w := s.ctx.Words
	s.err = w.T("setup.replaces_saved", scenes.ProgressText(w.T, g.Progress))
	s.ctx.Play(scenes.SoundRefused)
	s.refresh()
	return false
}
