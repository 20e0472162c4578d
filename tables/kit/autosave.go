package kit

import (
	"errors"
	"slices"
	"time"

	"salotto/rules"
	"salotto/rules/record"
	"salotto/save"
)

// autosaver keeps a table's game in the store: the configuration carrying
// every move, written after each move so that quitting at any moment (a
// closed tab, a crash) loses nothing. When the game ends its autosave is
// removed and its result counted in the statistics, once.
//
// The document is made in the move's tick, but written by the store's
// writer (save.Store.WriteLater): a file is synced to disk before it
// replaces the old one, and no tick may wait for a disk. How the write
// went is asked once a tick (poll).
type autosaver struct {
	store *save.Store
	d     *Driver
	err   error // the last write's failure, nil once one succeeds
	// warn tells the player a write failed, reporting whether it could
	// (the table's note exists only once the table offers its tools);
	// warned is set once it did, until a write succeeds again, so a
	// full disk is said once, not after every move.
	warn   func() bool
	warned bool
}

// keepSaved starts autosaving this table's game, when the context has a
// store and a person plays (a game of bots alone, such as watching them,
// must not take a player's slot), and the game is dealt here (a room's
// game is the room's: it is neither saved nor counted here).
func (b *Base) keepSaved() {
	if b.Ctx.Store == nil || b.D.Humans() == 0 || b.D.local == nil {
		// an online room keeps its own game: nothing here to resume
		return
	}
	a := &autosaver{store: b.Ctx.Store, d: b.D, warn: func() bool {
		if b.tools == nil {
			return false
		}
		b.tools.say(b.Ctx.Words.T("save.write_failed"))
		return true
	}}
	b.D.AfterApply(func(int, rules.Move, []rules.Event) { a.save() })
	b.saver = a
	if !b.D.Live().Done() {
		// saved from the deal on, so Leave keeps even a game not yet begun
		a.save()
	}
}

// save writes the game as it stands, or ends it. A document that cannot
// be written at all is told at once (settle); how the writer's write went,
// poll tells.
func (a *autosaver) save() {
	if err := a.write(); err != nil {
		a.settle(err)
	}
}

// poll tells how the writer's last write went, once it has ended.
func (a *autosaver) poll() {
	if ended, err := a.store.Written(); ended {
		a.settle(err)
	}
}

// settle keeps a write's outcome and warns the player when it failed (a
// full disk, a browser's storage quota): the game goes on, and the next
// move tries again.
func (a *autosaver) settle(err error) {
	if a.err = err; err == nil {
		a.warned = false
	} else if !a.warned && a.warn != nil {
		a.warned = a.warn()
	}
}

// write is save's writing: queued for the store's writer, with an error
// only when it cannot be.
func (a *autosaver) write() error {
	d := a.d
	game := d.Config().Game
	if d.Live().Done() {
		return errors.Join(a.store.RemoveLater(save.AutosaveName(game)), a.store.CountLater(finished(d)))
	}
	cfg := d.Config()
	cfg.Moves = d.Moves()
	raw, err := save.Marshal(cfg)
	if err != nil {
		return err
	}
	names := make([]string, len(cfg.Seats))
	for i, s := range cfg.Seats {
		names[i] = s.Name
	}
	return a.store.WriteAutosave(save.Game{Game: game, Players: names, Progress: progress(d.Live(), cfg.Moves),
		Saved: time.Now().Unix(), Config: raw})
}

// progress is how far the game has gone in its own unit (rules.Progress).
func progress(st rules.State, moves []record.Entry) save.Progress {
	unit, n, of := rules.ProgressOf(st, len(moves))
	return save.Progress{Unit: unit, N: n, Of: of}
}

// finished is the ended game as the statistics count it: how it was
// seated, whether a person at the screen won, and the best score a person
// made.
func finished(d *Driver) save.Finished {
	st := d.Live()
	f := save.Finished{Game: d.Config().Game, Kind: save.HotSeat}
	switch {
	case st.Players() == 1:
		f.Kind = save.Solo
	case d.Humans() == 1:
		f.Kind = save.AgainstBots
	}
	scores, winners := st.Scores(), st.Winners()
	first := true
	for p := range d.Config().Seats {
		if !d.Human(p) {
			continue
		}
		if slices.Contains(winners, p) {
			f.Won = true
		}
		if p < len(scores) && (first || scores[p] > f.Best) {
			f.Best, first = scores[p], false
		}
	}
	return f
}

// leaveBody is the key of the menu's warning before Leave: with a store
// the game is kept for Continue; without one it is lost; an online room's
// game goes on without the player (or a spectator stops watching).
func (m *Menu) leaveBody() string {
	switch {
	case m.room != nil && m.room.d.humans == 0:
		return "room.leave_body_watch"
	case m.room != nil:
		return "room.leave_body"
	case m.ctx.Store != nil:
		return "save.leave_body"
	}
	return "menu.confirm.body"
}

// Driver is the table's driver, for tests outside the kit (a resumed
// table against the one that played).
func (b *Base) Driver() *Driver { return b.D }
