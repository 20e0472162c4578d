package kit

import (
	"slices"
	"time"

	"salotto/rules"
	"salotto/rules/record"
	"salotto/scenes"
	"salotto/tables"
)

// Driver plays one game from its Source (source.go): a game dealt here,
// with its live state and bots, or an online room. It holds the queue of
// events still to show, the views the screen may show, and whose turn the
// screen shows.
//
// It is generic over the rules contract: who acts comes from ToAct (one
// seat or several at once); nothing in it knows a game.
type Driver struct {
	ctx    *scenes.Context
	cfg    tables.Config
	human  []bool
	humans int
	// src is where the game comes from; local is it when the game is
	// dealt here, room when it is an online room's (the other is nil).
	src   Source
	local *localGame
	room  *roomGame
	// Queue shows the events of the moves applied.
	Queue *Queue

	// Private reports whether seat has something on screen that the other
	// players must not see now (a hand, a secret gesture). Nil: nothing is
	// ever private, as in Dolce Vita; the screen is then never handed over,
	// only locked for a moment between two humans.
	Private func(seat int) bool
	// Redact is what viewer may see of an event (a card drawn by another
	// seat shows face down): the game's own rules.RedactFor unless a test
	// sets another. Nil: every event is public. A room's events come
	// redacted for each viewer already.
	Redact func(ev rules.Event, viewer int) rules.Event
	// ThinkSlice is how long a bot may think per frame.
	ThinkSlice time.Duration
	// BotPause is the least ticks a bot seems to think before each move
	// (the constant BotPause unless the table sets it).
	BotPause int

	toAct []int

	// observers run after each new move made here (AfterApply).
	observers []func(seat int, m rules.Move, evs []rules.Event)

	// shown is what each viewer (index viewer+1) may see of the position
	// the screen shows; later holds the views after moves whose events are
	// still being animated, each with the queue count that ends them.
	shown []rules.State
	later []views

	holder   int // the human whose things are on screen, or -1
	handover int // the human the screen is to be passed to, or -1
	lock     int // ticks left of the pause after a change of human
	moved    bool

	replay bool // a replay: no seat acts by itself (replay_mode.go)
}

type views struct {
	mark int
	view []rules.State
}

// Durations of the driver's pauses, in ticks (60 a second).
const (
	// BotPause is the least time a bot seems to think before its move is
	// shown, at normal animation speed, so a player can follow the table.
	BotPause = 30
	// LockTicks is how long input stays locked once the next human's turn
	// is shown after another human's move.
	LockTicks = 36
)

// thinkBudget is the work units per Think call: small, so one call stays
// well under a millisecond even for a hard bot's search.
const thinkBudget = 16

// NewDriver deals cfg's game of g and seats its bots, or, when cfg has a
// Remote, follows that online room. The configuration is checked first; a
// bad one is reported and nothing is dealt.
func NewDriver(ctx *scenes.Context, g rules.Game, cfg tables.Config) (*Driver, error) {
	if err := cfg.Validate(g); err != nil {
		return nil, err
	}
	d := &Driver{ctx: ctx, cfg: cfg, holder: -1, handover: -1, ThinkSlice: 4 * time.Millisecond, BotPause: BotPause}
	for _, s := range cfg.Seats {
		d.human = append(d.human, s.IsHuman())
		if s.IsHuman() {
			d.humans++
		}
	}
	if cfg.Remote != nil {
		r, err := newRoomGame(d, g, cfg.Remote)
		if err != nil {
			return nil, err
		}
		d.src, d.room = r, r
	} else {
		l, err := newLocalGame(d, g, cfg)
		if err != nil {
			return nil, err
		}
		d.src, d.local = l, l
		d.Redact = func(ev rules.Event, viewer int) rules.Event { return rules.RedactFor(g, ev, viewer) }
	}
	if d.humans == 1 {
		d.holder = slices.Index(d.human, true)
	}
	d.shown = d.src.views()
	return d, nil
}

// Start gives the driver the queue that shows its events.
func (d *Driver) Start(q *Queue) {
	d.Queue = q
	q.redact = func(ev rules.Event) rules.Event { return d.src.shownEvent(ev, d.Viewer()) }
}

// Config is the configuration the game was dealt from.
func (d *Driver) Config() tables.Config { return d.cfg }

// Live is the live state, ahead of the screen: for the rules' own checks
// (and tests), never for drawing. A room's table has none: nothing on
// the device holds the whole game.
func (d *Driver) Live() rules.State {
	if d.local == nil {
		return nil
	}
	return d.local.state
}

// Human reports whether a person plays seat p.
func (d *Driver) Human(p int) bool { return d.human[p] }

// Humans counts the seats played at this screen.
func (d *Driver) Humans() int { return d.humans }

// Viewer is the seat whose View the screen shows, and whose things (the
// hand along the bottom) are on it: the one human, the human holding the
// screen in hot-seat, else -1 (the public view): none yet, a bot-only
// game, or while the screen waits to be handed over.
func (d *Driver) Viewer() int { return d.holder }

// Shown is what the viewer may know of the position on screen: the View
// after the last move whose events have all been animated.
func (d *Driver) Shown() rules.State { return d.shown[d.Viewer()+1] }

// HandingOver is the human the screen is to be passed to, or -1.
func (d *Driver) HandingOver() int { return d.handover }

// Locked reports whether the screen refuses input now: events are being
// shown, the screen waits to be handed over, or the pause after a change
// of human runs.
func (d *Driver) Locked() bool { return d.Queue.Busy() || d.handover >= 0 || d.lock > 0 }

// Thinking reports whether a bot is deciding now (a table says so in its
// prompt while the player waits).
func (d *Driver) Thinking() bool { return d.local != nil && d.local.thinking >= 0 }

// ToAct is the seats to act on screen (empty while events are shown).
func (d *Driver) ToAct() []int {
	if d.Queue.Busy() {
		return nil
	}
	return d.toAct
}

// Next is the first seat to act on screen, or -1 while events are shown
// and after the game.
func (d *Driver) Next() int {
	if act := d.ToAct(); len(act) > 0 {
		return act[0]
	}
	return -1
}

// Waiting reports whether the table waits for a human at this screen:
// to act, or to take the screen (nothing else will happen until then), or
// for the room (which wakes the screen when it sends something).
func (d *Driver) Waiting() bool {
	if d.Queue.Busy() || d.lock > 0 {
		return false
	}
	if d.handover >= 0 || d.src.Done() || d.replay || d.room != nil {
		// a room's moves come when they come, and wake the screen
		return true
	}
	for _, p := range d.toAct {
		if !d.human[p] && !d.local.listening[p] {
			return false
		}
	}
	return len(d.toAct) > 0
}

// Acknowledge is the player taking the screen after a hand-over.
func (d *Driver) Acknowledge() {
	if d.handover >= 0 {
		d.holder, d.handover = d.handover, -1
		d.Queue.settle()
	}
}

// CanAct reports whether the human in seat p may make a move now.
func (d *Driver) CanAct(p int) bool {
	return !d.Locked() && p == d.holder && slices.Contains(d.toAct, p) && !d.src.pending(p)
}

// Apply makes seat p's move: the one path every move takes, a human's
// or a bot's. On success its events are queued for showing and the
// viewers' views after it are kept until they have been shown. At a
// room's table a person's move goes to the room, checked first, and is
// shown when the room sends it back.
func (d *Driver) Apply(p int, m rules.Move) error {
	if err := d.src.apply(p, m); err != nil {
		return err
	}
	if d.human[p] {
		d.moved = true
	}
	return nil
}

// push queues the events of a move made (here, or in the room) and keeps
// the views after it until they have been shown.
func (d *Driver) push(evs []rules.Event, after []rules.State) {
	d.Queue.Push(evs)
	d.later = append(d.later, views{mark: d.Queue.pushed, view: after})
}

// AfterApply adds f to what runs after every move that reached a game
// dealt here, a human's or a bot's, with its events unredacted (autosave,
// undo and the move log hook in here; a move log redacts for its viewer
// itself). The moves replayed at NewDriver do not call it, nor a room's
// moves (the device never has their unredacted events).
func (d *Driver) AfterApply(f func(seat int, m rules.Move, evs []rules.Event)) {
	d.observers = append(d.observers, f)
}

// Moves are the moves made so far, the configuration's first (a copy);
// none at a room's table, whose moves the room tells only at the end.
func (d *Driver) Moves() []record.Entry {
	if d.local == nil {
		return nil
	}
	return slices.Clone(d.local.moves)
}

// Record is the game so far as a game record (the save, the replay, the
// bug report): its configuration and every move. A room's table has it
// once the room revealed it at the end (nil before).
func (d *Driver) Record() *record.Record { return d.src.record() }

// Check says why seat p's move would be refused now (nil when it would
// be made), without making it.
func (d *Driver) Check(p int, m rules.Move) error {
	switch {
	case d.Queue.Busy():
		return errMoving
	case d.handover >= 0:
		return waitFor{d.handover, true}
	case d.lock > 0 || p != d.holder:
		return waitFor{d.holder, false}
	case d.room != nil && d.room.gone != nil:
		return errRoomGone
	case d.src.pending(p):
		return errSent
	}
	return d.src.check(p, m)
}

// Update runs once a tick, after the stage read its input: it shows the
// next events, moves the shown view on, and when nothing is being shown
// lets the next seat act (a human through the table, a bot in slices).
func (d *Driver) Update(skip bool) {
	holder := d.holder
	if d.step(skip) || d.holder != holder {
		// what the screen may show changed: the table puts its nodes
		// where its model and the new view say
		d.Queue.settle()
	}
}

// step is Update's work; it reports whether the shown view moved on.
func (d *Driver) step(skip bool) (moved bool) {
	d.src.step()
	if skip {
		d.Queue.Skip()
	}
	d.Queue.Pump()
	for len(d.later) > 0 && d.Queue.Shown() >= d.later[0].mark {
		d.shown = d.later[0].view
		d.later = d.later[:copy(d.later, d.later[1:])]
		moved = true
	}
	if d.Queue.Busy() {
		return moved
	}
	d.toAct = d.src.ToAct(d.toAct[:0])
	for _, p := range d.toAct {
		if d.human[p] {
			d.present(p)
			break
		}
	}
	if d.lock > 0 {
		d.lock--
	}
	if !d.replay {
		d.src.act()
	}
	return moved
}

// present puts human p's turn on screen: at once if p already holds the
// screen, after a hand-over if another human held it and p has something
// private, else after a short lock.
func (d *Driver) present(p int) {
	if p == d.holder || p == d.handover {
		return
	}
	if d.humans > 1 && d.Private != nil && d.Private(p) {
		d.holder, d.handover = -1, p
		return
	}
	if d.moved {
		d.lock = LockTicks
	}
	d.holder = p
}
